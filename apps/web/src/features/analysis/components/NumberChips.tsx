import { Group, Stack, Text, Title } from '@mantine/core';
import { CopyButton } from '../../../components/CopyButton.js';
import classes from './analysis.module.css';
import { t } from '../../../i18n/i18n.js';

export interface NumberChipsProps {
  kind: 'removed' | 'remaining';
  numbers: readonly string[];
  /** What COPY puts on the clipboard (defaults to the numbers). */
  copyText?: string;
  emptyText?: string;
}

export function NumberChips({ kind, numbers, copyText, emptyText }: NumberChipsProps) {
  const title = kind === 'removed' ? t('analysis.removedNumbers') : t('analysis.remainingNumbers');
  const itemClass = kind === 'removed' ? classes.removedItem : classes.remainingItem;
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          {title} ({numbers.length})
        </Title>
        <CopyButton
          text={copyText ?? numbers.join(', ')}
          aria-label={
            kind === 'removed'
              ? t('analysis.copyRemovedNumbers')
              : t('analysis.copyRemainingNumbers')
          }
        />
      </Group>
      {numbers.length === 0 && emptyText ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.numberList} tabIndex={0} aria-label={t('analysis.list', { title })}>
          {numbers.map((n) => (
            <li key={n} className={itemClass}>
              {n}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
