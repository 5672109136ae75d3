import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { analyze, parseDrawsCsv, type TimeFilter } from '@pick3/core';
import { renderWithProviders } from '../../testing/render.js';
import ChartsPage from './charts-page.js';

// A real history, as the app's data ships it (tests run from apps/web).
const draws = parseDrawsCsv(
  readFileSync(join(process.cwd(), '../../packages/db/data/history/GA-cash3.csv'), 'utf8'),
).rows.map(({ date, drawTime, number }) => ({ date, drawTime, number }));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The network edge: /api/lottery-analysis answered by core's analyze, anything else 404. */
function serveAnalysis(): URL[] {
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname === '/api/lottery-analysis') {
      const body = analyze(draws, {
        limit: Number(url.searchParams.get('limit')),
        timeFilter: url.searchParams.get('timeFilter') as TimeFilter,
        windowSize: 1500,
      });
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ statusCode: 404, message: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

describe('ChartsPage', () => {
  it('charts the window and draw time of the link, each chart a table with its chance baseline', async () => {
    const calls = serveAnalysis();
    renderWithProviders(<ChartsPage />, { route: '/charts?state=GA&limit=100&time=Eve' });
    expect(
      await screen.findByRole('heading', { name: 'Root-sum distribution' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const request = calls.find((u) => u.pathname === '/api/lottery-analysis')!;
    expect(request.searchParams.get('state')).toBe('GA');
    expect(request.searchParams.get('limit')).toBe('100');
    expect(request.searchParams.get('timeFilter')).toBe('Eve');

    for (const name of [
      'First digit frequency',
      'Sum distribution',
      'Digit types',
      'High/Low pattern (H/L)',
      'Odd/Even pattern (O/E)',
      '12SUM groups',
      'Pair-sum groups',
      'Skip histogram',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Every root sum (last digit of the sum) has exactly a 10 % chance.'));

    // The newest 100 evening draws, counted by hand.
    const evening = [...draws]
      .filter((d) => d.drawTime === 'EVE')
      .sort((a, b) => (a.date < b.date ? 1 : -1))
      .slice(0, 100);
    const table = screen.getByRole('table', {
      name: 'Root-sum distribution over 100 draws, against chance',
      hidden: true,
    });
    for (let root = 0; root < 10; root++) {
      const count = evening.filter(
        (d) => [...d.number].reduce((a, c) => a + Number(c), 0) % 10 === root,
      ).length;
      const row = within(table).getByRole('rowheader', {
        name: String(root),
        hidden: true,
      }).parentElement!;
      expect(within(row).getAllByRole('cell', { hidden: true })[0]).toHaveTextContent(
        String(count),
      );
      expect(within(row).getAllByRole('cell', { hidden: true })[1]).toHaveTextContent('10');
    }
  });
});
