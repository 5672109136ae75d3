import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPick3Error } from '@pick3/core';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { drawsRepository, ingestRunsRepository } from '../index.js';
import { describeEachDriver } from '../testing/test-db.js';
import { BUNDLED_HISTORY_DIR, importBundledHistory, importHistoryCsv } from './import-history.js';

const HEADER = 'state,game,date,draw_time,number\n';
const csv = (...lines: string[]): string => HEADER + lines.map((l) => `${l}\n`).join('');

describeEachDriver('importHistoryCsv', (t) => {
  it('imports a CSV and records the ingest run with its counts', async () => {
    const text = csv('GA,Cash 3,2025-07-04,Midday,061', 'GA,Cash 3,2025-07-04,Evening,610');
    const result = await importHistoryCsv(t.db(), text, { source: 'cli:ga.csv' });
    expect(result).toMatchObject({ source: 'cli:ga.csv', state: 'GA', rowsSeen: 2, added: 2, unchanged: 0, conflicts: 0 });
    expect(await drawsRepository.newestDraws(t.db(), 'GA', 5)).toEqual([
      { date: '2025-07-04', drawTime: 'EVE', number: '610' },
      { date: '2025-07-04', drawTime: 'DAY', number: '061' },
    ]);
    const run = await ingestRunsRepository.latest(t.db(), 'cli:ga.csv');
    expect(run).toMatchObject({ id: result.runId, state: 'GA', rowsSeen: 2, rowsAdded: 2, rowsUnchanged: 0, conflicts: 0, error: null });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it('changes nothing when the same data is imported twice', async () => {
    const text = csv('TX,Pick 3,2022-01-03,Morning,123', 'TX,Pick 3,2022-01-03,Night,999', 'GA,Cash 3,2022-01-03,Night,000');
    await importHistoryCsv(t.db(), text, { source: 'first' });
    const snapshot = await t.db().selectFrom('lottery_draws').selectAll().orderBy('id').execute();
    const second = await importHistoryCsv(t.db(), text, { source: 'second' });
    expect(second).toMatchObject({ state: null, added: 0, unchanged: 3, conflicts: 0 });
    expect(await t.db().selectFrom('lottery_draws').selectAll().orderBy('id').execute()).toEqual(snapshot);
  });

  it('writes nothing for a file with one bad row, and the error names its line and field', async () => {
    const text = csv('GA,Cash 3,2025-07-04,Midday,061', 'GA,Cash 3,2025-07-05,Midday,61');
    const error: unknown = await importHistoryCsv(t.db(), text, { source: 'bad' }).catch((e: unknown) => e);
    expect(isPick3Error(error) && error.code).toBe('INVALID_CSV');
    expect((error as Error).message).toMatch(/line 3/);
    expect((error as Error).message).toMatch(/number/);
    expect(await drawsRepository.count(t.db())).toBe(0);
    expect(await ingestRunsRepository.recent(t.db())).toEqual([]);
  });

  it('records a conflicting winner instead of applying it', async () => {
    await importHistoryCsv(t.db(), csv('GA,Cash 3,2025-07-27,Midday,493'), { source: 'mybestodds' });
    const result = await importHistoryCsv(t.db(), csv('GA,Cash 3,2025-07-27,Midday,793'), { source: 'gapick3' });
    expect(result).toMatchObject({ added: 0, unchanged: 0, conflicts: 1 });
    expect(await drawsRepository.newestDraws(t.db(), 'GA', 1)).toEqual([{ date: '2025-07-27', drawTime: 'DAY', number: '493' }]);
    expect(await ingestRunsRepository.latest(t.db(), 'gapick3')).toMatchObject({ conflicts: 1, rowsAdded: 0 });
  });
});

describeEachDriver('importBundledHistory', (t) => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pick3-history-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('imports every bundled file into an empty database, then does nothing on the next start', async () => {
    const results = await importBundledHistory(t.db());
    expect(results.map((r) => r.source)).toEqual([
      'bundled:CA-daily3.csv',
      'bundled:FL-pick3.csv',
      'bundled:GA-cash3.csv',
      'bundled:NY-numbers.csv',
      'bundled:TX-pick3.csv',
    ]);
    const perState = await drawsRepository.countByState(t.db());
    expect(perState.map((s) => s.state)).toEqual(['CA', 'FL', 'GA', 'NY', 'TX']);
    const ga = perState.find((s) => s.state === 'GA');
    expect(ga?.count).toBe(21_422);
    expect(ga).toMatchObject({ firstDate: '1993-08-10', lastDate: '2026-05-25' });
    // Every data line of every file became a draw: the files have no duplicates or conflicts.
    let lines = 0;
    for (const r of results) {
      const text = await readFile(join(BUNDLED_HISTORY_DIR, r.source.slice('bundled:'.length)), 'utf8');
      lines += text.trim().split('\n').length - 1;
      expect(r.added).toBe(r.rowsSeen);
    }
    expect(await drawsRepository.count(t.db())).toBe(lines);

    expect(await importBundledHistory(t.db())).toEqual([]);
    expect(await drawsRepository.count(t.db())).toBe(lines);
  });

  it('imports only the files without a successful run: new files and files whose run failed', async () => {
    await writeFile(join(dir, 'GA-a.csv'), csv('GA,Cash 3,2025-01-01,Evening,111'));
    await writeFile(join(dir, 'conflicts_GA.csv'), 'date,draw_time,dropped_all_values\n2025-07-27,Midday,x=1\n');
    expect((await importBundledHistory(t.db(), { dir })).map((r) => r.source)).toEqual(['bundled:GA-a.csv']);

    await writeFile(join(dir, 'GA-b.csv'), csv('GA,Cash 3,2025-01-02,Evening,222'));
    // A run that started and died (a crash mid-import) does not count as done.
    const crashed = await ingestRunsRepository.start(t.db(), { source: 'bundled:GA-c.csv', state: 'GA' });
    await writeFile(join(dir, 'GA-c.csv'), csv('GA,Cash 3,2025-01-03,Evening,333'));
    const failed = await ingestRunsRepository.start(t.db(), { source: 'bundled:GA-d.csv' });
    await ingestRunsRepository.finish(t.db(), failed, { rowsSeen: 1, rowsAdded: 0, rowsUnchanged: 0, conflicts: 0, error: 'boom' });
    await writeFile(join(dir, 'GA-d.csv'), csv('GA,Cash 3,2025-01-04,Evening,444'));

    const second = await importBundledHistory(t.db(), { dir });
    expect(second.map((r) => r.source)).toEqual(['bundled:GA-b.csv', 'bundled:GA-c.csv', 'bundled:GA-d.csv']);
    expect(second.every((r) => r.runId !== crashed)).toBe(true);
    expect(await drawsRepository.count(t.db(), 'GA')).toBe(4);
  });

  it('keeps the import of a file atomic: a file failing mid-way leaves none of its rows', async () => {
    await writeFile(join(dir, 'A-ok.csv'), csv('GA,Cash 3,2025-01-01,Evening,111'));
    // Valid CSV, rejected by the database (the state column holds two characters): fails inside the transaction.
    await writeFile(join(dir, 'B-bad.csv'), csv('FL,Pick 3,2025-01-01,Evening,111', 'FL,Pick 3,2025-01-02,Evening,222'));
    await sql`alter table lottery_draws add constraint no_fl check (state <> 'FL')`.execute(t.db());
    try {
      await expect(importBundledHistory(t.db(), { dir })).rejects.toThrow(/no_fl/);
      expect(await drawsRepository.count(t.db(), 'GA')).toBe(1);
      expect(await drawsRepository.count(t.db(), 'FL')).toBe(0);
      expect(await ingestRunsRepository.latest(t.db(), 'bundled:B-bad.csv')).toMatchObject({ error: expect.stringMatching(/no_fl/) });
    } finally {
      await sql`alter table lottery_draws drop constraint no_fl`.execute(t.db());
    }
  });

  it('reads the newest N draws of a state with one index scan and no sort (EXPLAIN)', async () => {
    await importHistoryCsv(t.db(), await readFile(join(BUNDLED_HISTORY_DIR, 'GA-cash3.csv'), 'utf8'), { source: 'ga' });
    await importHistoryCsv(t.db(), await readFile(join(BUNDLED_HISTORY_DIR, 'TX-pick3.csv'), 'utf8'), { source: 'tx' });
    await sql`analyze lottery_draws`.execute(t.db());
    const rows = await drawsRepository.newestDrawsQuery(t.db(), 'GA', 1500).explain('json');
    const plan = JSON.stringify(rows);
    expect(plan).toContain('"Index Scan"');
    expect(plan).toContain('"Index Name":"lottery_draws_state_newest_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
