import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  DEFAULT_ANALYSIS_OPTIONS,
  DIGIT_FILTERS,
  parseAnalysisOptions,
  resolveAnalysisOptions,
  TIME_FILTERS,
  universe,
  type AnalysisOptions,
} from './analysis.js';
import { parseDrawsCsv } from '../csv/csv.js';
import { isoToUs, type Draw } from '../dates/dates.js';
import { DRAW_TIMES, type DrawTimeCode } from '../draw-times/draw-times.js';
import { ALL_STRAIGHTS, BOX_KEYS, toBoxKey } from '../numbers/numbers.js';
import { classify } from '../patterns/patterns.js';
import { coreFields, referenceAnalyze } from '../testing/reference.js';
import { HISTORIES, readHistory } from '../testing/shared-data.js';

/** Consecutive draws from 2025-01-01, `perDay` draw times a day (from MORN), with the given numbers. */
function sequence(numbers: string[], times: readonly DrawTimeCode[] = ['EVE']): Draw[] {
  return numbers.map((number, i) => {
    const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / times.length)));
    return { date: day.toISOString().slice(0, 10), drawTime: times[i % times.length]!, number };
  });
}

describe('repeats, gaps and LAST (domain section 5)', () => {
  const draws = sequence(['610', '123', '106', '777', '016', '999']);
  const result = analyze(draws);

  it('lists draws newest first with their M/D/YYYY dates', () => {
    expect(result.draws.map((d) => `${d.date} ${d.winner}`)).toEqual([
      '1/6/2025 999',
      '1/5/2025 016',
      '1/4/2025 777',
      '1/3/2025 106',
      '1/2/2025 123',
      '1/1/2025 610',
    ]);
  });

  it('marks a repeat with the next older occurrence and the gap; the oldest and non-repeats are LAST', () => {
    const byWinner = Object.fromEntries(result.draws.map((d) => [d.winner, d]));
    expect(byWinner['016']).toMatchObject({ isRepeat: true, lastSeenDate: '1/3/2025', gap: 1 });
    expect(byWinner['106']).toMatchObject({ isRepeat: true, lastSeenDate: '1/1/2025', gap: 1 });
    expect(byWinner['610']).toMatchObject({ isRepeat: true, lastSeenDate: 'LAST', gap: null });
    expect(byWinner['123']).toMatchObject({ isRepeat: false, lastSeenDate: 'LAST', gap: null });
    expect(byWinner['777']).toMatchObject({ isRepeat: false, lastSeenDate: 'LAST', gap: null });
  });

  it('counts stats of the displayed draws', () => {
    expect(result.stats).toEqual({
      total: 6,
      repeats: 3,
      uniqueRepeats: 1,
      morning: 0,
      day: 0,
      evening: 6,
      night: 0,
    });
  });

  it('fills every field of a draw, with patterns of the box key in box mode', () => {
    expect(result.draws[3]).toEqual({
      date: '1/3/2025',
      draw: 'EVE',
      timeLabel: 'Evening',
      winner: '106',
      sortedNumbers: '016',
      straightCombinations: '016,061,106,160,601,610',
      isRepeat: true,
      isIdenticalRepeat: false,
      gap: 1,
      lastSeenDate: '1/1/2025',
      digitPattern: 'singles',
      pairsum: '10/1,1',
      highLow: 'LLH',
      oddEven: 'EOE',
      sum12: '1,1',
      binary: '00/01/10(2)',
      numberSet: 1,
      coordinate: 'AQ',
      displayNumber: 5,
    });
    const straight = analyze(draws, { isBoxMode: false }).draws[3]!;
    expect(straight).toMatchObject({
      highLow: 'LLH',
      oddEven: 'OEE',
      binary: '01/00/10(2)',
      sum12: '1,2',
      coordinate: 'AQ',
    });
    expect(straight.highLow).toBe(classify('106', { mode: 'straight' }).highLow);
    expect(result.draws.map((d) => d.digitPattern)).toEqual([
      'triples',
      'singles',
      'triples',
      'singles',
      'singles',
      'singles',
    ]);
  });

  it('removes by box key and writes the drawn straight forms newest first', () => {
    const box = result.boxAnalysis;
    expect(box.removedNumbers).toEqual(['016', '123', '777', '999']);
    expect(box.removedDisplayNumbers).toEqual(['016 (106, 610)', '123', '777', '999']);
    expect(box.totalCount).toBe(220);
    expect(box.totalRemoved).toBe(4);
    expect(box.totalRemaining).toBe(216);
    expect(box.remainingNumbers).toEqual(
      BOX_KEYS.filter((k) => !['016', '123', '777', '999'].includes(k)),
    );
    expect(box.remainingDisplayNumbers).toEqual(box.remainingNumbers);
    expect(box.allBoxNumbers).toEqual(BOX_KEYS);
  });

  it('removes exact straights in straight mode', () => {
    const box = analyze(draws, { isBoxMode: false }).boxAnalysis;
    expect(box.removedNumbers).toEqual(['016', '106', '123', '610', '777', '999']);
    expect(box.removedDisplayNumbers).toEqual(box.removedNumbers);
    expect(box.totalCount).toBe(1000);
    expect(box.totalRemaining).toBe(994);
    expect(box.allBoxNumbers).toEqual(ALL_STRAIGHTS);
  });
});

