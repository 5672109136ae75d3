import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test starts a real child process; on a busy 2-core machine that takes a second or two.
    testTimeout: 30_000,
  },
});
