import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDrawsCsv, type CsvDraw } from '../csv/csv.js';
import { isPick3Error } from '../errors/errors.js';
import { addDays } from '../zoned-dates/zoned-dates.js';
import { expectedDraws } from './expected-draws.js';
import { missingDraws } from './missing-draws.js';

const BUNDLED_DIR = fileURLToPath(new URL('../../../db/data/history/', import.meta.url));

const cache = new Map<string, CsvDraw[]>();
function history(dir: string, file: string): CsvDraw[] {
  let rows = cache.get(dir + file);
  if (rows === undefined) {
    rows = parseDrawsCsv(readFileSync(dir + file, 'utf8')).rows;
    cache.set(dir + file, rows);
  }
  return rows;
}

describe('missingDraws on the bundled Georgia history', () => {
  const ga = history(BUNDLED_DIR, 'GA-cash3.csv');

  it('finds the Evening hole of September–October 2025: 28 draws', () => {
    const runs = missingDraws('GA', ga);
    expect(runs).toContainEqual({
      drawTime: 'EVE',
      from: '2025-09-13',
      to: '2025-10-10',
      count: 28,
    });
    // Runs are sorted by their first date.
    const froms = runs.map((r) => r.from);
    expect(froms).toEqual([...froms].sort());
  });

  it('reports the no-data years 2014-12-02 → 2018-12-31 for Midday and Evening, not Night', () => {
    const runs = missingDraws('GA', ga).filter((r) => r.from === '2014-12-02');
    const days = expectedDraws('GA', '2014-12-02', '2018-12-31').filter(
      (d) => d.drawTime === 'EVE',
    );
    expect(runs).toEqual([
      { drawTime: 'DAY', from: '2014-12-02', to: '2018-12-31', count: days.length },
      { drawTime: 'EVE', from: '2014-12-02', to: '2018-12-31', count: days.length },
    ]);
  });

  it('does not count draws the schedule does not hold (Sunday Midday before 2009)', () => {
    const early = missingDraws('GA', ga, { to: '2009-04-18', drawTimes: ['DAY'] });
    expect(early).toEqual([]);
  });

  it('finds every single removed draw, and only those', () => {
    const removed = new Set([
      '2024-03-05 EVE',
      '2024-03-06 EVE',
      '2024-03-10 DAY',
      '2024-06-01 NITE',
    ]);
    const thinned = ga.filter((r) => !removed.has(`${r.date} ${r.drawTime}`));
    const inWindow = missingDraws('GA', thinned, { from: '2024-01-01', to: '2024-12-31' });
    expect(inWindow).toEqual([
      { drawTime: 'EVE', from: '2024-03-05', to: '2024-03-06', count: 2 },
      { drawTime: 'DAY', from: '2024-03-10', to: '2024-03-10', count: 1 },
      { drawTime: 'NITE', from: '2024-06-01', to: '2024-06-01', count: 1 },
    ]);
  });

  it('runs over the whole history (its speed is measured by missing-draws.bench.ts)', () => {
    expect(ga.length).toBeGreaterThan(21_000);
    expect(missingDraws('GA', ga).length).toBeGreaterThan(0);
  });
});

