import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOX_KEYS, digitTypeOf, expectedGap } from '@pick3/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads.js';
import { renderWithProviders } from '../../../testing/render.js';
import type { SkipRow } from '../api/get-skips.js';
import { SkipsTable } from './SkipsTable.js';

// Skips spread over the 220 keys so each sort has one clear leader: key i has current skip i.
const rows: SkipRow[] = BOX_KEYS.map((key, i) => ({
  key,
  digitType: digitTypeOf(key),
  currentSkip: i === 5 ? null : i,
  currentSkipAtLeast: false,
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

afterEach(() => vi.restoreAllMocks());

describe('SkipsTable', () => {
  it("downloads the table's columns and rows in the order shown", async () => {
    const downloads = captureDownloads();
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: /^Current skip/ })); // smallest first
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
    const [csv, json] = await downloads.files();
    expect(csv?.fileName).toBe('ga-pick-3-skips.csv');
    const lines = csv!.text.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'number,type,current_skip,current_skip_is_at_least,average_skip,longest_skip,drawn_in_window,drawn_all_time,expected_skip',
    );
    expect(lines).toHaveLength(221);
    const first = rows[0]!;
    expect(lines[1]).toBe(
      [
        first.key,
        first.digitType,
        0,
        false,
        first.averageSkip,
        first.longestSkip,
        first.hitsInWindow,
        first.hitsAllTime,
        first.expectedSkip,
      ].join(','),
    );
    const parsed = JSON.parse(json!.text) as Array<Record<string, unknown>>;
    expect(parsed.map((r) => r.number)).toEqual(lines.slice(1).map((l) => l.split(',')[0]));
    // The key never drawn (null skip) keeps null in JSON and an empty cell in CSV.
    expect(parsed.find((r) => r.number === BOX_KEYS[5])?.current_skip).toBeNull();
    expect(lines.find((l) => l.startsWith(`${BOX_KEYS[5]},`))?.split(',')[2]).toBe('');
  });

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

  it('shows "≥ N" for a number not drawn since a hole, and counts the window after it', () => {
    const bounded = rows.map((row, i) =>
      i === 219 ? { ...row, currentSkip: 990, currentSkipAtLeast: true } : row,
    );
    renderWithProviders(
      <SkipsTable
        rows={bounded}
        stateCode="GA"
        windowSize={730}
        windowDraws={329}
        hasHole
        height={340}
      />,
    );
    const list = screen.getByRole('list', { name: 'Skips of every number' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(`${BOX_KEYS[219]}`);
    expect(first).toHaveTextContent('Current skip: ≥ 990');
    expect(
      screen.getByRole('button', { name: 'Drawn in last 329 (after the gap)' }),
    ).toBeInTheDocument();
  });
});
