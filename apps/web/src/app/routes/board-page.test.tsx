import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { boardRow, wilsonInterval } from '@pick3/core';
import type { BoardReply, BoardTableRow } from '@pick3/contract';
import { renderWithProviders } from '../../testing/render.js';
import { setLanguage } from '../../i18n/i18n.js';
import BoardPage from './board-page.js';

const realFetch = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = realFetch;
  await setLanguage('en');
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A table row from core's figures over `hits` wins in `picks` $1 box plays at 0.6%. */
function row(
  strategy: BoardTableRow['strategy'],
  name: string,
  hits: number,
  picks: number,
): BoardTableRow {
  const r = boardRow(
    Array.from({ length: picks }, (_, i) => ({
      hit: i < hits,
      prize: i < hits ? 80 : 0,
      cost: 1,
      chance: 0.006,
      expectedReturn: 0.48,
    })),
  );
  return {
    kind: strategy === null ? 'player' : 'strategy',
    name,
    strategy,
    ranked: strategy !== null || picks >= 100,
    picks: r.picks,
    hits: r.hits,
    hitRate: r.hitRate,
    low: r.interval.low,
    high: r.interval.high,
    chanceRate: r.chanceRate,
    spent: r.spent,
    won: r.won,
    returnPerDollar: r.returnPerDollar,
    expectedReturnPerDollar: r.expectedReturnPerDollar,
    beatsChance: r.beatsChance,
  };
}

function serve(board: BoardReply) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/board/GA') return json(board);
    if (url.pathname === '/api/me') return json({ statusCode: 401, code: 'UNAUTHORIZED' }, 401);
    return json({ statusCode: 404 }, 404);
  }) as typeof fetch;
}

const BOARD: BoardReply = {
  state: 'GA',
  period: '30d',
  minRankedPicks: 100,
  nextDraw: null,
  draws: [
    {
      date: '2026-01-10',
      drawTime: 'EVE',
      closesAt: '2026-01-10T23:44:00.000Z',
      drawn: '321',
      regrades: 0,
      picks: [
        {
          id: '1',
          kind: 'player',
          name: 'Ada',
          strategy: null,
          number: '123',
          type: 'box',
          stake: 1,
          cost: 1,
          createdAt: '2026-01-10T15:00:00.000Z',
          backfilled: false,
          outcome: 'win',
          prize: 80,
        },
      ],
    },
  ],
  table: [row('random', 'random', 2, 400), row(null, 'Ada', 1, 3)],
};

const renderBoard = (route = '/board/GA') =>
  renderWithProviders(
    <Routes>
      <Route path="/board/:state" element={<BoardPage />} />
    </Routes>,
    { route },
  );

describe('BoardPage', () => {
  it('says nobody beats chance, shows the table beside the chance rate and a graded pick', async () => {
    serve(BOARD);
    renderBoard();
    expect(await screen.findByTestId('board-verdict')).toHaveTextContent(
      'No player or strategy beats chance at 95%.',
    );
    const table = screen.getByTestId('board-table');
    const random = within(table)
      .getByRole('rowheader', { name: 'Random (control)' })
      .closest('tr')!;
    const ci = wilsonInterval(2, 400);
    expect(random).toHaveTextContent(
      `0.50% (${(ci.low * 100).toFixed(2)}%–${(ci.high * 100).toFixed(2)}%)0.60%`,
    );
    // Three picks: Ada is listed but not ranked, so her one hit in three names no one.
    expect(within(table).getByText('not ranked (fewer than 100 picks)')).toBeTruthy();
    const draw = screen.getByTestId('board-draw');
    expect(draw).toHaveTextContent('Drawn: 321');
    expect(within(draw).getByRole('row', { name: /Ada/ })).toHaveTextContent('Hit: $80.00');
    expect(screen.getByRole('link', { name: 'Log in to post picks.' })).toBeTruthy();
  });

  it('names a ranked row whose interval lies above chance, in Spanish', async () => {
    await setLanguage('es');
    serve({ ...BOARD, table: [row('hot', 'hot', 30, 400)] });
    renderBoard();
    expect(await screen.findByTestId('board-verdict')).toHaveTextContent(
      'Supera al azar al 95 % (intervalo por encima de la tasa del azar): El más caliente de los últimos 100.',
    );
  });
});
