import { Box, Table, Text } from '@mantine/core';
import { formatMonth as coreMonth, type BacktestMonth } from '@pick3/core';
import { SeriesLineChart } from '../../../components/charts/SeriesLineChart.js';
import { themeColor } from '../../../components/charts/chart-series.js';
import { activeLanguage, t } from '../../../i18n/i18n.js';

/** A month as the page's language names it ('Jan 2026', 'ene 2026'): core's formatter. */
const formatMonth = (isoMonth: string) => coreMonth(isoMonth, activeLanguage());

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

const SERIES = () =>
  [
    { key: 'hit', label: t('backtest.hitRatePct'), color: themeColor('blue', 6) },
    {
      key: 'chance',
      label: t('backtest.chanceRatePct'),
      color: themeColor('gray', 6),
      dash: '6 4',
    },
    { key: 'low', label: t('backtest.intervalLow'), color: themeColor('blue', 2) },
    { key: 'high', label: t('backtest.intervalHigh'), color: themeColor('blue', 2) },
  ] as const;

/** A rate in percent as the axis and the tooltip show it. */
const percent = (value: number) => `${value}%`;

/**
 * The monthly hit rate, its 95 % interval and the chance rate. The lines are for the eye only; the
 * table under them carries the same figures for assistive technology and keyboard users.
 */
export function BacktestChart({ months }: { months: readonly BacktestMonth[] }) {
  const data = months.map((m) => ({
    month: formatMonth(m.month),
    hit: Math.round(m.hitRate * 1000) / 10,
    chance: Math.round(m.chanceRate * 1000) / 10,
    low: Math.round(m.low * 1000) / 10,
    high: Math.round(m.high * 1000) / 10,
  }));
  return (
    <>
      <Box aria-hidden="true">
        <SeriesLineChart
          height={260}
          data={data}
          xKey="month"
          series={SERIES()}
          xLabel={t('backtest.axisMonth')}
          yLabel={t('backtest.axisRate')}
          yWidth={76}
          format={percent}
        />
      </Box>
      <details open>
        <summary>
          <Text span size="sm">
            {t('backtest.hitRateByMonth')}
          </Text>
        </summary>
        {/* On a phone the table scrolls sideways in its own box, which keyboards can reach. */}
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('backtest.hitRateByMonth2')}
        >
          <Table striped withTableBorder fz="sm" mt="xs">
            <Table.Caption>{t('backtest.hitRateOfThe')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('backtest.month')}</Table.Th>
                <Table.Th scope="col">{t('backtest.draws')}</Table.Th>
                <Table.Th scope="col">{t('backtest.hits')}</Table.Th>
                <Table.Th scope="col">{t('backtest.hitRate')}</Table.Th>
                <Table.Th scope="col">{t('backtest.n95Interval')}</Table.Th>
                <Table.Th scope="col">{t('backtest.chanceRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Th scope="row">{formatMonth(m.month)}</Table.Th>
                  <Table.Td>{m.evaluated}</Table.Td>
                  <Table.Td>{m.hits}</Table.Td>
                  <Table.Td>{pct(m.hitRate)}</Table.Td>
                  <Table.Td>
                    {pct(m.low)} – {pct(m.high)}
                  </Table.Td>
                  <Table.Td>{pct(m.chanceRate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </details>
    </>
  );
}
