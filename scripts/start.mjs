// `npm start`: install, build, and serve the API and the web app on one port with the embedded
// defaults (PGlite in ./.data/pglite, bundled history imported on first start).
import { ensureInstalled, pnpmPath, quietEnv, root, run } from './bootstrap.mjs';

const pnpm = pnpmPath();
ensureInstalled(pnpm);
run(
  pnpm,
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@pick3/api...',
    '--filter=@pick3/web',
    '--output-logs=errors-only',
  ],
  {
    env: quietEnv,
  },
);
run('node', ['apps/api/dist/server.js'], {
  cwd: root,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
