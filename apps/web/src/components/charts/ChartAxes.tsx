import { CartesianGrid, Label, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import classes from './chart.module.css';
import { ChartLegend } from './ChartLegend.js';
import { ChartTooltip } from './ChartTooltip.js';
import { DIMMED, GRID_DASH } from './chart-series.js';

export interface ChartAxesProps {
  /** The field of a data row named on the x axis. */
  xKey: string;
  /** The axes' names with their units, in the page's language. */
  xLabel: string;
  yLabel: string;
  /** The y axis' width: room beside the ticks for its name, so neither covers the other. */
  yWidth: number;
  /** A value as the y axis and the tooltip show it, its unit included. */
  format: (value: number) => string;
}

/**
 * What every chart here draws around its series, inside a recharts chart: the legend above, the x
 * axis of categories and the value axis, each named, a dashed horizontal grid, and a tooltip per
 * category. Not animated. The chart leaves room for the names with AXIS_NAME_MARGIN.
 */
export function ChartAxes({ xKey, xLabel, yLabel, yWidth, format }: ChartAxesProps) {
  return (
    <>
      <Legend verticalAlign="top" content={({ payload }) => <ChartLegend payload={payload} />} />
      <XAxis
        dataKey={xKey}
        tick={{ transform: 'translate(0, 10)', fontSize: 12 }}
        stroke=""
        interval="preserveStartEnd"
        tickLine={false}
        minTickGap={5}
      >
        <Label value={xLabel} position="insideBottom" offset={-20} fontSize={12} />
      </XAxis>
      <YAxis
        type="number"
        width={yWidth}
        tick={{ transform: 'translate(-10, 0)', fontSize: 12 }}
        axisLine={false}
        tickLine={{ stroke: DIMMED }}
        tickFormatter={format}
      >
        <Label
          value={yLabel}
          position="insideLeft"
          angle={-90}
          textAnchor="middle"
          fontSize={12}
          offset={-5}
        />
      </YAxis>
      <CartesianGrid className={classes.grid} strokeDasharray={GRID_DASH} vertical={false} />
      {/* The hovered category: a dashed line on a line chart, a shaded band on a bar chart. */}
      <Tooltip
        isAnimationActive={false}
        position={{ y: 0 }}
        cursor={{
          stroke: 'var(--chart-grid-color)',
          strokeWidth: 1,
          strokeDasharray: GRID_DASH,
          fill: 'var(--chart-cursor-fill)',
        }}
        content={({ active, label, payload }) => (
          <ChartTooltip active={active} label={label} payload={payload} format={format} />
        )}
      />
    </>
  );
}
