import { fireEvent, screen, within } from '@testing-library/react';
import { BOX_KEYS, digitTypeOf, expectedGap } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.js';
import type { SkipRow } from '../api/get-skips.js';
import { SkipsTable } from './SkipsTable.js';

// Skips spread over the 220 keys so each sort has one clear leader: key i has current skip i.
const rows: SkipRow[] = BOX_KEYS.map((key, i) => ({
  key,
  digitType: digitTypeOf(key),
  currentSkip: i === 5 ? null : i,
  averageSkip: 100 + (i % 7),
  longestSkip: 300 + i,
  hitsInWindow: i % 4,
  hitsAllTime: 10 + i,
  expectedSkip: expectedGap(digitTypeOf(key)),
}));

function renderTable() {
  renderWithProviders(<SkipsTable rows={rows} stateCode="GA" windowSize={730} height={340} />);
  return screen.getByRole('list', { name: 'Skips of every number' });
}

const firstKey = (list: HTMLElement) =>
  within(within(list).getAllByRole('listitem')[0]!).getByRole('link').textContent;

describe('SkipsTable', () => {
  it('draws only the rows in view of all 220, most overdue first', () => {
    const list = renderTable();
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', '220');
    expect(firstKey(list)).toBe(BOX_KEYS[219]);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/lookup/${BOX_KEYS[219]}?state=GA`,
    );
  });

  it('sorts by another column and flips on a second tap, the missing skip never first', () => {
    const list = renderTable();
    fireEvent.click(screen.getByRole('button', { name: /^Current skip/ }));
    expect(firstKey(list)).toBe(BOX_KEYS[0]);
    fireEvent.click(screen.getByRole('button', { name: /^Drawn all time/ }));
    expect(screen.getByRole('button', { name: /^Drawn all time/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(firstKey(list)).toBe(BOX_KEYS[219]);
    expect(screen.getByText(/sorted by drawn all time, largest first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drawn in last 730' })).toBeInTheDocument();
  });
});
