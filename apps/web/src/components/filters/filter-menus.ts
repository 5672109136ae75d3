import { FILTER_OPTIONS, emptyFilterSet, type FilterKind, type FilterSet } from '@pick3/core';

/** The groups of the Number Filters dropdown, in the order shown, with their legends. */
export const NUMBER_FILTER_GROUPS: readonly {
  kind: Exclude<FilterKind, 'pairsum'>;
  legend: string;
}[] = [
  { kind: 'position1', legend: 'Position 1' },
  { kind: 'position2', legend: 'Position 2' },
  { kind: 'position3', legend: 'Position 3' },
  { kind: 'highLow', legend: 'High/Low (H/L)' },
  { kind: 'oddEven', legend: 'Odd/Even (O/E)' },
  { kind: 'sum12', legend: '12SUM' },
  { kind: 'numberSet', legend: 'Number Sets' },
  { kind: 'binary', legend: 'Binary (BIN)' },
  { kind: 'row', legend: 'Rows' },
  { kind: 'column', legend: 'Columns' },
];

/** Turn ON All selects every item of a kind, Turn OFF All none (the Pairsums dropdown). */
export function setAllItems(filters: FilterSet, kind: FilterKind, on: boolean): FilterSet {
  return { ...filters, [kind]: on ? [...FILTER_OPTIONS[kind]] : [] };
}

export function allItemsOn(filters: FilterSet, kind: FilterKind): boolean {
  return filters[kind].length === FILTER_OPTIONS[kind].length;
}

/** 'Clear All' of the Number Filters dropdown empties its kinds and leaves the pairsums alone. */
export function clearNumberFilters(filters: FilterSet): FilterSet {
  return { ...emptyFilterSet(), pairsum: filters.pairsum };
}

export function numberFilterCount(filters: FilterSet): number {
  return NUMBER_FILTER_GROUPS.reduce((sum, { kind }) => sum + filters[kind].length, 0);
}

const SUM_COLORS: Record<string, string> = {
  // All at least 4.5:1 on white (WCAG AA for small text).
  '6': '#c92a2a',
  '7': '#b3410e',
  '8': '#8a5a00',
  '9': '#237032',
  '10': '#1864ab',
  '11': '#5f3dc4',
  '12': '#a61e4d',
};

/** The UI colours a pairsum label by its leading sum S (domain.md §3). */
export function pairsumColor(group: string): string {
  return SUM_COLORS[group.split('/')[0] ?? ''] ?? 'inherit';
}
