import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file at a time: the LiveKit files each drive two browsers through the media server, and
    // two of them at once starve a 2-core machine (frames stop arriving and the tests time out).
    maxWorkers: 1,
  },
});
