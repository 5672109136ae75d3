import { BOARD_STRATEGIES, drawInstant, pickWindow, settlePlay, wilsonInterval } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { loggedInAccount } from '../../testing/accounts.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import { afterIngestion } from '../../services/post-ingestion.service.js';
import { backfillStrategies } from '../../services/board.service.js';

const EVE = { state: 'GA', date: '2026-01-10', drawTime: 'EVE' } as const;
const closesAt = pickWindow('GA', EVE)!.closesAt.getTime();
const HISTORY = [
  ...makeDraws('GA', '2026-01-09', 60),
  { state: 'GA', date: '2026-01-10', drawTime: 'DAY', number: '555' },
] as const;
const body = (picks: unknown[]) => ({ ...EVE, name: 'Dana', picks });

describeEachDriver('board routes', (t) => {
  const setup = async () => {
    await seedDraws(t.database(), HISTORY);
    const clock = { now: new Date(closesAt - 60_000) };
    const app = await buildTestApp(
      t.database(),
      { DEMO_MODE: '1' },
      { states: { now: () => clock.now } },
    );
    const { jar } = await loggedInAccount(app);
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/me/board-picks', payload, headers: jar.headers() });
    return { app, clock, put };
  };

  it('takes picks until the sales close and refuses them one minute after, naming the draw', async () => {
    const { app, clock, put } = await setup();
    const ok = await put(body([{ number: '123', type: 'box', stake: 1 }]));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().picks).toMatchObject([
      { number: '123', type: 'box', stake: 1, outcome: null },
    ]);

    clock.now = new Date(closesAt + 60_000);
    const late = await put(body([{ number: '999', type: 'straight', stake: 1 }]));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PICKS_LOCKED', field: 'date' });
    expect(late.json().message).toMatch(/GA EVE draw of 2026-01-10/);
    // The locked pick is unchanged, and its number shows now that sales are closed.
    const board = (await app.inject('/api/board/GA')).json();
    expect(board.draws[0].picks).toMatchObject([{ kind: 'player', name: 'Dana', number: '123' }]);
    await app.close();
  });

  it('hides numbers before the close, refuses visitors, bad plays and more than 10 picks', async () => {
    const { app, put } = await setup();
    await put(body([{ number: '123', type: 'box', stake: 1 }]));
    const board = (await app.inject('/api/board/GA')).json();
    expect(board.draws[0].picks[0]).toMatchObject({ number: null, kind: 'player' });
    expect(board.nextDraw).toMatchObject({ date: '2026-01-10', drawTime: 'EVE' });

    const visitor = await app.inject({
      method: 'PUT',
      url: '/api/me/board-picks',
      payload: body([]),
    });
    expect(visitor.statusCode).toBe(401);
    const stake = await put(body([{ number: '123', type: 'box', stake: 3 }]));
    expect(stake.statusCode).toBe(400);
    expect(stake.json().field).toBe('picks[0].stake');
    const many = await put(
      body(Array.from({ length: 11 }, () => ({ number: '123', type: 'box', stake: 1 }))),
    );
    expect(many.statusCode).toBe(400);
    const name = await put({ ...body([]), name: 'x'.repeat(41) });
    expect(name.statusCode).toBe(400);
    // Nothing of the refused requests was stored.
    const after = (await app.inject('/api/board/GA')).json();
    expect(after.draws[0].picks).toHaveLength(1);
    expect((await app.inject('/api/board/ZZ')).statusCode).toBe(400);
    await app.close();
  });

  it('grades picks when the draw is imported, posts the strategies, and regrades a corrected draw', async () => {
    const { app, clock, put } = await setup();
    await put(
      body([
        { number: '123', type: 'box', stake: 1 },
        { number: '123', type: 'straight', stake: 1 },
      ]),
    );
    clock.now = new Date(drawInstant('GA', '2026-01-10', 'EVE').getTime() + 30 * 60_000);
    await seedDraws(t.database(), [{ ...EVE, number: '321' }]);
    const report = await afterIngestion(app, { updatedStates: ['GA'] }, { now: clock.now });
    expect(report.board).toMatchObject({ graded: 2, regraded: 0, posted: BOARD_STRATEGIES.length });
    const board = (await app.inject('/api/board/GA?period=all')).json();
    const draw = board.draws.find((d: { drawTime: string }) => d.drawTime === 'EVE');
    expect(draw).toMatchObject({ drawn: '321', regrades: 0 });
    const prize = settlePlay('GA', { number: '123', type: 'box', stake: 1 }, '321').prize;
    expect(draw.picks).toMatchObject([
      { number: '123', type: 'box', outcome: 'win', prize },
      { number: '123', type: 'straight', outcome: 'loss', prize: 0 },
    ]);
    // The strategies posted for the next draw (Georgia Night), computed before it.
    expect(board.draws[0]).toMatchObject({ date: '2026-01-10', drawTime: 'NITE' });
    expect(board.draws[0].picks.map((p: { strategy: string }) => p.strategy)).toEqual([
      ...BOARD_STRATEGIES,
    ]);

    // The stored draw is corrected: its picks are regraded, with a record.
    await t
      .db()
      .updateTable('lottery_draws')
      .set({ winner: '123' })
      .where('state', '=', 'GA')
      .where('date', '=', '2026-01-10')
      .where('draw_time', '=', 'EVE')
      .execute();
    const again = await afterIngestion(app, { updatedStates: [] }, { now: clock.now });
    expect(again.board).toMatchObject({ graded: 0, regraded: 2 });
    const corrected = (await app.inject('/api/board/GA?period=all')).json();
    const eve = corrected.draws.find((d: { drawTime: string }) => d.drawTime === 'EVE');
    expect(eve).toMatchObject({ drawn: '123', regrades: 2 });
    expect(eve.picks.map((p: { outcome: string }) => p.outcome)).toEqual(['win', 'win']);
    await app.close();
  });

  it('never looks ahead: draws added after a past draw do not change its strategy picks', async () => {
    await seedDraws(t.database(), HISTORY);
    const db = t.db();
    const now = new Date('2026-01-11T12:00:00Z');
    await backfillStrategies(db, { states: ['GA'], years: 1, now });
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
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    const table = (await app.inject('/api/board/GA?period=all')).json().table;
    // Counted here from the stored rows alone: a box hits on the same digits, a straight on the same order.
    const picks = await db
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
      {
        strategy: string;
        picks: number;
        hits: number;
        spent: number;
        won: number;
        chanceSum: number;
      }
    >();
    for (const p of picks) {
      const r = byStrategy.get(p.strategy!) ?? {
        strategy: p.strategy!,
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
    const rows = [...byStrategy.values()].map((r) => ({ ...r, chance: r.chanceSum / r.picks }));
    expect(rows.length).toBe(BOARD_STRATEGIES.length);
    for (const r of rows) {
      const row = table.find((x: { strategy: string }) => x.strategy === r.strategy);
      expect(row).toMatchObject({
        picks: r.picks,
        hits: r.hits,
        spent: r.spent / 100,
        won: r.won / 100,
        ranked: true,
      });
      expect(row.chanceRate).toBeCloseTo(r.chance, 12);
      const ci = wilsonInterval(r.hits, r.picks);
      expect([row.low, row.high]).toEqual([ci.low, ci.high]);
      expect(row.beatsChance).toBe(ci.low > r.chance);
    }
    await app.close();
  });
});
