import { Box, Paper, Table, Text, Title } from '@mantine/core';
import { Bar, BarChart, ResponsiveContainer } from 'recharts';
import { ChartAxes } from '../../../components/charts/ChartAxes.js';
import classes from '../../../components/charts/chart.module.css';
import { AXIS_NAME_MARGIN, themeColor } from '../../../components/charts/chart-series.js';
import type { ChartSpec } from '../chart-data.js';
import { t } from '../../../i18n/i18n.js';
import { formatNumber } from '../../../lib/format.js';

const one = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 1 }) };

const SERIES = () => [
  { key: 'observedPct', label: t('charts.drawnPct'), color: themeColor('blue', 6) },
  { key: 'expectedPct', label: t('charts.chancePct'), color: themeColor('gray', 5) },
];

/** A share of the draws, in percent, as the axis and the tooltip show it. */
const percent = (value: number) => `${one.format(value)}%`;

/**
 * One chart: the bars are for the eye only (hidden from assistive technology); the same figures are
 * in the table under it, which screen readers and keyboard users read.
 */
export function ChartSection({ chart, draws }: { chart: ChartSpec; draws: number }) {
  const titleId = `chart-${chart.id}-title`;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="sm" mb="md">
      <Title order={3} size="h4" id={titleId}>
        {chart.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {chart.baseline}
      </Text>
      <Box aria-hidden="true" className={classes.root} h={220}>
        <ResponsiveContainer>
          <BarChart data={chart.rows} margin={AXIS_NAME_MARGIN} accessibilityLayer={false}>
            <ChartAxes
              xKey="label"
              xLabel={chart.category}
              yLabel={t('charts.axisShare')}
              yWidth={76}
              format={percent}
            />
            {SERIES().map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <details>
        <summary>
          <Text span size="sm">
            {t('charts.asATable', { title: chart.title })}
          </Text>
        </summary>
        {/* On a phone the table scrolls sideways in its own box, which keyboards can reach. */}
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('charts.table', { title: chart.title })}
        >
          <Table striped withTableBorder fz="sm" mt="xs">
            <Table.Caption>
              {t('charts.overDrawsAgainstChance', {
                title: chart.title,
                draws: formatNumber(draws),
              })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{chart.category}</Table.Th>
                <Table.Th scope="col">{t('charts.drawn')}</Table.Th>
                <Table.Th scope="col">{t('charts.expectedByChance')}</Table.Th>
                <Table.Th scope="col">{t('charts.drawn2')}</Table.Th>
                <Table.Th scope="col">{t('charts.chance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chart.rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  <Table.Td>{formatNumber(row.observed)}</Table.Td>
                  <Table.Td>{one.format(row.expected)}</Table.Td>
                  <Table.Td>{one.format(row.observedPct)}</Table.Td>
                  <Table.Td>{one.format(row.expectedPct)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </details>
    </Paper>
  );
}
