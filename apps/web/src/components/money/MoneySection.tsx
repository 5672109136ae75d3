import { lazy, Suspense } from 'react';
import { Alert, Box, Paper, Table, Text, Title } from '@mantine/core';
import { stateName, type MoneySummary } from '@pick3/core';
import { t } from '../../i18n/i18n.js';
import { formatCurrency, formatDate, formatNumber } from '../../lib/format.js';
import { CHART_HEIGHT } from './money-chart-height.js';
import { drawTimeLabel } from '../../lib/play-draw.js';

const MoneyChart = lazy(() => import('./MoneyChart.js'));

export interface MoneySectionProps {
  money: MoneySummary;
  /** The prize table's state and the stake per number: the page says what was played. */
  state: string;
  stake: number;
  /** How each number was played: box (the backtest, the default) or straight (the tracker, as the basket sells it). */
  play?: 'remaining-box' | 'remaining-straight';
  /** A heading id unique on the page (the section is labelled by it). */
  id: string;
  headingOrder?: 3 | 4;
}

/** Cents per dollar back: 0.48 → '$0.48'. */
const perDollar = (rate: number | null) => (rate === null ? '—' : formatCurrency(rate));

/**
 * What playing every remaining number would have cost and won in dollars by the state's prize
 * table, beside what chance gives back for the same plays, and the running balance of both. The
 * chart is for the eye; the table carries the figures for assistive technology.
 */
export function MoneySection({
  money,
  state,
  stake,
  play = 'remaining-box',
  id,
  headingOrder = 3,
}: MoneySectionProps) {
  const data = money.balance.map((p) => ({
    draw: `${formatDate(p.date)} ${drawTimeLabel(p.drawTime)}`,
    balance: p.balance,
    chance: p.expectedBalance,
  }));
  const rows: Array<[string, string, string]> = [
    [t('money.spend'), formatCurrency(money.spend), formatCurrency(money.spend)],
    [t('money.won'), formatCurrency(money.won), formatCurrency(money.expectedWon)],
    [t('money.net'), formatCurrency(money.net), formatCurrency(money.expectedNet)],
    [t('money.returnPerDollar'), perDollar(money.returnPerDollar), perDollar(money.expectedReturn)],
    [t('money.longestLosingStreak'), formatNumber(money.longestLosingStreak), '—'],
    [t('money.largestDrawdown'), formatCurrency(money.largestDrawdown), '—'],
  ];
  return (
    <Paper component="section" withBorder p="sm" mb="md" aria-labelledby={id}>
      <Title order={headingOrder} size="h4" id={id} mb={4}>
        {t('money.title')}
      </Title>
      <Text size="sm" mb="xs" data-testid="money-played">
        {t(play === 'remaining-straight' ? 'money.playedStraight' : 'money.played', {
          rounds: formatNumber(money.rounds),
          stake: formatCurrency(stake),
          stateName: stateName(state),
        })}
      </Text>
      {money.rounds === 0 ? (
        <Text size="sm" c="dimmed">
          {t('money.nothingPlayed')}
        </Text>
      ) : (
        <>
          {/* The chart library loads with the first chart, not with the page (the tracker opens on a tap). */}
          <Suspense fallback={<Box h={CHART_HEIGHT} aria-hidden="true" />}>
            <MoneyChart
              data={data}
              balanceLabel={t('money.balance')}
              chanceLabel={t('money.chanceBalance')}
              xLabel={t('money.axisDraw')}
              yLabel={t('money.axisDollars')}
            />
          </Suspense>
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={t('money.tableRegion')}
          >
            <Table striped withTableBorder fz="sm" mt="xs" data-testid="money-table">
              <Table.Caption>{t('money.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('money.figure')}</Table.Th>
                  <Table.Th scope="col">{t('money.played2')}</Table.Th>
                  <Table.Th scope="col">{t('money.chance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(([label, real, chance]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{real}</Table.Td>
                    <Table.Td>{chance}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </>
      )}
      <Alert variant="light" color="gray" mt="xs" data-testid="money-odds">
        {/* Before anything was spent there is no return to quote: the rule stands without a figure. */}
        {money.expectedReturn === null
          ? t('money.noPatternChangesTheOddsNothingPlayed')
          : t('money.noPatternChangesTheOdds', { perDollar: perDollar(money.expectedReturn) })}
      </Alert>
    </Paper>
  );
}
