import { describeValue, Pick3Error } from '../errors/errors.js';
import { ALL_STRAIGHTS, type Straight } from '../numbers/numbers.js';
import {
  assertMode,
  classify,
  HIGH_LOW_PATTERNS,
  ODD_EVEN_PATTERNS,
  PAIRSUM_GROUPS,
  SUM12_GROUPS,
  type Classification,
  type Mode,
} from '../patterns/patterns.js';

/**
 * The properties of a number whose distribution {@link expectedDistribution} knows.
 *
 * @example
 * ```ts
 * import { DISTRIBUTION_KINDS } from '@pick3/core';
 * DISTRIBUTION_KINDS.includes('sum'); // true
 * ```
 */
export const DISTRIBUTION_KINDS = Object.freeze([
  'sum',
  'rootSum',
  'digitType',
  'highLow',
  'oddEven',
  'sum12',
  'pairsum',
] as const);

/**
 * One of {@link DISTRIBUTION_KINDS}.
 *
 * @example
 * ```ts
 * import type { DistributionKind } from '@pick3/core';
 * const kind: DistributionKind = 'rootSum';
 * ```
 */
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number];

/**
 * One category of a distribution and its probability.
 *
 * @example
 * ```ts
 * import type { DistributionShare } from '@pick3/core';
 * const share: DistributionShare = { category: '13', share: 0.075 };
 * ```
 */
export interface DistributionShare {
  category: string;
  share: number;
}

/** Every category of a kind, in display order, so that categories a fair draw never gives are absent. */
function categoriesOf(kind: DistributionKind): readonly string[] {
  switch (kind) {
    case 'sum':
      return Array.from({ length: 28 }, (_, i) => String(i));
    case 'rootSum':
      return Array.from({ length: 10 }, (_, i) => String(i));
    case 'digitType':
      return ['single', 'double', 'triple'];
    case 'highLow':
      return HIGH_LOW_PATTERNS;
    case 'oddEven':
      return ODD_EVEN_PATTERNS;
    case 'sum12':
      return SUM12_GROUPS;
    case 'pairsum':
      return PAIRSUM_GROUPS;
  }
}

function categoryOf(kind: DistributionKind, c: Classification): string {
  switch (kind) {
    case 'sum':
      return String(c.digitSum);
    case 'rootSum':
      return String(c.rootSum);
    case 'digitType':
      return c.digitType;
    case 'highLow':
      return c.highLow;
    case 'oddEven':
      return c.oddEven;
    case 'sum12':
      return c.sum12;
    case 'pairsum':
      return c.pairsum;
  }
}

function assertKind(kind: unknown): DistributionKind {
  if ((DISTRIBUTION_KINDS as readonly unknown[]).includes(kind)) return kind as DistributionKind;
  throw new Pick3Error(
    'INVALID_OPTION',
    `kind must be one of ${DISTRIBUTION_KINDS.join(', ')}, got ${describeValue(kind)}.`,
    { field: 'kind' },
  );
}

// A fair draw is uniform over the 1,000 straights, so the exact distribution of any property is its
// count over all 1,000 divided by 1,000. Computed once per kind and mode.
const cache = new Map<string, readonly DistributionShare[]>();

/**
 * The exact distribution of a property of a fair draw (uniform over the 1,000 straights), found by
 * classifying all 1,000 numbers: digit sum 0–27, root sum 0–9, digit type, and the H/L, O/E, 12SUM and
 * pairsum patterns. `mode` chooses whether patterns are of the straight as drawn or of its box key (as
 * {@link classify}); sums and digit types are the same in both. Shares sum to 1.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` (with `field`) for an unknown kind or mode.
 * @example
 * ```ts
 * import { expectedDistribution } from '@pick3/core';
 * expectedDistribution('rootSum')[0]; // { category: '0', share: 0.1 }
 * expectedDistribution('digitType'); // single 0.72, double 0.27, triple 0.01
 * ```
 */
export function expectedDistribution(
  kind: DistributionKind,
  mode: Mode = 'straight',
): readonly DistributionShare[] {
  const k = assertKind(kind);
  const m = assertMode(mode);
  const cached = cache.get(`${k}/${m}`);
  if (cached) return cached;
  const counts = new Map<string, number>(categoriesOf(k).map((c) => [c, 0]));
  for (const number of ALL_STRAIGHTS) {
    const category = categoryOf(k, classify(number, { mode: m }));
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const shares = Object.freeze(
    [...counts].map(([category, n]) => Object.freeze({ category, share: n / 1000 })),
  );
  cache.set(`${k}/${m}`, shares);
  return shares;
}

/**
 * One category of {@link observedVsExpected}.
 *
 * @example
 * ```ts
 * import type { ObservedExpectedRow } from '@pick3/core';
 * const row: ObservedExpectedRow = { category: 'single', observed: 70, observedShare: 0.7, expectedShare: 0.72, expected: 72 };
 * ```
 */
export interface ObservedExpectedRow {
  category: string;
  /** Draws in this category. */
  observed: number;
  /** observed / draws (0 without draws). */
  observedShare: number;
  /** The exact chance share. */
  expectedShare: number;
  /** What a fair draw gives on average: draws × expectedShare. */
  expected: number;
}

/**
 * Counts a property over drawn numbers next to what a fair draw gives: for each category of
 * {@link expectedDistribution}, the draws in it, their share, and the expected count and share.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` (with `field`) for a malformed number, `INVALID_OPTION`
 * for an unknown kind or mode.
 * @example
 * ```ts
 * import { observedVsExpected } from '@pick3/core';
 * observedVsExpected('rootSum', ['123', '456']).find((r) => r.category === '6');
 * // { category: '6', observed: 1, observedShare: 0.5, expectedShare: 0.1, expected: 0.2 }
 * ```
 */
export function observedVsExpected(
  kind: DistributionKind,
  numbers: readonly Straight[],
  mode: Mode = 'straight',
): ObservedExpectedRow[] {
  const expected = expectedDistribution(kind, mode);
  if (!Array.isArray(numbers)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `numbers must be an array, got ${describeValue(numbers)}.`,
      {
        field: 'numbers',
      },
    );
  }
  const counts = new Map<string, number>();
  numbers.forEach((number, i) => {
    let c: Classification;
    try {
      c = classify(number, { mode });
    } catch {
      throw new Pick3Error(
        'INVALID_NUMBER',
        `numbers[${i}] ${describeValue(number)} is not a Pick 3 number.`,
        { field: `numbers[${i}]` },
      );
    }
    const category = categoryOf(kind, c);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  });
  const total = numbers.length;
  return expected.map(({ category, share }) => {
    const observed = counts.get(category) ?? 0;
    return {
      category,
      observed,
      observedShare: total === 0 ? 0 : observed / total,
      expectedShare: share,
      expected: total * share,
    };
  });
}
