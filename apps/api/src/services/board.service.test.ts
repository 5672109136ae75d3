// The picks board's use cases called directly (no HTTP), on PGlite and PostgreSQL: a player's picks
// taken until the sales close and refused after (naming the field), numbers hidden until then,
// grading and regrading by core's settlement, the strategies' picks (never looking ahead), their
// backfill over the whole stored history, and the table against an independent count. The HTTP side
// (401 for visitors, the schema's refusals, the query's period) is routes/board/board.routes.test.ts.
import { BOARD_STRATEGIES, drawInstant, pickWindow, settlePlay, wilsonInterval } from '@pick3/core';
import { usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { makeDraws, seedDraws } from '../testing/test-app.js';
import {
  backfillStoredHistory,
  backfillStrategies,
  boardOf,
  playerPicks,
  putPlayerPicks,
  runBoardStep,
} from './board.service.js';

const EVE = { state: 'GA', date: '2026-01-10', drawTime: 'EVE' } as const;
const closesAt = pickWindow('GA', EVE)!.closesAt.getTime();
const HISTORY = [
  ...makeDraws('GA', '2026-01-09', 60),
  { state: 'GA', date: '2026-01-10', drawTime: 'DAY', number: '555' },
] as const;
const picks = (list: Array<{ number: string; type: string; stake: number }>) => ({
  ...EVE,
  name: 'Dana',
  picks: list,
});
const BEFORE_CLOSE = new Date(closesAt - 60_000);

describeEachDriver('board service', (t) => {
  async function player(email = 'dana@example.com'): Promise<string> {
    const user = await usersRepository.create(t.db(), {
      email,
      passwordHash: 'x',
      fullName: 'Dana',
      emailVerified: true,
    });
    return user!.id;
  }

  it('takes picks until the sales close and refuses them one minute after, naming the draw', async () => {
    await seedDraws(t.database(), HISTORY);
    const dana = await player();
    const taken = await putPlayerPicks(
      t.db(),
      dana,
      picks([{ number: '123', type: 'box', stake: 1 }]),
      BEFORE_CLOSE,
    );
    expect(taken).toMatchObject([
      { kind: 'player', name: 'Dana', number: '123', type: 'box', stake: 1, outcome: null },
    ]);
    const late = putPlayerPicks(
      t.db(),
      dana,
      picks([{ number: '999', type: 'straight', stake: 1 }]),
      new Date(closesAt + 60_000),
    );
    await expect(late).rejects.toMatchObject({
      statusCode: 409,
      code: 'PICKS_LOCKED',
      details: { field: 'date' },
    });
    await expect(late).rejects.toThrow(/GA EVE draw of 2026-01-10/);
    // The locked pick is unchanged, and its number shows now that sales are closed.
    expect(await playerPicks(t.db(), dana, EVE)).toMatchObject([{ number: '123' }]);
    const board = await boardOf(t.db(), 'GA', {}, new Date(closesAt + 60_000));
    expect(board.draws[0]?.picks).toMatchObject([{ kind: 'player', name: 'Dana', number: '123' }]);
  });

  it('hides numbers before the close and refuses a bad play, a blank name or a draw the state does not hold, storing nothing', async () => {
    await seedDraws(t.database(), HISTORY);
    const dana = await player();
    await putPlayerPicks(
      t.db(),
      dana,
      picks([{ number: '123', type: 'box', stake: 1 }]),
      BEFORE_CLOSE,
    );
    const board = await boardOf(t.db(), 'GA', {}, BEFORE_CLOSE);
    expect(board.draws[0]?.picks[0]).toMatchObject({ number: null, kind: 'player' });
    expect(board.nextDraw).toMatchObject({ date: '2026-01-10', drawTime: 'EVE' });

    await expect(
      putPlayerPicks(
        t.db(),
        dana,
        picks([
          { number: '456', type: 'box', stake: 1 },
          { number: '123', type: 'box', stake: 3 },
        ]),
        BEFORE_CLOSE,
      ),
    ).rejects.toMatchObject({ field: 'picks[1].stake' });
    await expect(
      putPlayerPicks(t.db(), dana, { ...picks([]), name: '   ' }, BEFORE_CLOSE),
    ).rejects.toMatchObject({ statusCode: 400, details: { field: 'name' } });
    // Georgia has no morning draw.
    await expect(
      putPlayerPicks(t.db(), dana, { ...picks([]), drawTime: 'MORN' }, BEFORE_CLOSE),
    ).rejects.toMatchObject({ code: 'INVALID_DATE', field: 'date' });
    await expect(boardOf(t.db(), 'ZZ', {}, BEFORE_CLOSE)).rejects.toMatchObject({
      field: 'state',
    });
    // Nothing of the refused calls was stored.
    expect((await playerPicks(t.db(), dana, EVE)).map((p) => p.number)).toEqual(['123']);
  });

  it('grades picks when the draw is stored, posts the strategies, and regrades a corrected draw', async () => {
    await seedDraws(t.database(), HISTORY);
    const dana = await player();
    await putPlayerPicks(
      t.db(),
      dana,
      picks([
        { number: '123', type: 'box', stake: 1 },
        { number: '123', type: 'straight', stake: 1 },
      ]),
      BEFORE_CLOSE,
    );
    const now = new Date(drawInstant('GA', '2026-01-10', 'EVE').getTime() + 30 * 60_000);
    await seedDraws(t.database(), [{ ...EVE, number: '321' }]);
    const step = await runBoardStep(t.db(), ['GA'], now);
    const prize = settlePlay('GA', { number: '123', type: 'box', stake: 1 }, '321').prize;
    expect(step).toMatchObject({ graded: 2, regraded: 0, posted: BOARD_STRATEGIES.length });
    // The player's first grades, for the alerts and push.
    expect(step.players).toMatchObject([
      { ...EVE, userId: dana, number: '123', playType: 'box', drawn: '321', outcome: 'win', prize },
      { ...EVE, userId: dana, number: '123', playType: 'straight', outcome: 'loss', prize: 0 },
    ]);
    const board = await boardOf(t.db(), 'GA', { period: 'all' }, now);
    const draw = board.draws.find((d) => d.drawTime === 'EVE');
    expect(draw).toMatchObject({ drawn: '321', regrades: 0 });
    expect(draw?.picks).toMatchObject([
      { number: '123', type: 'box', outcome: 'win', prize },
      { number: '123', type: 'straight', outcome: 'loss', prize: 0 },
    ]);
    // The strategies posted for the next draw (Georgia Night), computed before it.
    expect(board.draws[0]).toMatchObject({ date: '2026-01-10', drawTime: 'NITE' });
    expect(board.draws[0]?.picks.map((p) => p.strategy)).toEqual([...BOARD_STRATEGIES]);
    // A second run grades nothing twice and posts nothing twice.
    expect(await runBoardStep(t.db(), ['GA'], now)).toMatchObject({
      graded: 0,
      regraded: 0,
      posted: 0,
      players: [],
    });

    // The stored draw is corrected: its picks are regraded, with a record; no first grade again.
    await t
      .db()
      .updateTable('lottery_draws')
      .set({ winner: '123' })
      .where('state', '=', 'GA')
      .where('date', '=', '2026-01-10')
      .where('draw_time', '=', 'EVE')
      .execute();
    const again = await runBoardStep(t.db(), [], now);
    expect(again).toMatchObject({ graded: 0, regraded: 2, players: [] });
    const corrected = await boardOf(t.db(), 'GA', { period: 'all' }, now);
    const eve = corrected.draws.find((d) => d.drawTime === 'EVE');
    expect(eve).toMatchObject({ drawn: '123', regrades: 2 });
    expect(eve?.picks.map((p) => p.outcome)).toEqual(['win', 'win']);
  });

  it('never looks ahead: draws added after a past draw do not change its strategy picks', async () => {
    await seedDraws(t.database(), HISTORY);
    const db = t.db();
    await backfillStrategies(db, {
      states: ['GA'],
      years: 1,
      now: new Date('2026-01-11T12:00:00Z'),
    });
    const snapshot = async () =>
      (
        await db
          .selectFrom('board_picks')
          .select(['draw_date', 'draw_time', 'strategy', 'number', 'play_type', 'stake_cents'])
          .where('draw_date', '<=', '2026-01-10')
          .execute()
      )
        .map((r) => Object.values(r).join('|'))
        .sort();
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(100);
    await db.deleteFrom('board_picks').execute();
    await seedDraws(
      t.database(),
      makeDraws('GA', '2026-03-01', 50, ['DAY', 'EVE', 'NITE'], 7).filter(
        (d) => d.date > '2026-01-10',
      ),
    );
    await backfillStrategies(db, {
      states: ['GA'],
      years: 1,
      now: new Date('2026-03-02T12:00:00Z'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it("the table's figures equal an independent count over the same picks", async () => {
    await seedDraws(t.database(), HISTORY);
    const db = t.db();
    const now = new Date('2026-01-11T12:00:00Z');
    await backfillStrategies(db, { states: ['GA'], years: 1, now });
    const { table } = await boardOf(db, 'GA', { period: 'all' }, now);
    // Counted here from the stored rows alone: a box hits on the same digits, a straight on the same order.
    const stored = await db
      .selectFrom('board_picks as p')
      .innerJoin('lottery_draws as d', (join) =>
        join
          .onRef('d.state', '=', 'p.state')
          .onRef('d.date', '=', 'p.draw_date')
          .onRef('d.draw_time', '=', 'p.draw_time'),
      )
      .select([
        'p.strategy',
        'p.number',
        'p.play_type',
        'p.cost_cents',
        'p.prize_cents',
        'p.chance',
        'd.winner',
      ])
      .execute();
    const sorted = (n: string) => [...n].sort().join('');
    const byStrategy = new Map<
      string,
      { picks: number; hits: number; spent: number; won: number; chanceSum: number }
    >();
    for (const p of stored) {
      const r = byStrategy.get(p.strategy!) ?? {
        picks: 0,
        hits: 0,
        spent: 0,
        won: 0,
        chanceSum: 0,
      };
      const hit =
        p.play_type === 'box' ? sorted(p.number) === sorted(p.winner) : p.number === p.winner;
      r.picks += 1;
      r.hits += hit ? 1 : 0;
      r.spent += p.cost_cents;
      r.won += p.prize_cents ?? 0;
      r.chanceSum += p.chance;
      byStrategy.set(p.strategy!, r);
    }
    expect(byStrategy.size).toBe(BOARD_STRATEGIES.length);
    for (const [strategy, r] of byStrategy) {
      const row = table.find((x) => x.strategy === strategy);
      expect(row).toMatchObject({
        picks: r.picks,
        hits: r.hits,
        spent: r.spent / 100,
        won: r.won / 100,
        ranked: true,
      });
      expect(row?.chanceRate).toBeCloseTo(r.chanceSum / r.picks, 12);
      const ci = wilsonInterval(r.hits, r.picks);
      expect([row?.low, row?.high]).toEqual([ci.low, ci.high]);
      expect(row?.beatsChance).toBe(ci.low > r.chanceSum / r.picks);
    }
  });

  it('backfills GA from its first stored draw, resumes a cut-short run and rewrites nothing', async () => {
    // Georgia's history: a stretch from 2021 (older than the two years the backfill once kept) and
    // the recent draws.
    const old = makeDraws('GA', '2021-03-31', 20, ['DAY', 'EVE'], 3);
    await seedDraws(t.database(), [...old, ...HISTORY]);
    const stored = old.length + HISTORY.length;
    const db = t.db();
    const now = new Date('2026-01-11T12:00:00Z');
    const lines: object[] = [];
    const log = { info: (fields: object) => void lines.push(fields) };
    await backfillStoredHistory({ db, log }, { years: undefined, now: () => now });
    expect(lines).toMatchObject([{ state: 'GA', added: expect.any(Number) }]);

    const allPicks = () =>
      db
        .selectFrom('board_picks')
        .select(['id', 'strategy', 'draw_date', 'draw_time', 'number', 'outcome'])
        .where('state', '=', 'GA')
        .orderBy('id')
        .execute();
    const first = await allPicks();
    // Every stored draw after the first (the strategies need one draw before) holds every
    // strategy's pick, the oldest stretch included, each graded.
    const perDraw = new Map<string, number>();
    for (const p of first) {
      const key = `${p.draw_date}|${p.draw_time}`;
      perDraw.set(key, (perDraw.get(key) ?? 0) + 1);
    }
    const [, ...afterFirst] = [...old, ...HISTORY];
    for (const d of afterFirst)
      expect(perDraw.get(`${d.date}|${d.drawTime}`), `${d.date} ${d.drawTime}`).toBe(
        BOARD_STRATEGIES.length,
      );
    expect(first.every((p) => p.outcome !== null)).toBe(true);

    const all = (await boardOf(db, 'GA', { period: 'all' }, now)).table;
    const year = (await boardOf(db, 'GA', { period: '365d' }, now)).table;
    for (const strategy of BOARD_STRATEGIES) {
      // The all-time record is every pick of the strategy over the stored history, 2021 included.
      const own = first.filter((p) => p.strategy === strategy);
      expect(own.length).toBeGreaterThanOrEqual(stored - 1);
      expect(all.find((r) => r.strategy === strategy)?.picks).toBe(own.length);
      expect(year.find((r) => r.strategy === strategy)?.picks).toBe(
        own.filter((p) => p.draw_date >= '2025-01-01').length,
      );
    }

    // A run cut short: the newest draws lost their picks. The next start adds those back, and the
    // picks already there keep their rows (merge-only: no id, number or grade changes).
    await db.deleteFrom('board_picks').where('draw_date', '>=', '2026-01-01').execute();
    const kept = await allPicks();
    await backfillStoredHistory({ db, log }, { years: undefined, now: () => now });
    const resumed = await allPicks();
    expect(resumed).toHaveLength(first.length);
    expect(resumed.slice(0, kept.length)).toEqual(kept);
    const byDraw = (rows: typeof first) =>
      rows
        .map((p) => `${p.strategy}|${p.draw_date}|${p.draw_time}|${p.number}|${p.outcome}`)
        .sort();
    expect(byDraw(resumed)).toEqual(byDraw(first));
    // Years 0 turns the backfill off.
    await db.deleteFrom('board_picks').execute();
    await backfillStoredHistory({ db, log }, { years: 0, now: () => now });
    expect(await allPicks()).toEqual([]);
  });
});
