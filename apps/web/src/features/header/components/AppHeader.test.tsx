import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.js';
import { renderWithProviders } from '../../../testing/render.js';
import { AppHeader, type HeaderFreshness } from './AppHeader.js';

// Arkansas as GET /api/states sends its bundled history: the Evening draw only.
const arkansas: HeaderFreshness = {
  status: 'stale',
  latestDraw: { date: '2026-07-01', drawTime: 'EVE' },
  lastIngestAt: null,
  nextDraw: null,
  history: [
    { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
    { drawTime: 'EVE', name: 'Evening', count: 4945, first: '2009-12-14', last: '2026-07-01' },
  ],
};

function renderHeader(freshness: HeaderFreshness) {
  return renderWithProviders(
    <AppHeader stateCode="AR" freshness={freshness} search={null} renderChat={() => null} />,
  );
}

describe('AppHeader', () => {
  afterEach(() => setLanguage('en'));

  it('says beside the freshness which draw times the history holds and which it lacks', () => {
    renderHeader(arkansas);
    expect(screen.getByText('Stale: last draw 7/1/2026')).toBeTruthy();
    const line = screen.getByText('History: Evening draws 2009–2026; no Midday draws stored');
    expect(line.getAttribute('title')).toBe('Midday: 0 draws; Evening: 4,945 draws');
  });

  it('says it in Spanish', async () => {
    await setLanguage('es');
    renderHeader(arkansas);
    expect(
      screen.getByText('Historial: sorteos Evening 2009–2026; no hay sorteos Midday guardados'),
    ).toBeTruthy();
  });

  it('shows no history line when nothing is stored', () => {
    renderHeader({
      status: 'empty',
      latestDraw: null,
      lastIngestAt: null,
      nextDraw: null,
      history: arkansas.history!.map((h) => ({ ...h, count: 0, first: null, last: null })),
    });
    expect(screen.getByText('No data yet')).toBeTruthy();
    expect(screen.queryByText(/^History:/)).toBeNull();
  });

  it('says why a behind state is behind, under the badge', () => {
    renderHeader({
      ...arkansas,
      status: 'behind',
      behind: {
        reason: 'source-failing',
        draw: { date: '2026-07-02', drawTime: 'EVE', at: '2026-07-02T23:59:00Z' },
        sourceKind: 'aggregate',
        failingSince: '2020-01-01T00:00:00Z',
        failure: 'error-status',
      },
    });
    expect(screen.getByText('Behind')).toBeTruthy();
    expect(screen.getByTestId('behind-why').textContent).toMatch(
      /^Our Arkansas source has failed since 12\/31\/2019, 6:00 PM CT \(it answered with an error\); retrying\.$/,
    );
  });

  it('says under the badge that a state is catching up while its archive is walked, in both languages', async () => {
    const catchUp = { startedAt: '2026-11-28T06:00:00.000Z', pagesDone: 3, pagesTotal: 7 };
    const { unmount } = renderHeader({ ...arkansas, catchUp });
    expect(screen.getByTestId('catching-up').textContent).toBe(
      'Catching up: draws stored through 7/1/2026; 3 of 7 archive pages read.',
    );
    unmount();
    await setLanguage('es');
    renderHeader({ ...arkansas, catchUp });
    expect(screen.getByTestId('catching-up').textContent).toBe(
      'Poniéndose al día: sorteos guardados hasta el 1/7/2026; 3 de 7 páginas del archivo leídas.',
    );
  });

  it('says nothing of catching up once the walk is closed', () => {
    renderHeader({ ...arkansas, catchUp: null });
    expect(screen.queryByTestId('catching-up')).toBeNull();
  });
});
