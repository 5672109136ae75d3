import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPick3Error, parseDrawsCsv, STATE_CODES } from '@pick3/core';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { drawsRepository, ingestRunsRepository } from '../index.js';
import { describeEachDriver } from '../testing/test-db.js';
import {
  BUNDLED_HISTORY_DIR,
  contentSha256,
  importBundledHistory,
  importHistoryCsv,
} from './import-history.js';

const HEADER = 'state,game,date,draw_time,number\n';
const csv = (...lines: string[]): string => HEADER + lines.map((l) => `${l}\n`).join('');

/** The draws CSVs of the bundled history (not the conflicts_ lists), in import order. */
async function bundledDrawFiles(): Promise<string[]> {
  return (await readdir(BUNDLED_HISTORY_DIR))
    .filter((f) => f.endsWith('.csv') && !f.startsWith('conflicts_'))
    .sort();
}

/**
 * GA-cash3.csv as shipped before the 2026-11-23 merge, rebuilt from the current files (checked
 * byte-identical to that release's file): the rows up to 2026-05-25 Midday, plus the 17 disputed
 * draws with the value the previous file had (`staged(mybestodds)=…` in conflicts_GA.csv), which
 * the current file dropped.
 */
async function previousGaHistory(): Promise<string> {
  const current = parseDrawsCsv(
    await readFile(join(BUNDLED_HISTORY_DIR, 'GA-cash3.csv'), 'utf8'),
  ).rows;
  const conflicts = (await readFile(join(BUNDLED_HISTORY_DIR, 'conflicts_GA.csv'), 'utf8'))
    .trim()
    .split('\n')
    .slice(1);
  const label = { MORN: 'Morning', DAY: 'Midday', EVE: 'Evening', NITE: 'Night' } as const;
  const rank = { MORN: 0, DAY: 1, EVE: 2, NITE: 3 } as const;
  const rows = current
    .filter(
      (r) => r.date < '2026-05-25' || (r.date === '2026-05-25' && rank[r.drawTime] <= rank.DAY),
    )
    .map((r): { date: string; time: string; number: string; order: number } => ({
      date: r.date,
      time: label[r.drawTime],
      number: r.number,
      order: rank[r.drawTime],
    }));
  for (const line of conflicts) {
    const [date = '', time = '', values = ''] = line.split(',');
    const staged = /staged\(mybestodds\)=(\d{3})/.exec(values);
    if (staged?.[1] !== undefined)
      rows.push({
        date,
        time,
        number: staged[1],
        order: time === 'Midday' ? 1 : time === 'Evening' ? 2 : 3,
      });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  return HEADER + rows.map((r) => `GA,Cash 3,${r.date},${r.time},${r.number}\n`).join('');
}

describeEachDriver('importHistoryCsv', (t) => {
  it('imports a CSV and records the ingest run with its counts', async () => {
    const text = csv('GA,Cash 3,2025-07-04,Midday,061', 'GA,Cash 3,2025-07-04,Evening,610');
    const result = await importHistoryCsv(t.db(), text, { source: 'cli:ga.csv' });
    expect(result).toMatchObject({
      source: 'cli:ga.csv',
      state: 'GA',
      rowsSeen: 2,
      added: 2,
      unchanged: 0,
      conflicts: 0,
    });
    expect(await drawsRepository.newestDraws(t.db(), 'GA', 5)).toEqual([
      { date: '2025-07-04', drawTime: 'EVE', number: '610' },
      { date: '2025-07-04', drawTime: 'DAY', number: '061' },
    ]);
    const run = await ingestRunsRepository.latest(t.db(), 'cli:ga.csv');
    expect(run).toMatchObject({
      id: result.runId,
      state: 'GA',
      rowsSeen: 2,
      rowsAdded: 2,
      rowsUnchanged: 0,
      conflicts: 0,
      error: null,
    });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it('changes nothing when the same data is imported twice', async () => {
    const text = csv(
      'TX,Pick 3,2022-01-03,Morning,123',
      'TX,Pick 3,2022-01-03,Night,999',
      'GA,Cash 3,2022-01-03,Night,000',
    );
    await importHistoryCsv(t.db(), text, { source: 'first' });
    const snapshot = await t.db().selectFrom('lottery_draws').selectAll().orderBy('id').execute();
    const second = await importHistoryCsv(t.db(), text, { source: 'second' });
    expect(second).toMatchObject({ state: null, added: 0, unchanged: 3, conflicts: 0 });
    expect(await t.db().selectFrom('lottery_draws').selectAll().orderBy('id').execute()).toEqual(
      snapshot,
    );
  });

  it('writes nothing for a file with one bad row, and the error names its line and field', async () => {
    const text = csv('GA,Cash 3,2025-07-04,Midday,061', 'GA,Cash 3,2025-07-05,Midday,61');
    const error: unknown = await importHistoryCsv(t.db(), text, { source: 'bad' }).catch(
      (e: unknown) => e,
    );
    expect(isPick3Error(error) && error.code).toBe('INVALID_CSV');
    expect((error as Error).message).toMatch(/line 3/);
    expect((error as Error).message).toMatch(/number/);
    expect(await drawsRepository.count(t.db())).toBe(0);
    expect(await ingestRunsRepository.recent(t.db())).toEqual([]);
  });

  it('records a conflicting winner instead of applying it', async () => {
    await importHistoryCsv(t.db(), csv('GA,Cash 3,2025-07-27,Midday,493'), {
      source: 'mybestodds',
    });
    const result = await importHistoryCsv(t.db(), csv('GA,Cash 3,2025-07-27,Midday,793'), {
      source: 'gapick3',
    });
    expect(result).toMatchObject({ added: 0, unchanged: 0, conflicts: 1 });
    expect(await drawsRepository.newestDraws(t.db(), 'GA', 1)).toEqual([
      { date: '2025-07-27', drawTime: 'DAY', number: '493' },
    ]);
    expect(await ingestRunsRepository.latest(t.db(), 'gapick3')).toMatchObject({
      conflicts: 1,
      rowsAdded: 0,
    });
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

  // The whole bundle (about 440,000 draws) takes over a minute on PGlite when the two cores are
  // shared, and past three minutes at npm test's busiest (load 16); the limit only guards a hang.
  it('imports every bundled file into an empty database, then does nothing on the next start', async () => {
    const files = await bundledDrawFiles();
    const results = await importBundledHistory(t.db());
    expect(results.map((r) => r.source)).toEqual(files.map((f) => `bundled:${f}`));
    // Every data line of every file became a draw: the files have no duplicates or conflicts.
    const expected = new Map<string, { count: number; firstDate: string; lastDate: string }>();
    let lines = 0;
    for (const [i, file] of files.entries()) {
      const { rows } = parseDrawsCsv(await readFile(join(BUNDLED_HISTORY_DIR, file), 'utf8'));
      lines += rows.length;
      expect(results[i]).toMatchObject({ rowsSeen: rows.length, added: rows.length, conflicts: 0 });
      const dates = rows.map((r) => r.date).sort();
      expected.set(rows[0]!.state, {
        count: rows.length,
        firstDate: dates[0]!,
        lastDate: dates.at(-1)!,
      });
    }
    const perState = await drawsRepository.countByState(t.db());
    expect(new Map(perState.map(({ state, ...rest }) => [state, rest]))).toEqual(expected);
    expect(await drawsRepository.count(t.db())).toBe(lines);
    // Every listed state has a bundled history; a file dropped by mistake fails here.
    expect([...expected.keys()].sort()).toEqual([...STATE_CODES].sort());

    expect(await importBundledHistory(t.db())).toEqual([]);
    expect(await drawsRepository.count(t.db())).toBe(lines);
  }, 600_000);

  it('merges a bundled file again when its content changed: rows only added, nothing deleted; the same files again import nothing', async () => {
    const previous = await previousGaHistory();
    const current = await readFile(join(BUNDLED_HISTORY_DIR, 'GA-cash3.csv'), 'utf8');
    await writeFile(join(dir, 'GA-cash3.csv'), previous);
    await writeFile(
      join(dir, 'conflicts_GA.csv'),
      await readFile(join(BUNDLED_HISTORY_DIR, 'conflicts_GA.csv')),
    );
    const [first, ...none] = await importBundledHistory(t.db(), { dir });
    expect(none).toEqual([]);
    const previousRows = parseDrawsCsv(previous).rows;
    expect(first).toMatchObject({
      source: 'bundled:GA-cash3.csv',
      rowsSeen: previousRows.length,
      added: previousRows.length,
    });
    const before = await t
      .db()
      .selectFrom('lottery_draws')
      .select(['id', 'date', 'draw_time', 'winner'])
      .orderBy('id')
      .execute();

    // The extended file (a later release): the known rows stay, the new ones are added.
    await writeFile(join(dir, 'GA-cash3.csv'), current);
    const [second, ...none2] = await importBundledHistory(t.db(), { dir });
    expect(none2).toEqual([]);
    const key = (r: { date: string; drawTime: string }): string => `${r.date} ${r.drawTime}`;
    const previousKeys = new Set(previousRows.map(key));
    const currentRows = parseDrawsCsv(current).rows;
    const newRows = currentRows.filter((r) => !previousKeys.has(key(r)));
    expect(newRows.length).toBeGreaterThan(0);
    expect(second).toMatchObject({
      source: 'bundled:GA-cash3.csv',
      rowsSeen: currentRows.length,
      added: newRows.length,
      unchanged: currentRows.length - newRows.length,
      conflicts: 0,
    });
    const after = await t
      .db()
      .selectFrom('lottery_draws')
      .select(['id', 'date', 'draw_time', 'winner'])
      .orderBy('id')
      .execute();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + newRows.length);
    // The 17 draws the current file dropped as disputed are still stored with the previous value.
    const currentKeys = new Set(currentRows.map(key));
    const dropped = previousRows.filter((r) => !currentKeys.has(key(r)));
    expect(dropped).toHaveLength(17);
    for (const r of dropped) {
      expect(after.find((a) => a.date === r.date && a.draw_time === r.drawTime)?.winner).toBe(
        r.number,
      );
    }
    const runs = (await ingestRunsRepository.recent(t.db())).filter(
      (r) => r.source === 'bundled:GA-cash3.csv',
    );
    expect(runs.map((r) => r.contentSha256)).toEqual([
      contentSha256(Buffer.from(current)),
      contentSha256(Buffer.from(previous)),
    ]);

    // A restart with the same files imports nothing.
    expect(await importBundledHistory(t.db(), { dir })).toEqual([]);
    expect(await drawsRepository.count(t.db())).toBe(after.length);
  });

  it('records a changed row of a re-imported file as a conflict and keeps the stored draw', async () => {
    await writeFile(
      join(dir, 'GA-a.csv'),
      csv('GA,Cash 3,2025-01-01,Evening,111', 'GA,Cash 3,2025-01-02,Evening,222'),
    );
    await importBundledHistory(t.db(), { dir });
    await writeFile(
      join(dir, 'GA-a.csv'),
      csv(
        'GA,Cash 3,2025-01-01,Evening,999',
        'GA,Cash 3,2025-01-02,Evening,222',
        'GA,Cash 3,2025-01-03,Evening,333',
      ),
    );
    const [result] = await importBundledHistory(t.db(), { dir });
    expect(result).toMatchObject({ rowsSeen: 3, added: 1, unchanged: 1, conflicts: 1 });
    expect(await drawsRepository.newestDraws(t.db(), 'GA', 5)).toEqual([
      { date: '2025-01-03', drawTime: 'EVE', number: '333' },
      { date: '2025-01-02', drawTime: 'EVE', number: '222' },
      { date: '2025-01-01', drawTime: 'EVE', number: '111' },
    ]);
  });

  it('imports only the files without a successful run: new files and files whose run failed', async () => {
    await writeFile(join(dir, 'GA-a.csv'), csv('GA,Cash 3,2025-01-01,Evening,111'));
    await writeFile(
      join(dir, 'conflicts_GA.csv'),
      'date,draw_time,dropped_all_values\n2025-07-27,Midday,x=1\n',
    );
    expect((await importBundledHistory(t.db(), { dir })).map((r) => r.source)).toEqual([
      'bundled:GA-a.csv',
    ]);

    await writeFile(join(dir, 'GA-b.csv'), csv('GA,Cash 3,2025-01-02,Evening,222'));
    // A run that started and died (a crash mid-import) does not count as done.
    const crashed = await ingestRunsRepository.start(t.db(), {
      source: 'bundled:GA-c.csv',
      state: 'GA',
    });
    await writeFile(join(dir, 'GA-c.csv'), csv('GA,Cash 3,2025-01-03,Evening,333'));
    const failed = await ingestRunsRepository.start(t.db(), { source: 'bundled:GA-d.csv' });
    await ingestRunsRepository.finish(t.db(), failed, {
      rowsSeen: 1,
      rowsAdded: 0,
      rowsUnchanged: 0,
      conflicts: 0,
      error: 'boom',
    });
    await writeFile(join(dir, 'GA-d.csv'), csv('GA,Cash 3,2025-01-04,Evening,444'));

    const second = await importBundledHistory(t.db(), { dir });
    expect(second.map((r) => r.source)).toEqual([
      'bundled:GA-b.csv',
      'bundled:GA-c.csv',
      'bundled:GA-d.csv',
    ]);
    expect(second.every((r) => r.runId !== crashed)).toBe(true);
    expect(await drawsRepository.count(t.db(), 'GA')).toBe(4);
  });

  it('keeps the import of a file atomic: a file failing mid-way leaves none of its rows', async () => {
    await writeFile(join(dir, 'A-ok.csv'), csv('GA,Cash 3,2025-01-01,Evening,111'));
    // Valid CSV, rejected by the database (the state column holds two characters): fails inside the transaction.
    await writeFile(
      join(dir, 'B-bad.csv'),
      csv('FL,Pick 3,2025-01-01,Evening,111', 'FL,Pick 3,2025-01-02,Evening,222'),
    );
    await sql`alter table lottery_draws add constraint no_fl check (state <> 'FL')`.execute(t.db());
    try {
      await expect(importBundledHistory(t.db(), { dir })).rejects.toThrow(/no_fl/);
      expect(await drawsRepository.count(t.db(), 'GA')).toBe(1);
      expect(await drawsRepository.count(t.db(), 'FL')).toBe(0);
      expect(await ingestRunsRepository.latest(t.db(), 'bundled:B-bad.csv')).toMatchObject({
        error: expect.stringMatching(/no_fl/),
      });
    } finally {
      await sql`alter table lottery_draws drop constraint no_fl`.execute(t.db());
    }
  });

  it('reads the newest N draws of a state with one index scan and no sort (EXPLAIN)', async () => {
    // The suite empties tables with DELETE between tests, which leaves the index entries of the
    // whole bundled history imported above behind: a bloat no real database has, which steers the
    // planner to another index. Rebuilt, the indexes are as a fresh import leaves them.
    await sql`reindex table lottery_draws`.execute(t.db());
    await importHistoryCsv(
      t.db(),
      await readFile(join(BUNDLED_HISTORY_DIR, 'GA-cash3.csv'), 'utf8'),
      { source: 'ga' },
    );
    await importHistoryCsv(
      t.db(),
      await readFile(join(BUNDLED_HISTORY_DIR, 'TX-pick3.csv'), 'utf8'),
      { source: 'tx' },
    );
    await sql`analyze lottery_draws`.execute(t.db());
    const rows = await drawsRepository.newestDrawsQuery(t.db(), 'GA', 1500).explain('json');
    const plan = JSON.stringify(rows);
    expect(plan).toContain('"Index Scan"');
    expect(plan).toContain('"Index Name":"lottery_draws_state_newest_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
