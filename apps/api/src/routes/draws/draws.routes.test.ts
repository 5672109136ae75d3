import { classify, gameName, lookupNumber } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

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

  it('GET /api/draws/lookup lists straight and box hits newest first with skips against chance', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/draws/lookup?state=ga&number=601');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      state: 'GA',
      number: '601',
      boxKey: '016',
      digitType: 'single',
      straightHits: [],
      // GA order: 610 (DAY 1st), 222, 106, 345, 016, 999 → draws after each hit: 1, 3, 5.
      // gap: the draws strictly between a hit and the next older one, as on an analysis card.
      boxHits: [
        { date: '2025-07-02', drawTime: 'EVE', number: '016', drawsAgo: 1, gap: 1 },
        { date: '2025-07-01', drawTime: 'NITE', number: '106', drawsAgo: 3, gap: 1 },
        { date: '2025-07-01', drawTime: 'DAY', number: '610', drawsAgo: 5, gap: null },
      ],
      straight: {
        hits: 0,
        drawsSinceLast: null,
        drawsSinceLastAtLeast: false,
        averageSkip: null,
        longestSkip: null,
        expectedSkip: 1000,
      },
      box: {
        hits: 3,
        drawsSinceLast: 1,
        drawsSinceLastAtLeast: false,
        averageSkip: 2,
        longestSkip: 2,
        expectedSkip: 1000 / 6,
      },
      patterns: classify('601'),
      hole: null,
    });
    const straight = (await app.inject('/api/draws/lookup?state=GA&number=610')).json();
    expect(straight.straightHits).toEqual([
      { date: '2025-07-01', drawTime: 'DAY', number: '610', drawsAgo: 5, gap: null },
    ]);
    expect(straight.straight).toMatchObject({ hits: 1, drawsSinceLast: 5 });
    await app.close();
  });

  it('GET /api/draws/lookup counts one draw time with drawTime, and all of them when it is empty', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const evening = (await app.inject('/api/draws/lookup?state=GA&number=061&drawTime=EVE')).json();
    // GA evenings: 222, 016 → 016 is the newest evening draw.
    expect(evening.boxHits).toEqual([
      { date: '2025-07-02', drawTime: 'EVE', number: '016', drawsAgo: 0, gap: null },
    ]);
    expect(evening.box).toMatchObject({ hits: 1, drawsSinceLast: 0 });
    const all = (await app.inject('/api/draws/lookup?state=GA&number=061&drawTime=')).json();
    expect(all.boxHits).toHaveLength(3);
    await app.close();
  });

  it('GET /api/draws/lookup counts no gap across a hole of the history and names it', async () => {
    // Every GA draw of 2025-03-01 → 2025-03-31 is missing.
    const draws = makeDraws('GA', '2025-06-30', 800, ['DAY', 'EVE', 'NITE'], 7).filter(
      (d) => !(d.date >= '2025-03-01' && d.date <= '2025-03-31'),
    );
    await seedDraws(t.database(), draws);
    const app = await buildTestApp(t.database());
    const body = (await app.inject('/api/draws/lookup?state=GA&number=610')).json();
    expect(body.hole).toEqual({ from: '2025-03-01', to: '2025-03-31', missing: 93 });
    const firstAfter = [...body.boxHits]
      .reverse()
      .find((h: { date: string }) => h.date > '2025-03-31');
    expect(firstAfter.gap).toBeNull();
    for (const hit of body.boxHits
      .filter((h: { date: string }) => h.date < '2025-03-01')
      .slice(0, -1))
      expect(hit.gap).not.toBeNull();
    await app.close();
  });

  it('GET /api/draws/lookup answers what core computes on a long history, and sees a new draw at once', async () => {
    const draws = makeDraws('GA', '2025-06-30', 800, ['DAY', 'EVE', 'NITE'], 7);
    await seedDraws(t.database(), draws);
    const app = await buildTestApp(t.database());
    const first = (await app.inject('/api/draws/lookup?state=GA&number=610')).json();
    expect(first).toEqual({ state: 'GA', ...lookupNumber(draws, '610', { state: 'GA' }) });
    expect(first.boxHits.length).toBeGreaterThan(5);
    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-07-01', drawTime: 'DAY', number: '061' },
    ]);
    const second = (await app.inject('/api/draws/lookup?state=GA&number=610')).json();
    expect(second.boxHits[0]).toEqual({
      date: '2025-07-01',
      drawTime: 'DAY',
      number: '061',
      drawsAgo: 0,
      gap: first.boxHits[0].drawsAgo,
    });
    expect(second.box.hits).toBe(first.box.hits + 1);
    await app.close();
  });

  it('GET /api/draws/lookup of a state without draws has no hits', async () => {
    const app = await buildTestApp(t.database());
    const none = (await app.inject('/api/draws/lookup?state=NY&number=777')).json();
    expect(none).toMatchObject({
      state: 'NY',
      boxHits: [],
      straightHits: [],
      box: { hits: 0, expectedSkip: 1000 },
    });
    await app.close();
  });

  it.each([
    ['number=61', 'number'],
    ['number=6100', 'number'],
    ['number=abc', 'number'],
    ['number=610&drawTime=Evening', 'drawTime'],
    ['number=610&drawTime=eve', 'drawTime'],
    ['number=610&state=Georgia', 'state'],
  ])('GET /api/draws/lookup refuses %s', async (query, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/draws/lookup?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    await app.close();
  });

  it('GET /api/draws/export streams the whole history as CSV, oldest first', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/draws/export?state=GA');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="GA-draws-2025-07-01-2025-07-03.csv"',
    );
    const game = gameName('GA');
    expect(response.body).toBe(
      [
        'state,game,date,draw_time,number',
        `GA,${game},2025-07-01,Day,610`,
        `GA,${game},2025-07-01,Evening,222`,
        `GA,${game},2025-07-01,Night,106`,
        `GA,${game},2025-07-02,Day,345`,
        `GA,${game},2025-07-02,Evening,016`,
        `GA,${game},2025-07-03,Night,999`,
        '',
      ].join('\n'),
    );
    await app.close();
  });

  it('GET /api/draws/export as JSON keeps a date range and one draw time', async () => {
    await seedDraws(t.database(), DRAWS);
    const app = await buildTestApp(t.database());
    const response = await app.inject(
      '/api/draws/export?state=GA&from=2025-07-01&to=2025-07-02&drawTime=EVE&format=json',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="GA-draws-2025-07-01-2025-07-02.json"',
    );
    expect(response.json()).toEqual([
      {
        state: 'GA',
        game: gameName('GA'),
        date: '2025-07-01',
        draw_time: 'Evening',
        number: '222',
      },
      {
        state: 'GA',
        game: gameName('GA'),
        date: '2025-07-02',
        draw_time: 'Evening',
        number: '016',
      },
    ]);
    const empty = await app.inject('/api/draws/export?state=NY&format=json');
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-disposition']).toBe(
      'attachment; filename="NY-draws-all-all.json"',
    );
    const header = await app.inject('/api/draws/export?state=GA&from=2030-01-01');
    expect(header.body).toBe('state,game,date,draw_time,number\n');
    await app.close();
  });

  it('GET /api/draws/export reads years of draws page by page without losing or repeating one', async () => {
    const draws = makeDraws('GA', '2025-06-30', 1200, ['DAY', 'EVE', 'NITE'], 3);
    await seedDraws(t.database(), draws);
    const app = await buildTestApp(t.database());
    const csv = (await app.inject('/api/draws/export?state=GA&to=2025-06-29&drawTime=NITE')).body
      .trim()
      .split('\n');
    const expected = draws.filter((d) => d.drawTime === 'NITE' && d.date <= '2025-06-29');
    expect(csv.slice(1)).toEqual(
      expected.map((d) => `GA,${gameName('GA')},${d.date},Night,${d.number}`),
    );
    const json = (
      await app.inject('/api/draws/export?state=GA&format=json&from=0001-01-01&to=9999-12-31')
    ).json();
    expect(json).toHaveLength(draws.length);
    expect(json.map((d: { date: string; number: string }) => d.date + d.number)).toEqual(
      draws.map((d) => d.date + d.number),
    );
    await app.close();
  });

  it('documents the export as CSV and JSON in OpenAPI', async () => {
    const app = await buildTestApp(t.database());
    const doc = (await app.inject('/docs/json')).json();
    const ok = doc.paths['/api/draws/export'].get.responses['200'];
    expect(Object.keys(ok.content).sort()).toEqual(['application/json', 'text/csv']);
    expect(ok.content['application/json'].schema.items.required).toEqual([
      'state',
      'game',
      'date',
      'draw_time',
      'number',
    ]);
    await app.close();
  });

  it.each([
    ['from=2025-02-30', 'INVALID_DATE', 'from'],
    ['to=2025-13-01', 'INVALID_DATE', 'to'],
    ['from=2025-07-02&to=2025-07-01', 'BAD_REQUEST', 'from'],
    ['from=7/1/2025', 'VALIDATION_ERROR', 'from'],
    ['format=xml', 'VALIDATION_ERROR', 'format'],
    ['drawTime=Eve', 'VALIDATION_ERROR', 'drawTime'],
    ['state=Georgia', 'VALIDATION_ERROR', 'state'],
  ])('GET /api/draws/export refuses %s with 400 %s', async (query, code, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject(`/api/draws/export?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    await app.close();
  });
});
