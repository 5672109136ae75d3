import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One app server and one browser for the whole suite: the files must not run side by side.
    fileParallelism: false,
    // A browser step on this 2-core machine can take seconds; the first start imports the history.
    testTimeout: 150_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
  },
});
