import { Group, Stack, Text, Title } from '@mantine/core';
import { CopyButton } from '../../../components/CopyButton.js';
import classes from './analysis.module.css';

export interface NumberChipsProps {
  title: 'Removed Numbers' | 'Remaining Numbers';
  numbers: readonly string[];
  /** What COPY puts on the clipboard (defaults to the numbers). */
  copyText?: string;
  emptyText?: string;
}

export function NumberChips({ title, numbers, copyText, emptyText }: NumberChipsProps) {
  const itemClass = title === 'Removed Numbers' ? classes.removedItem : classes.remainingItem;
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          {title} ({numbers.length})
        </Title>
        <CopyButton
          text={copyText ?? numbers.join(', ')}
          aria-label={`Copy ${title.toLowerCase()}`}
        />
      </Group>
      {numbers.length === 0 && emptyText ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.numberList} tabIndex={0} aria-label={`${title} list`}>
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
