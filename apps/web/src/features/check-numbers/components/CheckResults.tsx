import { Alert, Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { CheckNumbersReply } from '../api/get-check-numbers.js';
import { t } from '../../../i18n/i18n.js';
import { formatCurrency, formatDate, formatNumber, formatPercent } from '../../../lib/format.js';

/** The answer of a check: totals, the chance baseline beside them, then every winning draw. */
export function CheckResults({ result }: { result: CheckNumbersReply }) {
  const drawTimeName = (code: string) => t(`checkNumbers.drawTimes.${code}`);
  return (
    <Stack gap="sm" mt="md" aria-live="polite">
      <Text size="sm" data-testid="check-draw-times">
        {t('checkNumbers.playedAt', { drawTimes: result.drawTimes.map(drawTimeName).join(', ') })}
      </Text>
      {result.missingDraws > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={t('checkNumbers.missingTitle', { count: result.missingDraws })}
          data-testid="check-missing"
        >
          <Text size="sm">{t('checkNumbers.missingText')}</Text>
          <List size="sm">
            {result.missing.map((run) => (
              <List.Item key={`${run.drawTime}-${run.from}`}>
                {t('checkNumbers.missingRun', {
                  drawTime: drawTimeName(run.drawTime),
                  from: formatDate(run.from),
                  to: formatDate(run.to),
                  count: formatNumber(run.count),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text data-testid="check-summary">
        {t('checkNumbers.summary', {
          plays: formatNumber(result.plays),
          from: formatDate(result.from),
          to: formatDate(result.to),
          spend: formatCurrency(result.spend),
          won: formatCurrency(result.won),
          net: formatCurrency(result.net),
        })}
      </Text>
      <Alert color="blue" variant="light" title={t('checkNumbers.baselineTitle')}>
        <Text size="sm" data-testid="check-baseline">
          {t('checkNumbers.baseline', {
            percent: formatPercent(result.expectedReturn),
            expected: formatCurrency(result.expectedWon),
          })}
        </Text>
        <Text size="sm" mt={4} data-testid="check-return">
          {t('checkNumbers.returnPerDollar', {
            actual: result.returnPerDollar === null ? '—' : formatCurrency(result.returnPerDollar),
            chance: formatCurrency(result.expectedReturn),
          })}
        </Text>
        <Text size="sm" mt={4} data-testid="check-losing-run">
          {t('checkNumbers.longestLosingRun', {
            count: formatNumber(result.longestLosingStreak),
          })}
        </Text>
        <Text size="sm" mt={4}>
          {t('checkNumbers.sameChance')}
        </Text>
      </Alert>
      <Title order={3} size="h4">
        {t('checkNumbers.winsTitle', { count: result.wins.length })}
      </Title>
      {result.wins.length === 0 ? (
        <Text>{t('checkNumbers.noWins')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table striped aria-label={t('checkNumbers.winsTitle', { count: result.wins.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('checkNumbers.date')}</Table.Th>
                <Table.Th>{t('checkNumbers.drawTime')}</Table.Th>
                <Table.Th>{t('checkNumbers.drawn')}</Table.Th>
                <Table.Th ta="right">{t('checkNumbers.prize')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.wins.map((win) => (
                <Table.Tr key={`${win.date}-${win.drawTime}`}>
                  <Table.Td>{formatDate(win.date)}</Table.Td>
                  <Table.Td>{t(`checkNumbers.drawTimes.${win.drawTime}`)}</Table.Td>
                  <Table.Td ff="monospace">{win.drawn}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(win.prize)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm">
        {t('checkNumbers.prizesFrom')}{' '}
        <Anchor href={result.prizeTable.source} target="_blank" rel="noreferrer" underline="always">
          {t('checkNumbers.lotteryPage')}
        </Anchor>
        {result.prizeTable.verified ? '' : ` ${t('checkNumbers.unverified')}`}
      </Text>
    </Stack>
  );
}
