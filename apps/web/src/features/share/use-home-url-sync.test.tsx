import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { emptyFilterSet } from '@pick3/core';
import { useAppStore } from '../../stores/app-store.js';
import { renderWithProviders } from '../../testing/render.js';
import { useHomeUrlSync } from './use-home-url-sync.js';

const fresh = useAppStore.getState();

function SyncedPage() {
  useHomeUrlSync();
  const location = useLocation();
  return <output aria-label="search">{location.search}</output>;
}

const search = () => screen.getByLabelText('search').textContent;

afterEach(() => {
  useAppStore.setState(fresh, true);
  localStorage.clear();
});

describe('useHomeUrlSync', () => {
  it('opens a shared link with its view', () => {
    renderWithProviders(<SyncedPage />, {
      route: '/?state=GA&time=Eve&digits=doubles&limit=100&mode=straight',
    });
    const s = useAppStore.getState();
    expect([s.currentState, s.timeFilter, s.digitFilter, s.drawLimit, s.isBoxMode]).toEqual([
      'GA',
      'Eve',
      'doubles',
      100,
      false,
    ]);
    // The link already says all of it: the URL stays as it was opened.
    expect(search()).toBe('?state=GA&time=Eve&digits=doubles&limit=100&mode=straight');
  });

  it('writes the state into a bare URL and follows every control change', async () => {
    useAppStore.setState({ currentState: 'NY' });
    renderWithProviders(<SyncedPage />, { route: '/' });
    // A bare address gets the view shortly after the first screen, not inside its render.
    expect(search()).toBe('');
    await waitFor(() => expect(search()).toBe('?state=NY'));
    act(() => useAppStore.getState().setDrawLimit(50));
    // Written shortly after the change, not between the tap and its repaint.
    expect(search()).toBe('?state=NY');
    await waitFor(() => expect(search()).toBe('?state=NY&limit=50'));
    act(() => {
      useAppStore.getState().setCurrentState('TX');
      useAppStore.getState().setBoxMode(false);
    });
    await waitFor(() => expect(search()).toBe('?state=TX&limit=50&mode=straight'));
    act(() =>
      useAppStore
        .getState()
        .setFilters({ ...emptyFilterSet(), position1: [0], pairsum: ['10/1,1'] }),
    );
    await waitFor(() =>
      expect(search()).toBe('?state=TX&limit=50&mode=straight&position1=0&pairsum=10%2F1%2C1'),
    );
    act(() => useAppStore.getState().clearFilters());
    await waitFor(() => expect(search()).toBe('?state=TX&limit=50&mode=straight'));
  });

  it('opens a link with number filters as those filters', () => {
    renderWithProviders(<SyncedPage />, {
      route: '/?state=GA&highLow=LLH&highLow=HHH&position3=9',
    });
    const { filters } = useAppStore.getState();
    expect([...filters.highLow].sort()).toEqual(['HHH', 'LLH']);
    expect(filters.position3).toEqual([9]);
    expect(filters.position1).toEqual([]);
  });

  it('keeps the reader’s own settings for what a mangled link cannot say', () => {
    useAppStore.setState({ currentState: 'NY', drawLimit: 200 });
    renderWithProviders(<SyncedPage />, { route: '/?state=ZZ&limit=abc&time=Eve' });
    expect(useAppStore.getState().currentState).toBe('NY');
    expect(useAppStore.getState().drawLimit).toBe(200);
    expect(useAppStore.getState().timeFilter).toBe('Eve');
    expect(search()).toBe('?state=NY&time=Eve&limit=200');
  });
});
