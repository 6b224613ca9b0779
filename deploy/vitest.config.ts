import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The files start servers and wait on sockets: two workers keep both CI cores busy.
    maxWorkers: 2,
  },
});
