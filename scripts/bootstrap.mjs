// Makes the two quick-start commands work on a machine with only Node and npm: finds the pinned pnpm
// (or installs it into ./.tools), installs the workspace when the lockfile changed, and runs commands.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];

function versionOf(cmd) {
  const r = spawnSync(cmd, ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pnpm executable of the pinned version, installed locally (no global write) when absent. */
export function pnpmPath() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  const bin = join(root, '.tools', 'node_modules', '.bin');
  const local = join(bin, 'pnpm');
  // turbo looks pnpm up on the PATH, so the local copy must be on it for every child process.
  process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;
  if (existsSync(local) && versionOf(local) === pinned) return local;
  console.log(`> installing pnpm ${pinned} into .tools/`);
  mkdirSync(join(root, '.tools'), { recursive: true });
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    join(root, '.tools'),
    `pnpm@${pinned}`,
  ]);
  return local;
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  if (r.status !== 0) {
    console.error(`> ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/** Installs dependencies only when the lockfile differs from the one of the last install. */
export function ensureInstalled(pnpm) {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const stamp = join(root, 'node_modules', '.pick3-lock-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return;
  run(pnpm, ['install', '--frozen-lockfile']);
  writeFileSync(stamp, lock);
}

export const quietEnv = { TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
