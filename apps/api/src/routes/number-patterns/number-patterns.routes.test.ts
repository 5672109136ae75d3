import { analyze, NUMBER_SETS, PAIRSUM_GROUPS, SUM12_GROUPS } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 150, ['DAY', 'EVE', 'NITE'], 9);

describeEachDriver('GET /api/number-patterns', (t) => {
  it("counts each pattern value over the analysis' draws, zeros included", async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/number-patterns?state=GA&limit=200&windowSize=400');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const { draws } = analyze(GA_DRAWS, { limit: 200, windowSize: 400 });
    expect(body.state).toBe('GA');
    expect(body.total).toBe(draws.length);
    expect(body.patterns.pairsum.map((p: { value: string }) => p.value)).toEqual([
      ...PAIRSUM_GROUPS,
    ]);
    expect(body.patterns.sum12.map((p: { value: string }) => p.value)).toEqual([...SUM12_GROUPS]);
    expect(body.patterns.numberSet.map((p: { value: string }) => p.value)).toEqual(
      NUMBER_SETS.map(String),
    );
    for (const kind of [
      'pairsum',
      'highLow',
      'oddEven',
      'sum12',
      'numberSet',
      'digitPattern',
    ] as const) {
      const counts = body.patterns[kind] as { value: string; count: number }[];
      expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(draws.length);
      for (const { value, count } of counts) {
        expect(count).toBe(draws.filter((d) => String(d[kind]) === value).length);
      }
    }
    await app.close();
  });

  it('refuses bad parameters like the analysis does', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/number-patterns?state=GA&limit=999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'limit' });
    await app.close();
  });
});
