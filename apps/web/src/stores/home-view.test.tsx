import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.js';
import { useAppStore } from './app-store.js';
import { useHomeView, useSetHomeView } from './home-view.js';

let renders = 0;
function TimeShown() {
  renders += 1;
  const state = useHomeView((v) => v.currentState);
  const time = useHomeView((v) => v.timeFilter);
  const set = useSetHomeView();
  return (
    <>
      <output aria-label="view">{`${state} ${time}`}</output>
      <button onClick={() => set({ timeFilter: 'Day' })}>Day</button>
      <button onClick={() => set((v) => ({ filters: { ...v.filters, highLow: ['LLH'] } }))}>
        LLH
      </button>
    </>
  );
}
const shown = () => screen.getByLabelText('view').textContent;

afterEach(() => {
  useAppStore.setState({ defaultState: 'TX' });
});

describe('the main page view in the URL', () => {
  it('shows what the address holds, and the default state where it names none', () => {
    useAppStore.setState({ defaultState: 'NY' });
    renderWithProviders(<TimeShown />, { route: '/?lang=es' });
    expect(shown()).toBe('NY all');
  });

  it('a change writes the address in place, keeping what is not the view but a link language', async () => {
    const { router } = renderWithProviders(<TimeShown />, {
      route: '/?state=GA&lang=es&utm_source=mail',
    });
    expect(shown()).toBe('GA all');
    act(() => screen.getByRole('button', { name: 'Day' }).click());
    await waitFor(() => expect(shown()).toBe('GA Day'));
    // ?lang= has set the tab's language; the addresses the app writes afterwards do not carry it.
    expect(router.state.location.search).toBe('?utm_source=mail&state=GA&time=Day');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('re-renders a reader only when its part changes', async () => {
    const { router } = renderWithProviders(<TimeShown />, { route: '/?state=GA' });
    renders = 0;
    act(() => screen.getByRole('button', { name: 'LLH' }).click());
    await waitFor(() => expect(router.state.location.search).toBe('?state=GA&highLow=LLH'));
    expect(renders).toBe(0);
  });

  it('Back and Forward show the view of their address', async () => {
    const { router } = renderWithProviders(<TimeShown />, { route: '/?state=GA&time=Eve' });
    await act(() => router.navigate('/charts?state=NY'));
    // Another page's address is not this view: the default state.
    expect(shown()).toBe('TX all');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shown()).toBe('GA Eve'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(shown()).toBe('TX all'));
  });
});
