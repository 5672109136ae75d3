import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { bundledDraws } from '../../testing/bundled-history.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseTxCsv, txCsvSource } from './tx-csv.source.js';

const evening = readFixture('tx/pick3evening_csv_2026-06_slice.csv');
const morning = readFixture('tx/pick3morning_csv_2016-04_slice.csv');
/** The tails of the real files, cut at a character offset: the first line is a cut line, dropped. */
const tail = (file: string): string => readFixture(file).split('\n').slice(1).join('\n');
const day = tail('tx/pick3day_csv_offset226900-227280.chunk.csv');
const night = tail('tx/pick3night_csv_offset320880-324880.chunk.csv');

describe('parseTxCsv on the official per-draw-time CSVs', () => {
  it('reads the 9-column evening file across the Fireball launch, the Fireball beside the draw', () => {
    const draws = parseTxCsv(evening, { drawTime: 'EVE' });
    expect(draws).toHaveLength(47);
    expect(draws.every((draw) => draw.state === 'TX' && draw.drawTime === 'EVE')).toBe(true);
    expect(draws[0]).toEqual({ state: 'TX', date: '2013-09-09', drawTime: 'EVE', number: '362' });
    // Last Sum row (…,9,2,7,18,) and first Fireball row (…,7,7,6,,2): the 2 is the Fireball.
    expect(draws.find((draw) => draw.date === '2019-04-27')).toEqual({
      state: 'TX',
      date: '2019-04-27',
      drawTime: 'EVE',
      number: '927',
    });
    expect(draws.find((draw) => draw.date === '2019-04-29')).toMatchObject({
      number: '776',
      extraBall: '2',
    });
    expect(draws.at(-1)).toMatchObject({ date: '2026-06-10', drawTime: 'EVE', number: '983' });
    expect(draws.filter((draw) => draw.date >= '2019-04-29').every((d) => d.extraBall)).toBe(true);
  });

  it('reads the real Day and Night tails (2026), each with its Fireball, equal to the bundled history', () => {
    const days = parseTxCsv(day, { drawTime: 'DAY' });
    // 5/28 → 6/10/2026 without the two Sundays.
    expect(days).toHaveLength(12);
    expect(days.at(-1)?.date).toBe('2026-06-10');
    const nights = parseTxCsv(night, { drawTime: 'NITE' });
    expect(nights[0]).toMatchObject({ date: '2026-01-14', number: '398', extraBall: '7' });
    for (const draws of [days, nights]) {
      expect(draws.every((d) => /^[0-9]$/.test(d.extraBall ?? ''))).toBe(true);
      const first = draws[0]!.date;
      const last = draws.at(-1)!.date;
      expect(draws.map(({ extraBall: _fireball, ...digits }) => digits)).toEqual(
        bundledDraws('TX-pick3.csv', first, last).filter((d) => d.drawTime === draws[0]!.drawTime),
      );
    }
  });

  it('reads the 8-column pre-2019 morning file and keeps leading zeros', () => {
    const draws = parseTxCsv(morning);
    expect(draws).toHaveLength(25);
    expect(draws.every((draw) => draw.drawTime === 'MORN')).toBe(true);
    expect(draws.find((draw) => draw.date === '2013-09-23')?.number).toBe('064');
    expect(draws.at(-1)).toEqual({
      state: 'TX',
      date: '2016-04-12',
      drawTime: 'MORN',
      number: '469',
    });
  });

  it('returns draws in chronological order and has no Sunday', () => {
    const dates = parseTxCsv(evening).map((draw) => draw.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.some((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
  });

  it('accepts CRLF line endings (the originals may have had them)', () => {
    expect(parseTxCsv(morning.replace(/\n/g, '\r\n'))).toEqual(parseTxCsv(morning));
  });
});

describe('parseTxCsv on broken responses', () => {
  it('an empty body is NO_RESULTS', () => {
    expectSourceError(() => parseTxCsv(''), 'NO_RESULTS');
    expectSourceError(() => parseTxCsv('\n\n'), 'NO_RESULTS');
  });

  it('an HTML error page is LAYOUT_CHANGED', () => {
    const error = expectSourceError(
      () => parseTxCsv('<html><body>Site maintenance</body></html>'),
      'LAYOUT_CHANGED',
    );
    expect(error.line).toBe(1);
  });

  it('a file of another draw time than requested is LAYOUT_CHANGED', () => {
    expectSourceError(() => parseTxCsv(morning, { drawTime: 'EVE' }), 'LAYOUT_CHANGED');
  });

  it('a bad digit is INVALID_ROW naming the line and field, and nothing is returned', () => {
    const broken = evening.replace(
      'Pick 3 Evening,4,29,2019,7,7,6,,2',
      'Pick 3 Evening,4,29,2019,7,X,6,,2',
    );
    const error = expectSourceError(() => parseTxCsv(broken), 'INVALID_ROW');
    expect(error.line).toBe(25);
    expect(error.field).toBe('Num1-Num3');
    expect(error.message).toMatch(/line 25/);
  });

  it('an impossible date is INVALID_ROW', () => {
    const error = expectSourceError(
      () => parseTxCsv('Pick 3 Day,2,30,2024,1,2,3,,4\n'),
      'INVALID_ROW',
    );
    expect(error.field).toBe('Month/Day/Year');
  });

  it('an unknown draw time in the game name is INVALID_ROW', () => {
    expectSourceError(() => parseTxCsv('Pick 3 Afternoon,2,3,2024,1,2,3,,4\n'), 'INVALID_ROW');
  });
});

describe('txCsvSource', () => {
  it('asks for the four per-draw-time files under the overridable base URL', () => {
    const requests = txCsvSource.requests({
      baseUrl: 'http://127.0.0.1:9/tx/',
      now: new Date(),
      days: 30,
    });
    expect(requests.map((request) => request.url)).toEqual(
      ['morning', 'day', 'evening', 'night'].map(
        (time) =>
          `http://127.0.0.1:9/tx/export/sites/lottery/Games/Pick_3/Winning_Numbers/pick3${time}.csv`,
      ),
    );
    expect(requests.map((request) => request.ctx.drawTime)).toEqual(['MORN', 'DAY', 'EVE', 'NITE']);
    expect(txCsvSource.requests({ now: new Date(), days: 30 })[0]?.url).toMatch(
      /^https:\/\/www\.texaslottery\.com\//,
    );
  });
});
