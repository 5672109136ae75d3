import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { formatCurrency } from '../../lib/format.js';
import { CHART_HEIGHT } from './money-chart-height.js';

export interface MoneyChartProps {
  /** One point per draw: its label, the running balance and the chance baseline's (dollars). */
  data: ReadonlyArray<{ draw: string; balance: number; chance: number }>;
  balanceLabel: string;
  chanceLabel: string;
}

/**
 * The running balance of the plays and, dashed, the chance baseline's. For the eye only: the figures
 * table beside it carries the numbers for assistive technology. Its own chunk (the chart library).
 */
export default function MoneyChart({ data, balanceLabel, chanceLabel }: MoneyChartProps) {
  return (
    <Box aria-hidden="true" data-testid="money-chart">
      <LineChart
        h={CHART_HEIGHT}
        data={[...data]}
        dataKey="draw"
        series={[
          { name: 'balance', label: balanceLabel, color: 'blue.6' },
          { name: 'chance', label: chanceLabel, color: 'gray.6', strokeDasharray: '6 4' },
        ]}
        withLegend
        withDots={false}
        curveType="linear"
        valueFormatter={(value) => formatCurrency(value)}
        tooltipAnimationDuration={0}
        lineChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
