import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { AnalysisResponse, DigitFilter, TimeFilter } from '@pick3/core';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/notify.js';
import { useShallow } from 'zustand/react/shallow';
import { FALLBACK_STATE, useAppStore, type AppState } from '../../../stores/app-store.js';
import { FilterWorkbench } from '../../../components/filters/FilterWorkbench.js';
import { NumberFiltersMenu } from '../../../components/filters/NumberFiltersMenu.js';
import { PairsumsMenu } from '../../../components/filters/PairsumsMenu.js';
import { stateOptions, useStates, STATES_PATH } from '../../../lib/get-states.js';
import {
  manualRefreshToast,
  progressPercent,
  useManualRefreshAll,
  useRefreshProgress,
} from '../api/refresh.js';
import { CalendarButton } from './CalendarButton.js';
import { DrawLimitInput } from './DrawLimitInput.js';
import { t } from '../../../i18n/i18n.js';

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

export interface ControlsPanelProps {
  analysis: AnalysisResponse | undefined;
  /** Refetches the analysis; resolves to whether it failed. */
  reload: () => Promise<{ isError: boolean }>;
  onOpenCalendar: () => void;
}

/** What the panel shows and sets: it re-renders when one of these changes, not on a tab switch. */
function controlsOf(s: AppState) {
  return {
    currentState: s.currentState,
    defaultState: s.defaultState,
    drawLimit: s.drawLimit,
    timeFilter: s.timeFilter,
    digitFilter: s.digitFilter,
    isBoxMode: s.isBoxMode,
    filters: s.filters,
    setCurrentState: s.setCurrentState,
    setDefaultState: s.setDefaultState,
    setDrawLimit: s.setDrawLimit,
    setTimeFilter: s.setTimeFilter,
    setDigitFilter: s.setDigitFilter,
    setBoxMode: s.setBoxMode,
    setFilters: s.setFilters,
    clearFilters: s.clearFilters,
  };
}

export function ControlsPanel({ analysis, reload, onOpenCalendar }: ControlsPanelProps) {
  const store = useAppStore(useShallow(controlsOf));
  const queryClient = useQueryClient();
  const states = useStates();
  const update = useManualRefreshAll();
  const progress = useRefreshProgress(update.isPending);
  const percent = progressPercent(progress.data);

  const onRefresh = async () => {
    notify({ title: 'Refreshing...' });
    store.clearFilters();
    void queryClient.invalidateQueries({ queryKey: [STATES_PATH] });
    const result = await reload();
    notify(
      result.isError
        ? { title: t('controls.refreshFailed'), color: 'red' }
        : { title: t('controls.dataRefreshed'), color: 'green' },
    );
  };

  const onUpdateAll = () => {
    notify({ title: t('controls.forceUpdatingAllStates'), message: t('controls.thisCanTake2') });
    update.mutate(undefined, {
      onSuccess: (result) => notify(manualRefreshToast(result, undefined)),
      onError: (error) => notify(manualRefreshToast(undefined, error)),
    });
  };

  const isDefault = store.currentState === store.defaultState;
  const mode = store.isBoxMode ? 'box' : 'straight';
  const remaining = analysis?.boxAnalysis.remainingNumbers;

  return (
    <Stack gap="sm" component="section" aria-label={t('controls.controls')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect label={t('controls.country')} data={[t('controls.unitedStates')]} w={160} />
        <NativeSelect
          label={t('controls.state')}
          data={stateOptions(states.data?.states)}
          value={store.currentState}
          onChange={(event) => store.setCurrentState(event.currentTarget.value)}
          w={180}
        />
        <Checkbox
          label={t('controls.setAsMyDefault')}
          checked={isDefault}
          onChange={(event) =>
            store.setDefaultState(event.currentTarget.checked ? store.currentState : FALLBACK_STATE)
          }
          mb={8}
        />
      </Group>

      <Group gap="sm">
        <Button variant="light" onClick={() => void onRefresh()}>
          {t('controls.refresh')}
        </Button>
        <Button
          color="red"
          loading={update.isPending}
          onClick={onUpdateAll}
          loaderProps={{ type: 'dots' }}
        >
          {t('controls.updateAllStates')}
        </Button>
      </Group>
      {update.isPending && (
        <Stack gap={2}>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={t('controls.updateProgress')}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {progress.data && progress.data.total > 0
              ? t('controls.updatedOfStates', {
                  done: progress.data.done,
                  total: progress.data.total,
                  value: progress.data.current ? ` (${progress.data.current})` : '',
                })
              : t('controls.updatingAllStates')}
          </Text>
        </Stack>
      )}

      <Group gap="sm" align="stretch" wrap="wrap">
        <Paper withBorder p="sm" component="section" aria-label={t('controls.dataFilter')}>
          <Text size="sm" fw={700} mb={4}>
            {t('controls.dataFilter')}
          </Text>
          <Group gap="sm" align="flex-start">
            <DrawLimitInput value={store.drawLimit} onApply={store.setDrawLimit} />
            <CalendarButton onClick={onOpenCalendar} />
          </Group>
        </Paper>

        <Paper
          withBorder
          p="sm"
          component="section"
          aria-label={t('controls.timeFilter')}
          style={{ flex: 1, minWidth: 280 }}
        >
          <Text size="sm" fw={700} mb={4}>
            {t('controls.timeFilter')}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('controls.drawSession')}
              data={TIME_FILTER_OPTIONS()}
              value={store.timeFilter}
              onChange={(event) => store.setTimeFilter(event.currentTarget.value as TimeFilter)}
              w={150}
            />
            <NativeSelect
              label={t('controls.digitType')}
              data={DIGIT_FILTER_OPTIONS()}
              value={store.digitFilter}
              onChange={(event) => store.setDigitFilter(event.currentTarget.value as DigitFilter)}
              w={140}
            />
          </Group>
          <Group gap="sm" mt="sm" wrap="wrap">
            <NumberFiltersMenu filters={store.filters} onChange={store.setFilters} />
            <PairsumsMenu filters={store.filters} onChange={store.setFilters} />
            <SegmentedControl
              aria-label={t('controls.numberMode')}
              size="sm"
              value={mode}
              onChange={(value) => store.setBoxMode(value === 'box')}
              data={[
                { value: 'box', label: 'Box' },
                { value: 'straight', label: 'Straight' },
              ]}
            />
          </Group>
          {remaining && <FilterWorkbench numbers={remaining} filters={store.filters} mode={mode} />}
        </Paper>
      </Group>
    </Stack>
  );
}
