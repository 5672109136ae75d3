import { Box, Table, Text } from '@mantine/core';
import type { PoolBacktest, PoolBacktestPeriod } from '@pick3/core';
import {
  backtestMethod,
  backtestRowLabel,
  backtestSummary,
  chanceVerdict,
  hitRateWithInterval,
} from '../pool-backtest-text.js';

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
        Backtest over the stored history
      </Text>
      {error !== null ? (
        <Text size="sm" c="red.8" role="alert">
          Backtest unavailable: {error}
        </Text>
      ) : loading || result === undefined ? (
        <Text size="sm" c="dimmed">
          Loading the backtest...
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
                aria-label="Backtest by draw time table"
                mt="xs"
              >
                <Table striped withTableBorder fz="xs" verticalSpacing={2}>
                  <Table.Caption>
                    Hit rate of the pool&apos;s remaining numbers by draw time, against chance
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Draw</Table.Th>
                      <Table.Th scope="col">Draws</Table.Th>
                      <Table.Th scope="col">Hits</Table.Th>
                      <Table.Th scope="col">Hit rate (95% interval)</Table.Th>
                      <Table.Th scope="col">Chance</Table.Th>
                      <Table.Th scope="col">Verdict</Table.Th>
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