describe('missingDraws on the bundled histories (facts of SOURCES.md)', () => {
  it("lists North Carolina's 62 disputed Evening Double-Draw nights (conflicts_NC.csv) as missing, and nothing else", () => {
    const nc = history(BUNDLED_DIR, 'NC-pick3.csv');
    const conflicts = readFileSync(BUNDLED_DIR + 'conflicts_NC.csv', 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter(([, drawTime]) => drawTime === 'Evening')
      .map(([date]) => date!);
    // SOURCES.md: "NC Evening on 62 Double-Draw nights 2019-09 → 2026-07 (`conflicts_NC.csv`)".
    expect(conflicts).toHaveLength(62);
    // Evening goes back to 2006 (13tmills/lottery-value-tracker), so every conflict lies inside it.
    // Daytime has every draw its schedule holds (no Sundays before 2011-02-27).
    const runs = missingDraws('NC', nc);
    expect(runs.every((r) => r.drawTime === 'EVE')).toBe(true);
    // Two disputed nights in a row make one run (2020-02-06 → 07, …): count the dates of every run.
    const dates = runs.flatMap((r) => {
      const days: string[] = [];
      for (let d = r.from; d <= r.to; d = addDays(d, 1)) days.push(d);
      expect(days).toHaveLength(r.count);
      return days;
    });
    expect(dates).toEqual(conflicts);
  });

  it('finds the Georgia Evening hole and the disputed week of February 2026', () => {
    const runs = missingDraws('GA', history(BUNDLED_DIR, 'GA-cash3.csv'));
    expect(runs).toContainEqual({
      drawTime: 'EVE',
      from: '2025-09-13',
      to: '2025-10-10',
      count: 28,
    });
    // conflicts_GA.csv: every draw 2026-02-02 → 02-07 except 02-07 Night.
    expect(runs).toContainEqual({
      drawTime: 'DAY',
      from: '2026-02-02',
      to: '2026-02-07',
      count: 6,
    });
    expect(runs).toContainEqual({
      drawTime: 'EVE',
      from: '2026-02-02',
      to: '2026-02-07',
      count: 6,
    });
    expect(runs).toContainEqual({
      drawTime: 'NITE',
      from: '2026-02-02',
      to: '2026-02-06',
      count: 5,
    });
  });

  it('finds the California gap 2015-09-10 → 2025-09-01 in both draws', () => {
    const runs = missingDraws('CA', history(BUNDLED_DIR, 'CA-daily3.csv'));
    let days = 0;
    for (let d = '2015-09-10'; d <= '2025-09-01'; d = addDays(d, 1)) days++;
    expect(runs).toContainEqual({
      drawTime: 'DAY',
      from: '2015-09-10',
      to: '2025-09-01',
      count: days,
    });
    expect(runs).toContainEqual({
      drawTime: 'EVE',
      from: '2015-09-10',
      to: '2025-09-01',
      count: days,
    });
  });

  it('finds Texas complete: every Monday–Saturday, Morning and Evening 2013-09-09 → 2026-06-10 (the official TX CSVs)', () => {
    const tx = history(BUNDLED_DIR, 'TX-pick3.csv');
    // SOURCES.md (TX, source 4): the 2016-04-13 → 2020-12-31 Morning gap is filled; "every Monday–Saturday" of
    // each draw time's range is present, and no Sunday.
    expect(missingDraws('TX', tx)).toEqual([]);
    const expected = expectedDraws('TX', '2013-09-09', '2026-06-10');
    for (const drawTime of ['MORN', 'EVE'] as const) {
      const stored = tx.filter((r) => r.drawTime === drawTime);
      expect(stored).toHaveLength(3993);
      expect(expected.filter((d) => d.drawTime === drawTime)).toHaveLength(3993);
    }
  });

  it.each([
    ['FL-pick3.csv', 'FL', 'no Christmas draws 1988–1991'],
    ['PA-pick3.csv', 'PA', 'no Sunday Evening before 1989-07-02, no Christmas 1978–1989'],
    ['MI-daily3.csv', 'MI', 'no Sunday draws before 2002-10-06, no Christmas draws 1998–2012'],
    ['MD-pick3.csv', 'MD', 'no missing date'],
    ['WA-daily-game.csv', 'WA', 'one draw a night'],
  ])('%s is complete (%s) once the holidays it skips are known', (file, state) => {
    expect(missingDraws(state, history(BUNDLED_DIR, file))).toEqual([]);
  });

  it('finds only the disputed 2014-12-19 Colorado Evening missing once the Christmas days it skips are known', () => {
    // SOURCES.md: 2022-01-06 Evening was added from drawdata; 2014-12-19 was dropped to conflicts_CO.csv.
    expect(missingDraws('CO', history(BUNDLED_DIR, 'CO-pick3.csv'))).toEqual([
      { drawTime: 'EVE', from: '2014-12-19', to: '2014-12-19', count: 1 },
    ]);
  });

  it('finds Wisconsin Midday complete, and Evening missing only its 5 disputed draws (conflicts_WI.csv)', () => {
    // SOURCES.md: drawdata filled 1992–1994, 2010–2013 and the New Year days; 5 Evening rows were dropped.
    const wi = history(BUNDLED_DIR, 'WI-pick3.csv');
    expect(missingDraws('WI', wi, { drawTimes: ['DAY'] })).toEqual([]);
    expect(missingDraws('WI', wi, { drawTimes: ['EVE'] })).toEqual([
      { drawTime: 'EVE', from: '2008-01-14', to: '2008-01-14', count: 1 },
      { drawTime: 'EVE', from: '2009-03-25', to: '2009-03-25', count: 1 },
      { drawTime: 'EVE', from: '2009-06-06', to: '2009-06-07', count: 2 },
      { drawTime: 'EVE', from: '2009-06-11', to: '2009-06-11', count: 1 },
    ]);
  });

  it('does not count the Christmas days Delaware never draws on', () => {
    const runs = missingDraws('DE', history(BUNDLED_DIR, 'DE-play3.csv'));
    expect(runs.length).toBeGreaterThan(0); // a few short source gaps (1997, 1999)
    expect(runs.filter((r) => r.from.slice(5) <= '12-25' && r.to.slice(5) >= '12-25')).toEqual([]);
  });

  it('finds New Jersey complete but for the Evening holidays SOURCES.md lists and its disputed 2015-03-27 Evening', () => {
    // SOURCES.md (NJ extension): Evening Monday–Saturday from 1975-05-22, Sundays from February 1989 (schedule
    // data); no draw on 25 December or New Year's Day 1976–1979 (schedule data); no Evening on Thanksgiving
    // 1975–1978 and Good Friday 1976–1988 but 1978 (not modelled), nor on 1989-04-24; 2015-03-27 is in conflicts_NJ.csv.
    const evening = (date: string) => ({ drawTime: 'EVE', from: date, to: date, count: 1 });
    const thanksgiving = ['1975-11-27', '1976-11-25', '1977-11-24', '1978-11-23'];
    const goodFriday = [
      '1976-04-16',
      '1977-04-08',
      '1979-04-13',
      '1980-04-04',
      '1981-04-17',
      '1982-04-09',
      '1983-04-01',
      '1984-04-20',
      '1985-04-05',
      '1986-03-28',
      '1987-04-17',
      '1988-04-01',
    ];
    const dates = [...thanksgiving, ...goodFriday, '1989-04-24', '2015-03-27'].sort();
    expect(missingDraws('NJ', history(BUNDLED_DIR, 'NJ-pick3.csv'))).toEqual(dates.map(evening));
  });

  it('does not count the Christmas days New York skipped until 2010', () => {
    const runs = missingDraws('NY', history(BUNDLED_DIR, 'NY-numbers.csv'));
    expect(runs.filter((r) => r.from.endsWith('-12-25'))).toEqual([]);
    // The conflicting 1982-01-27 Evening row was dropped: it is missing.
    expect(runs).toContainEqual({
      drawTime: 'EVE',
      from: '1982-01-27',
      to: '1982-01-27',
      count: 1,
    });
  });
});

describe('missingDraws with a range', () => {
  it('reports a draw time with nothing stored as missing throughout the range', () => {
    expect(
      missingDraws('TX', [], { from: '2025-06-29', to: '2025-07-05', drawTimes: ['DAY'] }),
    ).toEqual([{ drawTime: 'DAY', from: '2025-06-30', to: '2025-07-05', count: 6 }]);
    expect(missingDraws('AR', [], { from: '2025-07-04', to: '2025-07-05' })).toEqual([
      { drawTime: 'DAY', from: '2025-07-04', to: '2025-07-05', count: 2 },
      { drawTime: 'EVE', from: '2025-07-04', to: '2025-07-05', count: 2 },
    ]);
  });

  it('reports nothing without a range for draw times never stored', () => {
    expect(missingDraws('TX', [])).toEqual([]);
    expect(missingDraws('TX', [{ date: '2025-07-07', drawTime: 'DAY' }])).toEqual([]);
  });

  it('names bad rows and ranges', () => {
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return isPick3Error(error) ? `${error.code} ${error.field}` : 'other';
      }
      return 'none';
    };
    expect(field(() => missingDraws('GA', [{ date: '2025-13-01', drawTime: 'EVE' }]))).toBe(
      'INVALID_DATE date',
    );
    expect(field(() => missingDraws('GA', [{ date: '2025-12-01', drawTime: 'X' as 'EVE' }]))).toBe(
      'INVALID_DRAW_TIME drawTime',
    );
    expect(field(() => missingDraws('GA', [], { from: '2025-12-01', to: '2025-11-01' }))).toBe(
      'INVALID_OPTION to',
    );
    expect(field(() => missingDraws('GA', [], { drawTimes: ['NOON' as 'EVE'] }))).toBe(
      'INVALID_DRAW_TIME drawTimes',
    );
  });
});

