// The connection budget of tests on PostgreSQL, apart from test-db.ts so that the child processes
// tests start (which run outside Vitest) can read it without importing Vitest.
/**
 * The PostgreSQL connections one test's pool may hold. `npm test` runs the database, scraper, API
 * and browser suites side by side on one server (100 connections by default), each with its own
 * pools and the servers and workers it starts: at the serving default of 10 each, a busy moment
 * ran out ("sorry, too many clients already"). Four let a test run its queries side by side. The
 * processes tests start (the API's replicas and workers, the browser suite's app servers) keep the
 * serving default of 10: they are timed against the connect limit under load, where a pool of four
 * kept requests waiting past it (503s); at most six run at once.
 */
export const TEST_POOL_SIZE = 4;
