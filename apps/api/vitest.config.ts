import { defineConfig } from 'vitest/config';

/** The tests that start the built server and worker as child processes and time them under load. */
const PROCESS_TESTS = 'test/**/*.processes.test.ts';

export default defineConfig({
  test: {
    // Each route test opens a fresh PGlite (WebAssembly) or PostgreSQL database: seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two workers, each running its share of the files one after the other: the suite is the
    // longest of `npm test`'s, and with one worker it used one core while the other sat idle once
    // the other suites had ended.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [PROCESS_TESTS],
          // Each worker process runs its files one after the other, keeping its modules, instead of
          // a fresh process per file: a fresh process re-imported the app (Fastify, Ajv, the contract's schemas,
          // PGlite's WebAssembly) and compiled the route schemas again for each of the ~80 files,
          // about half of a route file's CPU. Sharing is safe because no file changes state another
          // reads: no module mocks, no fake timers, no writes to process.env or globals; each test
          // builds its own app on its own database (the suites' shared one emptied first).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: [PROCESS_TESTS],
          // A fresh process each: they time a steady request load from this process, which must not
          // carry the heap and timers of the eighty files before it.
          isolate: true,
          // One at a time, after the in-process files (a later group): each starts replicas and
          // workers that hold PostgreSQL connections of the serving default (10 each); side by side
          // with each other and with the files before them they passed the server's 100 ("too many
          // clients already") while the browser suite ran too.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
