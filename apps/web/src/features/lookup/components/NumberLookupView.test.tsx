import { screen, within } from '@testing-library/react';
import { expectedGap } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.js';
import type { NumberLookup } from '../api/get-number-lookup.js';
import { NumberLookupView } from './NumberLookupView.js';

const lookup: NumberLookup = {
  state: 'GA',
  number: '123',
  boxKey: '123',
  digitType: 'single',
  straightHits: [{ date: '2024-03-01', drawTime: 'EVE', number: '123', drawsAgo: 800 }],
  boxHits: [
    { date: '2024-03-01', drawTime: 'EVE', number: '123', drawsAgo: 800 },
    { date: '2025-06-30', drawTime: 'DAY', number: '321', drawsAgo: 12 },
  ],
  straight: {
    hits: 1,
    drawsSinceLast: 800,
    averageSkip: null,
    longestSkip: null,
    expectedSkip: 1000,
  },
  box: {
    hits: 2,
    drawsSinceLast: 12,
    averageSkip: 788,
    longestSkip: 788,
    expectedSkip: expectedGap('single'),
  },
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

  it('lists box hits newest first with their draw time, and offers them as CSV', () => {
    renderWithProviders(<NumberLookupView lookup={lookup} drawTimeLabel="Evening" />);
    const rows = within(screen.getByRole('table', { name: /Box hits of 123/ }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['6/30/2025Day32112', '3/1/2024Evening123800']);
    const csv = screen.getByRole('link', { name: 'Download the box hits (CSV)' });
    expect(decodeURIComponent(csv.getAttribute('href')!)).toContain(
      'GA,Georgia Cash 3,2025-06-30,Midday,321',
    );
    expect(screen.getByText(/\(Evening draws\)/)).toBeInTheDocument();
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
