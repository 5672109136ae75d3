import { Group, Stack, Text, Title } from '@mantine/core';
import { boxKeysOf, displayNumber, rowOf } from '@pick3/core';
import { CopyButton } from '../../../components/CopyButton.js';
import type { NumberView } from '../number-view.js';
import { Cell, TriplesGrid } from './TriplesGrid.js';
import classes from './analysis.module.css';

/** Box keys of one digit type grouped by their row letter (the grid's columns), in display order. */
function columnsOf(type: 'single' | 'double'): [string, string[]][] {
  const columns = new Map<string, string[]>();
  for (const key of boxKeysOf(type)) {
    const row = rowOf(key);
    const list = columns.get(row) ?? [];
    list.push(key);
    columns.set(row, list);
  }
  return [...columns];
}

function GridSection({ title, type, view }: { title: string; type: 'single' | 'double'; view: NumberView }) {
  const columns = columnsOf(type);
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <div
        className={classes.grid}
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(2.4rem, 1fr))` }}
        // Wider than a phone: focusable so keyboard users can scroll it sideways.
        tabIndex={0}
        role="group"
        aria-label={`${title} grid`}
      >
        {columns.map(([letter, keys]) => (
          <div key={letter} className={classes.column}>
            <span className={classes.columnHead}>{letter}</span>
            {keys.map((key) => (
              <Cell key={key} number={key} status={view.status.get(key) ?? 'filtered'} label={displayNumber(key)} />
            ))}
          </div>
        ))}
      </div>
    </Stack>
  );
}

export function BoxNumbersTab({ view }: { view: NumberView }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Pick3 Box Numbers (220)
        </Title>
        <CopyButton text={view.remaining.join(', ')} aria-label="Copy the remaining box numbers" />
      </Group>
      <Text size="xs" c="dimmed">
        Red: removed by a draw. Green: remaining. Numbers hidden by a filter are left blank.
      </Text>
      <GridSection title="SINGLES" type="single" view={view} />
      <GridSection title="DOUBLES" type="double" view={view} />
      <TriplesGrid view={view} />
    </Stack>
  );
}
