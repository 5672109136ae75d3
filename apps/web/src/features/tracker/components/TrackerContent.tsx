import { Fragment, type ReactNode } from 'react';
import { Badge, Box, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { isDrawTimeCode, isIsoDate } from '@pick3/core';
import { formatDate } from '../../../lib/format.js';
import type { ExpectedResults } from '../api/get-expected-results.js';
import { hitRateText } from '../tracker-stats.js';
import { t } from '../../../i18n/i18n.js';
import { MoneySection } from '../../../components/money/MoneySection.js';
import { drawTimeLabel } from '../../../lib/play-draw.js';

export interface TrackerContentProps {
  removedNumbers: readonly string[];
  remainingNumbers: readonly string[];
  results: ExpectedResults | undefined;
  loading: boolean;
  updating: boolean;
  onUpdate(): void;
  /** The pool's backtest over the stored history, shown beside the live hit rate. */
  backtest?: ReactNode;
}

/** Spec §9: the results area is at most 240 px high. */
export const RESULTS_MAX_HEIGHT = 240;

const STATUS_COLOR = { pending: 'gray', win: 'green', loss: 'red' } as const;

function showDate(date: string): string {
  return isIsoDate(date) ? formatDate(date) : date;
}

function showDrawTime(drawTime: string): string {
  return isDrawTimeCode(drawTime) ? drawTimeLabel(drawTime) : drawTime;
}

function NumberLine({
  title,
  numbers,
  color,
}: {
  title: string;
  numbers: readonly string[];
  color: string;
}) {
  return (
    <Box>
      <Group gap="xs" mb={4}>
        <Text fw={700} size="sm" c={color}>
          {title}
        </Text>
        {/* Filled: Mantine's light badges are under WCAG AA contrast (e2e axe). */}
        <Badge color={color} variant="filled" aria-label={t('tracker.count', { title })}>
          {numbers.length}
        </Badge>
      </Group>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {numbers.length === 0 ? '—' : numbers.join(', ')}
      </Text>
    </Box>
  );
}

/** The body of the pool tracker: the pool's numbers, its expected results and the hit rate. */
export function TrackerContent({
  removedNumbers,
  remainingNumbers,
  results,
  loading,
  updating,
  onUpdate,
  backtest,
}: TrackerContentProps) {
  const list = results?.results ?? [];
  return (
    <Stack gap="md">
      {/* The pool chips' colours: green.8 text is 3.4:1 on white, under WCAG AA (e2e axe). */}
      <NumberLine title={t('tracker.removedNumbers')} numbers={removedNumbers} color="#c92a2a" />
      <NumberLine
        title={t('tracker.remainingNumbers')}
        numbers={remainingNumbers}
        color="#237032"
      />
      <Box component="section" aria-labelledby="expected-results-title">
        <Group justify="space-between" mb="xs">
          <Text fw={700} id="expected-results-title">
            {t('tracker.expectedResults')}
          </Text>
          <Button size="xs" onClick={onUpdate} loading={updating}>
            {t('tracker.updateResults')}
          </Button>
        </Group>
        {/* Focusable so keyboard users can scroll the results (axe: scrollable-region-focusable). */}
        <ScrollArea.Autosize
          mah={RESULTS_MAX_HEIGHT}
          type="auto"
          viewportProps={{
            tabIndex: 0,
            role: 'region',
            'aria-label': t('tracker.resultsScrollRegion'),
          }}
        >
          {loading ? (
            <Text size="sm" c="dimmed">
              {t('tracker.loadingResults')}
            </Text>
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tracker.noResultsYet')}
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tracker.date')}</Table.Th>
                  <Table.Th>{t('tracker.draw')}</Table.Th>
                  <Table.Th>{t('tracker.winner')}</Table.Th>
                  <Table.Th>{t('tracker.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((r) => (
                  <Fragment key={r.id}>
                    <Table.Tr>
                      <Table.Td>{showDate(r.expectedDate)}</Table.Td>
                      <Table.Td>{showDrawTime(r.drawTime)}</Table.Td>
                      <Table.Td ff="monospace">{r.winnerNumber ?? t('tracker.pending')}</Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={STATUS_COLOR[r.matchStatus]}>
                          {t(`tracker.status.${r.matchStatus}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                    {r.matchStatus !== 'pending' && (
                      <Table.Tr>
                        <Table.Td colSpan={4} pt={0}>
                          <Text
                            size="xs"
                            c="dimmed"
                            ff="monospace"
                            style={{ overflowWrap: 'anywhere' }}
                            data-testid={`scored-set-${r.id}`}
                          >
                            {t('tracker.scoredSet', {
                              count: r.remainingNumbers.length,
                              numbers: r.remainingNumbers.join(', '),
                            })}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {r.matchStatus === 'pending' && r.pendingReason && (
                      <Table.Tr>
                        <Table.Td colSpan={4} pt={0}>
                          <Text size="xs" c="dimmed">
                            {r.pendingReason}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea.Autosize>
        {results && (
          <Text size="sm" mt="xs" data-testid="hit-rate">
            {hitRateText(results)}
          </Text>
        )}
        {results && (
          <Box mt="sm">
            <MoneySection
              money={results.money}
              state={results.money.state}
              stake={results.money.stake}
              play={results.money.play}
              id="tracker-money"
              headingOrder={4}
            />
          </Box>
        )}
      </Box>
      {backtest}
    </Stack>
  );
}
