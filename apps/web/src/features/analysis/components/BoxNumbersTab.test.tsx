import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { analyze, columnOf, emptyFilterSet, rowOf, type Draw } from '@pick3/core';
import { captureDownloads } from '../../../testing/capture-downloads.js';
import { TestMantine } from '../../../testing/render.js';
import { buildNumberView } from '../number-view.js';
import { BoxNumbersTab } from './BoxNumbersTab.js';

const draws: Draw[] = [
  { date: '2025-07-01', drawTime: 'DAY', number: '610' },
  { date: '2025-07-02', drawTime: 'EVE', number: '899' },
];

function renderGrid() {
  const view = buildNumberView(analyze(draws), emptyFilterSet(), true);
  render(
    <TestMantine>
      <BoxNumbersTab view={view} />
    </TestMantine>,
  );
}

/** The grid's children in DOM order; the CSS grid flows them column by column. */
function gridItems(name: string): Element[] {
  const box = screen.getByRole('group', { name });
  return [...box.firstElementChild!.children];
}

const letters = (from: string, count: number, repeat: number) =>
  Array.from({ length: count }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i).repeat(repeat),
  );

afterEach(() => vi.restoreAllMocks());

describe('BoxNumbersTab downloads', () => {
  it('downloads the removed and remaining box numbers with their status', async () => {
    const downloads = captureDownloads();
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));
    const [csv] = await downloads.files();
    const lines = csv!.text.trimEnd().split('\n');
    expect(lines[0]).toBe('number,status');
    // 610 and 899 removed (as their box keys), the other 218 of the 220 remaining.
    expect(lines.slice(1, 3)).toEqual(['016,removed', '899,removed']);
    const remaining = lines.slice(3);
    expect(remaining).toHaveLength(218);
    expect(remaining.every((l) => l.endsWith(',remaining'))).toBe(true);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(220);
  });
});

describe('BoxNumbersTab grids', () => {
  it('labels the lines of the singles grid M–V and of the doubles grid JJ–SS', () => {
    renderGrid();
    for (const [name, expected] of [
      ['SINGLES grid', letters('M', 10, 1)],
      ['DOUBLES grid', letters('J', 10, 2)],
    ] as const) {
      const labels = gridItems(name)
        .filter((el) => el.hasAttribute('data-line-letter'))
        .map((el) => el.textContent);
      expect(labels).toEqual(expected);
    }
  });

  it('puts every box key on the line of its own column letter, under its row letter', () => {
    renderGrid();
    for (const name of ['SINGLES grid', 'DOUBLES grid']) {
      const items = gridItems(name);
      // Corner and ten line labels first, then per row letter its head and ten cells.
      const lineLetters = items.slice(1, 11).map((el) => el.textContent);
      const rest = items.slice(11);
      expect(rest.length % 11).toBe(0);
      let checked = 0;
      for (let c = 0; c < rest.length; c += 11) {
        const rowLetter = rest[c]!.textContent;
        rest.slice(c + 1, c + 11).forEach((cell, line) => {
          const number = cell.getAttribute('title')!.slice(0, 3);
          expect(columnOf(number)).toBe(lineLetters[line]);
          expect(rowOf(number)).toBe(rowLetter);
          checked++;
        });
      }
      expect(checked).toBe(name === 'SINGLES grid' ? 120 : 90);
    }
  });

  it('shows the removed box keys of the draws in their cells', () => {
    renderGrid();
    const singles = screen.getByRole('group', { name: 'SINGLES grid' });
    expect(within(singles).getByTitle('016 removed')).toBeInTheDocument();
    expect(within(singles).getByTitle('012 remaining')).toBeInTheDocument();
    const doubles = screen.getByRole('group', { name: 'DOUBLES grid' });
    expect(within(doubles).getByTitle('899 removed')).toBeInTheDocument();
  });

  it('labels each triple with its column letter BBB–KKK', () => {
    renderGrid();
    const triples = screen.getByRole('region', { name: 'Triples' });
    const heads = [...triples.querySelectorAll('[title]')].map(
      (cell) =>
        `${cell.previousElementSibling?.textContent} ${cell.getAttribute('title')!.slice(0, 3)}`,
    );
    expect(heads).toEqual(letters('B', 10, 3).map((l, d) => `${l} ${String(d).repeat(3)}`));
  });
});
