export { startProcess, type ProcessExit, type RunningProcess } from './child-process.js';
export {
  REPO_ROOT,
  SERVER_ENTRY,
  freePort,
  startBuiltServer,
  type BuiltServer,
  type BuiltServerOptions,
} from './start-built-server.js';