describe('time filters', () => {
  const draws = sequence(['610', '610', '123', '016', '321', '555', '610', '999'], DRAW_TIMES);
  // Day 1: MORN 610, DAY 610, EVE 123, NITE 016; day 2: MORN 321, DAY 555, EVE 610, NITE 999.

  it('narrows the base sequence to one draw time before finding repeats', () => {
    const morn = analyze(draws, { timeFilter: 'Morn' });
    expect(morn.draws.map((d) => d.winner)).toEqual(['321', '610']);
    expect(morn.draws.every((d) => !d.isRepeat)).toBe(true);
    expect(morn.stats).toMatchObject({ total: 2, morning: 2, day: 0 });
    const eve = analyze(draws, { timeFilter: 'Eve' });
    expect(eve.draws.map((d) => `${d.winner} ${String(d.isRepeat)}`)).toEqual([
      '610 false',
      '123 false',
    ]);
  });

  it('repeats keeps the repeats of the full base sequence', () => {
    const r = analyze(draws, { timeFilter: 'repeats' });
    expect(r.draws.map((d) => d.winner)).toEqual(['610', '321', '016', '123', '610', '610']);
    expect(r.draws.map((d) => d.lastSeenDate)).toEqual([
      '1/1/2025',
      '1/1/2025',
      '1/1/2025',
      'LAST',
      '1/1/2025',
      'LAST',
    ]);
    expect(r.draws.map((d) => d.gap)).toEqual([2, 1, 1, null, 0, null]);
    expect(r.stats).toEqual({
      total: 6,
      repeats: 6,
      uniqueRepeats: 2,
      morning: 2,
      day: 1,
      evening: 2,
      night: 1,
    });
    // Only displayed draws are removed.
    expect(r.boxAnalysis.removedNumbers).toEqual(['016', '123']);
  });

  it('identical-repeats keeps draws whose exact straight occurs twice', () => {
    const r = analyze(draws, { timeFilter: 'identical-repeats' });
    expect(r.draws.map((d) => d.winner)).toEqual(['610', '610', '610']);
    expect(r.draws.every((d) => d.isIdenticalRepeat)).toBe(true);
    expect(r.stats).toMatchObject({ total: 3, repeats: 3, uniqueRepeats: 1 });
  });

  it("identical-repeats names each card's previous draw of the same straight as its original", () => {
    // 1/2 Eve 610: its box key was last drawn 1/1 Nite (016, not listed here), its straight 1/1 Day.
    const r = analyze(draws, { timeFilter: 'identical-repeats' });
    expect(r.draws.map((d) => `${d.date} ${d.draw} ${d.lastSeenDate} ${d.gap}`)).toEqual([
      '1/2/2025 EVE 1/1/2025 4',
      '1/1/2025 DAY 1/1/2025 0',
      '1/1/2025 MORN LAST null',
    ]);
    const days = analyze(sequence(['123', '321', '555', '123', '321']), {
      timeFilter: 'identical-repeats',
    });
    expect(days.draws.map((d) => `${d.winner} ${d.lastSeenDate} ${d.gap}`)).toEqual([
      '321 1/2/2025 2',
      '123 1/1/2025 2',
      '321 LAST null',
      '123 LAST null',
    ]);
    // isRepeat keeps its box-key meaning; the other views still use the box key.
    expect(days.draws.every((d) => d.isRepeat)).toBe(true);
    expect(
      analyze(sequence(['123', '321', '555', '123', '321'])).draws.map((d) => d.lastSeenDate),
    ).toEqual(['1/4/2025', '1/2/2025', 'LAST', '1/1/2025', 'LAST']);
  });
});

