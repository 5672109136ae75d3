import { memo } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notify } from '../../../components/notify.js';
import { manualRefreshToast, progressPercent, useManualRefreshAll } from '../api/refresh.js';
import { t } from '../../../i18n/i18n.js';

export interface RefreshControlsProps {
  /**
   * Reads the page's data again; resolves to whether it failed and what changed ('2 new draws: …',
   * 'No new draws since …'). Keep it stable (memoized).
   */
  reload: () => Promise<{ isError: boolean; message?: string }>;
}

/** Refresh (this page's data) and Update All States (a forced ingestion), with its progress. */
export const RefreshControls = memo(function RefreshControls({ reload }: RefreshControlsProps) {
  // The server answers at once with the run's job; its progress is followed until it ends.
  const { mutation: update, progress } = useManualRefreshAll();
  const percent = progressPercent(progress);

  const onRefresh = async () => {
    // The number filters stay: a refresh reads the data again, it does not undo the player's choices.
    notify({ title: t('controls.refreshing') });
    const result = await reload();
    notify(
      result.isError
        ? {
            title: t('controls.refreshFailed'),
            message: t('controls.refreshFailedWhy'),
            color: 'red',
          }
        : { title: result.message ?? t('controls.dataRefreshed'), color: 'green' },
    );
  };

  const onUpdateAll = () => {
    notify({ title: t('controls.forceUpdatingAllStates'), message: t('controls.thisCanTake2') });
    update.mutate(undefined, {
      onSuccess: (result) => notify(manualRefreshToast(result, undefined)),
      onError: (error) => notify(manualRefreshToast(undefined, error)),
    });
  };

  return (
    <>
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
            {progress && progress.total > 0
              ? t('controls.checkedOfSources', {
                  done: progress.done,
                  total: progress.total,
                  updated: progress.updated,
                  noNew: progress.noNew,
                  failed: progress.failed,
                  // Failures are named, never counted as done.
                  names:
                    progress.failedStates.length > 0
                      ? ` (${progress.failedStates.join(', ')})`
                      : '',
                  value: progress.current ? ` · ${progress.current}` : '',
                })
              : t('controls.updatingAllStates')}
          </Text>
        </Stack>
      )}
    </>
  );
});
