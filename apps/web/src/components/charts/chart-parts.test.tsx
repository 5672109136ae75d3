import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChartLegend } from './ChartLegend.js';
import { ChartTooltip } from './ChartTooltip.js';
import { themeColor } from './chart-series.js';

const inTheme = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

// The payload recharts hands a tooltip for one month of the backtest chart: each line's name
// (its series label), its stroke colour and the month's value.
const month = [
  {
    dataKey: 'hit',
    name: 'Hit rate (%)',
    value: 12.5,
    color: themeColor('blue', 6),
    graphicalItemId: 'hit',
  },
  {
    dataKey: 'chance',
    name: 'Chance rate (%)',
    value: 10,
    color: themeColor('gray', 6),
    graphicalItemId: 'chance',
  },
];

describe('chart legend and tooltip', () => {
  it('the legend names each series beside a swatch of its theme colour', () => {
    inTheme(
      <ChartLegend
        payload={[
          { value: 'Balance', color: themeColor('blue', 6) },
          { value: 'Chance', color: themeColor('gray', 6) },
        ]}
      />,
    );
    for (const [name, colour] of [
      ['Balance', 'blue-6'],
      ['Chance', 'gray-6'],
    ] as const) {
      const item = screen.getByText(name).parentElement!;
      const swatch = item.querySelector('.mantine-ColorSwatch-colorOverlay') as HTMLElement;
      expect(swatch.style.backgroundColor).toBe(`var(--mantine-color-${colour})`);
    }
  });

  it('the tooltip shows the point, then each series with its value in the chart unit', () => {
    inTheme(
      <ChartTooltip active label="Jan 2026" payload={month} format={(value) => `${value}%`} />,
    );
    expect(screen.getByText('Jan 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Hit rate (%)').closest('.mantine-Group-root')!.parentElement,
    ).toHaveTextContent('Hit rate (%)12.5%');
    expect(
      screen.getByText('Chance rate (%)').closest('.mantine-Group-root')!.parentElement,
    ).toHaveTextContent('Chance rate (%)10%');
  });

  it('the tooltip draws nothing while no point is hovered', () => {
    inTheme(<ChartTooltip active={false} label="Jan 2026" payload={month} format={String} />);
    expect(screen.queryByText('Jan 2026')).toBeNull();
    expect(screen.queryByText('Hit rate (%)')).toBeNull();
  });
});
