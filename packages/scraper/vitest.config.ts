import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite's first start in a worker (WebAssembly compile, migrations) takes seconds on a busy
    // 2-core machine; these are limits, not timed assertions.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
