import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real web build (apps/web/dist, its server render in apps/web/dist-server): the page tests
 * render the app itself, not a stand-in. Turbo builds it before the API's tests.
 */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

if (
  !existsSync(fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url)))
)
  throw new Error('apps/web is not built: run `pnpm --filter @pick3/web build` first');

const WEB_DIST_SERVER = fileURLToPath(new URL('../../../web/dist-server', import.meta.url));
const WEB_TEMP = fileURLToPath(
  new URL('../../../web/node_modules/.cache/pick3-test-web', import.meta.url),
);

/**
 * A copy of the real web build in a new folder (its server render linked beside it, as in
 * apps/web), for a test that adds or replaces files of the build (a stand-in asset, a raw
 * index.html that must never be served) without touching the shared one. Returns the `dist` folder
 * to pass as WEB_DIST_DIR; remove `dirname(dist)` after the test.
 */
export async function copyOfWebBuild(prefix: string): Promise<string> {
  // Inside apps/web (its git-ignored node_modules cache): the server render's imports (react-dom/server)
  // resolve from the web app's own dependencies, as they do from apps/web/dist-server.
  await mkdir(WEB_TEMP, { recursive: true });
  const root = await mkdtemp(join(WEB_TEMP, prefix));
  const dist = join(root, 'dist');
  await cp(WEB_DIST, dist, { recursive: true });
  await symlink(WEB_DIST_SERVER, join(root, 'dist-server'), 'dir');
  return dist;
}
