import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { classify, expectedGap } from '@pick3/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/capture-downloads.js';
import { renderWithProviders } from '../../../testing/render.js';
import type { NumberLookup } from '../api/get-number-lookup.js';
import { NumberLookupView } from './NumberLookupView.js';

afterEach(() => vi.restoreAllMocks());

const lookup: NumberLookup = {
  state: 'GA',
  number: '123',
  boxKey: '123',
  digitType: 'single',
  straightHits: [{ date: '2024-03-01', drawTime: 'EVE', number: '123', drawsAgo: 800, gap: null }],
  boxHits: [
    { date: '2024-03-01', drawTime: 'EVE', number: '123', drawsAgo: 800, gap: null },
    { date: '2025-06-30', drawTime: 'DAY', number: '321', drawsAgo: 12, gap: 787 },
  ],
  straight: {
    hits: 1,
    drawsSinceLast: 800,
    drawsSinceLastAtLeast: false,
    averageSkip: null,
    longestSkip: null,
    expectedSkip: 1000,
  },
  box: {
    hits: 2,
    drawsSinceLast: 12,
    drawsSinceLastAtLeast: false,
    averageSkip: 788,
    longestSkip: 788,
    expectedSkip: expectedGap('single'),
  },
  patterns: classify('123'),
  hole: null,
};

describe('NumberLookupView', () => {
  it('puts each skip beside its chance expectation, straight and box', () => {
    renderWithProviders(<NumberLookupView lookup={lookup} drawTimeLabel={undefined} />);
    const straight = screen.getByRole('table', { name: 'Straight 123' });
    expect(within(straight).getAllByText('expected every 1,000 draws')).toHaveLength(3);
    expect(
      within(straight).getByRole('row', { name: /Draws since the last hit/ }),
    ).toHaveTextContent('800');
    const box = screen.getByRole('table', { name: 'Box 123' });
    expect(within(box).getAllByText('expected every 166.7 draws')).toHaveLength(3);
    expect(within(box).getByRole('row', { name: /Times drawn/ })).toHaveTextContent('2 times');
    expect(screen.getByText(/any of 123, 132, 213, 231, 312, 321/)).toBeInTheDocument();
  });

  it('lists box hits newest first with their draw time, and offers them as CSV and JSON', async () => {
    const downloads = captureDownloads();
    renderWithProviders(<NumberLookupView lookup={lookup} drawTimeLabel="Evening" />);
    const rows = within(screen.getByRole('table', { name: /Box hits of 123/ }))
      .getAllByRole('row')
      .slice(1);
    // Non-Repeats, as on an analysis card: the draws between a hit and the one before; LAST: the oldest.
    expect(rows.map((r) => r.textContent)).toEqual([
      '6/30/2025Day321787',
      '3/1/2024Evening123LAST',
    ]);
    expect(
      within(screen.getByRole('table', { name: /Box hits of 123/ })).getByRole('columnheader', {
        name: 'Non-Repeats',
      }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Download the box hits of 123' });
    fireEvent.click(within(group).getByRole('button', { name: 'Download CSV' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Download JSON' }));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(2));
    const [csv, json] = await downloads.files();
    expect(csv?.fileName).toBe('GA-123-box-hits.csv');
    expect(csv?.text).toContain('GA,Georgia Cash 3,2025-06-30,Day,321');
    expect(JSON.parse(json!.text)).toHaveLength(2);
    expect(screen.getByText(/\(Evening draws\)/)).toBeInTheDocument();
  });

  it('says "≥ N" for a hit older than a hole, names the hole, and gives no gap across it', async () => {
    const holed: NumberLookup = {
      ...lookup,
      boxHits: [
        { date: '2024-03-01', drawTime: 'EVE', number: '123', drawsAgo: 800, gap: null },
        { date: '2024-02-01', drawTime: 'EVE', number: '213', drawsAgo: 900, gap: null },
      ],
      box: { ...lookup.box, drawsSinceLast: 500, drawsSinceLastAtLeast: true },
      hole: { from: '2024-05-01', to: '2024-12-31', missing: 245 },
    };
    renderWithProviders(<NumberLookupView lookup={holed} drawTimeLabel={undefined} />);
    const box = screen.getByRole('table', { name: 'Box 123' });
    expect(within(box).getByRole('row', { name: /Draws since the last hit/ })).toHaveTextContent(
      '≥ 500',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'This history has a gap (245 draws missing, 5/1/2024–12/31/2024)',
    );
    const rows = within(screen.getByRole('table', { name: /Box hits of 123/ }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['— (gap)', 'LAST']);
  });

  it('shows the number’s patterns', () => {
    renderWithProviders(<NumberLookupView lookup={lookup} drawTimeLabel={undefined} />);
    const patterns = screen.getByRole('region', { name: 'Patterns of 123' });
    expect(within(patterns).getByText('Single')).toBeInTheDocument();
    const valueOf = (term: string) =>
      within(patterns).getByText(term).nextElementSibling?.textContent;
    expect(valueOf('Sum')).toBe('6');
    expect(valueOf('H/L')).toBe('LLL');
    expect(valueOf('Grid number')).toMatch(/ of 220 \(/);
  });
});
