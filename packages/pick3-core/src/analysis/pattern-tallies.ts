import { NUMBER_SETS } from '../numbers/numbers.js';
import {
  HIGH_LOW_PATTERNS,
  ODD_EVEN_PATTERNS,
  PAIRSUM_GROUPS,
  SUM12_GROUPS,
} from '../patterns/patterns.js';
import type { AnalyzedDraw } from './analysis.js';

/**
 * The patterns of an analysed draw that are tallied, in the order the patterns page lists them.
 *
 * @example
 * ```ts
 * import { PATTERN_KINDS } from '@pick3/core';
 * PATTERN_KINDS[0]; // 'pairsum'
 * ```
 */
export const PATTERN_KINDS = Object.freeze([
  'pairsum',
  'highLow',
  'oddEven',
  'sum12',
  'numberSet',
  'digitPattern',
] as const);
/**
 * One of {@link PATTERN_KINDS}.
 *
 * @example
 * ```ts
 * import type { PatternKind } from '@pick3/core';
 * const kind: PatternKind = 'sum12';
 * ```
 */
export type PatternKind = (typeof PATTERN_KINDS)[number];

/**
 * One value of a pattern and the draws that have it.
 *
 * @example
 * ```ts
 * import type { PatternCount } from '@pick3/core';
 * const doubles: PatternCount = { value: 'doubles', count: 194 };
 * ```
 */
export interface PatternCount {
  value: string;
  count: number;
}

// Every value a pattern can take, so a value no draw had is listed with 0.
const VALUES: Readonly<Record<PatternKind, readonly string[]>> = {
  pairsum: PAIRSUM_GROUPS,
  highLow: HIGH_LOW_PATTERNS,
  oddEven: ODD_EVEN_PATTERNS,
  sum12: SUM12_GROUPS,
  numberSet: NUMBER_SETS.map(String),
  digitPattern: ['singles', 'doubles', 'triples'],
};

/**
 * How many of `draws` have each value of each pattern: every value the pattern can take, in its
 * own order (0 for a value no draw had), then any other value met (a straight-mode high/low
 * pattern), in the order met.
 *
 * @example
 * ```ts
 * import { analyze, patternTallies } from '@pick3/core';
 * patternTallies(analyze(draws).draws).digitPattern; // [{ value: 'singles', count: 518 }, …]
 * ```
 */
export function patternTallies(
  draws: readonly AnalyzedDraw[],
): Record<PatternKind, PatternCount[]> {
  const tallies = {} as Record<PatternKind, PatternCount[]>;
  for (const kind of PATTERN_KINDS) {
    const counts = new Map(VALUES[kind].map((value) => [value, 0]));
    for (const draw of draws) {
      const value = String(draw[kind]);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    tallies[kind] = [...counts].map(([value, count]) => ({ value, count }));
  }
  return tallies;
}
