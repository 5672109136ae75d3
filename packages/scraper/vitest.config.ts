import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite's first start in a worker (WebAssembly compile, migrations) takes seconds on a busy
    // 2-core machine, and a CLI run or a killed backfill took past 60 s beside npm test's other
    // suites: these are limits that catch a hang, not timed assertions.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
