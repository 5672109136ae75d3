// `pnpm pick3` / `pnpm pick3-scraper`: run a package's built CLI at once when its build is current, and
// rebuild first (showing the compiler's own messages) only when a source file is newer than its build.
// Asking turbo every time cost ~0.7 s per call and hid a type error behind "exit 2".
//   node scripts/built-cli.mjs <package folder> <bin file> [CLI arguments...]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmPath, quietEnv, root } from './bootstrap.mjs';

const [packageDir, binFile, ...cliArgs] = process.argv.slice(2);
if (packageDir === undefined || binFile === undefined) {
  console.error('usage: node scripts/built-cli.mjs <package folder> <bin file> [arguments...]');
  process.exit(2);
}

/** Newest modification time (ms) of the files under `dir` (0 when it does not exist). */
function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** The workspace folders a package builds from: itself and its `workspace:` dependencies, transitively. */
function workspaceFolders(folder, seen = new Set()) {
  if (seen.has(folder)) return seen;
  seen.add(folder);
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
    if (!String(range).startsWith('workspace:')) continue;
    // Workspace packages live in packages/<folder>; their folder is named in pnpm's link.
    for (const candidate of readdirSync(join(root, 'packages'))) {
      const other = join('packages', candidate);
      try {
        if (JSON.parse(readFileSync(join(root, other, 'package.json'), 'utf8')).name === name)
          workspaceFolders(other, seen);
      } catch {
        // Not a package folder.
      }
    }
  }
  return seen;
}

function isStale(folder) {
  const built = newestMtime(join(root, folder, 'dist'));
  if (built === 0) return true;
  const sources = Math.max(
    newestMtime(join(root, folder, 'src')),
    statSync(join(root, folder, 'package.json')).mtimeMs,
    statSync(join(root, 'tsconfig.base.json')).mtimeMs,
  );
  return sources > built;
}

const folders = [...workspaceFolders(packageDir)];
if (folders.some(isStale)) {
  const name = JSON.parse(readFileSync(join(root, packageDir, 'package.json'), 'utf8')).name;
  // errors-only prints a failing task's whole log: the compiler's message, not just its exit code.
  // Everything the build prints goes to stderr, so `--json` output on stdout stays parseable.
  const build = spawnSync(
    pnpmPath(),
    ['exec', 'turbo', 'run', 'build', `--filter=${name}...`, '--output-logs=errors-only'],
    { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, ...quietEnv } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The CLI reads process.argv like a program started on its own.
process.argv = [process.argv[0], join(root, packageDir, binFile), ...cliArgs];
await import(pathToFileURL(join(root, packageDir, binFile)).href);
