import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../migrations/index.js';
import { describeEachDriver } from '../testing/test-db.js';
import * as boardPicksRepository from './board-picks.repository.js';
import * as drawsRepository from './draws.repository.js';
import * as usersRepository from './users.repository.js';

const key = { state: 'GA', date: '2025-07-04', drawTime: 'EVE' } as const;
const box = (number: string) => ({
  number,
  playType: 'box',
  stakeCents: 100,
  costCents: 100,
  chance: 0.006,
  expectedReturn: 0.48,
});

describeEachDriver('boardPicksRepository', (t) => {
  const player = async (email = 'p@example.com') =>
    (await usersRepository.create(t.db(), {
      fullName: 'P',
      email,
      passwordHash: 'x',
    }))!;

  // The migration just before the board's: the draws repository of today writes every column it adds.
  const names = Object.keys(migrations).sort();
  const beforeBoard = names[names.indexOf('2026_11_28_0600_board_picks') - 1]!;

  it('adds the board tables to a filled database and rolls them back, keeping every row', async () => {
    const migrator = new Migrator({
      db: t.db(),
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo(beforeBoard)).error).toBeUndefined();
    await drawsRepository.upsertDraws(t.db(), [{ ...key, number: '123' }], { source: 'test' });
    const user = await player();
    await migrateToLatest(t.db());
    const [pick] = await boardPicksRepository.replacePlayerPicks(
      t.db(),
      { userId: user.id, playerName: 'P' },
      key,
      [box('321')],
    );
    expect(pick).toMatchObject({ ...key, number: '321', outcome: null, backfilled: false });
    // A pick is a player's or a strategy's, never both or neither.
    await expect(
      sql`insert into board_picks (state, draw_date, draw_time, number, play_type, stake_cents, cost_cents, chance, expected_return)
        values ('GA', '2025-07-04', 'EVE', '123', 'box', 100, 100, 0.006, 0.48)`.execute(t.db()),
    ).rejects.toThrow(/board_picks_owner/);
    expect((await migrator.migrateTo(beforeBoard)).error).toBeUndefined();
    expect(await drawsRepository.count(t.db())).toBe(1);
    await migrateToLatest(t.db());
    expect(await boardPicksRepository.picksOfDraw(t.db(), key)).toEqual([]);
  });

  it("replaces a player's picks for a draw and keeps one pick per strategy and draw", async () => {
    const user = await player();
    const owner = { userId: user.id, playerName: 'P' };
    await boardPicksRepository.replacePlayerPicks(t.db(), owner, key, [box('123'), box('456')]);
    await boardPicksRepository.replacePlayerPicks(t.db(), owner, key, [box('789')]);
    expect(
      (await boardPicksRepository.playerPicksOf(t.db(), user.id, key)).map((p) => p.number),
    ).toEqual(['789']);
    const strategyPick = { key, strategy: 'hot', pick: box('012'), backfilled: false };
    expect(await boardPicksRepository.addStrategyPicks(t.db(), [strategyPick])).toBe(1);
    expect(
      await boardPicksRepository.addStrategyPicks(t.db(), [{ ...strategyPick, pick: box('345') }]),
    ).toBe(0);
    const picks = await boardPicksRepository.picksOfDraw(t.db(), key);
    expect(picks.map((p) => [p.strategy, p.number])).toEqual([
      ['hot', '012'],
      [null, '789'],
    ]);
    expect(await boardPicksRepository.drawsWithPicks(t.db(), 'GA', 5)).toEqual([key]);
  });

  it('finds picks of stored draws to grade, and again when the stored number changes', async () => {
    const user = await player();
    await boardPicksRepository.replacePlayerPicks(
      t.db(),
      { userId: user.id, playerName: 'P' },
      key,
      [box('123')],
    );
    expect(await boardPicksRepository.picksToGrade(t.db())).toEqual([]);
    await drawsRepository.upsertDraws(t.db(), [{ ...key, number: '321' }], { source: 'test' });
    const [toGrade] = await boardPicksRepository.picksToGrade(t.db(), { states: ['GA'] });
    expect(toGrade).toMatchObject({ number: '123', winner: '321', drawn: null });
    const now = new Date('2025-07-05T00:00:00Z');
    await boardPicksRepository.saveGrades(
      t.db(),
      [{ id: toGrade!.id, drawn: '321', outcome: 'win', prizeCents: 8000, previous: null }],
      now,
    );
    expect(await boardPicksRepository.picksToGrade(t.db())).toEqual([]);
    // The stored draw is corrected: the pick comes back to be graded, and the regrade is recorded.
    await sql`update lottery_draws set winner = '999' where state = 'GA'`.execute(t.db());
    const [again] = await boardPicksRepository.picksToGrade(t.db());
    expect(again).toMatchObject({ drawn: '321', winner: '999', outcome: 'win' });
    await boardPicksRepository.saveGrades(
      t.db(),
      [
        {
          id: again!.id,
          drawn: '999',
          outcome: 'loss',
          prizeCents: 0,
          previous: { drawn: '321', outcome: 'win', prizeCents: 8000 },
        },
      ],
      now,
    );
    expect(await boardPicksRepository.regradesOfDraw(t.db(), key)).toMatchObject([
      { pickId: again!.id, previousDrawn: '321', drawn: '999' },
    ]);
    expect(await boardPicksRepository.gradedPicks(t.db(), 'GA', null)).toMatchObject([
      { userId: user.id, outcome: 'loss', prizeCents: 0, costCents: 100 },
    ]);
    expect(await boardPicksRepository.gradedPicks(t.db(), 'GA', '2025-07-05')).toEqual([]);
  });
});
