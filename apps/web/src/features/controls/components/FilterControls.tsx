import { memo, useCallback, useDeferredValue } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import type { DigitFilter, FilterSet, TimeFilter } from '@pick3/core';
import { useHomeView, useSetHomeView } from '../../../stores/home-view.js';
import { FilterWorkbench } from '../../../components/filters/FilterWorkbench.js';
import { SegmentedRadio } from '../../../components/segmented/SegmentedRadio.js';
import { NumberFiltersMenu } from '../../../components/filters/NumberFiltersMenu.js';
import { PairsumsMenu } from '../../../components/filters/PairsumsMenu.js';
import { t } from '../../../i18n/i18n.js';

// Each control of the Time Filter card reads only its own field of the view (the URL), so a change of
// one re-renders that control alone (issue 15 item 4: a tap repaints within 50 ms on a throttled phone).

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
  const timeFilter = useHomeView((v) => v.timeFilter);
  const setView = useSetHomeView();
  return (
    <NativeSelect
      label={t('controls.drawSession')}
      data={TIME_FILTER_OPTIONS()}
      value={timeFilter}
      onChange={(event) => setView({ timeFilter: event.currentTarget.value as TimeFilter })}
      w={150}
    />
  );
});

export const DigitTypeSelect = memo(function DigitTypeSelect() {
  const digitFilter = useHomeView((v) => v.digitFilter);
  const setView = useSetHomeView();
  return (
    <NativeSelect
      label={t('controls.digitType')}
      data={DIGIT_FILTER_OPTIONS()}
      value={digitFilter}
      onChange={(event) => setView({ digitFilter: event.currentTarget.value as DigitFilter })}
      w={140}
    />
  );
});

export const NumberFilterMenus = memo(function NumberFilterMenus() {
  const filters = useHomeView((v) => v.filters);
  const setView = useSetHomeView();
  // The menus pass a new set or an update of the current one (a toggle).
  const setFilters = useCallback(
    (next: FilterSet | ((current: FilterSet) => FilterSet)) =>
      setView((v) => ({ filters: typeof next === 'function' ? next(v.filters) : next })),
    [setView],
  );
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
  const isBoxMode = useHomeView((v) => v.isBoxMode);
  const setView = useSetHomeView();
  return (
    <SegmentedRadio
      label={t('controls.numberMode')}
      value={isBoxMode ? 'box' : 'straight'}
      onChange={(value) => setView({ isBoxMode: value === 'box' })}
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
  const filters = useDeferredValue(useHomeView((v) => v.filters));
  const isBoxMode = useDeferredValue(useHomeView((v) => v.isBoxMode));
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
