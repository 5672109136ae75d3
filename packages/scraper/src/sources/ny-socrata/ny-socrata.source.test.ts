import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { nySocrataSource, parseNySocrataCsv, parseNySocrataJson } from './ny-socrata.source.js';

const exportCsv = readFixture('ny/data_ny_gov_hsys-3def_export_slice.csv');
const resourceJson = readFixture('ny/data_ny_gov_hsys-3def_resource.built-from-docs.json');

const numbersOn = (draws: { date: string; drawTime: string; number: string }[], date: string) =>
  draws.filter((draw) => draw.date === date).map((draw) => `${draw.drawTime} ${draw.number}`);

describe('parseNySocrataCsv on the real data.ny.gov export', () => {
  const draws = parseNySocrataCsv(exportCsv);

  it('reads both Numbers columns of every row (Midday only from December 2001)', () => {
    expect(draws).toHaveLength(81 + 110);
    expect(draws.every((draw) => draw.state === 'NY' && /^\d{3}$/.test(draw.number))).toBe(true);
    expect(numbersOn(draws, '2001-12-01')).toEqual(['EVE 820']);
    expect(numbersOn(draws, '2001-12-02')).toEqual(['DAY 697', 'EVE 550']);
  });

  it('zero-pads the stripped numbers', () => {
    expect(numbersOn(draws, '2025-09-28')).toEqual(['DAY 367', 'EVE 084']);
    expect(numbersOn(draws, '2020-08-25')).toEqual(['DAY 660', 'EVE 007']);
    expect(numbersOn(draws, '1980-09-06')).toEqual(['EVE 002']);
    // Rows of 2020-09 … 2024-07 keep their padding.
    expect(numbersOn(draws, '2020-09-25')).toEqual(['DAY 040', 'EVE 766']);
  });

  it('never reads Win 4, a Sum or a Booster', () => {
    expect(numbersOn(draws, '2025-09-25')).toEqual(['DAY 898', 'EVE 152']); // Evening Win 4 "144"
    expect(numbersOn(draws, '2018-09-09')).toEqual(['DAY 832', 'EVE 991']); // Sums 13 and 19
    expect(numbersOn(draws, '2019-04-13')).toEqual(['DAY 029', 'EVE 909']); // Boosters 5 and 5
  });

  it('sorts the unsorted rows and keeps both rows of a duplicated date for ingest to reconcile', () => {
    const keys = draws.map((draw) => `${draw.date} ${draw.drawTime}`);
    expect([...keys].sort()).toEqual(keys); // DAY < EVE sorts the same as text
    expect(draws[0]).toEqual({ state: 'NY', date: '1980-09-02', drawTime: 'EVE', number: '255' });
    expect(draws.at(-1)).toEqual({
      state: 'NY',
      date: '2025-09-29',
      drawTime: 'EVE',
      number: '291',
    });
    expect(numbersOn(draws, '1985-02-14').sort()).toEqual(['EVE 013', 'EVE 405']);
  });

  it('also reads the API .csv header (draw_date, midday_daily, evening_daily)', () => {
    const apiCsv =
      'draw_date,midday_daily,evening_daily,midday_win_4,evening_win_4\n2025-09-28T00:00:00.000,367,84,3447,1950\n';
    expect(parseNySocrataCsv(apiCsv)).toEqual([
      { state: 'NY', date: '2025-09-28', drawTime: 'DAY', number: '367' },
      { state: 'NY', date: '2025-09-28', drawTime: 'EVE', number: '084' },
    ]);
  });

  it('keeps a quoted comma or line break inside its cell (RFC 4180), and names the next row by its own line', () => {
    const csv =
      'draw_date,midday_daily,evening_daily,note\n' +
      '2025-09-28T00:00:00.000,367,84,"late, see\nbulletin"\n' +
      '2025-09-29T00:00:00.000,12,8a,\n';
    const error = expectSourceError(() => parseNySocrataCsv(csv), 'INVALID_ROW');
    expect(error.line).toBe(4);
    expect(parseNySocrataCsv(csv.replace('8a', '5'))).toEqual([
      { state: 'NY', date: '2025-09-28', drawTime: 'DAY', number: '367' },
      { state: 'NY', date: '2025-09-28', drawTime: 'EVE', number: '084' },
      { state: 'NY', date: '2025-09-29', drawTime: 'DAY', number: '012' },
      { state: 'NY', date: '2025-09-29', drawTime: 'EVE', number: '005' },
    ]);
  });
});

