import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { bundledDraws } from '../../testing/bundled-history.js';
import { readFixture } from '../../testing/fixtures.js';
import { njApiSource, parseNjApi } from './nj-api.source.js';

const page = readFixture('nj/njlottery_api_v1_pick3_draws_page.built-from-docs.json');

describe('parseNjApi on the draw-games JSON (built from the documented format)', () => {
  it('reads the Regular token, keeps its leading zero and skips the draw without results', () => {
    const draws = parseNjApi(page);
    expect(draws.every((draw) => draw.state === 'NJ')).toBe(true);
    // Midday and Evening of three days, oldest first (the fixture's draws are made up).
    expect(draws.map(({ date, drawTime, number }) => `${date} ${drawTime} ${number}`)).toEqual([
      '2026-05-10 DAY 362',
      '2026-05-10 EVE 718',
      '2026-05-11 DAY 500',
      '2026-05-11 EVE 047',
      '2026-05-12 DAY 893',
      '2026-05-12 EVE 231',
    ]);
  });

  it('never reads the FIREBALL result as the number', () => {
    const onlyFireball = JSON.stringify({
      draws: [
        {
          name: 'EVENING',
          drawTime: 1778641020000,
          results: [{ drawType: 'FIREBALL', primary: ['FB-4', '431', '241'] }],
        },
      ],
    });
    expectSourceError(() => parseNjApi(onlyFireball), 'LAYOUT_CHANGED');
  });

  it('a page without draws is NO_RESULTS, an error object is LAYOUT_CHANGED', () => {
    expectSourceError(() => parseNjApi('{"draws":[],"nextPageUrl":null}'), 'NO_RESULTS');
    expectSourceError(
      () => parseNjApi('{"status":500,"error":"Internal Server Error"}'),
      'LAYOUT_CHANGED',
    );
  });

  it('a four-digit Regular token (a Pick 4 draw) is INVALID_ROW', () => {
    const pick4 = JSON.stringify({
      draws: [
        {
          name: 'EVENING',
          drawTime: 1778641020000,
          results: [{ drawType: 'Regular', primary: ['4312'] }],
        },
      ],
    });
    expectSourceError(() => parseNjApi(pick4), 'INVALID_ROW');
  });
});

describe('parseNjApi on a real payload (2026-06-15, trimmed, quoted in a public test)', () => {
  const real = readFixture('nj/njlottery_api_v1_pick3_draws_2026-06-15_trimmed.json');

  it('reads both draws as the bundled NJ history holds them, each with its Fireball', () => {
    const draws = parseNjApi(real);
    expect(
      draws.map(({ state, date, drawTime, number }) => ({ state, date, drawTime, number })),
    ).toEqual(bundledDraws('NJ-pick3.csv', '2026-06-15', '2026-06-15'));
    // The FIREBALL results are ["FB-6","642","962","946"] (Midday) and ["FB-4","446","246","244"].
    expect(draws.map((d) => `${d.drawTime} ${d.number} FB ${d.extraBall}`)).toEqual([
      'DAY 942 FB 6',
      'EVE 246 FB 4',
    ]);
  });

  it('says it is verified by that payload', () => {
    expect(njApiSource.verified).toBe(true);
    expect(njApiSource.verifiedBy).toEqual([
      'nj/njlottery_api_v1_pick3_draws_2026-06-15_trimmed.json',
    ]);
  });
});

describe('njApiSource', () => {
  it('asks the v1 endpoint for Pick 3', () => {
    const [request] = njApiSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date('2026-05-13T00:00:00Z'),
      days: 3,
    });
    expect(request?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/api\/v1\/draw-games\/draws\/page\?game-names=Pick%203&/,
    );
  });
});
