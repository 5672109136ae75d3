import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { poolBacktest } from '@pick3/core';
import { renderWithProviders } from '../../../testing/render.js';
import { syntheticHistory } from '../testing/synthetic-history.js';
import { PoolBacktestSection } from './PoolBacktestSection.js';

describe('PoolBacktestSection', () => {
  it('shows the overall and per-draw-time rows with their interval and chance', () => {
    const result = poolBacktest(syntheticHistory(200), '1-2', { limit: 20, windowSize: 60 });
    renderWithProviders(<PoolBacktestSection result={result} loading={false} error={null} />);
    expect(screen.getByRole('region', { name: 'Backtest over the stored history' })).toBeVisible();
    expect(screen.getByTestId('backtest-summary')).toHaveTextContent(
      `${result.overall.hits}/${result.overall.evaluated} draws hit`,
    );
    const table = within(screen.getByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'All draws',
      'Day',
      'Evening',
      'Night',
    ]);
    const night = result.byDrawTime.find((p) => p.drawTime === 'NITE')!;
    const cells = within(rows[3]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 2)).toEqual([String(night.evaluated), String(night.hits)]);
    expect(cells[3]).toBe(`${(night.chanceRate * 100).toFixed(1)}%`);
  });

  it('shows loading and a failure', () => {
    const { unmount } = renderWithProviders(
      <PoolBacktestSection result={undefined} loading error={null} />,
    );
    expect(screen.getByText('Loading the backtest...')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <PoolBacktestSection result={undefined} loading={false} error="Server error" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Backtest unavailable: Server error');
  });
});
