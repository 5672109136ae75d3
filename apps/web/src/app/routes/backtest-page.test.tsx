import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { compareDraws, DRAW_TIME_LABELS, formatMonth, parseDrawsCsv } from '@pick3/core';
import { renderWithProviders } from '../../testing/render.js';
import BacktestPage from './backtest-page.js';

const draws = parseDrawsCsv(
  readFileSync(join(process.cwd(), '../../packages/db/data/history/GA-cash3.csv'), 'utf8'),
).rows.map(({ date, drawTime, number }) => ({ date, drawTime, number }));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The network edge: the JSON export of GA's draws between from and to, as the API writes it. */
function serveExport(): URL[] {
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname === '/api/draws/export') {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '9999';
      const rows = [...draws]
        .sort(compareDraws)
        .filter((d) => d.date >= from && d.date <= to)
        .map((d) => ({
          state: 'GA',
          game: 'Cash 3',
          date: d.date,
          draw_time: DRAW_TIME_LABELS[d.drawTime],
          number: d.number,
        }));
      return new Response(JSON.stringify(rows), {
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

const key = (n: string) => [...n].sort().join('');

describe('BacktestPage', () => {
  it(
    'tests each draw of the range against the box numbers of the draws before it, by month',
    { timeout: 60_000 },
    async () => {
      const calls = serveExport();
      renderWithProviders(<BacktestPage />, {
        route: '/backtest?state=GA&depth=50&from=2024-01-01&to=2024-03-31',
      });
      const summary = await screen.findByText(/^Hit rate \d/, {}, { timeout: 5000 });
      const request = calls.find((u) => u.pathname === '/api/draws/export')!;
      expect(request.searchParams.get('format')).toBe('json');
      expect(request.searchParams.get('to')).toBe('2024-03-31');
      expect(request.searchParams.get('from')! < '2023-11-01').toBe(true);

      // Brute force over the whole history: hits of each draw in the range against its 50 predecessors.
      const chrono = [...draws].sort(compareDraws);
      let evaluated = 0;
      let hits = 0;
      // Money, by hand: every box key not drawn in the 50 before played at $1, and Georgia's $1
      // prizes: $80 a 6-way box, $160 a 3-way box, $500 a triple played straight.
      let spend = 0;
      let won = 0;
      const perMonth = new Map<string, number>();
      chrono.forEach((d, k) => {
        if (d.date < '2024-01-01' || d.date > '2024-03-31') return;
        evaluated++;
        perMonth.set(d.date.slice(0, 7), (perMonth.get(d.date.slice(0, 7)) ?? 0) + 1);
        const eliminated = new Set(chrono.slice(k - 50, k).map((e) => key(e.number)));
        spend += 220 - eliminated.size;
        if (!eliminated.has(key(d.number))) {
          hits++;
          const digits = new Set(d.number).size;
          won += digits === 3 ? 80 : digits === 2 ? 160 : 500;
        }
      });
      expect(evaluated).toBeGreaterThan(150);
      expect(summary).toHaveTextContent(
        `Hit rate ${((hits / evaluated) * 100).toFixed(1)} % (${hits} of ${evaluated} draws)`,
      );
      const table = screen.getByRole('table', {
        name: 'Hit rate of the remaining numbers by month, against chance',
      });
      // Months as the language names them (core's formatter): 'Jan 2024'.
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Jan 2024', 'Feb 2024', 'Mar 2024']);
      for (const [month, count] of perMonth) {
        const row = within(table).getByRole('rowheader', {
          name: formatMonth(month, 'en'),
        }).parentElement!;
        expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(count));
      }
      expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
      expect(screen.getByLabelText('Eliminate the box numbers of the')).toHaveValue('50');

      const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      const money = screen.getByRole('region', { name: 'Money: the same plays in dollars' });
      const row = (name: string) =>
        within(money).getByRole('row', { name: new RegExp(`^${name}`) });
      expect(row('Spend')).toHaveTextContent(`Spend${usd(spend)}${usd(spend)}`);
      expect(within(row('Winnings')).getAllByRole('cell')[0]).toHaveTextContent(usd(won));
      expect(within(row('Net')).getAllByRole('cell')[0]).toHaveTextContent(usd(won - spend));
      expect(within(money).getByTestId('money-played')).toHaveTextContent(
        `every remaining box number on each of ${evaluated} draws, $1.00 each`,
      );
      expect(
        await within(money).findByTestId('money-chart', {}, { timeout: 20_000 }),
      ).toBeInTheDocument();
    },
  );
});
