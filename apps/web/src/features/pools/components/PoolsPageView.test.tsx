import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { PoolsPageView, type PoolsPageViewProps } from './PoolsPageView.js';

function setup(overrides: Partial<PoolsPageViewProps> = {}) {
  const props: PoolsPageViewProps = {
    state: 'GA',
    poolId: '1-2',
    drawTime: 'EVE',
    pool: {
      id: '1,2',
      name: 'Pool 1,2',
      title: 'Pool 1,2',
      removedNumbers: ['014', '023'],
      remainingNumbers: ['012', '034', '056'],
      totalCount: 5,
    },
    loading: false,
    error: null,
    pendingNumber: null,
    onBack: vi.fn(),
    onDrawTimeChange: vi.fn(),
    onPoolChange: vi.fn(),
    onRemovedClick: vi.fn(),
    onRemainingClick: vi.fn(),
    onOpenTracker: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<PoolsPageView {...props} />);
  return props;
}

describe('PoolsPageView', () => {
  it("shows the state's name in the title, no Coming Soon, the draw times and the four pool tabs", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Georgia Lotto Pools' })).toBeInTheDocument();
    // The pools work (issue 14): nothing on the page says they are still to come.
    expect(screen.queryByText(/Coming Soon/i)).not.toBeInTheDocument();
    for (const label of ['Day', 'Eve', 'Nite']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '1,1',
      '1,2',
      '2,2',
      '2,1',
    ]);
    expect(screen.getByRole('tab', { name: '1,2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'View Pool 1,2 Tracker' })).toBeInTheDocument();
  });

  it('lists removed and remaining numbers with counts and reports clicks', async () => {
    const user = userEvent.setup();
    const props = setup();
    const removed = screen.getByRole('region', { name: 'Removed Numbers' });
    const remaining = screen.getByRole('region', { name: 'Remaining Numbers' });
    expect(within(removed).getByLabelText('Removed Numbers count')).toHaveTextContent('2');
    expect(within(remaining).getByLabelText('Remaining Numbers count')).toHaveTextContent('3');
    await user.click(within(removed).getByRole('button', { name: '014, removed' }));
    expect(props.onRemovedClick).toHaveBeenCalledWith('014');
    await user.click(
      within(remaining).getByRole('button', { name: 'Add 034 to the fishing basket' }),
    );
    expect(props.onRemainingClick).toHaveBeenCalledWith('034');
    expect(props.onRemainingClick).toHaveBeenCalledTimes(1);
  });

  it('changes pool, draw time and opens the tracker through its callbacks', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('tab', { name: '2,1' }));
    expect(props.onPoolChange).toHaveBeenCalledWith('2-1');
    await user.click(screen.getByText('Nite'));
    expect(props.onDrawTimeChange).toHaveBeenCalledWith('NITE');
    await user.click(screen.getByRole('button', { name: 'View Pool 1,2 Tracker' }));
    expect(props.onOpenTracker).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Back to Home/ }));
    expect(props.onBack).toHaveBeenCalled();
  });

  it('disables the number being added', () => {
    setup({ pendingNumber: '012' });
    expect(screen.getByRole('button', { name: 'Add 012 to the fishing basket' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add 034 to the fishing basket' })).toBeEnabled();
  });

  it('shows the error page text with Retry', async () => {
    const user = userEvent.setup();
    const props = setup({ pool: undefined, error: '500: boom' });
    expect(screen.getByText('Error loading data. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('shows the empty texts', () => {
    setup({
      pool: {
        id: '1,2',
        name: 'Pool 1,2',
        title: 'Pool 1,2',
        removedNumbers: [],
        remainingNumbers: [],
        totalCount: 0,
      },
    });
    expect(screen.getByText('No numbers removed')).toBeInTheDocument();
    expect(screen.getByText('No numbers remaining')).toBeInTheDocument();
  });

  it('says nothing of older data while the data is current', () => {
    setup();
    expect(screen.queryByTestId('pools-older-data')).toBeNull();
  });

  it('says the date of the data the pools are built on', () => {
    setup({ dataAsOf: { date: '2026-11-24', drawTime: 'NITE' } });
    expect(screen.getByTestId('pools-data-as-of')).toHaveTextContent(
      "These pools are built on Georgia's stored draws up to GA Night · Tue 11/24/2026.",
    );
  });

  it('names the newest stored draw of stale data above the pools', () => {
    setup({ olderData: { latestDraw: { date: '2026-09-11', drawTime: 'EVE' } } });
    expect(screen.getByTestId('pools-older-data')).toHaveTextContent(
      "Georgia's newest stored draw is GA Evening · Fri 9/11/2026: these pools are worked out from that older data",
    );
  });
});
