import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.js';
import { DemoBanner } from './DemoBanner.js';

const BANNER = 'Demo — no real payments; verification codes are shown on screen';

/** The network edge: /api/health as a server in or out of demo mode answers it. */
function serveHealth(demo: boolean) {
  const fetchFake = vi.fn(async () => Response.json({ status: 'ok', demo }));
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelector('meta[name="pick3-demo"]')?.remove();
});

describe('DemoBanner', () => {
  it('shows from the first render when the page says demo, without asking /api/health', () => {
    const meta = document.createElement('meta');
    meta.name = 'pick3-demo';
    meta.content = 'on';
    document.head.append(meta);
    const fetchFake = serveHealth(false);
    renderWithProviders(<DemoBanner />);
    // Synchronously: no answer awaited.
    expect(screen.getByRole('note')).toHaveTextContent(BANNER);
    expect(fetchFake).not.toHaveBeenCalled();
  });

  it('asks /api/health on a page without the mark, and shows only what it says', async () => {
    serveHealth(true);
    const { unmount } = renderWithProviders(<DemoBanner />);
    expect(await screen.findByRole('note')).toHaveTextContent(BANNER);
    unmount();

    serveHealth(false);
    renderWithProviders(<DemoBanner />);
    // Let the health answer arrive; it says no demo, so nothing is shown.
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
