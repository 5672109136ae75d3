import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, DRAW_TIMES, type Draw } from '@pick3/core';
import { renderWithProviders } from '../../../testing/render.js';
import CalendarModal from './CalendarModal.js';

const NEWEST = '2026-03-31';
const draws: Draw[] = [];
for (let d = 0; d < 60; d++) {
  for (const [t, drawTime] of DRAW_TIMES.entries()) {
    draws.push({
      date: addDays(NEWEST, -d),
      drawTime,
      number: String((d * 37 + t * 11) % 1000).padStart(3, '0'),
    });
  }
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The main page's draw limit, which the address holds. */
const limitIn = (search: string) => new URLSearchParams(search).get('limit');

/** GET /api/draws at the network edge: the state's draws between from and to, newest first. */
function fakeDrawsApi() {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const body = {
      draws: draws
        .filter((d) => d.date >= from && d.date <= to)
        .map((d) => ({ ...d, timeLabel: d.drawTime })),
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

describe('CalendarModal', () => {
  it('a picked date sets the draw limit to the draws since it and closes', async () => {
    const user = userEvent.setup();
    const calls = fakeDrawsApi();
    const onClose = vi.fn();
    const { router } = renderWithProviders(
      <CalendarModal
        opened
        onClose={onClose}
        stateCode="TX"
        firstDate="2026-01-31"
        lastDate={NEWEST}
      />,
      { route: '/?state=TX' },
    );
    const pick = await screen.findByRole(
      'button',
      { name: 'Analyse from 3/10/2026' },
      { timeout: 5000 },
    );
    // One button a date, not one a draw.
    expect(screen.getAllByRole('button', { name: /^Analyse from / })).toHaveLength(31);
    await user.click(pick);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // 22 days (3/10–3/31) of four draws.
    await waitFor(() => expect(limitIn(router.state.location.search)).toBe('88'));
    expect(calls).toContain('/api/draws?state=TX&from=2026-03-10&to=2026-03-31');
  });

  it('counts only the draw time the analysis shows', async () => {
    const user = userEvent.setup();
    fakeDrawsApi();
    const onClose = vi.fn();
    const { router } = renderWithProviders(
      <CalendarModal
        opened
        onClose={onClose}
        stateCode="TX"
        firstDate="2026-01-31"
        lastDate={NEWEST}
      />,
      { route: '/?state=TX&time=Eve' },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Analyse from 3/30/2026' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(limitIn(router.state.location.search)).toBe('2'));
    // The view's other settings stay in the address.
    expect(new URLSearchParams(router.state.location.search).get('time')).toBe('Eve');
  });
});
