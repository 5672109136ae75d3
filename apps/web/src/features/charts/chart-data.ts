import {
  digitFrequency,
  expectedSkipShare,
  observedVsExpected,
  usToIso,
  type AnalyzedDraw,
  type DistributionKind,
} from '@pick3/core';

/** One bar group of a chart and its table row: what was drawn beside what a fair draw gives. */
export interface ChartRow {
  label: string;
  /** Draws observed. */
  observed: number;
  /** Draws a fair draw gives on average. */
  expected: number;
  /** Percentages of the draws counted, for the bars. */
  observedPct: number;
  expectedPct: number;
}

/** One chart of the Charts page: its rows and the sentence that states its chance baseline. */
export interface ChartSpec {
  id: string;
  title: string;
  /** Header of the first table column. */
  category: string;
  baseline: string;
  rows: ChartRow[];
}

const pct = (share: number) => Math.round(share * 1000) / 10;

function distributionChart(
  id: string,
  title: string,
  category: string,
  kind: DistributionKind,
  numbers: readonly string[],
  baseline: string,
  label: (category: string) => string = (c) => c,
): ChartSpec {
  const rows = observedVsExpected(kind, numbers).map((row) => ({
    label: label(row.category),
    observed: row.observed,
    expected: row.expected,
    observedPct: pct(row.observedShare),
    expectedPct: pct(row.expectedShare),
  }));
  return { id, title, category, baseline, rows };
}

/** Skip histogram bins: 0–24, 25–49, … , 475–499, then 500 and more. */
export const SKIP_BIN_WIDTH = 25;
export const SKIP_BIN_COUNT = 20;

/**
 * Skip histogram: how many drawn numbers came after 0–24, 25–49, … draws without their box number,
 * next to what a fair draw gives. A skip is only seen when the previous hit lies among the draws
 * shown (the k-th newest of n draws can show a skip below n − 1 − k), so the expected count of a bin
 * adds, draw by draw, the chance of a skip in that bin and below that bound.
 */
export function skipHistogram(draws: readonly AnalyzedDraw[]): ChartSpec {
  const gaps = draws.map((d) => d.gap).filter((g): g is number => g !== null);
  const n = draws.length;
  const bins: { from: number; to: number | undefined; observed: number; expected: number }[] = [];
  for (let i = 0; i <= SKIP_BIN_COUNT; i++) {
    const from = i * SKIP_BIN_WIDTH;
    const to = i === SKIP_BIN_COUNT ? undefined : from + SKIP_BIN_WIDTH;
    let expected = 0;
    for (let k = 0; k < n; k++) {
      const older = n - 1 - k;
      if (from < older)
        expected += expectedSkipShare(from, to === undefined ? older : Math.min(to, older));
    }
    const observed = gaps.filter((g) => g >= from && (to === undefined || g < to)).length;
    bins.push({ from, to, observed, expected });
  }
  const expectedTotal = bins.reduce((sum, b) => sum + b.expected, 0);
  return {
    id: 'skips',
    title: 'Skip histogram',
    category: 'Draws since the box number last came',
    baseline:
      'A fair draw repeats its box number after 166.7 draws on average for a single, 333.3 for a double and 1,000 for a triple. Only skips inside the draws shown can be seen, and the expected counts allow for that.',
    rows: bins.map(({ from, to, observed, expected }) => ({
      label: to === undefined ? `${from}+` : `${from}–${to - 1}`,
      observed,
      expected,
      observedPct: gaps.length === 0 ? 0 : pct(observed / gaps.length),
      expectedPct: expectedTotal === 0 ? 0 : pct(expected / expectedTotal),
    })),
  };
}

/** Digit frequency by position (first, second, third digit), against draws / 10 each. */
export function digitCharts(draws: readonly AnalyzedDraw[]): ChartSpec[] {
  const frequency = digitFrequency(
    draws.map((d) => ({ date: usToIso(d.date), drawTime: d.draw, number: d.winner })),
  );
  return ['First', 'Second', 'Third'].map((position, p) => ({
    id: `digits-${p + 1}`,
    title: `${position} digit frequency`,
    category: 'Digit',
    baseline: `Each digit has a 1 in 10 chance in every position: ${frequency.expected.toLocaleString('en-US', { maximumFractionDigits: 1 })} of these ${frequency.draws.toLocaleString('en-US')} draws.`,
    rows: frequency.counts[p]!.map((observed, digit) => ({
      label: String(digit),
      observed,
      expected: frequency.expected,
      observedPct: frequency.draws === 0 ? 0 : pct(observed / frequency.draws),
      expectedPct: 10,
    })),
  }));
}

const TYPE_LABEL: Record<string, string> = { single: 'Single', double: 'Double', triple: 'Triple' };

/** Every chart of the Charts page over the draws shown (newest first, as the analysis answers). */
export function allCharts(draws: readonly AnalyzedDraw[]): ChartSpec[] {
  const numbers = draws.map((d) => d.winner);
  return [
    ...digitCharts(draws),
    distributionChart(
      'sum',
      'Sum distribution',
      'Sum',
      'sum',
      numbers,
      'Exact chance of each sum over all 1,000 numbers: from 0.1 % for 0 or 27 to 7.5 % for 13 and 14.',
    ),
    distributionChart(
      'root-sum',
      'Root-sum distribution',
      'Root sum',
      'rootSum',
      numbers,
      'Every root sum (last digit of the sum) has exactly a 10 % chance.',
    ),
    distributionChart(
      'digit-type',
      'Digit types',
      'Digit type',
      'digitType',
      numbers,
      'A fair draw is a single 72 % of the time, a double 27 %, a triple 1 %.',
      (c) => TYPE_LABEL[c] ?? c,
    ),
    distributionChart(
      'high-low',
      'High/Low pattern (H/L)',
      'Pattern',
      'highLow',
      numbers,
      'Each digit is high (5–9) or low (0–4) half the time: each of the 8 patterns has a 12.5 % chance.',
    ),
    distributionChart(
      'odd-even',
      'Odd/Even pattern (O/E)',
      'Pattern',
      'oddEven',
      numbers,
      'Each digit is odd or even half the time: each of the 8 patterns has a 12.5 % chance.',
    ),
    distributionChart(
      'sum12',
      '12SUM groups',
      '12SUM',
      'sum12',
      numbers,
      'Expected shares count each group over all 1,000 numbers.',
    ),
    distributionChart(
      'pairsum',
      'Pair-sum groups',
      'Pairsum',
      'pairsum',
      numbers,
      'Expected shares count each group over all 1,000 numbers.',
    ),
    skipHistogram(draws),
  ];
}
