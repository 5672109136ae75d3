import { Button, Group, Popover } from '@mantine/core';
import { FILTER_OPTIONS, toggleFilterItem, type FilterSet } from '@pick3/core';
import { NUMBER_FILTER_GROUPS, clearNumberFilters, numberFilterCount } from './filter-menus.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import classes from './filters.module.css';
import { t } from '../../i18n/i18n.js';

export interface FilterMenuProps {
  filters: FilterSet;
  onChange: (filters: FilterSet) => void;
}

/** Selected items hide matching numbers (a number goes when it matches any selected item). */
export function NumberFiltersMenu({ filters, onChange }: FilterMenuProps) {
  const count = numberFilterCount(filters);
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
            onClick={() => onChange(clearNumberFilters(filters))}
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
            onToggle={(value) => onChange(toggleFilterItem(filters, kind, value as never))}
          />
        ))}
      </Popover.Dropdown>
    </Popover>
  );
}
