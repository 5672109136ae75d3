import { useMemo } from 'react';
import type { AnalyzedDraw } from '@pick3/core';
import { allCharts } from '../chart-data.js';
import { ChartSection } from './ChartSection.js';

/** Every chart of the Charts page over the given draws. */
export function DistributionCharts({ draws }: { draws: readonly AnalyzedDraw[] }) {
  const charts = useMemo(() => allCharts(draws), [draws]);
  return (
    <>
      {charts.map((chart) => (
        <ChartSection key={chart.id} chart={chart} draws={draws.length} />
      ))}
    </>
  );
}
