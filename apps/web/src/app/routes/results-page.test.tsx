import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { monthBounds, resultDays, STATES } from '@pick3/core';
import type { ResultsReply } from '@pick3/contract';
import { renderWithProviders } from '../../testing/render.js';
import ResultsPage from './results-page.js';

const DRAWS = [
  { date: '2025-06-29', drawTime: 'EVE', number: '444' },
  { date: '2025-07-01', drawTime: 'DAY', number: '610' },
  { date: '2025-07-01', drawTime: 'EVE', number: '222' },
  { date: '2025-07-02', drawTime: 'NITE', number: '106' },
] as const;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The network edge: GET /api/draws/results as the API answers it for these draws; else 404. */
function serveResults(): URL[] {
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname === '/api/draws/results') {
      const month = url.searchParams.get('month') ?? '2025-07';
      const { from, to } = monthBounds(month);
      const body: ResultsReply = {
        state: 'GA',
        name: 'Georgia',
        gameName: 'Georgia Cash 3',
        url: STATES.find((s) => s.code === 'GA')!.url,
        today: '2025-07-02',
        month,
        firstMonth: '2025-06',
        lastMonth: '2025-07',
        recent: resultDays('GA', DRAWS),
        days: resultDays(
          'GA',
          DRAWS.filter((d) => d.date >= from && d.date <= to),
        ),
        status: 'live',
        drawCount: DRAWS.length,
        history: [
          { drawTime: 'DAY', name: 'Midday', count: 1, first: '2025-07-01', last: '2025-07-01' },
          { drawTime: 'EVE', name: 'Evening', count: 2, first: '2025-06-29', last: '2025-07-01' },
          { drawTime: 'NITE', name: 'Night', count: 1, first: '2025-07-02', last: '2025-07-02' },
        ],
        missing: [{ drawTime: 'DAY', from: '2025-06-29', to: '2025-06-30', count: 2 }],
        totalMissing: 2,
        disputed: [
          {
            date: '2025-07-01',
            drawTime: 'EVE',
            stored: '222',
            reported: '223',
            source: 'lotteryusa',
            resolution: 'kept',
          },
        ],
      };
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

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/results/:state" element={<ResultsPage />} />
    </Routes>,
    { route },
  );
}

describe('ResultsPage', () => {
  it("shows recent results by date and draw time in the state's words, the official site and the holes", async () => {
    const calls = serveResults();
    renderAt('/results/ga');
    const recent = await screen.findByRole('table', { name: "Today's and recent results" });
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '7/2/2025Today' + 'Night' + '106',
      '7/1/2025Yesterday' + 'Midday' + '610',
      '7/1/2025Yesterday' + 'Evening' + '222',
      '6/29/2025' + 'Evening' + '444',
    ]);
    expect(calls.find((u) => u.pathname === '/api/draws/results')!.searchParams.get('state')).toBe(
      'GA',
    );
    expect(screen.getByRole('heading', { name: 'Georgia Cash 3 results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Official site of the lottery' })).toHaveAttribute(
      'href',
      STATES.find((s) => s.code === 'GA')!.url,
    );
    // What the data holds, its holes named (below the recent results, drawn a frame after them).
    // Drawn a frame after the first screen: on a busy machine that can take seconds.
    expect(
      await screen.findByText('Midday: 1 draw, 7/1/2025 to 7/1/2025.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Missing draws: 2')).toBeInTheDocument();
    expect(screen.getByText('Midday: 6/29/2025 to 6/30/2025 (2 draws)')).toBeInTheDocument();
    expect(
      screen.getByText('7/1/2025 Evening: 222 stored, 223 reported by lotteryusa'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Georgia Cash 3 Results: Winning Numbers by Date and Draw Time');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/results/GA`,
    );
  });

  it('moves the archive a month back through the URL, within the stored months', async () => {
    const calls = serveResults();
    renderAt('/results/GA?month=2025-07');
    const july = await screen.findByRole(
      'table',
      { name: 'Archive: July 2025' },
      { timeout: 10_000 },
    );
    expect(within(july).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const june = await screen.findByRole(
      'table',
      { name: 'Archive: June 2025' },
      { timeout: 10_000 },
    );
    expect(
      within(june)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateDrawNumber', '6/29/2025Evening444']);
    expect(
      calls
        .filter((u) => u.pathname === '/api/draws/results')
        .map((u) => u.searchParams.get('month')),
    ).toEqual(['2025-07', '2025-06']);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByLabelText('Month')).toHaveValue('2025-06');
  });

  it('answers an unknown state with the 404 page', () => {
    serveResults();
    renderAt('/results/ZZ');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
