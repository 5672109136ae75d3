import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDrawsCsv } from '@pick3/core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import { parseCorrections, parseDisputes } from './bundled-disputes.js';
import { BUNDLED_HISTORY_DIR, importBundledHistory, importHistoryCsv } from './import-history.js';

/**
 * The NC rows the bundle shipped before the 2026-11-28 correction (commit b8ea072) that the current
 * bundle changes (32 Double-Draw nights) or leaves out as disputed (49 Evening draws): the state a
 * database that imported the earlier bundle is in.
 */
const PREVIOUS = new URL('./fixtures/NC-pick3.previous-differing-rows.csv', import.meta.url);

const read = (file: string) => readFile(join(BUNDLED_HISTORY_DIR, file), 'utf8');

describeEachDriver('bundled corrections and disputes on upgrade', (t) => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pick3-records-'));
    await mkdir(join(dir, 'corrections'));
    for (const file of ['NC-pick3.csv', 'conflicts_NC.csv', 'corrections/corrections_NC.csv'])
      await cp(join(BUNDLED_HISTORY_DIR, file), join(dir, file));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('corrects the 32 Double-Draw nights of a database holding the old values, marks the dropped draws disputed and loses nothing', async () => {
    const db = t.db();
    const previous = parseDrawsCsv(await readFile(PREVIOUS, 'utf8')).rows;
    await importHistoryCsv(db, await readFile(PREVIOUS, 'utf8'), {
      source: 'bundled:NC-pick3.csv',
    });
    const corrections = parseCorrections(
      await read('corrections/corrections_NC.csv'),
      'corrections_NC.csv',
    );
    expect(corrections).toHaveLength(32);
    const current = parseDrawsCsv(await read('NC-pick3.csv')).rows;
    const currentKeys = new Set(current.map((r) => `${r.date}|${r.drawTime}`));
    const dropped = previous.filter((r) => !currentKeys.has(`${r.date}|${r.drawTime}`));
    expect(dropped).toHaveLength(49);

    const [result] = await importBundledHistory(db, { dir });
    // The corrected values were applied before the file was compared: no conflict left to resolve.
    expect(result).toMatchObject({ rowsSeen: current.length, conflicts: 0 });

    const stored = await db
      .selectFrom('lottery_draws')
      .select(['date', 'draw_time', 'winner'])
      .where('state', '=', 'NC')
      .execute();
    const byKey = new Map(stored.map((s) => [`${s.date}|${s.draw_time}`, s.winner]));
    expect(stored).toHaveLength(current.length + dropped.length);
    for (const row of current) expect(byKey.get(`${row.date}|${row.drawTime}`)).toBe(row.number);
    for (const row of dropped) expect(byKey.get(`${row.date}|${row.drawTime}`)).toBe(row.number);

    const records = await db
      .selectFrom('draw_conflicts')
      .select(['date', 'draw_time', 'stored_winner', 'incoming_winner', 'resolution', 'source'])
      .where('state', '=', 'NC')
      .execute();
    const replaced = records.filter((r) => r.resolution === 'replaced');
    expect(
      replaced.map((r) => [r.date, r.draw_time, r.stored_winner, r.incoming_winner]).sort(),
    ).toEqual(corrections.map((c) => [c.date, c.drawTime, c.oldNumber, c.newNumber]).sort());
    expect(new Set(replaced.map((r) => r.source))).toEqual(
      new Set(['bundled:corrections/corrections_NC.csv']),
    );
    // Every dropped draw is marked disputed against the other value the sources gave.
    const kept = records.filter((r) => r.resolution === 'kept');
    for (const row of dropped) {
      const marks = kept.filter((r) => r.date === row.date && r.draw_time === row.drawTime);
      expect(marks.length, `${row.date} ${row.drawTime}`).toBeGreaterThan(0);
      for (const m of marks) {
        expect(m.stored_winner).toBe(row.number);
        expect(m.incoming_winner).not.toBe(row.number);
      }
    }

    // The next start applies nothing again.
    expect(await importBundledHistory(db, { dir })).toEqual([]);
    const again = await db
      .selectFrom('draw_conflicts')
      .select('id')
      .where('state', '=', 'NC')
      .execute();
    expect(again).toHaveLength(records.length);
  });

  it('a fresh database gets the corrected values and no record of a value it never held', async () => {
    const db = t.db();
    await importBundledHistory(db, { dir });
    const night = await db
      .selectFrom('lottery_draws')
      .select('winner')
      .where('state', '=', 'NC')
      .where('date', '=', '2019-02-27')
      .where('draw_time', '=', 'EVE')
      .executeTakeFirstOrThrow();
    expect(night.winner).toBe('000');
    expect(await db.selectFrom('draw_conflicts').select('id').execute()).toEqual([]);
  });
});

it('reads the values a conflicts file lists, not the digits of its prose', () => {
  const text =
    'date,draw_time,dropped_all_values\n' +
    '2019-09-05,Evening,"drawdata data/nc/pick3.csv (nclottery.com CSV copy)=498; 142 (two Evening rows: a Double-Draw night); staged (from 13tmills nc_pick3.json)=142"\n' +
    '2015-03-27,Evening,drawdata=944; daaxelv/pick3-stats (LotteryUSA year pages)=285; independent private copy=a different number (withheld)\n';
  expect(parseDisputes(text, 'NC', 'conflicts_NC.csv')).toEqual([
    { state: 'NC', date: '2019-09-05', drawTime: 'EVE', numbers: ['498', '142'] },
    { state: 'NC', date: '2015-03-27', drawTime: 'EVE', numbers: ['944', '285'] },
  ]);
});
