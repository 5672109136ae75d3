import { memo } from 'react';
import { Button, Group, Popover } from '@mantine/core';
import { FILTER_OPTIONS } from '@pick3/core';
import { allItemsOn, pairsumColor, setAllItems } from './filter-menus.js';
import { FilterToggleGroup } from './FilterToggleGroup.js';
import { useToggleHandlers, type FilterMenuProps } from './NumberFiltersMenu.js';
import classes from './filters.module.css';
import { t } from '../../i18n/i18n.js';

export const PairsumsMenu = memo(function PairsumsMenu({ filters, onChange }: FilterMenuProps) {
  const allOn = allItemsOn(filters, 'pairsum');
  const count = filters.pairsum.length;
  const toggles = useToggleHandlers(onChange);
  return (
    <Popover position="bottom-start" shadow="md" width={300} trapFocus withRoles>
      <Popover.Target>
        <Button variant="default" size="sm" aria-haspopup="dialog">
          {t('filters.pairsums', { value: count > 0 ? ` (${count})` : '' })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('filters.pairsums2')} className={classes.panel}>
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
      </Popover.Dropdown>
    </Popover>
  );
});
