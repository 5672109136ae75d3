import { sql } from 'kysely';
import type { StateDraw } from '@pick3/core';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as conflictsRepository from './conflicts.repository.js';
import * as drawsRepository from './draws.repository.js';

const d = (
  state: string,
  date: string,
  drawTime: StateDraw['drawTime'],
  number: string,
): StateDraw => ({
  state,
  date,
  drawTime,
  number,
});

describeEachDriver('drawsRepository', (t) => {
  it('adds new draws, counts same-winner rows as unchanged, and stores box key and combinations', async () => {
    const first = await drawsRepository.upsertDraws(
      t.db(),
      [d('GA', '2025-07-04', 'EVE', '610'), d('GA', '2025-07-04', 'DAY', '001')],
      { source: 'test' },
    );
    expect(first).toEqual({ added: 2, unchanged: 0, conflicts: 0, replaced: 0 });
    const again = await drawsRepository.upsertDraws(t.db(), [d('GA', '2025-07-04', 'EVE', '610')], {
      source: 'other',
    });
    expect(again).toEqual({ added: 0, unchanged: 1, conflicts: 0, replaced: 0 });
    const row = await t
      .db()
      .selectFrom('lottery_draws')
      .selectAll()
      .where('draw_time', '=', 'EVE')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      winner: '610',
      actual_straight_winner: '610',
      box_key: '016',
      straight_combinations: ['016', '061', '106', '160', '601', '610'],
      draw_order: 2,
      source: 'test',
    });
  });

  it('records a different winner as a conflict and leaves the stored draw untouched', async () => {
    await drawsRepository.upsertDraws(t.db(), [d('GA', '2025-07-27', 'DAY', '493')], {
      source: 'a',
    });
    const result = await drawsRepository.upsertDraws(
      t.db(),
      [d('GA', '2025-07-27', 'DAY', '793'), d('GA', '2025-07-28', 'DAY', '111')],
      { source: 'b' },
    );
    expect(result).toEqual({ added: 1, unchanged: 0, conflicts: 1, replaced: 0 });
    expect(await drawsRepository.drawsOn(t.db(), 'GA', '2025-07-27', '2025-07-27')).toEqual([
      { date: '2025-07-27', drawTime: 'DAY', number: '493' },
    ]);
    const conflicts = await conflictsRepository.list(t.db(), { state: 'GA' });
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      date: '2025-07-27',
      drawTime: 'DAY',
      storedWinner: '493',
      incomingWinner: '793',
      source: 'b',
    });
    expect(conflicts[0]?.seenAt).toBeInstanceOf(Date);

    // Seen again from another source: still one conflict row, the first source kept.
    expect(
      await drawsRepository.upsertDraws(t.db(), [d('GA', '2025-07-27', 'DAY', '793')], {
        source: 'c',
      }),
    ).toEqual({
      added: 0,
      unchanged: 0,
      conflicts: 1,
      replaced: 0,
    });
    expect(await conflictsRepository.list(t.db())).toMatchObject([{ source: 'b' }]);
  });

  it('handles a key repeated inside one call: first wins, a different repeat is a conflict', async () => {
    const result = await drawsRepository.upsertDraws(
      t.db(),
      [
        d('TX', '2022-01-03', 'MORN', '123'),
        d('TX', '2022-01-03', 'MORN', '123'),
        d('TX', '2022-01-03', 'MORN', '321'),
      ],
      { source: 'dup' },
    );
    expect(result).toEqual({ added: 1, unchanged: 1, conflicts: 1, replaced: 0 });
    expect(await drawsRepository.newestDraws(t.db(), 'TX', 5)).toEqual([
      { date: '2022-01-03', drawTime: 'MORN', number: '123' },
    ]);
  });

  it('inserts more rows than one chunk and reports them all', async () => {
    const rows: StateDraw[] = [];
    for (let i = 0; i < 2500; i++) {
      const date = new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      rows.push(d('NY', date, 'EVE', String(i % 1000).padStart(3, '0')));
    }
    expect(await drawsRepository.upsertDraws(t.db(), rows, { source: 'bulk' })).toEqual({
      added: 2500,
      unchanged: 0,
      conflicts: 0,
      replaced: 0,
    });
    expect(await drawsRepository.upsertDraws(t.db(), rows, { source: 'bulk' })).toEqual({
      added: 0,
      unchanged: 2500,
      conflicts: 0,
      replaced: 0,
    });
    expect(await drawsRepository.count(t.db(), 'NY')).toBe(2500);
  });

  it('lets an official value replace an aggregate one, with the conflict recorded as replaced', async () => {
    await drawsRepository.upsertDraws(t.db(), [d('GA', '2026-09-10', 'EVE', '123')], {
      source: 'ga-lotteryusa',
      kind: 'aggregate',
    });
    const result = await drawsRepository.upsertDraws(
      t.db(),
      [d('GA', '2026-09-10', 'EVE', '124')],
      {
        source: 'ga-api',
        kind: 'official',
      },
    );
    expect(result).toEqual({ added: 0, unchanged: 0, conflicts: 1, replaced: 1 });
    const row = await t
      .db()
      .selectFrom('lottery_draws')
      .select(['winner', 'box_key', 'straight_combinations', 'source', 'source_kind'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      winner: '124',
      box_key: '124',
      straight_combinations: ['124', '142', '214', '241', '412', '421'],
      source: 'ga-api',
      source_kind: 'official',
    });
    const [conflict] = await conflictsRepository.list(t.db(), { state: 'GA' });
    expect(conflict).toMatchObject({
      storedWinner: '123',
      incomingWinner: '124',
      source: 'ga-api',
      resolution: 'replaced',
    });
  });

  it('never lets an aggregate, or an official source, overwrite an official or bundled value', async () => {
    await drawsRepository.upsertDraws(t.db(), [d('GA', '2026-09-10', 'EVE', '123')], {
      source: 'ga-api',
      kind: 'official',
    });
    await drawsRepository.upsertDraws(t.db(), [d('GA', '2026-09-11', 'EVE', '555')], {
      source: 'bundled:GA-cash3.csv',
    });
    const late = await drawsRepository.upsertDraws(t.db(), [d('GA', '2026-09-10', 'EVE', '999')], {
      source: 'ga-lotteryusa',
      kind: 'aggregate',
    });
    const official = await drawsRepository.upsertDraws(
      t.db(),
      [d('GA', '2026-09-11', 'EVE', '556')],
      {
        source: 'ga-api',
        kind: 'official',
      },
    );
    expect(late).toEqual({ added: 0, unchanged: 0, conflicts: 1, replaced: 0 });
    expect(official).toEqual({ added: 0, unchanged: 0, conflicts: 1, replaced: 0 });
    expect(await drawsRepository.drawsOn(t.db(), 'GA', '2026-09-10', '2026-09-11')).toEqual([
      { date: '2026-09-11', drawTime: 'EVE', number: '555' },
      { date: '2026-09-10', drawTime: 'EVE', number: '123' },
    ]);
    const resolutions = (await conflictsRepository.list(t.db(), { state: 'GA' })).map(
      (c) => c.resolution,
    );
    expect(resolutions).toEqual(['kept', 'kept']);
  });

  it('in witness mode checks stored draws and adds none', async () => {
    await drawsRepository.upsertDraws(t.db(), [d('NJ', '2026-07-01', 'EVE', '310')], {
      source: 'nj-api',
      kind: 'official',
    });
    const result = await drawsRepository.upsertDraws(
      t.db(),
      [
        d('NJ', '2026-07-01', 'EVE', '310'),
        d('NJ', '2026-07-02', 'EVE', '411'),
        d('NJ', '2026-07-01', 'DAY', '000'),
      ],
      { source: 'nj-lotteryusa', kind: 'aggregate', mode: 'witness' },
    );
    expect(result).toEqual({ added: 0, unchanged: 1, conflicts: 0, replaced: 0 });
    expect(await drawsRepository.count(t.db(), 'NJ')).toBe(1);
    const disputed = await drawsRepository.upsertDraws(
      t.db(),
      [d('NJ', '2026-07-01', 'EVE', '311')],
      {
        source: 'nj-lotteryusa',
        kind: 'aggregate',
        mode: 'witness',
      },
    );
    expect(disputed).toEqual({ added: 0, unchanged: 0, conflicts: 1, replaced: 0 });
  });

  it('rolls the whole call back when one row is invalid', async () => {
    await expect(
      drawsRepository.upsertDraws(
        t.db(),
        [d('GA', '2025-01-01', 'EVE', '123'), d('GA', 'not-a-date', 'EVE', '456')],
        { source: 'bad' },
      ),
    ).rejects.toThrow();
    expect(await drawsRepository.count(t.db())).toBe(0);
  });

  it('lists the newest N draws newest first: by date, then NITE, EVE, DAY, MORN', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      [
        d('GA', '2025-07-03', 'NITE', '300'),
        d('GA', '2025-07-04', 'MORN', '401'),
        d('GA', '2025-07-04', 'NITE', '404'),
        d('GA', '2025-07-04', 'DAY', '402'),
        d('GA', '2025-07-04', 'EVE', '403'),
        d('TX', '2025-07-05', 'EVE', '999'),
      ],
      { source: 'test' },
    );
    expect((await drawsRepository.newestDraws(t.db(), 'GA', 4)).map((x) => x.number)).toEqual([
      '404',
      '403',
      '402',
      '401',
    ]);
    expect((await drawsRepository.newestDraws(t.db(), 'GA', 10)).map((x) => x.number)).toEqual([
      '404',
      '403',
      '402',
      '401',
      '300',
    ]);
    expect(await drawsRepository.newestDraws(t.db(), 'FL', 10)).toEqual([]);
  });

  it('gives the newest draw id per state, which grows when a draw is added', async () => {
    expect(await drawsRepository.newestDrawId(t.db(), 'GA')).toBeNull();
    await drawsRepository.upsertDraws(t.db(), [d('GA', '2025-07-04', 'EVE', '610')], {
      source: 'test',
    });
    const first = await drawsRepository.newestDrawId(t.db(), 'GA');
    expect(first).toEqual(expect.any(Number));
    await drawsRepository.upsertDraws(t.db(), [d('GA', '2025-07-01', 'EVE', '111')], {
      source: 'test',
    });
    expect(await drawsRepository.newestDrawId(t.db(), 'GA')).toBeGreaterThan(first ?? Infinity);
  });

  it('counts per state with first and last dates, as numbers on both drivers', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      [
        d('TX', '2021-01-01', 'DAY', '111'),
        d('GA', '1999-12-31', 'EVE', '222'),
        d('GA', '2024-02-29', 'DAY', '333'),
      ],
      { source: 'test' },
    );
    expect(await drawsRepository.countByState(t.db())).toEqual([
      { state: 'GA', count: 2, firstDate: '1999-12-31', lastDate: '2024-02-29' },
      { state: 'TX', count: 1, firstDate: '2021-01-01', lastDate: '2021-01-01' },
    ]);
    expect(await drawsRepository.count(t.db())).toBe(3);
    expect(await drawsRepository.count(t.db(), 'GA')).toBe(2);
    expect(await drawsRepository.count(t.db(), 'CA')).toBe(0);
  });

  it('counts draws per state and draw time with first and last date, draw times in day order', async () => {
    expect(await drawsRepository.countByStateAndDrawTime(t.db())).toEqual([]);
    await drawsRepository.upsertDraws(
      t.db(),
      [
        d('GA', '2025-07-04', 'NITE', '123'),
        d('GA', '2019-01-01', 'NITE', '456'),
        d('GA', '1993-08-10', 'EVE', '789'),
        d('GA', '2026-09-10', 'EVE', '012'),
        d('GA', '2026-09-10', 'DAY', '345'),
        d('AR', '2026-07-01', 'EVE', '678'),
      ],
      { source: 'test' },
    );
    expect(await drawsRepository.countByStateAndDrawTime(t.db())).toEqual([
      { state: 'AR', drawTime: 'EVE', count: 1, firstDate: '2026-07-01', lastDate: '2026-07-01' },
      { state: 'GA', drawTime: 'DAY', count: 1, firstDate: '2026-09-10', lastDate: '2026-09-10' },
      { state: 'GA', drawTime: 'EVE', count: 2, firstDate: '1993-08-10', lastDate: '2026-09-10' },
      { state: 'GA', drawTime: 'NITE', count: 2, firstDate: '2019-01-01', lastDate: '2025-07-04' },
    ]);
  });

  it('lists the draws of a date range inclusively, newest first', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      ['2025-06-30', '2025-07-01', '2025-07-02', '2025-07-03'].map((date, i) =>
        d('GA', date, 'EVE', `${i}${i}${i}`),
      ),
      { source: 'test' },
    );
    expect(
      (await drawsRepository.drawsOn(t.db(), 'GA', '2025-07-01', '2025-07-02')).map((x) => x.date),
    ).toEqual(['2025-07-02', '2025-07-01']);
  });

  it('finds draws by box key, any digit order, newest first', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      [
        d('GA', '2025-07-01', 'EVE', '610'),
        d('GA', '2025-07-02', 'DAY', '106'),
        d('GA', '2025-07-03', 'DAY', '611'),
      ],
      { source: 'test' },
    );
    expect(await drawsRepository.findByBoxKey(t.db(), 'GA', '016')).toEqual([
      { date: '2025-07-02', drawTime: 'DAY', number: '106' },
      { date: '2025-07-01', drawTime: 'EVE', number: '610' },
    ]);
  });

  it('computes draw_order in the database from the draw time', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      (['MORN', 'DAY', 'EVE', 'NITE'] as const).map((time) => d('TX', '2022-02-02', time, '123')),
      { source: 'test' },
    );
    const { rows } = await sql<{
      draw_time: string;
      draw_order: number;
    }>`select draw_time, draw_order from lottery_draws order by draw_order`.execute(t.db());
    expect(rows).toEqual([
      { draw_time: 'MORN', draw_order: 0 },
      { draw_time: 'DAY', draw_order: 1 },
      { draw_time: 'EVE', draw_order: 2 },
      { draw_time: 'NITE', draw_order: 3 },
    ]);
  });

  it('finds box-key hits with the number of draws since each', async () => {
    await drawsRepository.upsertDraws(
      t.db(),
      [
        d('GA', '2025-07-01', 'EVE', '610'),
        d('GA', '2025-07-02', 'DAY', '222'),
        d('GA', '2025-07-02', 'EVE', '106'),
        d('GA', '2025-07-03', 'DAY', '333'),
        d('TX', '2025-07-04', 'DAY', '016'),
      ],
      { source: 'test' },
    );
    expect(await drawsRepository.findByBoxKeyWithDrawsSince(t.db(), 'GA', '016')).toEqual([
      { date: '2025-07-02', drawTime: 'EVE', number: '106', drawsSince: 1 },
      { date: '2025-07-01', drawTime: 'EVE', number: '610', drawsSince: 3 },
    ]);
    expect(await drawsRepository.findByBoxKeyWithDrawsSince(t.db(), 'GA', '999')).toEqual([]);
  });

  it('gives the newest draw per state by date then draw time, and every slot of a state oldest first', async () => {
    const db = t.db();
    expect(await drawsRepository.latestPerState(db)).toEqual([]);
    await drawsRepository.upsertDraws(
      db,
      [
        d('GA', '2025-07-04', 'NITE', '111'),
        d('GA', '2025-07-05', 'DAY', '222'),
        d('GA', '2025-07-05', 'EVE', '333'),
        d('TX', '2023-01-14', 'MORN', '444'),
        d('TX', '2023-01-13', 'NITE', '555'),
      ],
      { source: 'test' },
    );
    expect(await drawsRepository.latestPerState(db)).toEqual([
      { state: 'GA', date: '2025-07-05', drawTime: 'EVE' },
      { state: 'TX', date: '2023-01-14', drawTime: 'MORN' },
    ]);
    expect(await drawsRepository.drawSlots(db, 'GA')).toEqual([
      { date: '2025-07-04', drawTime: 'NITE' },
      { date: '2025-07-05', drawTime: 'DAY' },
      { date: '2025-07-05', drawTime: 'EVE' },
    ]);
    expect(await drawsRepository.drawSlots(db, 'FL')).toEqual([]);
  });
});

