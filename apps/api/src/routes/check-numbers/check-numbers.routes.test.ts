import { checkPlay } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';

const DRAWS = [
  { state: 'GA', date: '2026-01-01', drawTime: 'DAY', number: '123' },
  { state: 'GA', date: '2026-01-01', drawTime: 'EVE', number: '312' },
  { state: 'GA', date: '2026-01-02', drawTime: 'DAY', number: '999' },
  { state: 'GA', date: '2026-01-02', drawTime: 'NITE', number: '231' },
  { state: 'GA', date: '2026-01-03', drawTime: 'EVE', number: '124' },
  { state: 'NY', date: '2026-01-02', drawTime: 'EVE', number: '123' },
] as const;

describeEachDriver('check-numbers route', (t) => {
  it('GET /api/check-numbers lists every win with its prize, the totals and the chance baseline', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(
      '/api/check-numbers?state=ga&number=123&type=box&stake=1&from=2026-01-01&to=2026-01-02',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'GA',
      number: '123',
      type: 'box',
      stake: 1,
      cost: 1,
      from: '2026-01-01',
      to: '2026-01-02',
      wins: [
        { date: '2026-01-02', drawTime: 'NITE', drawn: '231', prize: 80 },
        { date: '2026-01-01', drawTime: 'EVE', drawn: '312', prize: 80 },
        { date: '2026-01-01', drawTime: 'DAY', drawn: '123', prize: 80 },
      ],
      plays: 4,
      spend: 4,
      won: 240,
      net: 236,
      expectedReturn: 0.48,
      expectedWon: 1.92,
      prizeTable: { source: expect.stringMatching(/^https:\/\/www\.galottery\.com/) },
      note: expect.stringMatching(/same chance/),
    });
    await app.close();
  });

  it('without dates checks the whole history, priced as core prices it', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(
      '/api/check-numbers?state=GA&number=123&type=straight-box&stake=1',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const draws = DRAWS.filter((d) => d.state === 'GA');
    const expected = checkPlay('GA', { number: '123', type: 'straight-box', stake: 1 }, draws);
    expect(body).toMatchObject({ ...expected, from: '2026-01-01', to: '2026-01-03' });
    expect(body.wins[2]).toEqual({ date: '2026-01-01', drawTime: 'DAY', drawn: '123', prize: 290 });
    await app.close();
  });

  it('plays only the draw times asked for and names each missing draw, out of spend and winnings', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(
      '/api/check-numbers?state=GA&number=123&type=box&stake=1&drawTimes=Evening',
    );
    expect(response.statusCode).toBe(200);
    // Evening 1/1 (312, a box win) and 1/3 (124) are stored; the Evening of 1/2 is not.
    expect(response.json()).toMatchObject({
      drawTimes: ['EVE'],
      plays: 2,
      spend: 2,
      won: 80,
      net: 78,
      returnPerDollar: 40,
      longestLosingStreak: 1,
      missing: [{ drawTime: 'EVE', from: '2026-01-02', to: '2026-01-02', count: 1 }],
      missingDraws: 1,
    });
    // By default every draw time Georgia holds, each missing one named.
    const all = (await app.inject('/api/check-numbers?state=GA&number=123&type=box')).json();
    expect(all.drawTimes).toEqual(['DAY', 'EVE', 'NITE']);
    expect(all.plays).toBe(5);
    expect(all.missingDraws).toBe(3);
    await app.close();
  });

  it.each([
    ['number=123&type=box&drawTimes=Brunch', 'INVALID_DRAW_TIME', 'drawTimes'],
    ['number=123&type=box&drawTimes=Morning', 'INVALID_OPTION', 'drawTimes'],
    ['number=12&type=box&stake=1', 'VALIDATION_ERROR', 'number'],
    ['number=1234&type=box&stake=1', 'VALIDATION_ERROR', 'number'],
    ['number=123&type=lucky&stake=1', 'VALIDATION_ERROR', 'type'],
    ['number=123&type=split-pair&stake=1', 'INVALID_OPTION', 'type'],
    ['number=777&type=box&stake=1', 'INVALID_OPTION', 'type'],
    ['number=123&type=box&stake=2', 'INVALID_OPTION', 'stake'],
    ['number=123&type=straight-box&stake=0.5', 'INVALID_OPTION', 'stake'],
    ['number=123&type=box&stake=abc', 'VALIDATION_ERROR', 'stake'],
    ['number=123&type=box&stake=1&from=2025-12-31', 'INVALID_DATE', 'from'],
    ['number=123&type=box&stake=1&to=2026-01-04', 'INVALID_DATE', 'to'],
    ['number=123&type=box&stake=1&from=2026-01-03&to=2026-01-02', 'INVALID_DATE', 'from'],
    ['number=123&type=box&stake=1&from=2026-02-30', 'INVALID_DATE', 'from'],
    ['number=123&type=box&stake=1&to=1/2/2026', 'VALIDATION_ERROR', 'to'],
    ['number=123&type=', 'VALIDATION_ERROR', 'type'],
  ])('refuses %s with 400 %s naming %s', async (query, code, field) => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/check-numbers?state=GA&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code, field });
    await app.close();
  });

  it('checks a $1 straight when the play type and stake are left out', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/check-numbers?state=GA&number=123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'straight', stake: 1, cost: 1 });
    await app.close();
  });

  it('refuses a state without a prize table or without draws, naming the field', async () => {
    const app = await buildTestApp(t.database());
    const unknown = await app.inject('/api/check-numbers?state=ZZ&number=123&type=box&stake=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_STATE', field: 'state' });
    const empty = await app.inject('/api/check-numbers?state=TX&number=123&type=box&stake=1');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'INVALID_DATE', field: 'from' });
    await app.close();
  });
});
