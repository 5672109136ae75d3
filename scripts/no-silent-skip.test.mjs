// No test skips silently: a skipped test proves nothing, and a skip that hides a broken route or a
// missing file looks like a pass. In every test file of the workspace, a skip or a fixme (Vitest's
// and Playwright's skip, skipIf and fixme on test, it and describe) is refused unless its line, or
// the line above it, both
//   - prints why: a console call, or a Playwright skip/fixme given its reason as second argument, and
//   - is guarded for CI: it names process.env.CI (the skip happens only off CI; CI fails instead).
// Run: node --test scripts/no-silent-skip.test.mjs (npm test does; scripts/rules.test.mjs shows it
// failing once on a scratch violation).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { root } from './bootstrap.mjs';

const TEST_FILE = /\.(?:test|spec)(?:-d)?\.[cm]?[jt]sx?$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', '.turbo', '.data', 'coverage']);
/** test/it/describe followed by skip or fixme, and any skipIf. */
const SKIP = /\b(?:test|it|describe)\.(?:skip|fixme)\b|\.skipIf\(/;
const CI_GUARD = /\bprocess\.env(?:\.CI\b|\[['"]CI['"]\])/;
/** A console call, or Playwright's skip/fixme with a description after its condition. */
const PRINTS_REASON =
  /\bconsole\.(?:warn|info|log|error)\(|\b(?:test|describe)\.(?:skip|fixme)\([^)]*,/;

/** Every test file under a folder, build output and dependencies aside. */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` for each skip without a printed reason and a CI guard. */
function silentSkips(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.flatMap((line, i) => {
    if (!SKIP.test(line)) return [];
    const near = `${lines[i - 1] ?? ''}\n${line}`;
    if (CI_GUARD.test(near) && PRINTS_REASON.test(near)) return [];
    return [`${relative(root, file)}:${i + 1}: ${line.trim()}`];
  });
}

describe('no test skips silently', () => {
  it('every skip or fixme in a test file prints its reason and happens only off CI', () => {
    const files = testFiles(root);
    assert.ok(files.length > 100, `only ${files.length} test files found under ${root}`);
    assert.deepEqual(
      files.flatMap(silentSkips),
      [],
      'a skip must print why (a console call, or the skip reason) and name process.env.CI on its ' +
        'line or the line above, so that CI fails instead of skipping',
    );
  });
});
