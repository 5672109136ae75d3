import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMantine } from '../../testing/render.js';
import { BOX_KEYS, emptyFilterSet, type FilterSet } from '@pick3/core';
import { NumberFiltersMenu } from './NumberFiltersMenu.js';
import { PairsumsMenu } from './PairsumsMenu.js';
import { FilterWorkbench } from './FilterWorkbench.js';

let latest: FilterSet = emptyFilterSet();

function Harness({ initial = emptyFilterSet() }: { initial?: FilterSet }) {
  const [filters, setFilters] = useState(initial);
  latest = filters;
  return (
    <TestMantine>
      <NumberFiltersMenu filters={filters} onChange={setFilters} />
      <PairsumsMenu filters={filters} onChange={setFilters} />
      <FilterWorkbench numbers={BOX_KEYS} filters={filters} mode="box" />
    </TestMantine>
  );
}

describe('filter dropdowns', () => {
  it('toggles build the FilterSet, and the workbench counts what each item removes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Number Filters' }));
    const rows = screen.getByRole('group', { name: 'Rows' });
    await user.click(within(rows).getByRole('button', { name: 'A' }));
    const position3 = screen.getByRole('group', { name: 'Position 3' });
    await user.click(within(position3).getByRole('button', { name: '9' }));
    expect(latest.row).toEqual(['A']);
    expect(latest.position3).toEqual([9]);
    expect(within(rows).getByRole('button', { name: 'A' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Number Filters (2)' })).toBeInTheDocument();
    // Row A is the first 10 singles (012 … 019): alone it removes 10 of the 220.
    expect(screen.getByText('row A: −10')).toBeInTheDocument();

    // Toggling again switches the item off.
    await user.click(within(position3).getByRole('button', { name: '9' }));
    expect(latest.position3).toEqual([]);
  });

  it('Clear All empties the number filters but keeps pairsums', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...emptyFilterSet(), highLow: ['LLL'], pairsum: ['6/3,3'] }} />);
    await user.click(screen.getByRole('button', { name: 'Number Filters (1)' }));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(latest.highLow).toEqual([]);
    expect(latest.pairsum).toEqual(['6/3,3']);
  });

  it('Turn ON All / Turn OFF All covers the 15 pairsum patterns', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Pairsums' }));
    await user.click(screen.getByRole('button', { name: 'Turn ON All (hides every pattern)' }));
    expect(latest.pairsum).toHaveLength(15);
    // Every box key has one of the 15 pairsums, so all 220 are filtered away.
    expect(screen.getByText('Filters keep 0 of 220')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn OFF All (shows every pattern)' }));
    expect(latest.pairsum).toEqual([]);
    await user.click(screen.getByRole('button', { name: '10/1,1' }));
    expect(latest.pairsum).toEqual(['10/1,1']);
  });
});
