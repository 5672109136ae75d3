import { Group, Stack, Text } from '@mantine/core';
import { boxKeysOf, columnOf, displayNumber } from '@pick3/core';
import type { NumberView } from '../number-view.js';
import classes from './analysis.module.css';
import { t } from '../../../i18n/i18n.js';

/** The ten triples; a triple the pattern filters hide is invisible and out of the count. */
export function TriplesGrid({ view, numbered = true }: { view: NumberView; numbered?: boolean }) {
  const triples = boxKeysOf('triple');
  const shown = triples.filter((t) => (view.status.get(t) ?? 'filtered') !== 'filtered').length;
  return (
    <Stack gap={4} component="section" aria-label={t('analysis.triples2')}>
      <Text size="sm" fw={700}>
        {t('analysis.triplesCombinations', { shown })}
      </Text>
      <Group gap={4} wrap="wrap">
        {/* Row AAA; each triple's column letter (BBB–KKK) above it, as the column filters name it. */}
        {triples.map((t) => (
          <span key={t} className={classes.tripleCell}>
            <span className={classes.columnHead}>{columnOf(t)}</span>
            <Cell
              number={t}
              status={view.status.get(t) ?? 'filtered'}
              label={numbered ? displayNumber(t) : undefined}
            />
          </span>
        ))}
      </Group>
    </Stack>
  );
}

export function Cell({
  number,
  status,
  label,
}: {
  number: string;
  status: 'removed' | 'remaining' | 'filtered';
  label?: number | undefined;
}) {
  return (
    <span
      className={classes.cell}
      data-status={status}
      // Filtered cells keep their place in the grid but are hidden from everyone.
      aria-hidden={status === 'filtered' || undefined}
      title={status === 'filtered' ? undefined : `${number} ${status}`}
    >
      {label !== undefined && <small>{label}</small>}
      {number}
      <span className="sr-only"> {status}</span>
    </span>
  );
}
