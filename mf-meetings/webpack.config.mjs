import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: 3004,
  exposes: {
    './Room': './src/room/Room.tsx',
    './Meetings': './src/routes/Meetings.tsx',
    './TodayMeetings': './src/widgets/TodayMeetings.tsx',
    './SoonMeetings': './src/widgets/SoonMeetings.tsx',
  },
});
