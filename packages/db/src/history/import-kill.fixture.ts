// Child process of import-kill.test.ts: imports the history folder argv[3] into the database named
// by argv[2] (a postgres:// URL or a PGlite data folder), printing one line per committed file, so
// the parent can kill it mid-import.
import { openPglite, openPostgres } from '../create-db.js';
import { TEST_POOL_SIZE } from '../testing/pool-size.js';
import { importBundledHistory } from './import-history.js';

const [target, dir] = process.argv.slice(2);
if (target === undefined || dir === undefined)
  throw new Error('usage: import-kill.fixture.ts <postgres url | PGlite folder> <history folder>');
const database = target.startsWith('postgres')
  ? await openPostgres(target, { poolSize: TEST_POOL_SIZE })
  : await openPglite(target);
await importBundledHistory(database.db, {
  dir,
  logger: { info: (m) => console.log(m), warn: (m) => console.error(m) },
});
await database.close();
console.log('DONE');
