import { memo, useDeferredValue } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import type { DigitFilter, TimeFilter } from '@pick3/core';
import { useAppStore } from '../../../stores/app-store.js';
import { FilterWorkbench } from '../../../components/filters/FilterWorkbench.js';
import { SegmentedRadio } from '../../../components/segmented/SegmentedRadio.js';
import { NumberFiltersMenu } from '../../../components/filters/NumberFiltersMenu.js';
import { PairsumsMenu } from '../../../components/filters/PairsumsMenu.js';
import { t } from '../../../i18n/i18n.js';

// Each control of the Time Filter card reads only its own field of the store, so a change of one
// re-renders that control alone (issue 15 item 4: a tap repaints within 50 ms on a throttled phone).

const TIME_FILTER_OPTIONS = (): { value: TimeFilter; label: string }[] => [
  { value: 'all', label: t('controls.allSessions') },
  { value: 'repeats', label: t('controls.repeats') },
  { value: 'identical-repeats', label: t('controls.identicalRepeats') },
  { value: 'Morn', label: 'Morn' },
  { value: 'Day', label: 'Day' },
  { value: 'Eve', label: 'Eve' },
  { value: 'Nite', label: 'Nite' },
];

const DIGIT_FILTER_OPTIONS = (): { value: DigitFilter; label: string }[] => [
  { value: 'all-numbers', label: t('controls.allNumbers') },
  { value: 'singles', label: t('controls.singles') },
  { value: 'doubles', label: t('controls.doubles') },
  { value: 'triples', label: t('controls.triples') },
];

export const DrawSessionSelect = memo(function DrawSessionSelect() {
  const timeFilter = useAppStore((s) => s.timeFilter);
  const setTimeFilter = useAppStore((s) => s.setTimeFilter);
  return (
    <NativeSelect
      label={t('controls.drawSession')}
      data={TIME_FILTER_OPTIONS()}
      value={timeFilter}
      onChange={(event) => setTimeFilter(event.currentTarget.value as TimeFilter)}
      w={150}
    />
  );
});

export const DigitTypeSelect = memo(function DigitTypeSelect() {
  const digitFilter = useAppStore((s) => s.digitFilter);
  const setDigitFilter = useAppStore((s) => s.setDigitFilter);
  return (
    <NativeSelect
      label={t('controls.digitType')}
      data={DIGIT_FILTER_OPTIONS()}
      value={digitFilter}
      onChange={(event) => setDigitFilter(event.currentTarget.value as DigitFilter)}
      w={140}
    />
  );
});

export const NumberFilterMenus = memo(function NumberFilterMenus() {
  const filters = useAppStore((s) => s.filters);
  const setFilters = useAppStore((s) => s.setFilters);
  return (
    <>
      <NumberFiltersMenu filters={filters} onChange={setFilters} />
      <PairsumsMenu filters={filters} onChange={setFilters} />
    </>
  );
});

const MODE_OPTIONS = [
  { value: 'box', label: 'Box' },
  { value: 'straight', label: 'Straight' },
] as const;

export const ModeControl = memo(function ModeControl() {
  const isBoxMode = useAppStore((s) => s.isBoxMode);
  const setBoxMode = useAppStore((s) => s.setBoxMode);
  return (
    <SegmentedRadio
      label={t('controls.numberMode')}
      value={isBoxMode ? 'box' : 'straight'}
      onChange={(value) => setBoxMode(value === 'box')}
      options={MODE_OPTIONS}
    />
  );
});

/**
 * What each selected filter removes from the analysis' remaining numbers. Like the lists, it follows
 * a tap in the transition (deferred): the tapped key repaints first, then the counts.
 */
export const FilterWorkbenchSection = memo(function FilterWorkbenchSection({
  remaining,
}: {
  remaining: readonly string[] | undefined;
}) {
  const filters = useDeferredValue(useAppStore((s) => s.filters));
  const isBoxMode = useDeferredValue(useAppStore((s) => s.isBoxMode));
  if (!remaining) return null;
  return (
    <FilterWorkbench numbers={remaining} filters={filters} mode={isBoxMode ? 'box' : 'straight'} />
  );
});

/** The draw session and digit type selects, the number filter menus and the Box/Straight switch. */
export function FilterControls({ remaining }: { remaining: readonly string[] | undefined }) {
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DrawSessionSelect />
        <DigitTypeSelect />
      </Group>
      <Group gap="sm" mt="sm" wrap="wrap">
        <NumberFilterMenus />
        <ModeControl />
      </Group>
      <FilterWorkbenchSection remaining={remaining} />
    </>
  );
}
