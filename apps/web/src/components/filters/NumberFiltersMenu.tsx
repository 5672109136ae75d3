import { memo, useMemo } from 'react';
import { Button, Group, Popover } from '@mantine/core';
import { FILTER_OPTIONS, toggleFilterItem, type FilterKind, type FilterSet } from '@pick3/core';
import { NUMBER_FILTER_GROUPS, clearNumberFilters, numberFilterCount } from './filter-menus.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import classes from './filters.module.css';
import { t } from '../../i18n/i18n.js';

export interface FilterMenuProps {
  filters: FilterSet;
  /**
   * Applies a change to the filters as they are when it runs (a React state setter or the store's
   * setFilters). An updater, not a value, so the toggle handlers stay the same between renders.
   */
  onChange: (update: (filters: FilterSet) => FilterSet) => void;
}

/** One stable toggle handler per kind: the groups whose items did not change skip the render. */
export function useToggleHandlers(onChange: FilterMenuProps['onChange']) {
  return useMemo(() => {
    const handlers = {} as Record<FilterKind, (value: string | number) => void>;
    for (const kind of Object.keys(FILTER_OPTIONS) as FilterKind[])
      handlers[kind] = (value) => onChange((f) => toggleFilterItem(f, kind, value as never));
    return handlers;
  }, [onChange]);
}

/** Selected items hide matching numbers (a number goes when it matches any selected item). */
export const NumberFiltersMenu = memo(function NumberFiltersMenu({
  filters,
  onChange,
}: FilterMenuProps) {
  const count = numberFilterCount(filters);
  const toggles = useToggleHandlers(onChange);
  return (
    <Popover position="bottom-start" shadow="md" width={320} trapFocus withRoles>
      <Popover.Target>
        <Button variant="default" size="sm" aria-haspopup="dialog">
          {t('filters.numberFilters', { value: count > 0 ? ` (${count})` : '' })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('filters.numberFilters2')} className={classes.panel}>
        <Group justify="flex-end" mb="xs">
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => onChange(clearNumberFilters)}
          >
            {t('filters.clearAll')}
          </Button>
        </Group>
        {NUMBER_FILTER_GROUPS().map(({ kind, legend }) => (
          <FilterToggleGroup<string | number>
            key={kind}
            legend={legend}
            options={FILTER_OPTIONS[kind]}
            selected={filters[kind]}
            onToggle={toggles[kind]}
          />
        ))}
      </Popover.Dropdown>
    </Popover>
  );
});
