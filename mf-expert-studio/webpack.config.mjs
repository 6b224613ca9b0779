import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: 3005,
  exposes: {
    './Profits': './src/routes/Profits.tsx',
    './FundsRequest': './src/routes/FundsRequest.tsx',
    './OpenPosts': './src/widgets/OpenPosts.tsx',
    './ExpertSignUp': './src/routes/ExpertSignUp.tsx',
    './BecomeExpert': './src/widgets/BecomeExpert.tsx',
    './Account': './src/routes/Account.tsx',
    './AccountEdit': './src/widgets/AccountEdit.tsx',
    './Calendars': './src/routes/Calendars.tsx',
  },
  // The public page the shell renders on the server (/experts/get-started).
  serverExposes: ['./ExpertSignUp'],
});
