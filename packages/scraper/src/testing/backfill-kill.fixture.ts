// The child process of backfill.test.ts: walks Arizona's archive from the test's local server with a
// long pause between pages, printing each page as it is merged, until the test kills it (SIGKILL).
import { createDb } from '@pick3/db';
import { TEST_POOL_SIZE } from '@pick3/db/testing/pool-size';
import { backfill } from '../backfill.js';

const [baseUrl, target, from, now] = process.argv.slice(2) as [string, string, string, string];
const database = await createDb(
  target.startsWith('postgres')
    ? { databaseUrl: target, importBundledHistory: false, poolSize: TEST_POOL_SIZE }
    : { pgliteDir: target, importBundledHistory: false },
);
await backfill({
  db: database.db,
  state: 'AZ',
  from,
  now: new Date(now),
  baseUrl,
  pauseMs: 3_000,
  retries: 0,
  trigger: 'test',
  onProgress: (p) => console.log(`${p.outcome} ${p.pageKey} ${p.pagesDone}/${p.pagesTotal}`),
});
await database.close();
