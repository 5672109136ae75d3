import { create } from 'zustand';
import { emptyFilterSet, type FilterSet, type DIGIT_FILTERS, type TIME_FILTERS } from '@pick3/core';
import { parseHomeUrlState } from '../lib/url-state.js';

export type TimeFilter = (typeof TIME_FILTERS)[number];
export type DigitFilter = (typeof DIGIT_FILTERS)[number];
export type MainTab = 'pools' | 'results' | 'play' | 'numbers' | 'sites';

/** Spec §4/§9: both kept in local storage; TX when nothing is stored. */
export const CURRENT_STATE_KEY = 'currentState';
export const DEFAULT_STATE_KEY = 'defaultState';
export const FALLBACK_STATE = 'TX';
export const MAX_DRAW_LIMIT = 730;

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
  setFilters(filters: FilterSet): void;
  clearFilters(): void;
  setActiveTab(tab: MainTab): void;
}

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

function initialState() {
  const defaultState = readStorage(DEFAULT_STATE_KEY) ?? FALLBACK_STATE;
  return {
    currentState: readStorage(CURRENT_STATE_KEY) ?? defaultState,
    defaultState,
    drawLimit: MAX_DRAW_LIMIT,
    timeFilter: 'all' as TimeFilter,
    digitFilter: 'all-numbers' as DigitFilter,
    isBoxMode: true,
    filters: emptyFilterSet(),
    activeTab: 'results' as MainTab,
    // A shared link (/?state=GA&time=Eve…) opens its own view from the first render, so the page
    // never loads the reader's stored state first.
    ...(typeof window !== 'undefined' && window.location.pathname === '/'
      ? parseHomeUrlState(window.location.search)
      : {}),
  };
}

export const useAppStore = create<AppState>()((set) => ({
  ...initialState(),
  setCurrentState: (code) => {
    writeStorage(CURRENT_STATE_KEY, code);
    set({ currentState: code });
  },
  setDefaultState: (code) => {
    writeStorage(DEFAULT_STATE_KEY, code);
    set({ defaultState: code });
  },
  setDrawLimit: (drawLimit) => set({ drawLimit }),
  setTimeFilter: (timeFilter) => set({ timeFilter }),
  setDigitFilter: (digitFilter) => set({ digitFilter }),
  setBoxMode: (isBoxMode) => set({ isBoxMode }),
  setFilters: (filters) => set({ filters }),
  clearFilters: () => set({ filters: emptyFilterSet() }),
  setActiveTab: (activeTab) => set({ activeTab }),
}));

/**
 * Applies a change another tab made to local storage (spec §4: currentState is synchronised on
 * storage events). A cleared storage (key null) falls back like a first visit.
 */
export function applyStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  const { setState } = useAppStore;
  if (event.key === CURRENT_STATE_KEY && event.newValue) {
    setState({ currentState: event.newValue });
  } else if (event.key === DEFAULT_STATE_KEY && event.newValue) {
    setState({ defaultState: event.newValue });
  } else if (event.key === null) {
    const { currentState, defaultState } = initialState();
    setState({ currentState, defaultState });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', applyStorageEvent);
}
