import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { hashPasscode } from './services/passcode-gate.service.js';

describe('passcode CLI', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pick3-cli-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('adds, lists (hashes only) and disables passcodes', async () => {
    const env = { PGLITE_DIR: dir, NODE_ENV: 'test' };
    const out: string[] = [];
    expect(await runCli(['passcode', 'add', 'door-code-4411'], env, (l) => out.push(l))).toBe(0);
    expect(await runCli(['passcode', 'list'], env, (l) => out.push(l))).toBe(0);
    expect(out.at(-1)).toMatch(/^#1 active {3}hash [0-9a-f]{12}… uses 0/);
    expect(out.join('\n')).toContain(hashPasscode('door-code-4411').slice(0, 12));
    expect(out.join('\n')).not.toContain('door-code-4411');
    expect(await runCli(['passcode', 'disable', 'door-code-4411'], env, (l) => out.push(l))).toBe(
      0,
    );
    expect(await runCli(['passcode', 'disable', 'never-added'], env, (l) => out.push(l))).toBe(1);
    expect(await runCli(['passcode', 'add'], env, (l) => out.push(l))).toBe(64);
    expect(await runCli(['nonsense'], env, (l) => out.push(l))).toBe(64);
  });
});
