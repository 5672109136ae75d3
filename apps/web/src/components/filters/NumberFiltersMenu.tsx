import { memo, useMemo, type ComponentProps } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { FILTER_OPTIONS } from '@pick3/core';
import { NUMBER_FILTER_GROUPS, clearNumberFilters, numberFilterCount } from './filter-menus.js';
import { useFilterMenu, type FilterMenuProps } from './filter-menu-context.js';
import { FilterMenuPopover } from './FilterMenuPopover.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import { MenuCount } from './MenuCount.js';
import { t } from '../../i18n/i18n.js';
import classes from './filters.module.css';

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
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        {/* What a press does, before the first press: it hides numbers, it does not pick them. */}
        <Text size="xs" c="dimmed">
          {t('filters.pressToHide')}
        </Text>
        <Button
          className={classes.action}
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
  return (
    <FilterMenuPopover
      {...props}
      label={t('filters.numberFilters2')}
      width={320}
      Button={NumberFiltersButton}
      Panel={NumberFiltersPanel}
    />
  );
});
