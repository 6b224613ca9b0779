import { createRemoteConfig } from 'remote-kit/webpack';

export default createRemoteConfig({
  dir: import.meta.dirname,
  port: 3003,
  exposes: {
    './Booking': './src/routes/Booking.tsx',
    './SlotPicker': './src/routes/SlotPicker.tsx',
  },
});
