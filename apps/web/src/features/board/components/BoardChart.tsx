import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { formatPercent } from '../../../lib/format.js';

export interface BoardChartProps {
  /** One point per table row: its name, hit rate and the chance rate of the same plays (shares of 1). */
  data: ReadonlyArray<{ who: string; hitRate: number; chance: number }>;
  hitRateLabel: string;
  chanceLabel: string;
}

/**
 * Each row's hit rate and, dashed, the chance line, as the money chart draws a balance against its
 * baseline. For the eye only: the table carries the figures for assistive technology. Its own chunk.
 */
export default function BoardChart({ data, hitRateLabel, chanceLabel }: BoardChartProps) {
  return (
    <Box aria-hidden="true" data-testid="board-chart">
      <LineChart
        h={220}
        data={[...data]}
        dataKey="who"
        series={[
          { name: 'hitRate', label: hitRateLabel, color: 'blue.6' },
          { name: 'chance', label: chanceLabel, color: 'gray.6', strokeDasharray: '6 4' },
        ]}
        withLegend
        curveType="linear"
        valueFormatter={(value) => formatPercent(value, 2)}
        tooltipAnimationDuration={0}
        lineChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
