import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import {
  DEFAULT_STATE,
  emptyFilterSet,
  MAX_LIMIT,
  type FilterSet,
  type DIGIT_FILTERS,
  type TIME_FILTERS,
} from '@pick3/core';
import { parseHomeUrlState } from '../lib/url-state.js';

export type TimeFilter = (typeof TIME_FILTERS)[number];
export type DigitFilter = (typeof DIGIT_FILTERS)[number];
export type MainTab = 'pools' | 'results' | 'play' | 'numbers' | 'sites';

/** Spec §4/§9: both kept in local storage; TX when nothing is stored. */
export const CURRENT_STATE_KEY = 'currentState';
export const DEFAULT_STATE_KEY = 'defaultState';
export const FALLBACK_STATE = DEFAULT_STATE;
const MAX_DRAW_LIMIT = MAX_LIMIT;

export interface AppState {
  currentState: string;
  defaultState: string;
  drawLimit: number;
  timeFilter: TimeFilter;
  digitFilter: DigitFilter;
  isBoxMode: boolean;
  filters: FilterSet;
  activeTab: MainTab;
  setCurrentState(code: string): void;
  setDefaultState(code: string): void;
  setDrawLimit(limit: number): void;
  setTimeFilter(filter: TimeFilter): void;
  setDigitFilter(filter: DigitFilter): void;
  setBoxMode(isBoxMode: boolean): void;
  /** A new FilterSet, or an update of the current one (the filter menus' toggles). */
  setFilters(filters: FilterSet | ((current: FilterSet) => FilterSet)): void;
  clearFilters(): void;
  setActiveTab(tab: MainTab): void;
  /**
   * The state codes this tab's player chose (setCurrentState / setDefaultState), the only ones it
   * writes to local storage: a shared link's state, or one another tab stored, is shown without
   * becoming this player's choice when they later change a filter (persist saves after every change).
   */
  chosenCodes: Partial<StateCodes>;
}

type StateCodes = { currentState: string; defaultState: string };

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The stored choices; TX when nothing is stored, and the current state follows the default. */
function storedStateCodes(): StateCodes {
  const defaultState = readStorage(DEFAULT_STATE_KEY) ?? FALLBACK_STATE;
  return { currentState: readStorage(CURRENT_STATE_KEY) ?? defaultState, defaultState };
}

/**
 * A shared link (/?state=GA&time=Eve…) opens its own view from the first render, so the page never
 * loads the reader's stored state first.
 */
function linkedView() {
  return typeof window !== 'undefined' && window.location.pathname === '/'
    ? parseHomeUrlState(window.location.search)
    : {};
}

/**
 * zustand's persist over the spec's two keys (§4/§9: `currentState` and `defaultState`, each a bare
 * state code, the keys returning players and other tabs already read) instead of one JSON entry:
 * it reads both, and writes the codes the player chose here (the persisted part, `chosenCodes`).
 */
const stateCodeStorage: PersistStorage<Partial<StateCodes>> = {
  getItem: () => ({ state: storedStateCodes(), version: 0 }),
  setItem: (_name, { state }) => {
    if (state.currentState !== undefined) writeStorage(CURRENT_STATE_KEY, state.currentState);
    if (state.defaultState !== undefined) writeStorage(DEFAULT_STATE_KEY, state.defaultState);
  },
  removeItem: () => undefined,
};

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      currentState: FALLBACK_STATE,
      defaultState: FALLBACK_STATE,
      drawLimit: MAX_DRAW_LIMIT,
      timeFilter: 'all',
      digitFilter: 'all-numbers',
      isBoxMode: true,
      filters: emptyFilterSet(),
      activeTab: 'results',
      chosenCodes: {},
      setCurrentState: (currentState) =>
        set((s) => ({ currentState, chosenCodes: { ...s.chosenCodes, currentState } })),
      setDefaultState: (defaultState) =>
        set((s) => ({ defaultState, chosenCodes: { ...s.chosenCodes, defaultState } })),
      setDrawLimit: (drawLimit) => set({ drawLimit }),
      setTimeFilter: (timeFilter) => set({ timeFilter }),
      setDigitFilter: (digitFilter) => set({ digitFilter }),
      setBoxMode: (isBoxMode) => set({ isBoxMode }),
      setFilters: (filters) =>
        set((s) => ({ filters: typeof filters === 'function' ? filters(s.filters) : filters })),
      clearFilters: () => set({ filters: emptyFilterSet() }),
      setActiveTab: (activeTab) => set({ activeTab }),
    }),
    {
      // persist's id for this store; stateCodeStorage keeps the spec's two keys rather than an
      // entry under this name.
      name: 'state-codes',
      storage: stateCodeStorage,
      partialize: ({ chosenCodes }) => chosenCodes,
      // The stored codes, then the link's view over them; nothing is chosen yet in this tab.
      merge: (stored, current) => ({
        ...current,
        ...(stored as StateCodes),
        ...linkedView(),
        chosenCodes: {},
      }),
    },
  ),
);

/** Shows codes another tab stored; this tab no longer writes its own earlier choice of them. */
function adoptStateCodes(codes: Partial<StateCodes>): void {
  useAppStore.setState((s) => {
    const chosenCodes = { ...s.chosenCodes };
    if (codes.currentState !== undefined) delete chosenCodes.currentState;
    if (codes.defaultState !== undefined) delete chosenCodes.defaultState;
    return { ...codes, chosenCodes };
  });
}

/**
 * Applies a change another tab made to local storage (spec §4: currentState is synchronised on
 * storage events). A cleared storage (key null) falls back like a first visit.
 */
export function applyStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  if (event.key === CURRENT_STATE_KEY && event.newValue) {
    adoptStateCodes({ currentState: event.newValue });
  } else if (event.key === DEFAULT_STATE_KEY && event.newValue) {
    adoptStateCodes({ defaultState: event.newValue });
  } else if (event.key === null) {
    const linked = linkedView();
    const stored = storedStateCodes();
    adoptStateCodes({
      currentState: linked.currentState ?? stored.currentState,
      defaultState: stored.defaultState,
    });
  }
}

/** Follows the state codes other tabs store, until the returned function is called (RootLayout). */
export function syncStateCodesAcrossTabs(): () => void {
  window.addEventListener('storage', applyStorageEvent);
  return () => window.removeEventListener('storage', applyStorageEvent);
}
