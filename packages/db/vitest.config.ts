import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite's first start in a worker (WebAssembly compile, migrations) takes seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The worker runs its files one after the other, keeping its modules and its PGlite database,
    // instead of a fresh process per file: a fresh process imported Kysely and PGlite and compiled
    // PGlite's WebAssembly again, about 2 s of a repository file's 2-3 s. Safe because no file
    // changes state another reads (no module mocks, fake timers or writes to process.env), and each
    // suite starts from the shared database emptied (describeEachDriver, suiteDatabase).
    isolate: false,
  },
});
