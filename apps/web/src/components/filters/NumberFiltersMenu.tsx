import { memo, useMemo, type ComponentProps } from 'react';
import { Button, Group, Popover } from '@mantine/core';
import { FILTER_OPTIONS } from '@pick3/core';
import { NUMBER_FILTER_GROUPS, clearNumberFilters, numberFilterCount } from './filter-menus.js';
import { FilterMenuProvider, useFilterMenu, type FilterMenuProps } from './filter-menu-context.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import { MenuCount } from './MenuCount.js';
import classes from './filters.module.css';
import { t } from '../../i18n/i18n.js';

/** The menu's button; Popover.Target hands it its ref and handlers. */
function NumberFiltersButton(props: ComponentProps<'button'>) {
  const { filters } = useFilterMenu();
  return (
    <Button variant="default" size="sm" aria-haspopup="dialog" {...props}>
      {t('filters.numberFilters2')} <MenuCount count={numberFilterCount(filters)} />
    </Button>
  );
}

function NumberFiltersPanel() {
  const { filters, onChange, toggles } = useFilterMenu();
  // The legends are the same for every render of this language (a switch remounts the app).
  const groups = useMemo(NUMBER_FILTER_GROUPS, []);
  return (
    <>
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
      {groups.map(({ kind, legend }) => (
        <FilterToggleGroup<string | number>
          key={kind}
          legend={legend}
          options={FILTER_OPTIONS[kind]}
          selected={filters[kind]}
          onToggle={toggles[kind]}
        />
      ))}
    </>
  );
}

/** Selected items hide matching numbers (a number goes when it matches any selected item). */
export const NumberFiltersMenu = memo(function NumberFiltersMenu(props: FilterMenuProps) {
  // Made once: a tap re-renders the button and the panel through context, not the popover.
  const popover = useMemo(
    () => (
      <Popover position="bottom-start" shadow="md" width={320} trapFocus withRoles>
        <Popover.Target>
          <NumberFiltersButton />
        </Popover.Target>
        <Popover.Dropdown aria-label={t('filters.numberFilters2')} className={classes.panel}>
          <NumberFiltersPanel />
        </Popover.Dropdown>
      </Popover>
    ),
    [],
  );
  return <FilterMenuProvider {...props}>{popover}</FilterMenuProvider>;
});
