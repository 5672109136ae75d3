import { memo, useMemo, type ComponentProps } from 'react';
import { Button, Group, Popover } from '@mantine/core';
import { FILTER_OPTIONS } from '@pick3/core';
import { allItemsOn, pairsumColor, setAllItems } from './filter-menus.js';
import { FilterMenuProvider, useFilterMenu, type FilterMenuProps } from './filter-menu-context.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import { MenuCount } from './MenuCount.js';
import classes from './filters.module.css';
import { t } from '../../i18n/i18n.js';

function PairsumsButton(props: ComponentProps<'button'>) {
  const { filters } = useFilterMenu();
  return (
    <Button variant="default" size="sm" aria-haspopup="dialog" {...props}>
      {t('filters.pairsums2')} <MenuCount count={filters.pairsum.length} />
    </Button>
  );
}

function PairsumsPanel() {
  const { filters, onChange, toggles } = useFilterMenu();
  const allOn = allItemsOn(filters, 'pairsum');
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onChange((f) => setAllItems(f, 'pairsum', !allItemsOn(f, 'pairsum')))}
        >
          {allOn ? t('filters.turnOffAll') : t('filters.turnOnAll')}
        </Button>
      </Group>
      <FilterToggleGroup
        legend={t('filters.pairsumPatterns')}
        options={FILTER_OPTIONS.pairsum}
        selected={filters.pairsum}
        colorOf={pairsumColor}
        onToggle={toggles.pairsum}
      />
    </>
  );
}

export const PairsumsMenu = memo(function PairsumsMenu(props: FilterMenuProps) {
  // Made once: a tap re-renders the button and the panel through context, not the popover.
  const popover = useMemo(
    () => (
      <Popover position="bottom-start" shadow="md" width={300} trapFocus withRoles>
        <Popover.Target>
          <PairsumsButton />
        </Popover.Target>
        <Popover.Dropdown aria-label={t('filters.pairsums2')} className={classes.panel}>
          <PairsumsPanel />
        </Popover.Dropdown>
      </Popover>
    ),
    [],
  );
  return <FilterMenuProvider {...props}>{popover}</FilterMenuProvider>;
});
