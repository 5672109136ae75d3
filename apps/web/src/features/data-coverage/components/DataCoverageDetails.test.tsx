import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { DataCoverageDetails } from './DataCoverageDetails.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('DataCoverageDetails', () => {
  it('loads the coverage when opened and names the gaps, newest first', async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(
        JSON.stringify({
          state: 'GA',
          status: 'stale',
          firstDate: '1993-08-10',
          latestDraw: { date: '2026-09-11', drawTime: 'DAY' },
          missing: [
            { drawTime: 'DAY', from: '2014-12-02', to: '2018-12-31', count: 1491 },
            { drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 },
          ],
          totalMissing: 1519,
          disputed: [],
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    renderWithProviders(<DataCoverageDetails code="GA" name="Georgia" drawCount={21732} />);
    // Nothing is read before the player asks.
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByText('About this data'));
    await waitFor(() =>
      expect(
        screen.getByText(/21,732 draws stored, from 8\/10\/1993 to 9\/11\/2026 Day/),
      ).toBeInTheDocument(),
    );
    expect(calls).toEqual(['/api/states/GA/coverage']);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '28 Evening draws between 9/13/2025 and 10/10/2025 are missing from this history.',
      '1,491 Day draws between 12/2/2014 and 12/31/2018 are missing from this history.',
    ]);
  });

  it('names the draws our two sources reported differently, with both numbers', async () => {
    globalThis.fetch = (async () =>
      new Response(
        JSON.stringify({
          state: 'NY',
          status: 'live',
          firstDate: '1980-09-02',
          latestDraw: { date: '2026-07-16', drawTime: 'EVE' },
          missing: [],
          totalMissing: 0,
          disputed: [
            {
              date: '2026-07-16',
              drawTime: 'EVE',
              stored: '600',
              reported: '601',
              source: 'ny-lotteryusa',
              resolution: 'kept',
            },
            {
              date: '2026-07-15',
              drawTime: 'DAY',
              stored: '976',
              reported: '977',
              source: 'ny-socrata',
              resolution: 'replaced',
            },
          ],
        }),
        { headers: { 'content-type': 'application/json' } },
      )) as typeof fetch;
    renderWithProviders(<DataCoverageDetails code="NY" name="New York" drawCount={25753} />);
    await userEvent.click(screen.getByText('About this data'));
    await waitFor(() =>
      expect(
        screen.getByText('2 draws were reported with different numbers by our two sources:'),
      ).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '7/16/2026 Evening: 600 stored; the other source said 601.',
      '7/15/2026 Day: 976 from the official lottery replaced 977 from the results site.',
    ]);
  });
});
