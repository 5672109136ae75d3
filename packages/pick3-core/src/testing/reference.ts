/**
 * A deliberately naive, rule-by-rule implementation of domain sections 5 and 6, written without the
 * lookup tables, for property tests to compare the fast implementation against.
 */
import { compareDraws, isoToUs, type Draw } from '../dates/dates.js';
import { BOX_KEYS, ALL_STRAIGHTS, digitTypeOf, toBoxKey } from '../numbers/numbers.js';
import type { AnalysisOptions, AnalysisResponse } from '../analysis/analysis.js';

const SHORT = { MORN: 'Morn', DAY: 'Day', EVE: 'Eve', NITE: 'Nite' } as const;
const TYPE = {
  'all-numbers': null,
  singles: 'single',
  doubles: 'double',
  triples: 'triple',
} as const;

type CoreDraw = Pick<
  AnalysisResponse['draws'][number],
  | 'date'
  | 'draw'
  | 'winner'
  | 'sortedNumbers'
  | 'isRepeat'
  | 'isIdenticalRepeat'
  | 'gap'
  | 'lastSeenDate'
>;

export function referenceAnalyze(
  draws: readonly Draw[],
  o: AnalysisOptions,
): Omit<AnalysisResponse, 'draws'> & { draws: CoreDraw[] } {
  const window = [...draws].sort(compareDraws).slice(-o.windowSize);
  const passing = window.filter(
    (d) =>
      (!['Morn', 'Day', 'Eve', 'Nite'].includes(o.timeFilter) ||
        SHORT[d.drawTime] === o.timeFilter) &&
      (TYPE[o.digitFilter] === null || digitTypeOf(d.number) === TYPE[o.digitFilter]),
  );
  const base = passing.slice(Math.max(0, passing.length - o.limit));
  const boxCount = new Map<string, number>();
  const straightCount = new Map<string, number>();
  for (const d of base) {
    boxCount.set(toBoxKey(d.number), (boxCount.get(toBoxKey(d.number)) ?? 0) + 1);
    straightCount.set(d.number, (straightCount.get(d.number) ?? 0) + 1);
  }
  // A card's original: the next older draw with the same box key, or with the same straight in the
  // identical-repeats view.
  const sameOriginalKey = (a: Draw, b: Draw): boolean =>
    o.timeFilter === 'identical-repeats'
      ? a.number === b.number
      : toBoxKey(a.number) === toBoxKey(b.number);
  const annotated = base.map((d, i) => {
    const key = toBoxKey(d.number);
    const same = boxCount.get(key)!;
    const identical = straightCount.get(d.number)!;
    let older = -1;
    for (let j = i - 1; j >= 0; j--) {
      if (sameOriginalKey(base[j]!, d)) {
        older = j;
        break;
      }
    }
    return {
      d,
      key,
      isRepeat: same >= 2,
      isIdenticalRepeat: identical >= 2,
      gap: older >= 0 ? i - older - 1 : null,
      lastSeenDate: older >= 0 ? isoToUs(base[older]!.date) : 'LAST',
    };
  });
  const shown = annotated
    .filter((a) =>
      o.timeFilter === 'repeats'
        ? a.isRepeat
        : o.timeFilter === 'identical-repeats'
          ? a.isIdenticalRepeat
          : true,
    )
    .reverse();
  const universe = (o.isBoxMode ? BOX_KEYS : ALL_STRAIGHTS).filter(
    (n) => TYPE[o.digitFilter] === null || digitTypeOf(n) === TYPE[o.digitFilter],
  );
  const drawn = new Set(shown.map((a) => (o.isBoxMode ? a.key : a.d.number)));
  const removed = universe.filter((n) => drawn.has(n));
  const remaining = universe.filter((n) => !drawn.has(n));
  return {
    draws: shown.map((a) => ({
      date: isoToUs(a.d.date),
      draw: a.d.drawTime,
      winner: a.d.number,
      sortedNumbers: a.key,
      isRepeat: a.isRepeat,
      isIdenticalRepeat: a.isIdenticalRepeat,
      gap: a.gap,
      lastSeenDate: a.lastSeenDate,
    })),
    stats: {
      total: shown.length,
      repeats: shown.filter((a) => a.isRepeat).length,
      uniqueRepeats: new Set(shown.filter((a) => a.isRepeat).map((a) => a.key)).size,
      morning: shown.filter((a) => a.d.drawTime === 'MORN').length,
      day: shown.filter((a) => a.d.drawTime === 'DAY').length,
      evening: shown.filter((a) => a.d.drawTime === 'EVE').length,
      night: shown.filter((a) => a.d.drawTime === 'NITE').length,
    },
    boxAnalysis: {
      removedNumbers: removed,
      remainingNumbers: remaining,
      removedDisplayNumbers: removed.map((n) => {
        if (!o.isBoxMode) return n;
        const forms = [
          ...new Set(shown.filter((a) => a.key === n && a.d.number !== n).map((a) => a.d.number)),
        ];
        return forms.length === 0 ? n : `${n} (${forms.join(', ')})`;
      }),
      remainingDisplayNumbers: remaining,
      allBoxNumbers: universe,
      totalCount: universe.length,
      totalRemoved: removed.length,
      totalRemaining: remaining.length,
    },
    // Without a state no hole is known: the whole base sequence is used.
    window: { requested: base.length, used: base.length, gap: null },
  };
}

/** Projection of analyzed draws onto the fields the reference computes. */
export function coreFields(draws: AnalysisResponse['draws']): CoreDraw[] {
  return draws.map((d) => ({
    date: d.date,
    draw: d.draw,
    winner: d.winner,
    sortedNumbers: d.sortedNumbers,
    isRepeat: d.isRepeat,
    isIdenticalRepeat: d.isIdenticalRepeat,
    gap: d.gap,
    lastSeenDate: d.lastSeenDate,
  }));
}
