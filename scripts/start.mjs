// `npm start`: install, build, and serve the API and the web app on one port with the embedded
// defaults (PGlite in ./.data/pglite, bundled history imported on first start), in declared demo
// mode (DEMO_MODE=1): a "Demo" banner on every screen, the local payment sandbox (no money moves)
// and verification codes shown on screen. A real deployment sets DEMO_MODE=0 with its PayPal and
// SMTP settings; production outside demo mode refuses to start without them.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpmPath, quietEnv, root, run } from './bootstrap.mjs';

/**
 * Production mode refuses to start without COOKIE_SECRET. A local start generates one on first run
 * and keeps it in ./.data (git-ignored, owner-only) so visitor cookies survive restarts.
 */
function localCookieSecret() {
  if (process.env.COOKIE_SECRET) return process.env.COOKIE_SECRET;
  const dir = join(root, '.data');
  const file = join(dir, 'cookie-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

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
const demo = process.env.DEMO_MODE ?? '1';
if (demo === '1' || demo === 'true' || demo === 'on') {
  console.log(
    'Demo mode: no real payments; verification codes are shown on screen (DEMO_MODE=0 to turn it off).',
  );
}
run('node', ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    COOKIE_SECRET: localCookieSecret(),
    DEMO_MODE: demo,
  },
});
