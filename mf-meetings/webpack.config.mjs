import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: 3004,
  exposes: {
    './Start': './src/routes/Start.tsx',
    './Room': './src/room/Room.tsx',
  },
});
