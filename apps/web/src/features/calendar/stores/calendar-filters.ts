import { create } from 'zustand';
import { PAIRSUM_GROUPS, type DigitType, type DrawTimeCode } from '@pick3/core';

/** The calendar's own filters (spec §4): what the month list hides. */
export interface CalendarFiltersState {
  hiddenDrawTimes: DrawTimeCode[];
  hiddenDigitTypes: DigitType[];
  hiddenPairsums: string[];
  toggleDrawTime(code: DrawTimeCode): void;
  toggleDigitType(type: DigitType): void;
  togglePairsum(group: string): void;
  /** Turn ON All hides every pattern, Turn OFF All shows every pattern. */
  setAllPairsums(hidden: boolean): void;
}

const toggle = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

export const useCalendarFilters = create<CalendarFiltersState>()((set) => ({
  hiddenDrawTimes: [],
  hiddenDigitTypes: [],
  hiddenPairsums: [],
  toggleDrawTime: (code) => set((s) => ({ hiddenDrawTimes: toggle(s.hiddenDrawTimes, code) })),
  toggleDigitType: (type) => set((s) => ({ hiddenDigitTypes: toggle(s.hiddenDigitTypes, type) })),
  togglePairsum: (group) => set((s) => ({ hiddenPairsums: toggle(s.hiddenPairsums, group) })),
  setAllPairsums: (hidden) => set({ hiddenPairsums: hidden ? [...PAIRSUM_GROUPS] : [] }),
}));
