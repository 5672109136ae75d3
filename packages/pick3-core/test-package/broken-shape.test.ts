import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `test:package` runs publint and Are the Types Wrong on the real package; this shows once that
// both fail on a broken shape: a copy of the built package whose `types` condition names a file
// the build does not emit (what a renamed entry point or a dropped declaration looks like).

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string): string => join(packageDir, 'node_modules/.bin', name);
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

/** Exit code and output of a command that may fail. */
async function attempt(file: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

let broken: string;

beforeAll(async () => {
  broken = await mkdtemp(join(tmpdir(), 'pick3-core-broken-'));
  for (const entry of ['dist', 'bin', 'README.md', 'LICENSE', 'CHANGELOG.md'])
    await cp(join(packageDir, entry), join(broken, entry), { recursive: true });
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { types?: string }>;
    devDependencies?: unknown;
    scripts?: unknown;
  };
  manifest.exports['.']!.types = './dist/main.d.ts';
  delete manifest.devDependencies;
  delete manifest.scripts;
  await writeFile(join(broken, 'package.json'), JSON.stringify(manifest, null, 2));
});

afterAll(async () => {
  if (broken) await rm(broken, { recursive: true, force: true });
});

describe('the package checks on a broken package shape', () => {
  it('publint fails and names the missing file', async () => {
    const result = await attempt(bin('publint'), ['--strict', broken]);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('./dist/main.d.ts');
  });

  it('attw fails: the types of "@pick3/core" resolve only by a fallback', async () => {
    const result = await attempt(bin('attw'), ['--pack', broken, '--profile', 'esm-only']);
    expect(result.code).not.toBe(0);
    // attw prints a table on a wide or non-interactive terminal (CI) and lines on a narrow one: the
    // problem's name is in both, next to the resolution it concerns.
    expect(result.output).toMatch(/node16 \(from ESM\)[^\n]*Used fallback condition/);
  });
});
