// Shows once that each written rule `npm test` checks really fails on a violation, and names the
// rule that fired: an unformatted file (prettier), a floating promise (oxlint), a feature importing another
// feature, a service importing Fastify, a route or a plugin, an import cycle through a type-only
// import, the literals core names ('GA', 'TX', 730, 1500), state copied from a prop by an effect and a
// service function over 80 lines (eslint), an unused dependency (knip), two versions of one dependency
// (syncpack), a test skipped without a printed reason and a CI guard (scripts/no-silent-skip.test.mjs).
// A broken package shape is shown by packages/pick3-core/test-package/broken-shape.test.ts (publint
// and Are the Types Wrong on a broken copy of core), which npm test runs in core's test:package.
// Run: node --test scripts/rules.test.mjs (npm test does).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { root } from './bootstrap.mjs';

const scratch = [];
after(() => {
  for (const path of scratch) rmSync(path, { recursive: true, force: true });
});

/** A file written where the check looks, removed after the suite. */
function writeScratch(path, text) {
  scratch.push(path);
  writeFileSync(path, text);
  return path;
}

/** A throwaway folder outside the workspace. */
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pick3-rules-'));
  scratch.push(dir);
  return dir;
}

function bin(name, args, cwd = root) {
  const result = spawnSync(join(root, 'node_modules/.bin', name), args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The rule ids ESLint reports for one file, linted with the repository's own config. */
async function ruleIdsOf(file) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('npm test refuses', () => {
  it('an unformatted file (prettier --check)', () => {
    const file = writeScratch(join(root, 'scripts', `scratch-${process.pid}.mjs`), 'const  a =1\n');
    const { status, output } = bin('prettier', ['--check', file]);
    assert.notEqual(status, 0);
    assert.match(output, /Code style issues found/);
  });

  it('a floating promise and a promise where a void callback goes (oxlint --type-aware)', () => {
    // In the smallest package, so the type-aware pass builds a small program.
    const file = writeScratch(
      join(root, 'packages/built-server/src', `scratch-${process.pid}.ts`),
      'async function save(): Promise<void> {}\nsave();\n[1].forEach(async () => save());\n',
    );
    const { status, output } = bin('oxlint', ['--type-aware', file]);
    assert.notEqual(status, 0);
    assert.match(output, /typescript\(no-floating-promises\)/);
    assert.match(output, /typescript\(no-misused-promises\)/);
    assert.match(output, /Found 0 warnings and 2 errors/);
  });

  it('a feature importing another feature (import-x/no-restricted-paths)', async () => {
    const file = writeScratch(
      join(root, 'apps/web/src/features/alerts', `scratch-${process.pid}.ts`),
      "export { streamChat } from '../chat/api/stream-chat.js';\n",
    );
    assert.deepEqual(await ruleIdsOf(file), ['import-x/no-restricted-paths']);
  });

  // The rules that escaped core (eslint.rules.zones.js): each literal, once, in an app file.
  /** The rule ids and messages ESLint reports for one scratch file of the API. */
  async function zoneMessages(text) {
    const file = writeScratch(
      join(root, 'apps/api/src/lib', `scratch-${process.pid}-${zoneMessages.n++}.ts`),
      text,
    );
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintFiles([file]);
    return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }
  zoneMessages.n = 0;
  for (const [code, constant] of [
    ["export const state = 'GA';\n", 'POOL_STATE'],
    ["export const state = 'TX';\n", 'DEFAULT_STATE'],
    ['export const limit = 730;\n', 'MAX_LIMIT'],
    ['export const windowSize = 1500;\n', 'MAX_WINDOW_SIZE'],
  ]) {
    it(`a literal core names (${constant}, no-restricted-syntax)`, async () => {
      const messages = await zoneMessages(code);
      assert.equal(messages.length, 1, messages.join('\n'));
      assert.match(messages[0], new RegExp(`^no-restricted-syntax: .*use ${constant}\\.$`));
    });
  }
  it('lets a 1500 ms duration be (a _MS constant)', async () => {
    assert.deepEqual(await zoneMessages('export const POLL_MS = 1500;\n'), []);
  });

  it('a service importing Fastify, a route or a plugin (no-restricted-imports, import-x/no-restricted-paths)', async () => {
    const service = (name, text) =>
      writeScratch(join(root, 'apps/api/src/services', `scratch-${name}-${process.pid}.ts`), text);
    const fastify = service('fastify', "export type { FastifyRequest } from 'fastify';\n");
    assert.deepEqual(await ruleIdsOf(fastify), ['no-restricted-imports']);
    const plugin = service('plugin', "export { default } from '../plugins/owner.plugin.js';\n");
    assert.deepEqual(await ruleIdsOf(plugin), ['import-x/no-restricted-paths']);
    const route = service('route', "export { default } from '../routes/cart/cart.routes.js';\n");
    assert.deepEqual(await ruleIdsOf(route), ['import-x/no-restricted-paths']);
  });

  it('state copied from a prop by an effect (react-hooks/set-state-in-effect)', async () => {
    const file = writeScratch(
      join(root, 'apps/web/src/components', `scratch-${process.pid}.tsx`),
      "import { useEffect, useState } from 'react';\n" +
        'export function Box({ value }: { value: number }) {\n' +
        '  const [text, setText] = useState(String(value));\n' +
        '  useEffect(() => setText(String(value)), [value]);\n' +
        '  return <p>{text}</p>;\n' +
        '}\n',
    );
    assert.deepEqual(await ruleIdsOf(file), ['react-hooks/set-state-in-effect']);
  });

  it('an import cycle through a type-only import (local/no-type-cycle)', async () => {
    const dir = join(root, 'packages/built-server/src');
    const [a, b] = ['a', 'b'].map((name) => `scratch-${name}-${process.pid}`);
    // b needs a's value, a takes only a type from b: import-x/no-cycle follows no type import.
    const file = writeScratch(
      join(dir, `${a}.ts`),
      `import type { Port } from './${b}.js';\nexport const base = 3000;\nexport const next = (port: Port): Port => port + 1;\n`,
    );
    writeScratch(
      join(dir, `${b}.ts`),
      `import { base } from './${a}.js';\nexport type Port = number;\nexport const first: Port = base;\n`,
    );
    assert.deepEqual(await ruleIdsOf(file), ['local/no-type-cycle']);
  });

  /** A service function of `lines` lines of code, each step after a comment and a blank line. */
  function serviceFunction(lines) {
    // The signature, `let`, `return` and the closing brace are four of its lines.
    const body = Array.from({ length: lines - 4 }, () => '  // a step\n\n  total += 1;\n').join('');
    return `export function steps(): number {\n  let total = 0;\n${body}  return total;\n}\n`;
  }
  it('a service function over 80 lines (max-lines-per-function)', async () => {
    const file = (name, text) =>
      writeScratch(join(root, 'apps/api/src/services', `scratch-${name}-${process.pid}.ts`), text);
    // 80 lines of code (blank lines and comments are not counted): allowed; 81: refused.
    assert.deepEqual(await ruleIdsOf(file('fits', serviceFunction(80))), []);
    assert.deepEqual(await ruleIdsOf(file('long', serviceFunction(81))), [
      'max-lines-per-function',
    ]);
  });

  it('an unused dependency (knip)', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'scratch',
        type: 'module',
        main: 'index.js',
        dependencies: { kysely: '0.28.18' },
      }),
    );
    writeFileSync(join(dir, 'index.js'), 'export const answer = 42;\n');
    const { status, output } = bin('knip', ['--directory', dir, '--include', 'dependencies']);
    assert.notEqual(status, 0);
    assert.match(output, /Unused dependencies \(1\)\s+kysely/);
  });

  it('two versions of one dependency (syncpack lint)', () => {
    const dir = tempDir();
    const write = (folder, manifest) => {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, 'package.json'), JSON.stringify(manifest));
    };
    write('.', { name: 'scratch', version: '1.0.0', private: true, workspaces: ['a', 'b'] });
    write('a', { name: 'a', version: '1.0.0', devDependencies: { vitest: '4.1.12' } });
    write('b', { name: 'b', version: '1.0.0', devDependencies: { vitest: '4.0.0' } });
    const { status, output } = bin('syncpack', ['lint'], dir);
    assert.notEqual(status, 0);
    assert.match(output, /vitest[\s\S]*DiffersToHighestOrLowestSemver/);
  });

  it('a test skipped silently (scripts/no-silent-skip.test.mjs)', () => {
    const name = `scratch-${process.pid}.test.ts`;
    const file = join(root, 'packages/built-server/src', name);
    // Spelled in two pieces so this file itself holds no skip.
    const skip = ['it', 'skip'].join('.');
    const check = () => {
      const result = spawnSync(
        process.execPath,
        ['--test', '--test-reporter=spec', 'scripts/no-silent-skip.test.mjs'],
        // Without the runner's NODE_TEST_CONTEXT, which makes a child report to this runner.
        { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
      );
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    };
    writeScratch(file, `${skip}('waits for a fix', () => {});\n`);
    const silent = check();
    assert.notEqual(silent.status, 0);
    assert.match(silent.output, new RegExp(`${name}:1: ${skip.replace('.', '\\.')}`));
    // A skip printing its reason and only off CI is accepted.
    writeScratch(
      file,
      `if (!process.env['CI']) console.warn('no server here: skipped');\n` +
        `${['it', 'skipIf'].join('.')}(!process.env['CI'])('needs a server', () => {});\n`,
    );
    assert.doesNotMatch(check().output, new RegExp(name));
  });
});
