import type { ReactNode } from 'react';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { usePurchasedNumbers } from '../api/get-purchased-numbers.js';
import type { PurchasedNumber } from '../api/get-purchased-numbers.js';
import { parseDrawTime } from '@pick3/core';
import { t } from '../../../i18n/i18n.js';
import { formatCurrency, formatDate } from '../../../lib/format.js';
import { drawTimeWord, playDrawLabel } from '../../../lib/play-draw.js';

/** The draw a play is for; plays bought before draws were recorded name only the draw time. */
function playDraw(play: PurchasedNumber): string {
  const drawTime = parseDrawTime(play.drawTime);
  return play.drawDate === null
    ? t('profile.drawUnknown', { state: play.state, drawTime: drawTimeWord(play.state, drawTime) })
    : playDrawLabel(play.state, { date: play.drawDate, drawTime });
}

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
    <Stack gap="md">
      {receiptsOf(plays).map((receipt) => (
        <Receipt key={receipt.orderId} receipt={receipt} />
      ))}
    </Stack>
  );
}

interface OrderReceipt {
  orderId: string;
  purchasedAt: string;
  plays: PurchasedNumber[];
}

/** The plays grouped by the order that bought them, newest order first (the list's order). */
function receiptsOf(plays: readonly PurchasedNumber[]): OrderReceipt[] {
  const byOrder = new Map<string, OrderReceipt>();
  for (const play of plays) {
    const receipt = byOrder.get(play.orderId);
    if (receipt === undefined)
      byOrder.set(play.orderId, {
        orderId: play.orderId,
        purchasedAt: play.purchasedAt,
        plays: [play],
      });
    else receipt.plays.push(play);
  }
  return [...byOrder.values()];
}

/** The day of a moment in the player's own zone, as an ISO date for the one date formatter. */
function localDay(at: string): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * One order's receipt on screen: when it was bought, what it cost and what its plays won so far
 * (each settled by the server as its ticket says), then its plays with their draws and results.
 */
function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const costOf = (p: PurchasedNumber) => p.result?.cost ?? (p.quantity * p.pricePerPlay) / 100;
  const paid = receipt.plays.reduce((sum, p) => sum + costOf(p), 0);
  const won = receipt.plays.reduce((sum, p) => sum + (p.result?.prize ?? 0), 0);
  const pending = receipt.plays.filter((p) => p.result?.status === 'pending').length;
  return (
    <Stack gap={4} data-testid={`receipt-${receipt.orderId}`}>
      <Text size="sm" fw={600}>
        {t('profile.receiptSummary', {
          date: formatDate(localDay(receipt.purchasedAt)),
          count: receipt.plays.length,
          paid: formatCurrency(paid),
          won: formatCurrency(won),
        })}
        {pending > 0 ? ` · ${t('profile.receiptPending', { count: pending })}` : null}
      </Text>
      {/* On a phone the receipt's table scrolls sideways in its own box, which keyboards can reach. */}
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={t('profile.yourPlays')}
      >
        <Table fz="sm" verticalSpacing={4} miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.number')}</Table.Th>
              <Table.Th>{t('profile.pool')}</Table.Th>
              <Table.Th>{t('profile.draw')}</Table.Th>
              <Table.Th ta="right">{t('profile.qty')}</Table.Th>
              <Table.Th>{t('profile.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.plays.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td ff="monospace" fw={700}>
                  {p.number}
                </Table.Td>
                <Table.Td>{p.lottoPool || '—'}</Table.Td>
                <Table.Td data-testid={`play-draw-${p.number}`}>{playDraw(p)}</Table.Td>
                <Table.Td ta="right">{p.quantity}</Table.Td>
                <Table.Td data-testid={`play-result-${p.number}`}>
                  <PlayResult play={p} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/**
 * A bought play's result as the server settled it (core's settlePlay): won with its prize, lost with
 * the number drawn, or pending with the draw it waits for and when its data is due.
 */
function PlayResult({ play }: { play: PurchasedNumber }) {
  const result = play.result;
  if (result === null) return <>—</>;
  if (result.status === 'pending') {
    return (
      <Text size="xs" c="dimmed" component="span">
        {t('profile.resultPending')}
        {result.pendingReason === null ? null : ` · ${result.pendingReason}`}
      </Text>
    );
  }
  const drawn = result.drawn ?? '';
  return result.status === 'win' ? (
    <Text size="sm" fw={700} component="span">
      {t('profile.resultWon', { prize: formatCurrency(result.prize), drawn })}
    </Text>
  ) : (
    <Text size="sm" component="span">
      {t('profile.resultLost', { drawn })}
    </Text>
  );
}

/**
 * The paid plays (the account's on any browser) and how each pool's tracker is doing against chance (`poolTrackers`, the
 * tracker feature's table, passed by the app).
 */
export function LottoPoolTab({ poolTrackers }: { poolTrackers: ReactNode }) {
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
        {poolTrackers}
      </Stack>
    </Stack>
  );
}
