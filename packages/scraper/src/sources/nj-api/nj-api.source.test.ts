import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { njApiSource, parseNjApi } from './nj-api.source.js';

const page = readFixture('nj/njlottery_api_v1_pick3_draws_page.built-from-docs.json');

describe('parseNjApi on the draw-games JSON (built from the documented format)', () => {
  it('reads the Regular token, keeps its leading zero and skips the draw without results', () => {
    expect(parseNjApi(page)).toEqual([
      { state: 'NJ', date: '2026-05-10', drawTime: 'DAY', number: '362' },
      { state: 'NJ', date: '2026-05-10', drawTime: 'EVE', number: '718' },
      { state: 'NJ', date: '2026-05-11', drawTime: 'DAY', number: '500' },
      { state: 'NJ', date: '2026-05-11', drawTime: 'EVE', number: '047' },
      { state: 'NJ', date: '2026-05-12', drawTime: 'DAY', number: '893' },
      { state: 'NJ', date: '2026-05-12', drawTime: 'EVE', number: '231' },
    ]);
  });

  it('never reads the FIREBALL result', () => {
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
