import { memo, type ComponentProps } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { FILTER_OPTIONS } from '@pick3/core';
import { allItemsOn, pairsumColor, setAllItems } from './filter-menus.js';
import { useFilterMenu, type FilterMenuProps } from './filter-menu-context.js';
import { FilterMenuPopover } from './FilterMenuPopover.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import { MenuCount } from './MenuCount.js';
import { t } from '../../i18n/i18n.js';
import classes from './filters.module.css';

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
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        {/* What a press does, before the first press: it hides numbers, it does not pick them. */}
        <Text size="xs" c="dimmed">
          {t('filters.pressToHidePairsum')}
        </Text>
        <Button
          className={classes.action}
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
  return (
    <FilterMenuPopover
      {...props}
      label={t('filters.pairsums2')}
      width={300}
      Button={PairsumsButton}
      Panel={PairsumsPanel}
    />
  );
});
