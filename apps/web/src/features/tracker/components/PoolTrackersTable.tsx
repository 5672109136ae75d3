import { Table } from '@mantine/core';
import { POOL_IDS, trackerSessionId, type PoolId } from '@pick3/core';
import { poolName } from '../../../lib/pool-name.js';
import { useExpectedResults } from '../api/get-expected-results.js';
import { hitRateText } from '../tracker-stats.js';
import { t } from '../../../i18n/i18n.js';

function PoolTrackerLine({ poolId }: { poolId: PoolId }) {
  const results = useExpectedResults(trackerSessionId(poolId));
  const text = results.isPending
    ? t('common.loading')
    : results.isError
      ? t('profile.unavailable')
      : t('profile.pending', {
          hitRateText: hitRateText(results.data),
          pending: results.data.pending,
        });
  return (
    <Table.Tr>
      <Table.Td>{poolName(poolId)}</Table.Td>
      <Table.Td>{text}</Table.Td>
    </Table.Tr>
  );
}

/** Every pool's tracker in one line: its hit rate against chance and its pending plays. */
export function PoolTrackersTable() {
  return (
    <Table fz="sm" verticalSpacing={4}>
      <Table.Tbody>
        {POOL_IDS.map((id) => (
          <PoolTrackerLine key={id} poolId={id} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
