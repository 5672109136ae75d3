import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { boxKeysOf, straightCombinations, universe } from '@pick3/core';
import { CopyButton } from '../../../components/CopyButton.js';
import type { NumberView } from '../number-view.js';
import { Cell } from './TriplesGrid.js';
import { t } from '../../../i18n/i18n.js';

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
        aria-label={t('analysis.groups', { title })}
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
          {t('analysis.pick3StraightNumbers1')}
        </Title>
        <CopyButton
          text={view.remaining.join(', ')}
          aria-label={t('analysis.copyTheRemainingStraight')}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <StraightColumn title={t('analysis.singles')} type="single" view={view} />
        <StraightColumn title={t('analysis.doubles')} type="double" view={view} />
        <StraightColumn title={t('analysis.triples')} type="triple" view={view} />
      </SimpleGrid>
      <Paper withBorder p="sm" component="section" aria-label={t('analysis.straightSummary')}>
        <Text size="sm">
          {t('analysis.total1000Singles', {
            count: universe(false, 'singles').length,
            count2: universe(false, 'doubles').length,
            count3: universe(false, 'triples').length,
          })}
        </Text>
        <Text size="sm">
          {t('analysis.removedRemaining', {
            count: view.removed.length,
            count2: view.remaining.length,
          })}
        </Text>
      </Paper>
    </Stack>
  );
}
