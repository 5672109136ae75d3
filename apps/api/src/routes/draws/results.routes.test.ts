import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { drawInstant } from '@pick3/core';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

describeEachDriver('GET /api/draws/results', (t) => {
  it("answers a state's results page in any case, and another month when asked", async () => {
    // What the page holds (recent results, the archive, the holes) is services/results.service.test.ts.
    const draws = makeDraws('GA', '2025-07-31', 61, GA_TIMES, 3);
    await seedDraws(t.database(), draws);
    const now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60 * 60_000);
    const app = await buildTestApp(t.database(), {}, { states: { now: () => now } });

    const response = await app.inject('/api/draws/results?state=ga');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      state: 'GA',
      gameName: 'Georgia Cash 3',
      today: '2025-08-01',
      month: '2025-07',
      drawCount: draws.length,
      totalMissing: 0,
    });
    expect(body.recent[0].draws[2]).toEqual({
      drawTime: 'NITE',
      name: 'Night',
      number: draws.find((d) => d.date === '2025-07-31' && d.drawTime === 'NITE')!.number,
    });
    const june = (await app.inject('/api/draws/results?state=GA&month=2025-06')).json();
    expect(june.month).toBe('2025-06');
    expect(june.days).toHaveLength(30);
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