describe('digit filters, limit and window', () => {
  const draws = sequence(['012', '001', '000', '112', '345', '999', '010']);

  it('keeps one digit type in the base sequence and the universe', () => {
    const doubles = analyze(draws, { digitFilter: 'doubles' });
    expect(doubles.draws.map((d) => d.winner)).toEqual(['010', '112', '001']);
    expect(doubles.draws[0]).toMatchObject({ isRepeat: true, lastSeenDate: '1/2/2025', gap: 1 });
    expect(doubles.boxAnalysis.totalCount).toBe(90);
    expect(doubles.boxAnalysis.removedDisplayNumbers).toEqual(['001 (010)', '112']);
    expect(analyze(draws, { digitFilter: 'singles' }).boxAnalysis.totalCount).toBe(120);
    expect(analyze(draws, { digitFilter: 'triples' }).boxAnalysis.removedNumbers).toEqual([
      '000',
      '999',
    ]);
    expect(
      analyze(draws, { digitFilter: 'singles', isBoxMode: false }).boxAnalysis.totalCount,
    ).toBe(720);
    expect(
      analyze(draws, { digitFilter: 'doubles', isBoxMode: false }).boxAnalysis.totalCount,
    ).toBe(270);
    expect(
      analyze(draws, { digitFilter: 'triples', isBoxMode: false }).boxAnalysis.totalCount,
    ).toBe(10);
  });

  it('limit takes the newest draws after the filters', () => {
    expect(analyze(draws, { limit: 2 }).draws.map((d) => d.winner)).toEqual(['010', '999']);
    expect(analyze(draws, { limit: 2, digitFilter: 'singles' }).draws.map((d) => d.winner)).toEqual(
      ['345', '012'],
    );
    // 001 and 010 are a repeat only when both fall inside the limit.
    expect(analyze(draws, { limit: 5 }).draws[0]!.isRepeat).toBe(false);
    expect(analyze(draws, { limit: 6 }).draws[0]!.isRepeat).toBe(true);
  });

  it('windowSize keeps the newest draws of all draw times before anything else', () => {
    expect(analyze(draws, { windowSize: 3 }).draws.map((d) => d.winner)).toEqual([
      '010',
      '999',
      '345',
    ]);
    expect(
      analyze(draws, { windowSize: 3, digitFilter: 'doubles' }).draws.map((d) => d.winner),
    ).toEqual(['010']);
  });

  it('accepts draws in any order', () => {
    const expected = analyze(draws);
    expect(analyze([...draws].reverse())).toEqual(expected);
    expect(
      analyze([draws[3]!, draws[0]!, draws[6]!, draws[1]!, draws[5]!, draws[2]!, draws[4]!]),
    ).toEqual(expected);
  });

  it('handles no draws', () => {
    const r = analyze([]);
    expect(r.draws).toEqual([]);
    expect(r.stats).toEqual({
      total: 0,
      repeats: 0,
      uniqueRepeats: 0,
      morning: 0,
      day: 0,
      evening: 0,
      night: 0,
    });
    expect(r.boxAnalysis).toMatchObject({
      totalCount: 220,
      totalRemoved: 0,
      totalRemaining: 220,
      removedNumbers: [],
    });
  });
});

