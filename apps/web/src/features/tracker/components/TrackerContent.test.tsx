import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { TrackerContent, type TrackerContentProps } from './TrackerContent.js';

function setup(overrides: Partial<TrackerContentProps> = {}) {
  const props: TrackerContentProps = {
    removedNumbers: ['014', '023'],
    remainingNumbers: Array.from({ length: 22 }, (_, i) => String(100 + i)),
    results: {
      results: [
        {
          id: '2',
          expectedDate: '2025-07-05',
          drawTime: 'Night',
          matchStatus: 'pending',
          winnerNumber: null,
          pendingReason: 'Waits for the Night draw of 7/5/2025 at 11:34 PM EDT.',
        },
        {
          id: '1',
          expectedDate: '2025-07-04',
          drawTime: 'EVE',
          matchStatus: 'win',
          winnerNumber: '105',
          pendingReason: null,
        },
      ],
      wins: 1,
      losses: 0,
      pending: 1,
      hitRate: 1,
      chanceRate: 0.1,
      straightChanceRate: 0.12,
    },
    loading: false,
    updating: false,
    onUpdate: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<TrackerContent {...props} />);
  return props;
}

describe('TrackerContent', () => {
  it('lists numbers with counts and results with date, draw time and winner or Pending', () => {
    setup();
    expect(screen.getByLabelText('Removed Numbers count')).toHaveTextContent('2');
    expect(screen.getByLabelText('Remaining Numbers count')).toHaveTextContent('22');
    expect(screen.getByText('7/4/2025')).toBeInTheDocument();
    expect(screen.getByText('Evening')).toBeInTheDocument();
    expect(screen.getByText('105')).toBeInTheDocument();
    expect(screen.getByText('Night')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    // A pending result says what it waits for.
    expect(
      screen.getByText('Waits for the Night draw of 7/5/2025 at 11:34 PM EDT.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('hit-rate')).toHaveTextContent(
      'Hit rate: 1/1 (100.0%) vs chance 10.0%',
    );
  });

  it('shows the loading text', () => {
    setup({ results: undefined, loading: true });
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
  });

  it('shows No results yet for an empty list', () => {
    setup({
      results: {
        results: [],
        wins: 0,
        losses: 0,
        pending: 0,
        hitRate: null,
        chanceRate: null,
        straightChanceRate: null,
      },
    });
    expect(screen.getByTestId('hit-rate')).toHaveTextContent('Hit rate: no settled results yet');
    expect(screen.getByText('No results yet')).toBeInTheDocument();
  });

  it('asks for an update', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Update Results' }));
    expect(props.onUpdate).toHaveBeenCalled();
  });
});
