// The API's built entry points, as an operator runs them (`node dist/server.js`): the process tests
// start these, not `tsx src/…`, which compiled the server's sources at every start (over 30 s on a
// loaded CI machine, where a refusal test then timed out). `npm test` builds before any suite runs.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const API_ENTRY = resolve(API_ROOT, 'dist/server.js');
export const WORKER_ENTRY = resolve(API_ROOT, 'dist/worker.js');
