import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite's first start in a worker (WebAssembly compile, migrations) takes seconds on a busy
    // 2-core machine, and a CLI run or a killed backfill took past 60 s beside npm test's other
    // suites: these are limits that catch a hang, not timed assertions.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One worker process runs the files one after the other, keeping its modules and PGlite database
    // (as @pick3/db's suite does): no file changes state another reads (no module mocks, fake
    // timers or writes to process.env); each database suite starts from it emptied.
    isolate: false,
  },
});