describeEachDriver('drawsRepository: what is drawn beside the number', (t) => {
  it('stores a Fireball and a Double Draw with a new draw, fills them into a stored draw reported alike, and never lets them change the number', async () => {
    const db = t.db();
    await drawsRepository.upsertDraws(
      db,
      [
        { state: 'TX', date: '2026-06-10', drawTime: 'DAY', number: '856', extraBall: '5' },
        { state: 'NC', date: '2016-03-01', drawTime: 'EVE', number: '532' },
      ],
      { source: 'bundled:test.csv' },
    );
    // The bundled row had no Double Draw; the official download reports the same draw with one.
    const again = await drawsRepository.upsertDraws(
      db,
      [{ state: 'NC', date: '2016-03-01', drawTime: 'EVE', number: '532', doubleDraw: '649' }],
      { source: 'nc-csv', kind: 'official' },
    );
    expect(again).toMatchObject({ added: 0, unchanged: 1, conflicts: 0 });
    // A later report with another Fireball does not overwrite the first one.
    await drawsRepository.upsertDraws(
      db,
      [{ state: 'TX', date: '2026-06-10', drawTime: 'DAY', number: '856', extraBall: '9' }],
      { source: 'tx-lotteryusa', kind: 'aggregate' },
    );
    expect(await drawsRepository.newestDraws(db, 'TX', 5)).toEqual([
      { date: '2026-06-10', drawTime: 'DAY', number: '856', extraBall: '5' },
    ]);
    expect(await drawsRepository.drawsOn(db, 'NC', '2016-03-01', '2016-03-01')).toEqual([
      { date: '2016-03-01', drawTime: 'EVE', number: '532', doubleDraw: '649' },
    ]);
    // The database itself refuses anything but one digit and three digits.
    await expect(
      sql`update lottery_draws set extra_ball = 'x' where state = 'TX'`.execute(db),
    ).rejects.toThrow(/check/i);
  });
});
