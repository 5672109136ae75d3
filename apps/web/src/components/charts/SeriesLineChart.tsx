import { Box } from '@mantine/core';
import { Line, LineChart, ResponsiveContainer } from 'recharts';
import classes from './chart.module.css';
import { ChartAxes, type ChartAxesProps } from './ChartAxes.js';
import { AXIS_NAME_MARGIN, type ChartSeries } from './chart-series.js';

export interface SeriesLineChartProps<Row extends object> extends Omit<ChartAxesProps, 'xKey'> {
  data: readonly Row[];
  /** The field of a row named on the x axis. */
  xKey: keyof Row & string;
  series: readonly ChartSeries<keyof Row & string>[];
  height: number;
  /** A dot on every point (a few points a chart); off for a line of one point per draw. */
  dots?: boolean;
}

/**
 * Lines over a category axis, straight from point to point, drawn by recharts in the Mantine
 * theme's colours. Without recharts' keyboard layer: each chart is for the eye, beside a table.
 */
export function SeriesLineChart<Row extends object>({
  data,
  series,
  height,
  dots = true,
  ...axes
}: SeriesLineChartProps<Row>) {
  return (
    <Box className={classes.root} h={height}>
      <ResponsiveContainer>
        <LineChart data={data} margin={AXIS_NAME_MARGIN} accessibilityLayer={false}>
          <ChartAxes {...axes} />
          {series.map((s) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              type="linear"
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dash}
              dot={dots ? { fill: s.color, stroke: s.color, strokeWidth: 1 } : false}
              activeDot={dots ? { fill: s.color, stroke: s.color } : false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