describe('options', () => {
  it('has the defaults of the spec', () => {
    expect(DEFAULT_ANALYSIS_OPTIONS).toEqual({
      limit: 730,
      windowSize: 1500,
      timeFilter: 'all',
      digitFilter: 'all-numbers',
      isBoxMode: true,
    });
    expect(resolveAnalysisOptions()).toEqual(DEFAULT_ANALYSIS_OPTIONS);
    expect(resolveAnalysisOptions({ limit: undefined })).toEqual(DEFAULT_ANALYSIS_OPTIONS);
    expect(TIME_FILTERS).toEqual([
      'all',
      'repeats',
      'identical-repeats',
      'Morn',
      'Day',
      'Eve',
      'Nite',
    ]);
    expect(DIGIT_FILTERS).toEqual(['all-numbers', 'singles', 'doubles', 'triples']);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 731 }, 'limit'],
    [{ limit: 1.5 }, 'limit'],
    [{ limit: '100' }, 'limit'],
    [{ limit: Number.NaN }, 'limit'],
    [{ windowSize: 0 }, 'windowSize'],
    [{ windowSize: 1501 }, 'windowSize'],
    [{ timeFilter: 'morn' }, 'timeFilter'],
    [{ timeFilter: 'MORN' }, 'timeFilter'],
    [{ digitFilter: 'single' }, 'digitFilter'],
    [{ isBoxMode: 'true' }, 'isBoxMode'],
  ])('analyze rejects %j (field %s)', (options, field) => {
    expect(() => analyze([], options as Partial<AnalysisOptions>)).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTION',
        field,
        message: expect.stringContaining(field),
      }),
    );
  });

  it('parses query strings, ignoring unknown keys such as state', () => {
    expect(
      parseAnalysisOptions({
        state: 'GA',
        limit: '100',
        windowSize: '1000',
        timeFilter: 'Eve',
        digitFilter: 'singles',
        isBoxMode: 'false',
      }),
    ).toEqual({
      limit: 100,
      windowSize: 1000,
      timeFilter: 'Eve',
      digitFilter: 'singles',
      isBoxMode: false,
    });
    expect(parseAnalysisOptions({})).toEqual(DEFAULT_ANALYSIS_OPTIONS);
    expect(parseAnalysisOptions({ isBoxMode: 'true', limit: 5 })).toMatchObject({
      isBoxMode: true,
      limit: 5,
    });
    expect(parseAnalysisOptions({ isBoxMode: '0' })).toMatchObject({ isBoxMode: false });
  });

  it.each([
    [{ limit: '' }, 'limit'],
    [{ limit: '12a' }, 'limit'],
    [{ limit: ' 12' }, 'limit'],
    [{ limit: '-1' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '731' }, 'limit'],
    [{ limit: ['1', '2'] }, 'limit'],
    [{ windowSize: '1501' }, 'windowSize'],
    [{ timeFilter: '' }, 'timeFilter'],
    [{ digitFilter: 'all' }, 'digitFilter'],
    [{ isBoxMode: 'yes' }, 'isBoxMode'],
  ])('parseAnalysisOptions rejects %j (field %s)', (query, field) => {
    expect(() => parseAnalysisOptions(query)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', field }),
    );
  });

  it('rejects bad draws with the field at fault', () => {
    const good: Draw = { date: '2025-01-01', drawTime: 'EVE', number: '123' };
    expect(() => analyze([good, { ...good, number: '12' }])).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER', field: 'draws[1].number' }),
    );
    expect(() => analyze([{ ...good, date: '2025-02-30' }])).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE', field: 'draws[0].date' }),
    );
    expect(() => analyze([{ ...good, drawTime: 'Evening' as DrawTimeCode }])).toThrow(
      expect.objectContaining({ code: 'INVALID_DRAW_TIME', field: 'draws[0].drawTime' }),
    );
    expect(() => analyze('x' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', field: 'draws' }),
    );
  });
});

describe('universe', () => {
  it('is the display order in box mode and ascending in straight mode, after the digit filter', () => {
    expect(universe(true)).toEqual(BOX_KEYS);
    expect(universe(false)).toEqual(ALL_STRAIGHTS);
    expect(universe(true, 'triples')).toEqual([
      '000',
      '111',
      '222',
      '333',
      '444',
      '555',
      '666',
      '777',
      '888',
      '999',
    ]);
    expect(universe(false, 'singles')).toHaveLength(720);
  });
});

