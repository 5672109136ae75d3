import { Box } from '@mantine/core';
import { SeriesLineChart } from '../../../components/charts/SeriesLineChart.js';
import { themeColor } from '../../../components/charts/chart-series.js';
import { formatPercent } from '../../../lib/format.js';

export interface BoardChartProps {
  /** One point per table row: its name, hit rate and the chance rate of the same plays (shares of 1). */
  data: ReadonlyArray<{ who: string; hitRate: number; chance: number }>;
  hitRateLabel: string;
  chanceLabel: string;
  /** The axes' names with their units, in the page's language. */
  xLabel: string;
  yLabel: string;
}

/**
 * Each row's hit rate and, dashed, the chance line, as the money chart draws a balance against its
 * baseline. For the eye only: the table carries the figures for assistive technology. Its own chunk.
 */
export default function BoardChart({
  data,
  hitRateLabel,
  chanceLabel,
  xLabel,
  yLabel,
}: BoardChartProps) {
  return (
    <Box aria-hidden="true" data-testid="board-chart">
      <SeriesLineChart
        height={220}
        data={data}
        xKey="who"
        series={[
          { key: 'hitRate', label: hitRateLabel, color: themeColor('blue', 6) },
          { key: 'chance', label: chanceLabel, color: themeColor('gray', 6), dash: '6 4' },
        ]}
        xLabel={xLabel}
        yLabel={yLabel}
        yWidth={76}
        format={(value) => formatPercent(value, 2)}
      />
    </Box>
  );
}
