// Child process of import-kill.test.ts: imports the bundled history into the database named by
// argv[2] (a postgres:// URL or a PGlite data folder), printing one line per committed file, so
// the parent can kill it mid-import.
import { openPglite, openPostgres } from '../create-db.js';
import { importBundledHistory } from './import-history.js';

const target = process.argv[2];
if (target === undefined)
  throw new Error('usage: import-kill.fixture.ts <postgres url | PGlite folder>');
const database = target.startsWith('postgres')
  ? await openPostgres(target)
  : await openPglite(target);
await importBundledHistory(database.db, {
  logger: { info: (m) => console.log(m), warn: (m) => console.error(m) },
});
await database.close();
console.log('DONE');
