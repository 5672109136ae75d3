import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { bundledDraws } from '../../testing/bundled-history.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseCaDownload } from '../ca-download/ca-download.source.js';
import { caApiSource, parseCaApi } from './ca-api.source.js';

const page = readFixture('ca/calottery_pastdrawresults_9_1_50.built-from-docs.json');

const withDraws = (draws: unknown[]) => JSON.stringify({ DrawGameId: 9, PreviousDraws: draws });
const drawJson = (drawNumber: number, date: string, digits: string[]) => ({
  DrawNumber: drawNumber,
  DrawDate: `${date}T07:00:00`,
  WinningNumbers: Object.fromEntries(
    digits.map((digit, index) => [String(index), { Number: digit, IsSpecial: false, Name: null }]),
  ),
});

describe('parseCaApi on the DrawGamePastDrawResults JSON (built from the documented format)', () => {
  const draws = parseCaApi(page);

  it('agrees with the official text download on the same draw numbers (#13231–#13242)', () => {
    const download = new Map(
      parseCaDownload(readFixture('ca/calottery_daily3_download_numbers_2015-09-10_slice.txt')).map(
        (d) => [`${d.date} ${d.drawTime}`, d.number],
      ),
    );
    expect(draws).toHaveLength(12);
    for (const draw of draws)
      expect(download.get(`${draw.date} ${draw.drawTime}`)).toBe(draw.number);
  });

  it('reads WinningNumbers in key order although the keys come scrambled', () => {
    expect(draws.find((d) => d.date === '2015-09-08' && d.drawTime === 'EVE')?.number).toBe('600');
    expect(draws.find((d) => d.date === '2015-09-07' && d.drawTime === 'DAY')?.number).toBe('615');
  });

  it('dates the newest lone draw Midday (evening not drawn yet) and the oldest lone draw Evening', () => {
    expect(draws.at(-1)).toEqual({
      state: 'CA',
      date: '2015-09-09',
      drawTime: 'DAY',
      number: '846',
    });
    expect(draws[0]).toEqual({ state: 'CA', date: '2015-09-03', drawTime: 'EVE', number: '474' });
  });

  it('accepts 0-based keys and never reads a special number', () => {
    const special = drawJson(20001, '2026-05-06', ['1', '2', '9']);
    (special.WinningNumbers as Record<string, unknown>)['3'] = {
      Number: '7',
      IsSpecial: true,
      Name: 'Bonus',
    };
    expect(
      parseCaApi(withDraws([special, drawJson(20000, '2026-05-06', ['0', '0', '4'])])),
    ).toEqual([
      { state: 'CA', date: '2026-05-06', drawTime: 'DAY', number: '004' },
      { state: 'CA', date: '2026-05-06', drawTime: 'EVE', number: '129' },
    ]);
  });
});

describe('parseCaApi on a real payload (2026-06-15, trimmed, quoted in a public test)', () => {
  it('reads draws #21105–#21107 as the bundled CA history holds them', () => {
    const real = readFixture('ca/calottery_pastdrawresults_9_2026-06-15_trimmed.json');
    // #21105 is the oldest lone draw: Evening of 06-14, dated by its neighbour #21106 (Midday 06-15).
    expect(parseCaApi(real)).toEqual(
      bundledDraws('CA-daily3.csv', '2026-06-14', '2026-06-15').filter(
        (d) => !(d.date === '2026-06-14' && d.drawTime === 'DAY'),
      ),
    );
    expect(caApiSource.verifiedBy).toEqual([
      'ca/calottery_pastdrawresults_9_2026-06-15_trimmed.json',
    ]);
  });
});

describe('parseCaApi on broken responses', () => {
  it('the literal null answered for a page size above 50 is LAYOUT_CHANGED', () => {
    expectSourceError(() => parseCaApi('null'), 'LAYOUT_CHANGED');
  });

  it('an HTML block page is LAYOUT_CHANGED; no draws is NO_RESULTS', () => {
    expectSourceError(
      () => parseCaApi('<html><body>Request blocked</body></html>'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parseCaApi(withDraws([])), 'NO_RESULTS');
  });

  it('two digits, or a date that is not a date, are INVALID_ROW naming the draw', () => {
    const short = expectSourceError(
      () => parseCaApi(withDraws([drawJson(1, '2026-05-06', ['1', '2'])])),
      'INVALID_ROW',
    );
    expect(short.field).toBe('WinningNumbers');
    expect(short.message).toContain('PreviousDraws[0]');
    const badDate = expectSourceError(
      () => parseCaApi(withDraws([drawJson(1, '2026-02-30', ['1', '2', '3'])])),
      'INVALID_ROW',
    );
    expect(badDate.field).toBe('DrawDate');
  });

  it('three draws on one date is INVALID_ROW', () => {
    const three = [3, 2, 1].map((n) => drawJson(n, '2026-05-06', ['1', '2', String(n)]));
    expectSourceError(() => parseCaApi(withDraws(three)), 'INVALID_ROW');
  });
});

describe('caApiSource', () => {
  it('asks for the first page of 50 Daily 3 draws (a larger page answers null)', () => {
    expect(
      caApiSource.requests({ baseUrl: 'http://127.0.0.1:9', now: new Date(), days: 30 })[0]?.url,
    ).toBe('http://127.0.0.1:9/api/DrawGameApi/DrawGamePastDrawResults/9/1/50');
  });
});
