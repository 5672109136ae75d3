import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { gameName, stateName, straightCombinations, type Straight } from '@pick3/core';
import type { NumberLookup } from '../api/get-number-lookup.js';
import { DownloadButtons } from '../../../components/DownloadButtons.js';
import { hitsTable, lookupHoleText } from '../lookup-text.js';
import { HitsTable } from './HitsTable.js';
import { PatternsList } from './PatternsList.js';
import { SkipStatsTable } from './SkipStatsTable.js';
import { t } from '../../../i18n/i18n.js';

export interface NumberLookupViewProps {
  lookup: NumberLookup;
  /** The draw time the figures are limited to, as a label ('Evening'); undefined for all. */
  drawTimeLabel: string | undefined;
}

export function NumberLookupView({ lookup, drawTimeLabel }: NumberLookupViewProps) {
  const state = stateName(lookup.state);
  const scope = drawTimeLabel ? t('lookup.draws2', { drawTimeLabel }) : t('lookup.allDraws');
  const orders = straightCombinations(lookup.number as Straight);
  const hole = lookupHoleText(lookup.hole);
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('lookup.everyDrawOfIn', {
          number: lookup.number,
          state,
          scope,
          value:
            orders.length === 1
              ? t('lookup.oneOrderOnly')
              : t('lookup.anyOf', { join: orders.join(', ') }),
        })}
      </Text>
      {hole !== null && (
        <Alert color="orange" variant="light" role="note">
          <Text size="sm">{hole}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SkipStatsTable
          caption={t('lookup.straight', { number: lookup.number })}
          stats={lookup.straight}
        />
        <SkipStatsTable caption={t('lookup.box', { boxKey: lookup.boxKey })} stats={lookup.box} />
      </SimpleGrid>

      <Paper withBorder p="sm" component="section" aria-labelledby="lookup-patterns">
        <Title order={3} size="h5" id="lookup-patterns" mb="xs">
          {t('lookup.patternsOf', { number: lookup.number })}
        </Title>
        <PatternsList number={lookup.number as Straight} />
      </Paper>

      <Text size="xs" c="dimmed">
        {t('lookup.nonRepeatsMeans')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={4}>
          <HitsTable
            caption={t('lookup.straightHitsOf', { number: lookup.number })}
            hits={lookup.straightHits}
          />
          {lookup.straightHits.length > 0 && (
            // The hits are already on the page: the files are built here rather than asked for again.
            <DownloadButtons
              fileName={`${lookup.state}-${lookup.number}-straight-hits`}
              description={t('lookup.theStraightHitsOf', { number: lookup.number })}
              table={() => hitsTable(lookup.state, gameName(lookup.state), lookup.straightHits)}
            />
          )}
        </Stack>
        <Stack gap={4}>
          <HitsTable
            caption={t('lookup.boxHitsOf', { boxKey: lookup.boxKey })}
            hits={lookup.boxHits}
          />
          {lookup.boxHits.length > 0 && (
            <DownloadButtons
              fileName={`${lookup.state}-${lookup.boxKey}-box-hits`}
              description={t('lookup.theBoxHitsOf', { boxKey: lookup.boxKey })}
              table={() => hitsTable(lookup.state, gameName(lookup.state), lookup.boxHits)}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
