import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { flApiSource, parseFlApi } from './fl-api.source.js';

const current = readFixture('fl/floridalottery_searchgames_pick3_2025-07.built-from-docs.json');
const beforeFireball = readFixture(
  'fl/floridalottery_searchgames_pick3_2018-08_fb-hole.built-from-docs.json',
);

describe('parseFlApi on the searchgames JSON (built from the documented format)', () => {
  it('reads wn1..wn3 by type, keeps leading zeros and the Fireball (fb) beside the draw', () => {
    const draws = parseFlApi(current);
    expect(draws).toHaveLength(6);
    expect(draws.slice(-2)).toEqual([
      { state: 'FL', date: '2025-07-25', drawTime: 'DAY', number: '915', extraBall: '6' },
      { state: 'FL', date: '2025-07-25', drawTime: 'EVE', number: '047', extraBall: '2' },
    ]);
    // Before the Fireball (the empty "NumberPick": ,) a draw has none.
    expect(parseFlApi(beforeFireball).some((d) => d.extraBall !== undefined)).toBe(false);
  });

  it('repairs the pre-Fireball answers whose "NumberPick": , is not JSON', () => {
    expect(() => JSON.parse(beforeFireball)).toThrow(SyntaxError);
    const draws = parseFlApi(beforeFireball);
    expect(draws.map((d) => `${d.date} ${d.drawTime} ${d.number}`)).toEqual([
      '2018-08-01 DAY 000',
      '2018-08-01 EVE 428',
      '2018-08-02 DAY 218',
      '2018-08-02 EVE 844',
      '2018-08-03 DAY 987',
      '2018-08-03 EVE 318',
    ]);
  });

  it('reads the digits by NumberType, not by position', () => {
    const shuffled = JSON.stringify([
      {
        DrawDate: '07/25/2025 12:00:00 AM',
        DrawType: 'EVENING',
        DrawNumbers: [
          { NumberPick: 2, NumberType: 'fb' },
          { NumberPick: 7, NumberType: 'wn3' },
          { NumberPick: 0, NumberType: 'wn1' },
          { NumberPick: 4, NumberType: 'wn2' },
        ],
      },
    ]);
    expect(parseFlApi(shuffled)[0]?.number).toBe('047');
  });
});

describe('parseFlApi on broken responses', () => {
  it('the 400 body for an old range, or an object, is LAYOUT_CHANGED', () => {
    expectSourceError(() => parseFlApi('endDate cannot be before 2 years'), 'LAYOUT_CHANGED');
    expectSourceError(
      () => parseFlApi('{"statusCode":401,"message":"Access denied"}'),
      'LAYOUT_CHANGED',
    );
  });

  it('an empty array is NO_RESULTS', () => {
    expectSourceError(() => parseFlApi('[]'), 'NO_RESULTS');
  });

  it('a missing digit is INVALID_ROW naming the field', () => {
    const missing = current.replace('"NumberType": "wn2"', '"NumberType": "wn9"');
    const error = expectSourceError(() => parseFlApi(missing), 'INVALID_ROW');
    expect(error.field).toBe('DrawNumbers.wn2');
  });

  it('an unknown DrawType is INVALID_ROW', () => {
    expect(
      expectSourceError(() => parseFlApi(current.replace('"MIDDAY"', '"MATINEE"')), 'INVALID_ROW')
        .field,
    ).toBe('DrawType');
  });
});

describe('flApiSource', () => {
  it('asks game 104 for the last N days in DD-MON-YYYY with the x-partner header', () => {
    const [request] = flApiSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date('2025-07-26T02:00:00Z'),
      days: 30,
    });
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/drawgamesapp/searchgames');
    expect(url.searchParams.get('id')).toBe('104');
    // 02:00 UTC on July 26 is July 25 in Florida.
    expect(url.searchParams.get('endDate')).toBe('25-JUL-2025');
    expect(url.searchParams.get('startDate')).toBe('25-JUN-2025');
    expect(request?.headers).toMatchObject({
      'x-partner': 'web',
      origin: 'https://floridalottery.com',
      referer: 'https://floridalottery.com/',
    });
  });
});
