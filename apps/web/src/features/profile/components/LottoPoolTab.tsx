import { Stack, Table, Text, Title } from '@mantine/core';
import { POOL_IDS, trackerSessionId, type PoolId } from '@pick3/core';
import { poolName } from '../../pools/components/PoolsPageView.js';
import { useExpectedResults } from '../../tracker/api/get-expected-results.js';
import { hitRateText } from '../../tracker/tracker-stats.js';
import { usePurchasedNumbers } from '../api/get-purchased-numbers.js';
import type { PurchasedNumber } from '../api/get-purchased-numbers.js';
import { t } from '../../../i18n/i18n.js';

export function PurchasedPlays({
  plays,
  loading,
}: {
  plays: readonly PurchasedNumber[] | undefined;
  loading: boolean;
}) {
  if (loading)
    return (
      <Text size="sm" c="dimmed">
        {t('profile.loadingYourPlays')}
      </Text>
    );
  if (!plays || plays.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('profile.noPurchasedPlaysYet')}
      </Text>
    );
  }
  return (
    <Table fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('profile.number')}</Table.Th>
          <Table.Th>{t('profile.pool')}</Table.Th>
          <Table.Th>{t('profile.draw')}</Table.Th>
          <Table.Th ta="right">{t('profile.qty')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plays.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td ff="monospace" fw={700}>
              {p.number}
            </Table.Td>
            <Table.Td>{p.lottoPool || '—'}</Table.Td>
            <Table.Td>
              {p.state} {p.drawTime}
            </Table.Td>
            <Table.Td ta="right">{p.quantity}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PoolTrackerLine({ poolId }: { poolId: PoolId }) {
  const results = useExpectedResults(trackerSessionId(poolId));
  const text = results.isPending
    ? 'Loading...'
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

/** The visitor's paid plays and how each pool's tracker is doing against chance. */
export function LottoPoolTab() {
  const purchased = usePurchasedNumbers();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('profile.yourPlays')}
        </Title>
        <PurchasedPlays plays={purchased.data} loading={purchased.isPending} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('profile.poolTrackers')}
        </Title>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {POOL_IDS.map((id) => (
              <PoolTrackerLine key={id} poolId={id} />
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
