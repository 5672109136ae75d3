import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyze,
  classify,
  formatDrawsCsv,
  parseAnalysisOptions,
  parseDrawsCsv,
} from '../src/index.js';

// What a user of the published package gets: `npm pack` of the built package, installed from the
// tarball into a fresh project outside the workspace (no workspace links, no registry needed: the
// package has no dependencies), then imported and run through its `pick3` bin.

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
// pnpm passes its own npm_config_* settings down; the scratch project must see npm's defaults.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

// A single, a double and a triple, each in a different order from its box key.
const STRAIGHTS_SAMPLE = ['610', '991', '444', '073'];

let scratch: string;
let app: string;
let packedFiles: string[];

beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist/index.js')))
    throw new Error('dist/ is missing: run `pnpm --filter @pick3/core build` first');
  scratch = await mkdtemp(join(tmpdir(), 'pick3-core-pack-'));
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch],
    { cwd: packageDir, env },
  );
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = packed!.files.map((f) => f.path);
  app = join(scratch, 'app');
  await cp(join(packageDir, 'test-package/fixture-app'), app, { recursive: true });
  await run(
    'npm',
    ['install', join(scratch, packed!.filename), '--offline', '--no-audit', '--no-fund'],
    { cwd: app, env },
  );
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('npm pack of @pick3/core', () => {
  it('ships the build, the bin and the legal files, and no sources or tests', () => {
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'bin/pick3.mjs'])
      expect(packedFiles).toContain(file);
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/cli.js', 'dist/cli.d.ts'])
      expect(packedFiles).toContain(file);
    expect(
      packedFiles.filter((f) => /^(src|test-package|bench)\/|\.test\.|testing\//.test(f)),
    ).toEqual([]);
  });

  it('installs into a fresh project whose imports give what the sources give', async () => {
    const { stdout } = await run('node', ['use-package.mjs', ...STRAIGHTS_SAMPLE], {
      cwd: app,
      env,
    });
    const report = JSON.parse(stdout) as {
      classified: unknown[];
      cliExitCode: number;
      cliOutput: string;
      deepImport: string;
    };
    expect(report.classified).toEqual(STRAIGHTS_SAMPLE.map((n) => classify(n, { mode: 'box' })));
    // `@pick3/core/cli` is exported; the exports map still closes dist/ to deep imports.
    expect(report.cliExitCode).toBe(0);
    expect(JSON.parse(report.cliOutput)).toEqual(classify('610', { mode: 'straight' }));
    expect(report.deepImport).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('runs its pick3 bin: analyze over a CSV matches the library, bad input exits 2', async () => {
    // 40 evening draws, numbers spread over the range by a fixed step (some box keys repeat).
    const rows = Array.from({ length: 40 }, (_, i) => ({
      state: 'GA',
      game: 'Cash 3',
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
      drawTime: 'EVE' as const,
      number: String((i * 379 + 61) % 1000).padStart(3, '0'),
    }));
    const csv = formatDrawsCsv(rows);
    await writeFile(join(app, 'draws.csv'), csv);
    const bin = join(app, 'node_modules/.bin/pick3');

    const { stdout } = await run(
      bin,
      ['analyze', '--csv', 'draws.csv', '--limit', '30', '--json'],
      {
        cwd: app,
        env,
      },
    );
    const expected = analyze(parseDrawsCsv(csv).rows, parseAnalysisOptions({ limit: '30' }));
    expect(expected.stats.total).toBe(30);
    expect(JSON.parse(stdout)).toEqual(expected);

    const failure = await run(bin, ['classify', '61x'], { cwd: app, env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('"61x"');
  });

  it('keeps the version of the workspace package', async () => {
    const installed = JSON.parse(
      await readFile(join(app, 'node_modules/@pick3/core/package.json'), 'utf8'),
    ) as { version: string };
    const source = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(source.version);
  });
});
