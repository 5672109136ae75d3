// The picks board over HTTP: what HTTP adds to the board service (services/board.service.test.ts,
// which holds the use cases: lock, grading, strategies, backfill, the table's figures): the 401 for
// a visitor, the schema's 400s naming the field, the 409 of a locked draw, and the answer carrying
// what the service returns.
import { BOARD_STRATEGIES, pickWindow } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { loggedInAccount } from '../../testing/accounts.js';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import { backfillStrategies, boardOf } from '../../services/board.service.js';

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

  it("answers the service's board for the query's period, every figure of the table kept", async () => {
    // The figures themselves are board.service.test.ts's; here, that the answer carries all of them.
    await seedDraws(t.database(), HISTORY);
    const now = new Date('2026-01-11T12:00:00Z');
    await backfillStrategies(t.db(), { states: ['GA'], years: 1, now });
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    for (const period of ['all', '365d'] as const) {
      const response = await app.inject(`/api/board/GA?period=${period}`);
      expect(response.statusCode).toBe(200);
      const expected = await boardOf(t.db(), 'GA', { period }, now);
      expect(expected.table).toHaveLength(BOARD_STRATEGIES.length);
      expect(response.json()).toEqual(expected);
    }
    expect((await app.inject('/api/board/GA?period=2y')).statusCode).toBe(400);
    await app.close();
  });
});
