import { BOX_KEYS, skipsTable } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';
import { SKIPS_NOTE, SkipsResponseSchema } from '@pick3/contract';

describeEachDriver('skips routes', (t) => {
  it('GET /api/skips answers the box table of core with the chi-square and the note', async () => {
    const draws = makeDraws('GA', '2025-06-30', 600, ['DAY', 'EVE', 'NITE'], 11);
    await seedDraws(t.database(), [...draws, ...makeDraws('TX', '2025-06-30', 30, ['DAY'], 2)]);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/skips?state=ga&mode=box&window=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(SkipsResponseSchema, body)).toBe(true);
    const table = skipsTable(draws, { mode: 'box', windowDraws: 100 });
    expect(body).toEqual({
      state: 'GA',
      mode: 'box',
      window: 100,
      windowDraws: 100,
      hole: null,
      rows: table.rows,
      chiSquare: table.chiSquare,
      degreesOfFreedom: 219,
      pValue: table.pValue,
      note: SKIPS_NOTE,
    });
    expect(body.rows.map((r: { key: string }) => r.key)).toEqual(BOX_KEYS);
    expect(body.rows.reduce((a: number, r: { hitsAllTime: number }) => a + r.hitsAllTime, 0)).toBe(
      draws.length,
    );
    expect(
      body.rows.reduce((a: number, r: { hitsInWindow: number }) => a + r.hitsInWindow, 0),
    ).toBe(100);
    expect(body.note).toBe(
      'Skips do not change the odds of the next draw: every number is equally likely each draw.',
    );
    await app.close();
  });

  it('GET /api/skips in straight mode at one draw time, over the whole history without a window', async () => {
    const draws = makeDraws('GA', '2025-06-30', 400, ['DAY', 'EVE', 'NITE'], 5);
    await seedDraws(t.database(), draws);
    const app = await buildTestApp(t.database());
    const body = (await app.inject('/api/skips?state=GA&mode=straight&drawTime=EVE')).json();
    const table = skipsTable(draws, { mode: 'straight', drawTime: 'EVE' });
    expect(body).toMatchObject({
      mode: 'straight',
      window: null,
      degreesOfFreedom: 999,
      chiSquare: table.chiSquare,
    });
    expect(body.rows).toEqual(table.rows);
    expect(body.rows.reduce((a: number, r: { hitsAllTime: number }) => a + r.hitsAllTime, 0)).toBe(
      400,
    );
    const defaults = (await app.inject('/api/skips?state=GA&drawTime=')).json();
    expect(defaults).toMatchObject({ mode: 'box', window: null });
    expect(defaults.rows).toEqual(skipsTable(draws, { mode: 'box' }).rows);
    await app.close();
  });

  it('GET /api/skips counts no skip across a hole: "≥ the draws after it", with the hole named', async () => {
    // GA Evening draws of 2025-03-01 → 2025-03-31 are missing: 31 days.
    const draws = makeDraws('GA', '2025-06-30', 400, ['DAY', 'EVE', 'NITE'], 5).filter(
      (d) => !(d.drawTime === 'EVE' && d.date >= '2025-03-01' && d.date <= '2025-03-31'),
    );
    await seedDraws(t.database(), draws);
    const app = await buildTestApp(t.database());
    const body = (
      await app.inject('/api/skips?state=GA&mode=straight&drawTime=EVE&window=730')
    ).json();
    expect(Value.Check(SkipsResponseSchema, body)).toBe(true);
    const after = draws.filter((d) => d.drawTime === 'EVE' && d.date > '2025-03-31').length;
    expect(body).toMatchObject({
      window: 730,
      windowDraws: after,
      hole: { from: '2025-03-01', to: '2025-03-31', missing: 31 },
    });
    expect(body.rows).toEqual(
      skipsTable(draws, { mode: 'straight', drawTime: 'EVE', state: 'GA' }).rows,
    );
    const bounded = body.rows.filter((r: { currentSkipAtLeast: boolean }) => r.currentSkipAtLeast);
    expect(bounded.length).toBeGreaterThan(0);
    for (const row of bounded) expect(row.currentSkip).toBe(after);
    // The Night draws have no hole.
    const night = (await app.inject('/api/skips?state=GA&mode=straight&drawTime=NITE')).json();
    expect(night.hole).toBeNull();
    await app.close();
  });

  it('GET /api/skips is cached with an ETag until a draw arrives', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-06-30', 100, ['EVE'], 9));
    const app = await buildTestApp(t.database());
    const first = await app.inject('/api/skips?state=GA');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(
      (await app.inject({ url: '/api/skips?state=GA', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-07-01', drawTime: 'EVE', number: '610' },
    ]);
    const second = await app.inject({
      url: '/api/skips?state=GA',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(200);
    const row = second.json().rows.find((r: { key: string }) => r.key === '016');
    expect(row.currentSkip).toBe(0);
    expect(
      second.json().rows.reduce((a: number, r: { hitsAllTime: number }) => a + r.hitsAllTime, 0),
    ).toBe(101);
    await app.close();
  });

  it('GET /api/skips of a state without draws has empty counts and p = 1', async () => {
    const app = await buildTestApp(t.database());
    const body = (await app.inject('/api/skips?state=NY')).json();
    expect(body).toMatchObject({ state: 'NY', chiSquare: 0, pValue: 1 });
    expect(body.rows).toHaveLength(220);
    expect(
      body.rows.every(
        (r: { hitsAllTime: number; currentSkip: null }) =>
          r.hitsAllTime === 0 && r.currentSkip === null,
      ),
    ).toBe(true);
    await app.close();
  });

  it.each([
    ['mode=exact', 'mode'],
    ['window=0', 'window'],
    ['window=1.5', 'window'],
    ['window=100001', 'window'],
    ['drawTime=Eve', 'drawTime'],
    ['state=Georgia', 'state'],
  ])('GET /api/skips refuses %s naming the field', async (query, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/skips?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    await app.close();
  });
});
