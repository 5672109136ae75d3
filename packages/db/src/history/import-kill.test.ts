import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseDrawsCsv } from '@pick3/core';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, openPglite } from '../create-db.js';
import { drawsRepository, ingestRunsRepository } from '../index.js';
import type { DB } from '../schema.js';
import { openTestDb, testDrivers } from '../testing/test-db.js';
import { copyBundleSubset } from '../testing/bundle-subset.js';
import { importBundledHistory } from './import-history.js';

const CHILD = fileURLToPath(new URL('./import-kill.fixture.ts', import.meta.url));
// Three states of the bundle: what is under test is that files are whole after a kill and that a
// rerun completes, not the bundle's size. GA commits first (the kill follows its line), then NJ
// and PA, the two largest files, are in flight or not started.
const STATES_IMPORTED = ['GA', 'NJ', 'PA'];
const HISTORY_DIR = await copyBundleSubset(STATES_IMPORTED);
afterAll(() => rm(HISTORY_DIR, { recursive: true, force: true }));
// Rows per state of the imported files (one file per state), read from the files themselves.
const BUNDLED_ROWS: Record<string, number> = Object.fromEntries(
  readdirSync(HISTORY_DIR)
    .filter((f) => f.endsWith('.csv') && !f.startsWith('conflicts_'))
    .map((f) => parseDrawsCsv(readFileSync(join(HISTORY_DIR, f), 'utf8')).rows)
    .map((rows) => [rows[0]?.state ?? '', rows.length]),
);
const BUNDLED_FILES = Object.keys(BUNDLED_ROWS).length;

/** Runs the importing child and SIGKILLs it right after it reports its first committed file. */
function importAndKill(
  target: string,
): Promise<{ signal: NodeJS.Signals | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, target, HISTORY_DIR], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('Imported ')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, lines }));
  });
}

/** What the killed import left: whole committed files, nothing of the file in flight. */
async function expectWholeFilesOnly(db: Kysely<DB>): Promise<number> {
  // The draws files' runs (the bundle's corrections and conflicts files have runs of their own).
  const runs = (await ingestRunsRepository.recent(db)).filter((r) =>
    /^bundled:[A-Z]{2}-/.test(r.source),
  );
  const finished = runs.filter((r) => r.finishedAt !== null);
  expect(finished.length).toBeGreaterThanOrEqual(1);
  expect(finished.length).toBeLessThan(BUNDLED_FILES);
  const perState = new Map((await drawsRepository.countByState(db)).map((s) => [s.state, s.count]));
  for (const run of runs) {
    const state = run.state ?? '';
    expect(perState.get(state) ?? 0).toBe(run.finishedAt === null ? 0 : BUNDLED_ROWS[state]);
  }
  // Files never started have no rows either.
  const started = new Set(runs.map((r) => r.state));
  for (const state of Object.keys(BUNDLED_ROWS))
    if (!started.has(state)) expect(perState.get(state)).toBeUndefined();
  return finished.length;
}

async function expectRerunCompletes(db: Kysely<DB>, finished: number): Promise<void> {
  const rerun = await importBundledHistory(db, { dir: HISTORY_DIR });
  expect(rerun.length).toBe(BUNDLED_FILES - finished);
  expect(
    Object.fromEntries((await drawsRepository.countByState(db)).map((s) => [s.state, s.count])),
  ).toEqual(BUNDLED_ROWS);
}

describe('bundled history import killed with SIGKILL', () => {
  if (testDrivers().includes('postgres')) {
    it('[postgres] keeps every file committed before the kill, none of the file in flight, and a rerun completes', async () => {
      const database = await openTestDb({ driver: 'postgres' });
      try {
        const { signal, lines } = await importAndKill(database.url ?? '');
        expect(signal).toBe('SIGKILL');
        expect(lines).not.toContain('DONE');
        const finished = await expectWholeFilesOnly(database.db);
        // The killed session's advisory lock goes once the server notices the closed socket.
        for (let i = 0; i < 100; i++) {
          const { rows } = await sql<{
            n: number;
          }>`select count(*)::int as n from pg_locks where locktype = 'advisory'`.execute(
            database.db,
          );
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await expectRerunCompletes(database.db, finished);
      } finally {
        await database.close();
      }
    }, 240_000);
  }

  it('[pglite] a data folder killed mid-import reopens with whole files only, and a rerun completes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pick3-pglite-kill-'));
    try {
      await (await createDb({ pgliteDir: dir, importBundledHistory: false })).close();
      const { signal } = await importAndKill(dir);
      expect(signal).toBe('SIGKILL');
      const database = await openPglite(dir);
      try {
        await expectRerunCompletes(database.db, await expectWholeFilesOnly(database.db));
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
