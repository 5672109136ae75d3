import { Box } from '@mantine/core';
import { SeriesLineChart } from '../charts/SeriesLineChart.js';
import { themeColor } from '../charts/chart-series.js';
import { formatCurrency } from '../../lib/format.js';
import { CHART_HEIGHT } from './money-chart-height.js';

export interface MoneyChartProps {
  /** One point per draw: its label, the running balance and the chance baseline's (dollars). */
  data: ReadonlyArray<{ draw: string; balance: number; chance: number }>;
  balanceLabel: string;
  chanceLabel: string;
  /** The axes' names with their units, in the page's language. */
  xLabel: string;
  yLabel: string;
}

/**
 * The running balance of the plays and, dashed, the chance baseline's. For the eye only: the figures
 * table beside it carries the numbers for assistive technology. Its own chunk (recharts).
 */
export default function MoneyChart({
  data,
  balanceLabel,
  chanceLabel,
  xLabel,
  yLabel,
}: MoneyChartProps) {
  return (
    <Box aria-hidden="true" data-testid="money-chart">
      <SeriesLineChart
        height={CHART_HEIGHT}
        data={data}
        xKey="draw"
        series={[
          { key: 'balance', label: balanceLabel, color: themeColor('blue', 6) },
          { key: 'chance', label: chanceLabel, color: themeColor('gray', 6), dash: '6 4' },
        ]}
        xLabel={xLabel}
        yLabel={yLabel}
        yWidth={112}
        format={(value) => formatCurrency(value)}
        dots={false}
      />
    </Box>
  );
}
