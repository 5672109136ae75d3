import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkPlay,
  costOf,
  isPick3Error,
  parseStateCode,
  type Draw,
  type DrawTimeCode,
} from '@pick3/core';
import { renderWithProviders } from '../../testing/render.js';
import { setLanguage } from '../../i18n/i18n.js';
import CheckPage from './check-page.js';

const DRAWS: Draw[] = [
  { date: '2026-01-01', drawTime: 'DAY', number: '123' },
  { date: '2026-01-01', drawTime: 'EVE', number: '312' },
  { date: '2026-01-02', drawTime: 'DAY', number: '999' },
  { date: '2026-01-02', drawTime: 'EVE', number: '231' },
  { date: '2026-01-03', drawTime: 'DAY', number: '124' },
];

const realFetch = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = realFetch;
  await setLanguage('en');
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The network edge: /api/check-numbers answered as the API does, from core over DRAWS. */
function serveCheck(): URL[] {
  const calls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/check-numbers') return json({ statusCode: 404 }, 404);
    calls.push(url);
    const q = Object.fromEntries(url.searchParams);
    const state = parseStateCode(q.state);
    const play = { number: q.number!, type: q.type as 'box', stake: Number(q.stake) };
    try {
      const check = checkPlay(state, play, DRAWS, {
        from: q.from,
        to: q.to,
        drawTimes: q.drawTimes?.split(',') as DrawTimeCode[] | undefined,
      });
      return json({
        state,
        ...play,
        cost: costOf(state, play),
        ...check,
        prizeTable: { source: 'https://example.org/prizes', verified: false },
        note: 'Past wins do not change the odds.',
      });
    } catch (error) {
      if (!isPick3Error(error)) throw error;
      return json(
        { statusCode: 400, code: error.code, message: error.message, field: error.field },
        400,
      );
    }
  }) as typeof fetch;
  return calls;
}

describe('CheckPage', () => {
  it('plays every draw time the state holds by default, names the missing draws, and narrows to the ticked ones', async () => {
    const calls = serveCheck();
    const user = userEvent.setup();
    renderWithProviders(<CheckPage />, {
      route: '/check?state=GA&number=123&type=box&stake=1',
    });
    expect(await screen.findByTestId('check-draw-times')).toHaveTextContent(
      'Played at: Day, Evening, Night.',
    );
    // No Night draw is stored: named, and left out of spend and winnings.
    const missing = screen.getByTestId('check-missing');
    expect(missing).toHaveTextContent('2 draws are missing from the stored history');
    expect(missing).toHaveTextContent('Night 1/1/2026 to 1/2/2026 (2)');
    expect(screen.getByTestId('check-return')).toHaveTextContent(
      'Return per dollar: $48.00 against $0.48 by chance.',
    );
    expect(screen.getByTestId('check-losing-run')).toHaveTextContent(
      'Longest losing run: 1 draws in a row without a win.',
    );
    expect(calls[0]!.searchParams.has('drawTimes')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Evening' }));
    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('drawTimes')).toBe('DAY'));
    expect(await screen.findByTestId('check-draw-times')).toHaveTextContent('Played at: Day.');
    expect(screen.queryByTestId('check-missing')).toBeNull();
    expect(screen.getByTestId('check-losing-run')).toHaveTextContent(
      'Longest losing run: 2 draws in a row without a win.',
    );
  });

  it('lists every draw the play won with its prize, the totals and the chance baseline', async () => {
    const calls = serveCheck();
    renderWithProviders(<CheckPage />, {
      route: '/check?state=GA&number=123&type=box&stake=1',
    });
    const summary = await screen.findByTestId('check-summary');
    expect(summary).toHaveTextContent(
      '5 draws from 1/1/2026 to 1/3/2026: $5.00 spent, $240.00 won, net $235.00.',
    );
    expect(screen.getByTestId('check-baseline')).toHaveTextContent(
      'gives back 48.0% of each dollar on average: about $2.40 over these draws',
    );
    expect(screen.getByText(/every number has the same chance/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Winning draws (3)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1/2/2026Evening231$80.00',
      '1/1/2026Evening312$80.00',
      '1/1/2026Day123$80.00',
    ]);
    expect(calls[0]!.searchParams.get('type')).toBe('box');
  });

  it('says so when the play won nothing', async () => {
    serveCheck();
    renderWithProviders(<CheckPage />, {
      route: '/check?state=GA&number=555&type=straight&stake=0.5&from=2026-01-02',
    });
    expect(await screen.findByText('This play won no draw in the range.')).toBeTruthy();
    expect(screen.getByTestId('check-summary')).toHaveTextContent(
      '3 draws from 1/2/2026 to 1/3/2026: $1.50 spent, $0.00 won, net -$1.50.',
    );
  });

  it.each([
    ['number=12&type=box&stake=1', 'Number', 'Enter three digits, 000 to 999.'],
    ['number=123&type=split-pair&stake=1', 'Play type', 'Georgia does not offer this play type.'],
    ['number=777&type=box&stake=1', 'Play type', 'three equal digits has one order only'],
    ['number=123&type=box&stake=2', 'Stake', 'Georgia does not offer this stake'],
    [
      'number=123&type=box&stake=1&from=2026-01-03&to=2026-01-02',
      'From',
      'The start date is after the end date.',
    ],
    ['number=123&type=box&stake=1&to=2026-02-30', 'To', 'Enter a date as year-month-day.'],
  ])('refuses %s under the field %s without asking the API', async (query, label, message) => {
    const calls = serveCheck();
    renderWithProviders(<CheckPage />, { route: `/check?state=GA&${query}` });
    const field = screen.getByLabelText(label);
    const described = field
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('shows the API refusal of a date outside the history under that field', async () => {
    serveCheck();
    renderWithProviders(<CheckPage />, {
      route: '/check?state=GA&number=123&type=box&stake=1&from=2025-12-01',
    });
    expect(
      await screen.findByText(/This date is outside the stored draws of Georgia/),
    ).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks what the form says, offering only the play types and stakes of the state', async () => {
    const calls = serveCheck();
    const user = userEvent.setup();
    renderWithProviders(<CheckPage />, { route: '/check?state=KS' });
    const types = within(screen.getByLabelText('Play type')).getAllByRole('option');
    expect(types.map((o) => o.getAttribute('value'))).toEqual(['straight', 'box']);
    await user.type(screen.getByLabelText('Number'), '213');
    await user.selectOptions(screen.getByLabelText('Play type'), 'box');
    await user.selectOptions(screen.getByLabelText('Stake'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      state: 'KS',
      number: '213',
      type: 'box',
      stake: '0.5',
    });
    expect(await screen.findByRole('table', { name: 'Winning draws (3)' })).toBeTruthy();
  });

  it('speaks Spanish, messages included', async () => {
    await setLanguage('es');
    serveCheck();
    renderWithProviders(<CheckPage />, { route: '/check?state=GA&number=12&type=box&stake=1' });
    expect(screen.getByText('Escribe tres dígitos, del 000 al 999.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comprobar mis números' })).toBeTruthy();
  });
});
