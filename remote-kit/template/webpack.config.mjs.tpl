import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: __PORT__,
  exposes: {
    './Start': './src/routes/Start.tsx',
  },
});
