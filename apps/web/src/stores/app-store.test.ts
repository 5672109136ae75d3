import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFilterSet } from '@pick3/core';
import {
  CURRENT_STATE_KEY,
  DEFAULT_STATE_KEY,
  syncStateCodesAcrossTabs,
  useAppStore,
} from './app-store.js';

// As RootLayout does: the store follows other tabs' storage events while the app runs.
let stopSync: () => void;
beforeAll(() => {
  stopSync = syncStateCodesAcrossTabs();
});
afterAll(() => stopSync());

beforeEach(() => {
  useAppStore.setState({ currentState: 'TX', defaultState: 'TX', filters: emptyFilterSet() });
});

describe('app store', () => {
  it('persists the current and default state in local storage', () => {
    useAppStore.getState().setCurrentState('GA');
    useAppStore.getState().setDefaultState('NY');
    expect(window.localStorage.getItem(CURRENT_STATE_KEY)).toBe('GA');
    expect(window.localStorage.getItem(DEFAULT_STATE_KEY)).toBe('NY');
  });

  it('takes the current state another tab stored (storage event)', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_STATE_KEY, newValue: 'FL' }));
    expect(useAppStore.getState().currentState).toBe('FL');
    window.dispatchEvent(new StorageEvent('storage', { key: DEFAULT_STATE_KEY, newValue: 'CA' }));
    expect(useAppStore.getState().defaultState).toBe('CA');
  });

  it('falls back to TX when another tab clears the storage', () => {
    useAppStore.getState().setCurrentState('GA');
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(useAppStore.getState().currentState).toBe('TX');
  });

  it("reads a returning player's stored state, the current one following the default", async () => {
    window.localStorage.clear();
    window.localStorage.setItem(DEFAULT_STATE_KEY, 'NY');
    vi.resetModules();
    const fresh = await import('./app-store.js');
    expect(fresh.useAppStore.getState()).toMatchObject({ currentState: 'NY', defaultState: 'NY' });
    window.localStorage.setItem(CURRENT_STATE_KEY, 'GA');
    vi.resetModules();
    const again = await import('./app-store.js');
    expect(again.useAppStore.getState().currentState).toBe('GA');
  });

  it('does not store a state another tab chose when this tab changes something else', () => {
    window.localStorage.setItem(CURRENT_STATE_KEY, 'TX');
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_STATE_KEY, newValue: 'FL' }));
    useAppStore.getState().setTimeFilter('Day');
    expect(useAppStore.getState().currentState).toBe('FL');
    expect(window.localStorage.getItem(CURRENT_STATE_KEY)).toBe('TX');
  });

  it('stores nothing when a shared link or another tab sets the state, only what the player picks', () => {
    window.localStorage.setItem(CURRENT_STATE_KEY, 'TX');
    useAppStore.setState({ currentState: 'NY' });
    useAppStore.getState().setBoxMode(false);
    expect(window.localStorage.getItem(CURRENT_STATE_KEY)).toBe('TX');
    useAppStore.getState().setCurrentState('CA');
    expect(window.localStorage.getItem(CURRENT_STATE_KEY)).toBe('CA');
  });

  it('clearFilters empties every filter kind', () => {
    const filters = { ...emptyFilterSet(), highLow: ['LLL'] } as ReturnType<typeof emptyFilterSet>;
    useAppStore.getState().setFilters(filters);
    useAppStore.getState().clearFilters();
    expect(useAppStore.getState().filters).toEqual(emptyFilterSet());
  });
});
