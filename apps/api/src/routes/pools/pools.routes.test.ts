import { analyze, poolAnalysis, poolMembers } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 200, ['DAY', 'EVE', 'NITE'], 11);

describeEachDriver('GET /api/pools/:poolId', (t) => {
  it.each([
    ['1-1', '', 'Eve', 730],
    ['1,2', '?drawTime=Day', 'Day', 730],
    ['2-2', '?drawTime=NITE&limit=50', 'Nite', 50],
    ['Pool 2,1', '?drawTime=evening&state=GA', 'Eve', 730],
  ] as const)('answers core poolAnalysis for %s%s', async (poolId, query, timeFilter, limit) => {
    await seedDraws(t.database(), GA_DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/pools/${encodeURIComponent(poolId)}${query}`);
    expect(response.statusCode).toBe(200);
    const id = poolId.replace('Pool ', '').replace(',', '-') as '1-1';
    const expected = poolAnalysis(analyze(GA_DRAWS, { timeFilter, limit }), id);
    expect(response.json()).toEqual({ ...expected, totalCount: poolMembers(id).length });
    expect(expected.removedNumbers.length).toBeGreaterThan(0);
    await app.close();
  });

  it('keeps every member remaining before any Georgia draw is stored', async () => {
    const app = await buildTestApp(t.database());
    const body = (await app.inject('/api/pools/2-2')).json();
    expect(body.removedNumbers).toEqual([]);
    expect(body.remainingNumbers).toHaveLength(70);
    expect(body).toMatchObject({ id: '2,2', totalCount: 70 });
    await app.close();
  });

  it.each([
    ['/api/pools/3-3', 'INVALID_POOL', 'poolId'],
    ['/api/pools/1-1?drawTime=Morning', 'VALIDATION_ERROR', 'drawTime'],
    ['/api/pools/1-1?drawTime=noon', 'VALIDATION_ERROR', 'drawTime'],
    ['/api/pools/1-1?limit=0', 'VALIDATION_ERROR', 'limit'],
    ['/api/pools/1-1?state=TX', 'VALIDATION_ERROR', 'state'],
  ])('refuses %s with 400 %s', async (url, code, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code, field });
    await app.close();
  });
});
