import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { boxKeysOf, straightCombinations, universe } from '@pick3/core';
import { CopyButton } from '../../../components/CopyButton.js';
import type { NumberView } from '../number-view.js';
import { Cell } from './TriplesGrid.js';

function StraightColumn({
  title,
  type,
  view,
}: {
  title: string;
  type: 'single' | 'double' | 'triple';
  view: NumberView;
}) {
  const groups = boxKeysOf(type);
  const size = straightCombinations(groups[0]!).length;
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Text size="sm" fw={700}>
        {title} ({groups.length} × {size})
      </Text>
      <Stack
        gap={2}
        style={{ maxHeight: 480, overflowY: 'auto' }}
        tabIndex={0}
        aria-label={`${title} groups`}
      >
        {groups.map((key) => (
          <Group key={key} gap={2} wrap="nowrap">
            {straightCombinations(key).map((n) => (
              <Cell key={n} number={n} status={view.status.get(n) ?? 'filtered'} />
            ))}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

export function AllStraightTab({ view }: { view: NumberView }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Pick3 Straight Numbers (1,000)
        </Title>
        <CopyButton
          text={view.remaining.join(', ')}
          aria-label="Copy the remaining straight numbers"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <StraightColumn title="SINGLES" type="single" view={view} />
        <StraightColumn title="DOUBLES" type="double" view={view} />
        <StraightColumn title="TRIPLES" type="triple" view={view} />
      </SimpleGrid>
      <Paper withBorder p="sm" component="section" aria-label="Straight summary">
        <Text size="sm">
          Total 1,000: singles {universe(false, 'singles').length}, doubles{' '}
          {universe(false, 'doubles').length}, triples {universe(false, 'triples').length}.
        </Text>
        <Text size="sm">
          Removed {view.removed.length}, remaining {view.remaining.length}.
        </Text>
      </Paper>
    </Stack>
  );
}
