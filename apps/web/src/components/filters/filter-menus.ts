import { FILTER_OPTIONS, emptyFilterSet, type FilterKind, type FilterSet } from '@pick3/core';
import { t } from '../../i18n/i18n.js';

/** The groups of the Number Filters dropdown, in the order shown, with their legends. */
export const NUMBER_FILTER_GROUPS = (): readonly {
  kind: Exclude<FilterKind, 'pairsum'>;
  legend: string;
}[] => [
  { kind: 'position1', legend: t('filters.position1') },
  { kind: 'position2', legend: t('filters.position2') },
  { kind: 'position3', legend: t('filters.position3') },
  { kind: 'highLow', legend: t('filters.highLow') },
  { kind: 'oddEven', legend: t('filters.oddEven') },
  { kind: 'sum12', legend: '12SUM' },
  { kind: 'numberSet', legend: t('filters.numberSets') },
  { kind: 'binary', legend: t('filters.binary') },
  { kind: 'row', legend: t('filters.rows') },
  { kind: 'column', legend: t('filters.columns') },
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
  return NUMBER_FILTER_GROUPS().reduce((sum, { kind }) => sum + filters[kind].length, 0);
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
