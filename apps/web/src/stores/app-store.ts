import { create } from 'zustand';
import { DEFAULT_STATE } from '@pick3/core';

export type MainTab = 'pools' | 'results' | 'play' | 'numbers' | 'sites';

/**
 * Spec §9: the reader's default state, kept in local storage under this key (a bare state code);
 * TX when nothing is stored. It is the only part of the main page's view kept here: the view itself
 * (state, draw time, digits, limit, mode, filters) lives in the URL (features/home).
 */
export const DEFAULT_STATE_KEY = 'defaultState';
export const FALLBACK_STATE = DEFAULT_STATE;

/** What is not the main page's view: the reader's default state and the open analysis tab. */
export interface AppState {
  /** The state a page shows when its address names none. */
  defaultState: string;
  activeTab: MainTab;
  setDefaultState(code: string): void;
  setActiveTab(tab: MainTab): void;
}

function readStoredDefault(): string {
  try {
    return window.localStorage.getItem(DEFAULT_STATE_KEY) ?? FALLBACK_STATE;
  } catch {
    // no window (the server) or storage blocked: a first visit
    return FALLBACK_STATE;
  }
}

function writeStoredDefault(code: string): void {
  try {
    window.localStorage.setItem(DEFAULT_STATE_KEY, code);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export const useAppStore = create<AppState>()((set) => ({
  defaultState: FALLBACK_STATE,
  activeTab: 'results',
  setDefaultState: (defaultState) => {
    writeStoredDefault(defaultState);
    set({ defaultState });
  },
  setActiveTab: (activeTab) => set({ activeTab }),
}));

/**
 * Applies a change another tab made to local storage (spec §4: synchronised on storage events). A
 * cleared storage (key null) falls back like a first visit.
 */
export function applyStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  if (event.key === DEFAULT_STATE_KEY && event.newValue) {
    useAppStore.setState({ defaultState: event.newValue });
  } else if (event.key === null) {
    useAppStore.setState({ defaultState: readStoredDefault() });
  }
}

/** Follows the default state other tabs store, until the returned function is called (RootLayout). */
export function syncDefaultStateAcrossTabs(): () => void {
  window.addEventListener('storage', applyStorageEvent);
  return () => window.removeEventListener('storage', applyStorageEvent);
}

/**
 * Takes the default state this browser stored. Not read when the store is made: a server-rendered
 * page is hydrated with the store's first state (React reads a store through its server snapshot
 * while hydrating, and zustand's is the state the store was made with), and the server, which sees
 * no local storage, rendered with the fallback. main.tsx calls this after hydration, or before the
 * first render of a page the server did not render.
 */
export function adoptStoredDefaultState(): void {
  useAppStore.setState({ defaultState: readStoredDefault() });
}