describe('missingDraws in a window bounded by draws', () => {
  // Georgia: Midday, Evening, Night every day. Stored: 7/1 Evening → 7/3 Midday, without 7/2 Night.
  const stored = [
    { date: '2025-07-01', drawTime: 'EVE' as const },
    { date: '2025-07-01', drawTime: 'NITE' as const },
    { date: '2025-07-02', drawTime: 'DAY' as const },
    { date: '2025-07-02', drawTime: 'EVE' as const },
    { date: '2025-07-03', drawTime: 'DAY' as const },
  ];

  it('counts the draws of the first and last dates outside the window as outside, not missing', () => {
    expect(missingDraws('GA', stored, { first: stored[0], last: stored.at(-1) })).toEqual([
      { drawTime: 'NITE', from: '2025-07-02', to: '2025-07-02', count: 1 },
    ]);
    // By dates alone, 7/1 Midday and 7/3 Evening and Night would be reported too.
    expect(missingDraws('GA', stored, { from: '2025-07-01', to: '2025-07-03' })).toEqual([
      { drawTime: 'DAY', from: '2025-07-01', to: '2025-07-01', count: 1 },
      { drawTime: 'NITE', from: '2025-07-02', to: '2025-07-03', count: 2 },
      { drawTime: 'EVE', from: '2025-07-03', to: '2025-07-03', count: 1 },
    ]);
  });

  it('keeps explicit dates and draw times, and validates the bounding draws', () => {
    expect(
      missingDraws('GA', stored, { first: stored[0], last: stored.at(-1), drawTimes: ['EVE'] }),
    ).toEqual([]);
    expect(() =>
      missingDraws('GA', stored, { first: { date: '2025-13-01', drawTime: 'EVE' } }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_DATE', field: 'first' }));
  });
});
