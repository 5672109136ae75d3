import { STATES } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

describeEachDriver('GET /api/states', (t) => {
  it('lists every state, TX first, with game, site and stored draws', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 10, ['DAY', 'EVE'], 1));
    await seedDraws(t.database(), makeDraws('TX', '2025-07-30', 5, ['MORN'], 2));
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/states');
    expect(response.statusCode).toBe(200);
    const { states } = response.json();
    expect(states).toHaveLength(STATES.length);
    expect(states[0]).toEqual({
      code: 'TX',
      name: 'Texas',
      gameName: STATES.find((s) => s.code === 'TX')!.gameName,
      url: STATES.find((s) => s.code === 'TX')!.url,
      drawCount: 5,
      firstDate: '2025-07-26',
      lastDate: '2025-07-30',
    });
    const codes = states.slice(1).map((s: { code: string }) => s.code);
    expect(codes).toEqual([...codes].sort());
    expect(states.find((s: { code: string }) => s.code === 'GA')).toMatchObject({ drawCount: 20, firstDate: '2025-07-22', lastDate: '2025-07-31' });
    expect(states.find((s: { code: string }) => s.code === 'NY')).toMatchObject({ drawCount: 0, firstDate: null, lastDate: null });
    await app.close();
  });
});
