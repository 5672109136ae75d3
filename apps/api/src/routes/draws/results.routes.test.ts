import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { drawInstant, STATES } from '@pick3/core';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

describeEachDriver('GET /api/draws/results', (t) => {
  it("answers recent results, the month's archive and the holes, in the state's words", async () => {
    // June and July 2025, without the Midday draw of 7/10 (a hole named by the coverage).
    const draws = makeDraws('GA', '2025-07-31', 61, GA_TIMES, 3).filter(
      (d) => !(d.date === '2025-07-10' && d.drawTime === 'DAY'),
    );
    await seedDraws(t.database(), draws);
    const now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60 * 60_000);
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });

    const response = await app.inject('/api/draws/results?state=ga');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const newest = draws.find((d) => d.date === '2025-07-31' && d.drawTime === 'NITE')!;
    expect(body).toMatchObject({
      state: 'GA',
      gameName: 'Georgia Cash 3',
      url: STATES.find((s) => s.code === 'GA')!.url,
      today: '2025-08-01',
      month: '2025-07',
      firstMonth: '2025-06',
      lastMonth: '2025-07',
      drawCount: draws.length,
      totalMissing: 1,
      missing: [{ drawTime: 'DAY', from: '2025-07-10', to: '2025-07-10', count: 1 }],
      disputed: [],
    });
    expect(body.recent).toHaveLength(7);
    expect(body.recent[0]).toEqual({
      date: '2025-07-31',
      draws: GA_TIMES.map((drawTime) => ({
        drawTime,
        name: { DAY: 'Midday', EVE: 'Evening', NITE: 'Night' }[drawTime],
        number: draws.find((d) => d.date === '2025-07-31' && d.drawTime === drawTime)!.number,
      })),
    });
    expect(body.recent[0].draws[2].number).toBe(newest.number);
    expect(body.days).toHaveLength(31);
    expect(body.days[21].date).toBe('2025-07-10');
    expect(body.days[21].draws.map((d: { drawTime: string }) => d.drawTime)).toEqual([
      'EVE',
      'NITE',
    ]);
    expect(body.history.map((h: { name: string; count: number }) => [h.name, h.count])).toEqual([
      ['Midday', 60],
      ['Evening', 61],
      ['Night', 61],
    ]);

    // Another month; a month with nothing stored is an empty archive, not an error.
    const june = (await app.inject('/api/draws/results?state=GA&month=2025-06')).json();
    expect(june.month).toBe('2025-06');
    expect(june.days).toHaveLength(30);
    expect(june.days[0].date).toBe('2025-06-30');
    expect(june.recent[0].date).toBe('2025-07-31');
    const empty = (await app.inject('/api/draws/results?state=GA&month=2020-01')).json();
    expect(empty.days).toEqual([]);
    await app.close();
  });

  it.each([
    ['state=ZZ', 'state'],
    ['state=G1', 'state'],
    ['month=2025-07', 'state'],
    ['state=GA&month=2025-13', 'month'],
    ['state=GA&month=July', 'month'],
    ['state=GA&month=2025-07-01', 'month'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/draws/results?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    await app.close();
  });
});
