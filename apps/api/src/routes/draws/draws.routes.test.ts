import { expectedGap, toBoxKey } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';

const DRAWS = [
  { state: 'GA', date: '2025-07-01', drawTime: 'DAY', number: '610' },
  { state: 'GA', date: '2025-07-01', drawTime: 'EVE', number: '222' },
  { state: 'GA', date: '2025-07-01', drawTime: 'NITE', number: '106' },
  { state: 'GA', date: '2025-07-02', drawTime: 'DAY', number: '345' },
  { state: 'GA', date: '2025-07-02', drawTime: 'EVE', number: '016' },
  { state: 'GA', date: '2025-07-03', drawTime: 'NITE', number: '999' },
  { state: 'TX', date: '2025-07-02', drawTime: 'MORN', number: '610' },
] as const;

describeEachDriver('draws routes', (t) => {
  it('GET /api/draws lists a date range newest first, night before evening before day', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/draws?state=ga&from=2025-07-01&to=2025-07-02');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      draws: [
        { date: '2025-07-02', drawTime: 'EVE', timeLabel: 'Evening', number: '016' },
        { date: '2025-07-02', drawTime: 'DAY', timeLabel: 'Day', number: '345' },
        { date: '2025-07-01', drawTime: 'NITE', timeLabel: 'Night', number: '106' },
        { date: '2025-07-01', drawTime: 'EVE', timeLabel: 'Evening', number: '222' },
        { date: '2025-07-01', drawTime: 'DAY', timeLabel: 'Day', number: '610' },
      ],
    });
    await app.close();
  });

  it.each([
    ['from=2025-07-02&to=2025-07-01', 'BAD_REQUEST', 'from'],
    ['from=2024-01-01&to=2025-01-01', 'RANGE_TOO_LARGE', 'to'],
    ['from=2025-02-30&to=2025-03-01', 'INVALID_DATE', 'from'],
    ['from=7/1/2025&to=2025-07-02', 'VALIDATION_ERROR', 'from'],
    ['to=2025-07-02', 'VALIDATION_ERROR', 'from'],
  ])('GET /api/draws refuses %s with 400 %s', async (query, code, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/draws?state=GA&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    await app.close();
  });

  it('GET /api/draws accepts a full year', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/draws?state=GA&from=2024-01-01&to=2024-12-31');
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('GET /api/draws/lookup lists every box hit with the draws since it and the expected gap', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/draws/lookup?state=GA&number=601');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      state: 'GA',
      number: '601',
      boxKey: '016',
      mode: 'box',
      digitType: 'single',
      totalDraws: 6,
      expectedGap: expectedGap('single'),
      hits: [
        { date: '2025-07-02', drawTime: 'EVE', timeLabel: 'Evening', number: '016', drawsSince: 1 },
        { date: '2025-07-01', drawTime: 'NITE', timeLabel: 'Night', number: '106', drawsSince: 3 },
        { date: '2025-07-01', drawTime: 'DAY', timeLabel: 'Day', number: '610', drawsSince: 5 },
      ],
    });
    expect(toBoxKey('601')).toBe('016');
    await app.close();
  });

  it('GET /api/draws/lookup in straight mode keeps exact hits only', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const body = (await app.inject('/api/draws/lookup?state=GA&number=610&mode=straight')).json();
    expect(body.expectedGap).toBe(1000);
    expect(body.hits).toEqual([{ date: '2025-07-01', drawTime: 'DAY', timeLabel: 'Day', number: '610', drawsSince: 5 }]);
    const none = (await app.inject('/api/draws/lookup?state=NY&number=610')).json();
    expect(none).toMatchObject({ totalDraws: 0, hits: [] });
    await app.close();
  });

  it.each([
    ['number=61', 'number'],
    ['number=6100', 'number'],
    ['number=abc', 'number'],
    ['number=610&mode=exact', 'mode'],
    ['number=610&state=Georgia', 'state'],
  ])('GET /api/draws/lookup refuses %s', async (query, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/draws/lookup?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    await app.close();
  });
});