// Property-based tests against the naive reference implementation.
const drawTimeArb = fc.constantFrom(...DRAW_TIMES);
const numberArb = fc.oneof(
  fc.constantFrom('016', '610', '106', '001', '010', '100', '777', '123'),
  fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
);
const drawsArb = fc.uniqueArray(
  fc.record({
    date: fc
      .integer({ min: 0, max: 40 })
      .map((d) => new Date(Date.UTC(2024, 1, 20 + d)).toISOString().slice(0, 10)),
    drawTime: drawTimeArb,
    number: numberArb,
  }),
  { selector: (d) => `${d.date} ${d.drawTime}`, maxLength: 80 },
);
const optionsArb = fc.record({
  limit: fc.integer({ min: 1, max: 100 }),
  windowSize: fc.integer({ min: 1, max: 100 }),
  timeFilter: fc.constantFrom(...TIME_FILTERS),
  digitFilter: fc.constantFrom(...DIGIT_FILTERS),
  isBoxMode: fc.boolean(),
});

describe('analysis invariants (property-based)', () => {
  it('agrees with the naive reference implementation', () => {
    fc.assert(
      fc.property(drawsArb, optionsArb, (draws, options) => {
        const result = analyze(draws, options);
        const expected = referenceAnalyze(draws, options);
        expect(coreFields(result.draws)).toEqual(expected.draws);
        expect(result.stats).toEqual(expected.stats);
        expect(result.boxAnalysis).toEqual(expected.boxAnalysis);
      }),
      { numRuns: 300 },
    );
  });

  it('removed and remaining partition the universe, in list order', () => {
    fc.assert(
      fc.property(drawsArb, optionsArb, (draws, options) => {
        const box = analyze(draws, options).boxAnalysis;
        const removed = new Set(box.removedNumbers);
        expect(box.remainingNumbers.some((n) => removed.has(n))).toBe(false);
        expect(box.allBoxNumbers.filter((n) => removed.has(n))).toEqual(box.removedNumbers);
        expect(box.allBoxNumbers.filter((n) => !removed.has(n))).toEqual(box.remainingNumbers);
        expect(box.totalRemoved + box.totalRemaining).toBe(box.totalCount);
        expect(box.allBoxNumbers).toHaveLength(box.totalCount);
        expect(box.removedDisplayNumbers.map((t) => t.slice(0, 3))).toEqual(box.removedNumbers);
      }),
      { numRuns: 200 },
    );
  });

  it('gaps and last-seen dates agree with the displayed sequence when nothing is narrowed', () => {
    fc.assert(
      fc.property(drawsArb, optionsArb, (draws, options) => {
        const shown = analyze(draws, { ...options, timeFilter: 'all' }).draws;
        shown.forEach((d, i) => {
          const older = shown.findIndex((e, j) => j > i && e.sortedNumbers === d.sortedNumbers);
          const newer = shown.findIndex((e, j) => j < i && e.sortedNumbers === d.sortedNumbers);
          if (older >= 0) {
            expect(d.lastSeenDate).toBe(shown[older]!.date);
            expect(d.gap).toBe(older - i - 1);
          } else {
            expect(d.lastSeenDate).toBe('LAST');
            expect(d.gap).toBeNull();
          }
          expect(d.isRepeat).toBe(older >= 0 || newer >= 0);
          expect(d.sortedNumbers).toBe(toBoxKey(d.winner));
        });
        const repeats = shown.filter((d) => d.isRepeat);
        // Every repeat's original is in the list: exactly one LAST per repeated box key.
        expect(repeats.filter((d) => d.lastSeenDate === 'LAST')).toHaveLength(
          new Set(repeats.map((d) => d.sortedNumbers)).size,
        );
      }),
      { numRuns: 200 },
    );
  });

  it("identical repeats: every card's original is in the list, the same straight, its newest older draw", () => {
    fc.assert(
      fc.property(drawsArb, optionsArb, (draws, options) => {
        const shown = analyze(draws, { ...options, timeFilter: 'identical-repeats' }).draws;
        // The identical-repeats view narrows nothing before the base sequence: 'all' lists it whole.
        const base = analyze(draws, { ...options, timeFilter: 'all' }).draws;
        const at = (d: { date: string; draw: string }) =>
          base.findIndex((e) => e.date === d.date && e.draw === d.draw);
        shown.forEach((d, i) => {
          const b = at(d);
          const newestOlder = base.findIndex((e, k) => k > b && e.winner === d.winner);
          const inList = shown.findIndex((e, j) => j > i && e.winner === d.winner);
          if (d.lastSeenDate === 'LAST') {
            expect(newestOlder).toBe(-1);
            expect(inList).toBe(-1);
            expect(d.gap).toBeNull();
            return;
          }
          expect(newestOlder).toBeGreaterThan(b);
          expect(inList).toBeGreaterThan(i);
          // The original is listed, is this straight, and is its newest older draw.
          expect(at(shown[inList]!)).toBe(newestOlder);
          expect(shown[inList]!.date).toBe(d.lastSeenDate);
          expect(d.gap).toBe(newestOlder - b - 1);
        });
        // Exactly one LAST per straight listed.
        expect(shown.filter((d) => d.lastSeenDate === 'LAST')).toHaveLength(
          new Set(shown.map((d) => d.winner)).size,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the input order', () => {
    fc.assert(
      fc.property(drawsArb, optionsArb, fc.infiniteStream(fc.nat()), (draws, options, seeds) => {
        const shuffled = draws
          .map((d) => ({ d, k: seeds.next().value }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.d);
        expect(analyze(shuffled, options)).toEqual(analyze(draws, options));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the shared real histories', () => {
  const histories = HISTORIES.map((h) => ({
    ...h,
    draws: parseDrawsCsv(readHistory(h.file)).rows,
  }));

  it.each(histories.map((h) => [h.file, h]))('%s: analysis of the newest 730 draws', (_file, h) => {
    const result = analyze(h.draws, { limit: 730 });
    expect(result.stats.total).toBe(730);
    expect(result.draws).toHaveLength(730);
    const newest = h.draws.at(-1)!;
    expect(result.draws[0]).toMatchObject({
      date: isoToUs(newest.date),
      draw: newest.drawTime,
      winner: newest.number,
    });
    const stats = result.stats;
    expect(stats.morning + stats.day + stats.evening + stats.night).toBe(730);
    expect(stats.repeats).toBe(result.draws.filter((d) => d.isRepeat).length);
    // 730 draws over 220 box keys: most keys are removed.
    expect(result.boxAnalysis.totalRemoved).toBeGreaterThan(180);
    expect(result.boxAnalysis.totalRemoved + result.boxAnalysis.totalRemaining).toBe(220);
  });

  it.each(histories.map((h) => [h.file, h]))(
    '%s: agrees with the reference for every filter option',
    (_file, h) => {
      const recent = h.draws.slice(-1600);
      for (const timeFilter of TIME_FILTERS) {
        for (const digitFilter of DIGIT_FILTERS) {
          for (const isBoxMode of [true, false]) {
            const options = { limit: 730, windowSize: 1500, timeFilter, digitFilter, isBoxMode };
            const result = analyze(recent, options);
            const expected = referenceAnalyze(recent, options);
            expect(coreFields(result.draws)).toEqual(expected.draws);
            expect(result.stats).toEqual(expected.stats);
            expect(result.boxAnalysis).toEqual(expected.boxAnalysis);
          }
        }
      }
    },
  );

  it('GA: the newest draws and their repeats', () => {
    const ga = histories.find((h) => h.state === 'GA')!;
    const result = analyze(ga.draws, { limit: 730 });
    // Newest first: the file's last three rows (it is sorted oldest first), in reverse.
    expect(result.draws.slice(0, 3).map((d) => `${d.date} ${d.draw} ${d.winner}`)).toEqual(
      ga.draws
        .slice(-3)
        .reverse()
        .map((d) => `${isoToUs(d.date)} ${d.drawTime} ${d.number}`),
    );
    // The window is the newest 1,500 draws of all draw times, then the draw-time filter applies.
    const evenings = ga.draws.slice(-1500).filter((d) => d.drawTime === 'EVE').length;
    expect(evenings).toBeLessThan(730);
    expect(analyze(ga.draws, { limit: 730, timeFilter: 'Eve' }).stats).toMatchObject({
      total: evenings,
      evening: evenings,
      day: 0,
    });
    expect(
      analyze(ga.draws, { limit: 730, windowSize: 1500, timeFilter: 'Eve' }).draws.at(-1)!.date,
    ).toBe(isoToUs(ga.draws.slice(-1500).find((d) => d.drawTime === 'EVE')!.date));
  });
});
