import { Box, Table, Text } from '@mantine/core';
import type { PoolBacktest, PoolBacktestPeriod } from '@pick3/core';
import {
  backtestMethod,
  backtestRowLabel,
  backtestSummary,
  chanceVerdict,
  hitRateWithInterval,
} from '../pool-backtest-text.js';
import { t } from '../../../i18n/i18n.js';

export interface PoolBacktestSectionProps {
  result: PoolBacktest | undefined;
  loading: boolean;
  error: string | null;
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function Row({ label, p }: { label: string; p: PoolBacktestPeriod }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{p.evaluated.toLocaleString('en-US')}</Table.Td>
      <Table.Td>{p.hits.toLocaleString('en-US')}</Table.Td>
      <Table.Td>{hitRateWithInterval(p)}</Table.Td>
      <Table.Td>{pct(p.chanceRate)}</Table.Td>
      <Table.Td>{chanceVerdict(p)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The pool's backtest over Georgia's stored history, shown under the tracker's live hit rate: the
 * same scoring replayed on every past draw, overall and per draw time, against chance.
 */
export function PoolBacktestSection({ result, loading, error }: PoolBacktestSectionProps) {
  return (
    <Box component="section" aria-labelledby="pool-backtest-title">
      <Text fw={700} id="pool-backtest-title" mb={4}>
        {t('tracker.backtestOverTheStored')}
      </Text>
      {error !== null ? (
        <Text size="sm" c="red.8" role="alert">
          {t('tracker.backtestUnavailable', { error })}
        </Text>
      ) : loading || result === undefined ? (
        <Text size="sm" c="dimmed">
          {t('tracker.loadingTheBacktest')}
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="backtest-summary">
            {backtestSummary(result.overall)}
          </Text>
          {result.overall.evaluated > 0 && (
            <>
              {/* On a phone the table scrolls sideways in its own box, which keyboards can reach. */}
              <Box
                style={{ overflowX: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label={t('tracker.backtestByDrawTime')}
                mt="xs"
              >
                <Table striped withTableBorder fz="xs" verticalSpacing={2}>
                  <Table.Caption>{t('tracker.hitRateOfThe')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('tracker.draw')}</Table.Th>
                      <Table.Th scope="col">{t('tracker.draws')}</Table.Th>
                      <Table.Th scope="col">{t('tracker.hits')}</Table.Th>
                      <Table.Th scope="col">{t('tracker.hitRate95Interval')}</Table.Th>
                      <Table.Th scope="col">{t('tracker.chance')}</Table.Th>
                      <Table.Th scope="col">{t('tracker.verdict')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    <Row label={backtestRowLabel(null)} p={result.overall} />
                    {result.byDrawTime.map((p) => (
                      <Row key={p.drawTime} label={backtestRowLabel(p.drawTime)} p={p} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
              <Text size="xs" c="dimmed" mt={4}>
                {backtestMethod(result.overall, result.first, result.last)}
              </Text>
            </>
          )}
        </>
      )}
    </Box>
  );
}
