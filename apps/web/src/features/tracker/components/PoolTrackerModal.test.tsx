import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DRAW_TIME_LABELS, poolBacktest } from '@pick3/core';
import { renderWithProviders } from '../../../testing/render.js';
import { syntheticHistory } from '../testing/synthetic-history.js';
import { PoolTrackerModal } from './PoolTrackerModal.js';

function renderModal() {
  renderWithProviders(
    <PoolTrackerModal
      isOpen
      onClose={() => undefined}
      removedNumbers={['014']}
      remainingNumbers={['278']}
      poolType="Pool 1,1"
    />,
  );
}

describe('PoolTrackerModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a dialog titled by its pool whose close button has a name', async () => {
    // The expected results never arrive: only the frame is under test.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderModal();
    expect(
      await screen.findByRole('dialog', { name: 'Pool 1,1 - Pool Tracker' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close tracker' })).toBeInTheDocument();
    expect(screen.getByText('Loading the backtest...')).toBeInTheDocument();
  });

  it("backtests its pool over Georgia's exported history", async () => {
    const history = syntheticHistory(600);
    const rows = history.map((d) => ({
      state: 'GA',
      game: 'Cash 3',
      date: d.date,
      draw_time: DRAW_TIME_LABELS[d.drawTime],
      number: d.number,
    }));
    const requested: string[] = [];
    // The network edge: the export answers with rows in its documented JSON shape; the expected
    // results never arrive.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        requested.push(url);
        return url.includes('/api/draws/export')
          ? Promise.resolve(Response.json(rows))
          : new Promise(() => undefined);
      }),
    );
    renderModal();
    const expected = poolBacktest(history, '1-1').overall;
    expect(expected.evaluated).toBe(1800 - 1500);
    expect(await screen.findByTestId('backtest-summary')).toHaveTextContent(
      `Backtest: ${expected.hits}/${expected.evaluated} draws hit the remaining numbers`,
    );
    expect(requested.some((u) => /\/api\/draws\/export\?state=GA&format=json$/.test(u))).toBe(true);
  });
});
