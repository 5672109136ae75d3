import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.js';
import { FROM_CACHE_HEADER } from '../../../lib/offline-source.js';
import { renderWithProviders } from '../../../testing/render.js';
import { OfflineNotice } from './OfflineNotice.js';

const SENT = 'Mon, 23 Nov 2026 16:05:00 GMT';
const ANALYSIS_KEY = ['/api/lottery-analysis', { state: 'GA', limit: 730 }] as const;

function AnalysisPage() {
  const query = useQuery({ queryKey: ANALYSIS_KEY });
  return (
    <>
      <OfflineNotice />
      <p>{query.data ? 'analysis shown' : 'loading'}</p>
    </>
  );
}

/** The network edge: what the service worker hands the page, its offline copy or a fresh answer. */
function serve(fromCache: boolean) {
  const fetchFake = vi.fn(
    async () =>
      new Response('{"draws":[]}', {
        status: 200,
        headers: fromCache ? { [FROM_CACHE_HEADER]: '1', date: SENT } : { date: SENT },
      }),
  );
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('OfflineNotice', () => {
  it("says when the shown data was fetched, in the page's language, and goes once back online", async () => {
    serve(true);
    renderWithProviders(<AnalysisPage />);
    const when = new Date(SENT).toLocaleString('en-US');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Offline: showing data from ${when}`,
    );
    expect(await screen.findByText('analysis shown')).toBeInTheDocument();

    // Back online: the data is fetched again and the fresh answer clears the notice.
    const fetchFake = serve(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(fetchFake).toHaveBeenCalledWith(
      '/api/lottery-analysis?state=GA&limit=730',
      expect.anything(),
    );
  });

  it('shows nothing when the data came from the network', async () => {
    serve(false);
    renderWithProviders(<AnalysisPage />);
    expect(await screen.findByText('analysis shown')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Spanish, with the time in Spanish conventions, on a Spanish page', async () => {
    await setLanguage('es');
    serve(true);
    renderWithProviders(<AnalysisPage />);
    const when = new Date(SENT).toLocaleString('es-US');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Sin conexión: mostrando datos del ${when}`,
    );
  });
});
