import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseGaResultsText } from './ga-results.source.js';

const pdfSpaced = readFixture(
  'ga/galottery_cash3_winning_numbers_2025-07-19_to_07-25.pdftotext-layout.txt',
);
const pdfTokens = readFixture(
  'ga/galottery_cash3_winning_numbers_2025-07-26_to_08-01.pdftotext-layout.txt',
);
const listing1993 = readFixture('ga/ga_cash3_results_table_text_1993-2013_slice.txt');
const listing2019 = readFixture('ga/ga_cash3_results_table_text_2019-11_slice.txt');

const keyed = (text: string) =>
  new Map(parseGaResultsText(text).map((d) => [`${d.date} ${d.drawTime}`, d.number]));

describe('parseGaResultsText on the official winning-numbers PDF (pdftotext -layout)', () => {
  it('reads digits printed apart ("3 7 7")', () => {
    const draws = parseGaResultsText(pdfSpaced);
    expect(draws).toHaveLength(20);
    expect(draws[0]).toEqual({ state: 'GA', date: '2025-07-19', drawTime: 'EVE', number: '022' });
    expect(draws.at(-1)).toEqual({
      state: 'GA',
      date: '2025-07-25',
      drawTime: 'NITE',
      number: '377',
    });
  });

  it('reads digits printed as one token ("790") and does not mistake Winners for digits', () => {
    const draws = keyed(pdfTokens);
    expect(draws.size).toBe(20);
    expect(draws.get('2025-08-01 NITE')).toBe('790');
    expect(draws.get('2025-07-31 EVE')).toBe('999'); // 7,915 winners
    expect(draws.get('2025-07-27 DAY')).toBe('493');
  });
});

describe('parseGaResultsText on copies of the results listing', () => {
  it('reads the one-line 1993–2013 listing and skips the Evening Bonus draws', () => {
    const draws = keyed(listing1993);
    expect(draws.size).toBe(51 - 5);
    expect(draws.get('2013-10-07 EVE')).toBe('711');
    expect(draws.get('1993-08-10 EVE')).toBe('170');
    // 11-13-2008 has "Evening Bonus 3 6 1" and "Evening 8 7 7": the Evening draw is 877.
    expect(draws.get('2008-11-13 EVE')).toBe('877');
    expect([...draws.values()]).not.toContain('361');
  });

  it('reads the three-lines-per-draw 2019 listing with upper-case draw names', () => {
    const draws = keyed(listing2019);
    expect(draws.size).toBe(12);
    expect(draws.get('2019-11-09 EVE')).toBe('495');
    expect(draws.get('2019-11-09 DAY')).toBe('437');
    expect(draws.get('2019-11-08 NITE')).toBe('481');
    expect(draws.has('2019-11-09 NITE')).toBe(false);
  });
});

describe('parseGaResultsText on broken text', () => {
  it('text that is not a results listing is LAYOUT_CHANGED', () => {
    expectSourceError(
      () => parseGaResultsText('%PDF-1.3\n%\u00ff\u00ff\n1 0 obj'),
      'LAYOUT_CHANGED',
    );
  });

  it('a listing with its header and no draw, or nothing at all, is NO_RESULTS', () => {
    expectSourceError(
      () =>
        parseGaResultsText(
          'Cash 3 Winning Numbers\n\nDate   Draw   Winning Numbers   Winners   Total payout\n',
        ),
      'NO_RESULTS',
    );
    expectSourceError(() => parseGaResultsText(''), 'NO_RESULTS');
  });

  it('a dated line that is not a draw is INVALID_ROW naming the line', () => {
    const broken = pdfTokens.replace(
      '08/01/2025   Night        790 ',
      '08/01/2025   Night        7900',
    );
    const error = expectSourceError(() => parseGaResultsText(broken), 'INVALID_ROW');
    expect(error.line).toBe(4);
  });

  it('a draw heading without its digits line is INVALID_ROW', () => {
    const broken = listing2019.replace('4 9 5\n', '');
    expect(expectSourceError(() => parseGaResultsText(broken), 'INVALID_ROW').line).toBe(2);
  });

  it('an unknown draw name is INVALID_ROW naming the Draw field', () => {
    const broken = pdfSpaced.replace('07/25/2025   Night ', '07/25/2025   Late  ');
    expect(expectSourceError(() => parseGaResultsText(broken), 'INVALID_ROW').field).toBe('Draw');
  });
});
