import { memo, useCallback } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useHomeView, useSetHomeView } from '../../../stores/home-view.js';
import { CalendarButton } from './CalendarButton.js';
import { DrawLimitInput } from './DrawLimitInput.js';
import { FilterControls } from './FilterControls.js';
import { RefreshControls } from './RefreshControls.js';
import { StateControls } from './StateControls.js';
import { t } from '../../../i18n/i18n.js';

export interface ControlsPanelProps {
  /** The analysis' remaining numbers, which the filter workbench explains. */
  remaining: readonly string[] | undefined;
  /** The draws the analysis rests on, said under the draw-limit box ('730 draws (481 Evening)'). */
  drawCount?: string | undefined;
  /** Reads the page's data again; resolves to whether it failed and what changed. Keep it stable. */
  reload: () => Promise<{ isError: boolean; message?: string }>;
  /** Keep it stable (memoized). */
  onOpenCalendar: () => void;
}

const DrawLimitControl = memo(function DrawLimitControl({
  drawCount,
}: {
  drawCount: string | undefined;
}) {
  const drawLimit = useHomeView((v) => v.drawLimit);
  const setView = useSetHomeView();
  const setDrawLimit = useCallback((limit: number) => setView({ drawLimit: limit }), [setView]);
  return <DrawLimitInput value={drawLimit} onApply={setDrawLimit} drawCount={drawCount} />;
});

/**
 * The main page's controls. Memoized, and each control reads only its own field of the view (the URL): a
 * change re-renders that control (and what shows its effect), not the whole panel.
 */
export const ControlsPanel = memo(function ControlsPanel({
  remaining,
  drawCount,
  reload,
  onOpenCalendar,
}: ControlsPanelProps) {
  return (
    <Stack gap="sm" component="section" aria-label={t('controls.controls')}>
      <StateControls />
      <RefreshControls reload={reload} />
      <Group gap="sm" align="stretch" wrap="wrap">
        <Paper withBorder p="sm" component="section" aria-label={t('controls.dataFilter')}>
          <Text size="sm" fw={700} mb={4}>
            {t('controls.dataFilter')}
          </Text>
          <Group gap="sm" align="flex-start">
            <DrawLimitControl drawCount={drawCount} />
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
          <FilterControls remaining={remaining} />
        </Paper>
      </Group>
    </Stack>
  );
});
