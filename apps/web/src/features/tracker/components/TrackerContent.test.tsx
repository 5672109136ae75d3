import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackerMoney } from '@pick3/core';
import { renderWithProviders } from '../../../testing/render.js';
import { TrackerContent, type TrackerContentProps } from './TrackerContent.js';

/** The money the server sends: Georgia's table, $1 a straight, the 7/4 set (105, 123, 777) won by 105. */
const money = {
  state: 'GA',
  stake: 1,
  play: 'remaining-straight' as const,
  ...trackerMoney('GA', [
    {
      date: '2025-07-04',
      drawTime: 'EVE',
      remainingNumbers: ['105', '123', '777'],
      winnerNumber: '105',
    },
  ]),
};

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
          pendingReason:
            'Waiting for the Night draw of 7/5/2025 at 11:34 PM EDT. Results usually arrive by 11:49 PM EDT.',
          remainingNumbers: ['105', '124'],
        },
        {
          id: '1',
          expectedDate: '2025-07-04',
          drawTime: 'EVE',
          matchStatus: 'win',
          winnerNumber: '105',
          pendingReason: null,
          remainingNumbers: ['105', '123', '777'],
        },
      ],
      wins: 1,
      losses: 0,
      pending: 1,
      hitRate: 1,
      chanceRate: 0.1,
      straightChanceRate: 0.12,
      money,
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
    // The winner column and the result badge, both in the page's words.
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByText('Win')).toBeInTheDocument();
    // A pending result says what it waits for.
    expect(
      screen.getByText(
        'Waiting for the Night draw of 7/5/2025 at 11:34 PM EDT. Results usually arrive by 11:49 PM EDT.',
      ),
    ).toBeInTheDocument();
    // Against the chance of the sets it scored (straights covered / 1,000), not remaining / 220.
    expect(screen.getByTestId('hit-rate')).toHaveTextContent(
      'Hit rate: 1/1 (100.0%) vs chance 12.0%',
    );
    // A settled result shows the set it was scored on, not the pool's numbers of another draw time.
    expect(screen.getByTestId('scored-set-1')).toHaveTextContent(
      'Scored on 3 numbers: 105, 123, 777',
    );
  });

  it(
    'shows the money of the settled plays beside the chance baseline, and charts the balance',
    {
      timeout: 40_000,
    },
    async () => {
      setup();
      const table = screen.getByTestId('money-table');
      // Three $1 straights; 105 drawn in its own order pays $500. Chance: 3 × $500 / 1,000.
      const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
      expect(table).toBeInTheDocument();
      expect(row('Spend')).toHaveTextContent('Spend$3.00$3.00');
      expect(row('Winnings')).toHaveTextContent('Winnings$500.00$1.50');
      expect(row('Net')).toHaveTextContent('Net$497.00-$1.50');
      expect(row('Return per dollar')).toHaveTextContent('Return per dollar$166.67$0.50');
      expect(row('Longest losing streak')).toHaveTextContent('Longest losing streak (draws)0—');
      expect(row('Largest drawdown')).toHaveTextContent('Largest drawdown$0.00—');
      expect(screen.getByTestId('money-played')).toHaveTextContent(
        'every remaining number on each of 1 draws, $1.00 each as a straight play',
      );
      // The chart is its own chunk: the first render loads the chart library.
      expect(await screen.findByTestId('money-chart', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.getByTestId('money-odds')).toHaveTextContent(
        'No pattern changes the odds: every number has the same chance on every draw, so the prize table gives back about $0.50 of each dollar',
      );
    },
  );

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
        money: { ...money, ...trackerMoney('GA', []) },
      },
    });
    expect(screen.getByText('No settled draw yet: nothing was played.')).toBeInTheDocument();
    // Nothing spent, no return to quote: the odds rule is said without a blank figure.
    expect(screen.getByTestId('money-odds')).toHaveTextContent(
      'No pattern changes the odds: every number has the same chance on every draw, whichever numbers are played.',
    );
    expect(screen.getByTestId('money-odds')).not.toHaveTextContent('—');
    expect(screen.queryByTestId('money-chart')).toBeNull();
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
