import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/i18n.js';
import classes from './pool-numbers.module.css';

export interface PoolNumbersPanelProps {
  removedNumbers: readonly string[];
  remainingNumbers: readonly string[];
  /** A removed number cannot be played: the page explains why. */
  onRemovedClick(number: string): void;
  /** A remaining number goes to the fishing basket. */
  onRemainingClick(number: string): void;
  /** The number being added, shown busy so a double tap does not add it twice. */
  pendingNumber?: string | null;
}

/** Spec §9: each list scrolls inside 270 px (shorter lists take only their own height). */
export const POOL_LIST_HEIGHT = 270;

function NumberChip({
  number,
  kind,
  busy,
  onClick,
}: {
  number: string;
  kind: 'removed' | 'remaining';
  busy: boolean;
  onClick(): void;
}) {
  const removed = kind === 'removed';
  return (
    <button
      type="button"
      className={classes.chip}
      onClick={onClick}
      disabled={busy}
      aria-label={removed ? t('pools.removed', { number }) : t('pools.addToTheFishing', { number })}
      data-kind={kind}
    >
      {number}
    </button>
  );
}

function NumberList({
  title,
  numbers,
  kind,
  empty,
  pendingNumber,
  onClick,
}: {
  title: string;
  numbers: readonly string[];
  kind: 'removed' | 'remaining';
  empty: string;
  pendingNumber: string | null;
  onClick(number: string): void;
}) {
  const headingId = `pool-${kind}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb={6}>
        {/* The app's removed / remaining colours: AA contrast on white (Mantine's red.8 / green.8 are not). */}
        <Text
          fw={700}
          id={headingId}
          c={kind === 'removed' ? 'var(--pick3-removed)' : 'var(--pick3-remaining)'}
        >
          {title}
        </Text>
        {/* Filled in the chips' own colours: Mantine's light green badge is 3.8:1, under WCAG AA. */}
        <Badge
          color={kind === 'removed' ? '#c92a2a' : '#237032'}
          variant="filled"
          aria-label={t('pools.count', { title })}
        >
          {numbers.length}
        </Badge>
      </Group>
      <div className={classes.list} style={{ maxHeight: POOL_LIST_HEIGHT }}>
        {numbers.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <div className={classes.chips}>
            {numbers.map((n) => (
              <NumberChip
                key={n}
                number={n}
                kind={kind}
                busy={pendingNumber === n}
                onClick={() => onClick(n)}
              />
            ))}
          </div>
        )}
      </div>
    </Box>
  );
}

/** The removed (red) and remaining (green) numbers of one pool. */
export function PoolNumbersPanel({
  removedNumbers,
  remainingNumbers,
  onRemovedClick,
  onRemainingClick,
  pendingNumber = null,
}: PoolNumbersPanelProps) {
  return (
    <Stack gap="md">
      <NumberList
        title={t('pools.removedNumbers')}
        numbers={removedNumbers}
        kind="removed"
        empty={t('pools.noNumbersRemoved')}
        pendingNumber={null}
        onClick={onRemovedClick}
      />
      <NumberList
        title={t('pools.remainingNumbers')}
        numbers={remainingNumbers}
        kind="remaining"
        empty={t('pools.noNumbersRemaining')}
        pendingNumber={pendingNumber}
        onClick={onRemainingClick}
      />
    </Stack>
  );
}
