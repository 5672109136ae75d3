import {
  digitFrequency,
  expectedSkipShare,
  observedVsExpected,
  usToIso,
  type AnalyzedDraw,
  type DistributionKind,
} from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { formatNumber } from '../../lib/format.js';

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
    title: t('charts.skipHistogram'),
    category: t('charts.drawsSinceTheBox'),
    baseline: t('charts.aFairDrawRepeats'),
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
  return [t('charts.first'), t('charts.second'), t('charts.third')].map((position, p) => ({
    id: `digits-${p + 1}`,
    title: t('charts.digitFrequency', { position }),
    category: t('charts.digit'),
    baseline: t('charts.eachDigitHasA', {
      toLocaleString2: formatNumber(frequency.expected, { maximumFractionDigits: 1 }),
      toLocaleString3: formatNumber(frequency.draws),
    }),
    rows: frequency.counts[p]!.map((observed, digit) => ({
      label: String(digit),
      observed,
      expected: frequency.expected,
      observedPct: frequency.draws === 0 ? 0 : pct(observed / frequency.draws),
      expectedPct: 10,
    })),
  }));
}

const TYPE_LABEL = (): Record<string, string> => ({
  single: t('charts.single'),
  double: t('charts.double'),
  triple: t('charts.triple'),
});

/** Every chart of the Charts page over the draws shown (newest first, as the analysis answers). */
export function allCharts(draws: readonly AnalyzedDraw[]): ChartSpec[] {
  const numbers = draws.map((d) => d.winner);
  return [
    ...digitCharts(draws),
    distributionChart(
      'sum',
      t('charts.sumDistribution'),
      t('charts.sum'),
      'sum',
      numbers,
      t('charts.exactChanceOfEach'),
    ),
    distributionChart(
      'root-sum',
      t('charts.rootSumDistribution'),
      t('charts.rootSum'),
      'rootSum',
      numbers,
      t('charts.everyRootSumLast'),
    ),
    distributionChart(
      'digit-type',
      t('charts.digitTypes'),
      t('charts.digitType'),
      'digitType',
      numbers,
      t('charts.aFairDrawIs'),
      (c) => TYPE_LABEL()[c] ?? c,
    ),
    distributionChart(
      'high-low',
      t('charts.highLowPatternH'),
      t('charts.pattern'),
      'highLow',
      numbers,
      t('charts.eachDigitIsHigh'),
    ),
    distributionChart(
      'odd-even',
      t('charts.oddEvenPatternO'),
      t('charts.pattern'),
      'oddEven',
      numbers,
      t('charts.eachDigitIsOdd'),
    ),
    distributionChart(
      'sum12',
      t('charts.n12sumGroups'),
      '12SUM',
      'sum12',
      numbers,
      t('charts.expectedSharesCountEach'),
    ),
    distributionChart(
      'pairsum',
      t('charts.pairSumGroups'),
      t('charts.pairsum'),
      'pairsum',
      numbers,
      t('charts.expectedSharesCountEach'),
    ),
    skipHistogram(draws),
  ];
}
