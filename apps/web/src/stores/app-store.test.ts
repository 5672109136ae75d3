import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATE_KEY, syncDefaultStateAcrossTabs, useAppStore } from './app-store.js';

// As RootLayout does: the store follows other tabs' storage events while the app runs.
let stopSync: () => void;
beforeAll(() => {
  stopSync = syncDefaultStateAcrossTabs();
});
afterAll(() => stopSync());

beforeEach(() => {
  window.localStorage.clear();
  useAppStore.setState({ defaultState: 'TX' });
});

describe('app store', () => {
  it('keeps the default state in local storage, and nothing of the main page view', () => {
    useAppStore.getState().setDefaultState('NY');
    expect(window.localStorage.getItem(DEFAULT_STATE_KEY)).toBe('NY');
    useAppStore.getState().setActiveTab('play');
    expect(Object.keys(window.localStorage)).toEqual([DEFAULT_STATE_KEY]);
    expect(Object.keys(useAppStore.getState()).sort()).toEqual([
      'activeTab',
      'defaultState',
      'setActiveTab',
      'setDefaultState',
    ]);
  });

  it('takes the default state another tab stored (storage event)', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: DEFAULT_STATE_KEY, newValue: 'CA' }));
    expect(useAppStore.getState().defaultState).toBe('CA');
  });

  it('falls back to TX when another tab clears the storage', () => {
    useAppStore.getState().setDefaultState('GA');
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(useAppStore.getState().defaultState).toBe('TX');
  });

  it("reads a returning player's default state", async () => {
    window.localStorage.setItem(DEFAULT_STATE_KEY, 'NY');
    vi.resetModules();
    const fresh = await import('./app-store.js');
    // Made with the fallback the server renders with; the stored state is taken after hydration.
    expect(fresh.useAppStore.getState().defaultState).toBe('TX');
    fresh.adoptStoredDefaultState();
    expect(fresh.useAppStore.getState().defaultState).toBe('NY');
  });
});
