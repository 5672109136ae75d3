import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDrawsCsv } from '@pick3/core';
import { expect, it } from 'vitest';
import { parseCorrections, parseDisputes } from './bundled-disputes.js';
import { BUNDLED_HISTORY_DIR } from './import-history.js';

/** The last commit before the extended histories (2026-11-28): the bundle an upgrade starts from. */
const PREVIOUS_BUNDLE = 'b8ea0725a06977fa452943256a1f118f74b6615d';
const PATH = 'packages/db/data/history';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: BUNDLED_HISTORY_DIR,
  encoding: 'utf8',
}).trim();
// From the top: `<commit>:<path>` in a subfolder names a path relative to it.
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });

it('the extended bundle changes no earlier row except the listed corrections, and drops only listed disputes', async () => {
  const before = git('ls-tree', '--name-only', `${PREVIOUS_BUNDLE}:${PATH}`)
    .split('\n')
    .filter((f) => /^[A-Z]{2}-.*\.csv$/.test(f));
  expect(before).toHaveLength(36);
  const corrected = new Map<string, string>();
  for (const file of await readdir(join(BUNDLED_HISTORY_DIR, 'corrections'))) {
    const text = await readFile(join(BUNDLED_HISTORY_DIR, 'corrections', file), 'utf8');
    for (const c of parseCorrections(text, file))
      corrected.set(`${c.state}|${c.date}|${c.drawTime}|${c.oldNumber}`, c.newNumber);
  }
  let changed = 0;
  let dropped = 0;
  for (const file of before) {
    const state = file.slice(0, 2);
    const old = parseDrawsCsv(git('show', `${PREVIOUS_BUNDLE}:${PATH}/${file}`)).rows;
    const now = new Map(
      parseDrawsCsv(await readFile(join(root, PATH, file), 'utf8')).rows.map((r) => [
        `${r.date}|${r.drawTime}`,
        r.number,
      ]),
    );
    const disputes = await readFile(join(BUNDLED_HISTORY_DIR, `conflicts_${state}.csv`), 'utf8')
      .then((text) => parseDisputes(text, state, file))
      .catch(() => []);
    const disputed = new Set(disputes.map((d) => `${d.date}|${d.drawTime}`));
    for (const row of old) {
      const key = `${row.date}|${row.drawTime}`;
      const number = now.get(key);
      if (number === row.number) continue;
      if (number === undefined) {
        expect(disputed.has(key), `${file} ${key} left out without a dispute`).toBe(true);
        dropped += 1;
      } else {
        expect(corrected.get(`${state}|${key}|${row.number}`), `${file} ${key}`).toBe(number);
        changed += 1;
      }
    }
  }
  expect({ changed, dropped }).toEqual({ changed: 32, dropped: 55 });
});
