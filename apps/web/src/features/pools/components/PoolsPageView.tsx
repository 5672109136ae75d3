import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { POOL_IDS, poolLabel, stateName, type PoolId } from '@pick3/core';
import { poolName } from '../../../lib/pool-name.js';
import { SegmentedRadio } from '../../../components/segmented/SegmentedRadio.js';
import type { Pool, PoolDrawTime } from '../api/get-pool.js';
import { POOL_LIST_HEIGHT, PoolNumbersPanel } from './PoolNumbersPanel.js';
import { t } from '../../../i18n/i18n.js';
import { playDrawLabel } from '../../../lib/play-draw.js';
import type { DrawTimeCode } from '@pick3/core';

/**
 * Height kept while a pool loads, so the fishing basket below does not jump when the numbers
 * arrive (layout shift): the usual loaded panel — a full removed list (title row + 270 px), one
 * row of remaining numbers and the tracker button. (Georgia's pools have 35–55 removed numbers
 * and 2–18 remaining ones over 730 draws.)
 */
const POOL_PANEL_MIN_HEIGHT = POOL_LIST_HEIGHT + 36 + 16 + (36 + 32) + 16 + 36;
import '@mantine/core/styles/Alert.css';
import { drawTimeShort } from '../../../lib/play-draw.js';

/** The Day / Eve / Nite buttons, in the page's language. */
const poolDrawTimes = (): ReadonlyArray<{ value: PoolDrawTime; label: string }> =>
  (['DAY', 'EVE', 'NITE'] as const).map((value) => ({ value, label: drawTimeShort(value) }));

export interface PoolsPageViewProps {
  state: string;
  poolId: PoolId;
  drawTime: PoolDrawTime;
  pool: Pool | undefined;
  loading: boolean;
  error: string | null;
  pendingNumber: string | null;
  onBack(): void;
  onDrawTimeChange(drawTime: PoolDrawTime): void;
  onPoolChange(poolId: PoolId): void;
  onRemovedClick(number: string): void;
  onRemainingClick(number: string): void;
  onOpenTracker(): void;
  onRetry(): void;
  /** The fishing basket, below the pool. */
  basket?: ReactNode;
  /** The AI Helper's toggle (the chat feature's, composed in by the app). */
  helper?: ReactNode;
  /** The state's newest stored draw when its data is stale or behind (core's freshness), else null. */
  olderData?: { latestDraw: { date: string; drawTime: DrawTimeCode } } | null;
  /** The state's newest stored draw, whatever its freshness: the data the pools are built on. */
  dataAsOf?: { date: string; drawTime: DrawTimeCode } | null;
}

/** The Lotto Pools screen (spec §2), without data fetching. */
export function PoolsPageView(props: PoolsPageViewProps) {
  const { state, poolId, drawTime, pool, loading, error, pendingNumber } = props;
  const name = poolName(poolId);
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={props.onBack} leftSection="←">
          {t('pools.backToHome')}
        </Button>
        {props.helper}
      </Group>
      <Title order={1} size="h2">
        {t('pools.lottoPools', { stateName: stateName(state) })}
      </Title>
      {props.dataAsOf && (
        <Text size="sm" c="dimmed" data-testid="pools-data-as-of">
          {t('pools.builtOn', {
            stateName: stateName(state),
            draw: playDrawLabel(state, props.dataAsOf),
          })}
        </Text>
      )}
      {props.olderData && (
        <Alert color="yellow" title={t('pools.olderDataTitle')} data-testid="pools-older-data">
          {t('pools.olderData', {
            stateName: stateName(state),
            draw: playDrawLabel(state, props.olderData.latestDraw),
          })}
        </Alert>
      )}
      {/* Not Mantine's SegmentedControl: its sliding indicator measures the options in a forced
          layout when the page mounts (SegmentedRadio). */}
      <SegmentedRadio
        label={t('pools.drawTime')}
        options={poolDrawTimes()}
        value={drawTime}
        onChange={props.onDrawTimeChange}
        fullWidth
      />
      <Tabs
        value={poolId}
        onChange={(value) => {
          if (value && value !== poolId) props.onPoolChange(value as PoolId);
        }}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List grow aria-label={t('pools.pools')}>
          {POOL_IDS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {poolLabel(id)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={poolId} pt="md">
          {error !== null ? (
            <Alert color="red" title={t('pools.errorLoadingDataPlease')}>
              <Text size="sm" mb="xs">
                {error}
              </Text>
              <Button size="xs" onClick={props.onRetry}>
                {t('pools.retry')}
              </Button>
            </Alert>
          ) : loading || !pool ? (
            <Group justify="center" align="flex-start" py="xl" mih={POOL_PANEL_MIN_HEIGHT}>
              <Loader role="status" aria-label={t('pools.loading', { name })} />
            </Group>
          ) : (
            <Stack gap="md">
              <PoolNumbersPanel
                removedNumbers={pool.removedNumbers}
                remainingNumbers={pool.remainingNumbers}
                onRemovedClick={props.onRemovedClick}
                onRemainingClick={props.onRemainingClick}
                pendingNumber={pendingNumber}
              />
              <Button variant="light" onClick={props.onOpenTracker}>
                {t('pools.viewTracker', { name })}
              </Button>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      {props.basket}
    </Stack>
  );
}