describe('parseNySocrataJson on the Socrata JSON shape', () => {
  it('agrees with the CSV export on the same dates and leaves out absent fields', () => {
    const fromJson = parseNySocrataJson(resourceJson);
    const fromCsv = parseNySocrataCsv(exportCsv);
    const dates = new Set(fromJson.map((draw) => draw.date));
    expect(dates.size).toBe(8);
    expect(fromJson).toEqual(fromCsv.filter((draw) => dates.has(draw.date)));
    expect(numbersOn(fromJson, '2001-12-01')).toEqual(['EVE 820']);
  });
});

describe('NY parsers on broken responses', () => {
  it('an empty CSV is NO_RESULTS; a header alone is NO_RESULTS', () => {
    expectSourceError(() => parseNySocrataCsv(''), 'NO_RESULTS');
    expectSourceError(() => parseNySocrataCsv(exportCsv.split('\n')[0] + '\n'), 'NO_RESULTS');
  });

  it('a CSV without the Numbers columns is LAYOUT_CHANGED', () => {
    expectSourceError(
      () => parseNySocrataCsv('Draw Date,Winning Numbers\n09/29/2025,01 02 03\n'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parseNySocrataCsv('<!DOCTYPE html><html>…</html>'), 'LAYOUT_CHANGED');
  });

  it('a bad value is INVALID_ROW with line and column', () => {
    const broken = exportCsv.replace('09/28/2025,367,,84,', '09/28/2025,367,,8a,');
    const error = expectSourceError(() => parseNySocrataCsv(broken), 'INVALID_ROW');
    expect(error.line).toBe(110);
    expect(error.field).toBe('Evening Daily #');
  });

  it('JSON that is not an array of rows is LAYOUT_CHANGED; an empty array is NO_RESULTS', () => {
    expectSourceError(
      () => parseNySocrataJson('{"error":true,"message":"query failed"}'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parseNySocrataJson('[{"midday_daily":"123"}]'), 'LAYOUT_CHANGED');
    expectSourceError(() => parseNySocrataJson('<html>'), 'LAYOUT_CHANGED');
    expectSourceError(() => parseNySocrataJson('[]'), 'NO_RESULTS');
  });

  it('a four-digit value in a Numbers field is INVALID_ROW', () => {
    const error = expectSourceError(
      () => parseNySocrataJson('[{"draw_date":"2025-09-28T00:00:00.000","evening_daily":"1950"}]'),
      'INVALID_ROW',
    );
    expect(error.field).toBe('evening_daily');
  });
});

describe('parseNySocrataCsv with ctx.since (the whole export fetched, the last N days kept)', () => {
  it('keeps only the draws dated on or after since, still validating every row', () => {
    expect(parseNySocrataCsv(exportCsv, { since: '2025-09-28' })).toEqual([
      { state: 'NY', date: '2025-09-28', drawTime: 'DAY', number: '367' },
      { state: 'NY', date: '2025-09-28', drawTime: 'EVE', number: '084' },
      { state: 'NY', date: '2025-09-29', drawTime: 'DAY', number: '188' },
      { state: 'NY', date: '2025-09-29', drawTime: 'EVE', number: '291' },
    ]);
    const broken = exportCsv.replace('09/24/2020,433,', '09/24/2020,4x3,');
    expectSourceError(() => parseNySocrataCsv(broken, { since: '2025-09-28' }), 'INVALID_ROW');
  });

  it('a file whose rows all predate since is an empty answer; an empty file is still NO_RESULTS', () => {
    expect(parseNySocrataCsv(exportCsv, { since: '2025-09-30' })).toEqual([]);
    expectSourceError(() => parseNySocrataCsv('', { since: '2025-09-30' }), 'NO_RESULTS');
  });
});

describe('nySocrataSource', () => {
  it('fetches the CSV export (the proven format) and keeps the last N days, New York dates', () => {
    const [request, ...more] = nySocrataSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date('2025-10-01T03:00:00Z'),
      days: 30,
    });
    expect(more).toEqual([]);
    expect(request?.url).toBe(
      'http://127.0.0.1:9/api/views/hsys-3def/rows.csv?accessType=DOWNLOAD',
    );
    // 03:00 UTC on Oct 1 is still Sep 30 in New York.
    expect(request?.ctx.since).toBe('2025-08-31');
    expect(nySocrataSource.parse(exportCsv, request?.ctx)).toHaveLength(16); // 09/22…29
    expect(nySocrataSource.verified).toBe(true);
  });
});
