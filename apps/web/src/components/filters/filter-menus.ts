import {
  FILTER_KINDS,
  FILTER_OPTIONS,
  emptyFilterSet,
  type FilterKind,
  type FilterSet,
} from '@pick3/core';
import { t } from '../../i18n/i18n.js';

type NumberFilterKind = Exclude<FilterKind, 'pairsum'>;

/** The kinds of the Number Filters dropdown, in core's order: every kind but the pairsums. */
const NUMBER_FILTER_KINDS = FILTER_KINDS.filter(
  (kind): kind is NumberFilterKind => kind !== 'pairsum',
);

/** The groups of the Number Filters dropdown, in the order shown, with their legends. */
export const NUMBER_FILTER_GROUPS = (): readonly { kind: NumberFilterKind; legend: string }[] => {
  const legends: Record<NumberFilterKind, string> = {
    position1: t('filters.position1'),
    position2: t('filters.position2'),
    position3: t('filters.position3'),
    highLow: t('filters.highLow'),
    oddEven: t('filters.oddEven'),
    sum12: '12SUM',
    numberSet: t('filters.numberSets'),
    binary: t('filters.binary'),
    row: t('filters.rows'),
    column: t('filters.columns'),
  };
  return NUMBER_FILTER_KINDS.map((kind) => ({ kind, legend: legends[kind] }));
};

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
  return NUMBER_FILTER_KINDS.reduce((sum, kind) => sum + filters[kind].length, 0);
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
