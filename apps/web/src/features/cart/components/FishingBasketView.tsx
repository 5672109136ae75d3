import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatCents, type QuantityChange } from '../cart-rules.js';
import type { Cart, CartItem } from '../api/get-cart.js';
import { QuantityInput } from './QuantityInput.js';
import { t } from '../../../i18n/i18n.js';
import { playDrawLabel } from '../../../lib/play-draw.js';

export interface FishingBasketViewProps {
  cart: Cart | undefined;
  loading?: boolean;
  error?: boolean;
  /** True while a change is on its way: inputs wait for it. */
  busy?: boolean;
  onQuantityChange(item: CartItem, change: Exclude<QuantityChange, { kind: 'none' }>): void;
  onRemove(item: CartItem): void;
  onClear(): void;
  /** The checkout area (payment button), shown when the basket has items. */
  checkout?: ReactNode;
  /** Whether the player confirmed that the numbers of a state with older data come from it. */
  olderDataConfirmed?: boolean;
  onOlderDataConfirmedChange?(confirmed: boolean): void;
  /** The freshness badge's words for a state's data (the app passes the header's), said over older data. */
  freshnessLabel?(data: Cart['dataAsOf'][number]): string;
}

/** The cart of pool plays, called the fishing basket. All amounts arrive in cents. */
export function FishingBasketView({
  cart,
  loading,
  error,
  busy,
  onQuantityChange,
  onRemove,
  onClear,
  checkout,
  olderDataConfirmed = false,
  onOlderDataConfirmedChange,
  freshnessLabel,
}: FishingBasketViewProps) {
  const items = cart?.items ?? [];
  const olderData = cart?.olderData ?? [];
  const dataAsOf = cart?.dataAsOf ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="fishing-basket-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="fishing-basket-title">
          {t('cart.fishingBasket')}
        </Title>
        {items.length > 0 && (
          <Button variant="subtle" color="red" size="xs" onClick={onClear} disabled={busy}>
            {t('cart.clear')}
          </Button>
        )}
      </Group>
      {loading ? (
        <Group justify="center" py="md">
          <Loader size="sm" role="status" aria-label={t('cart.loadingBasket')} />
        </Group>
      ) : error ? (
        <Text c="red" size="sm">
          {t('cart.failedToLoadThe')}
        </Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('cart.yourFishingBasketIs')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group
                key={item.id}
                component="li"
                data-testid={`cart-item-${item.number}`}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Box miw={0}>
                  <Text fw={700} ff="monospace">
                    {item.number}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.lottoPool ? t('cart.pool', { lottoPool: item.lottoPool }) : ''}
                    {item.playType}
                  </Text>
                  <Text size="xs" data-testid={`cart-draw-${item.number}`}>
                    {item.draw
                      ? t('cart.forDraw', { draw: playDrawLabel(item.state, item.draw) })
                      : `${item.state} ${item.drawTime} · ${t('cart.noDrawOnSale')}`}
                  </Text>
                </Box>
                <Group gap={6} wrap="nowrap">
                  <QuantityInput
                    number={item.number}
                    quantity={item.quantity}
                    disabled={busy}
                    onChange={(change) => onQuantityChange(item, change)}
                  />
                  <Text size="sm" w={52} ta="right">
                    {formatCents(item.pricePerPlay * item.quantity)}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('cart.remove', { number: item.number })}
                    disabled={busy}
                    onClick={() => onRemove(item)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between">
            <Text size="sm">{t('cart.playCount', { count: cart?.count ?? 0 })}</Text>
            <Text fw={700} aria-label={t('cart.basketTotal')}>
              {t('cart.total', { formatCents: formatCents(cart?.total ?? 0) })}
            </Text>
          </Group>
          {dataAsOf.map((data) => (
            <Text
              size="sm"
              c="dimmed"
              key={data.state}
              data-testid={`cart-data-as-of-${data.state}`}
            >
              {t('cart.dataAsOf', {
                state: data.state,
                draw: playDrawLabel(data.state, data.latestDraw),
              })}
            </Text>
          ))}
          {olderData.length > 0 && (
            <Alert
              color="yellow"
              title={
                freshnessLabel === undefined
                  ? t('cart.olderDataTitle')
                  : olderData.map((older) => `${older.state} ${freshnessLabel(older)}`).join(' · ')
              }
              data-testid="cart-older-data"
            >
              <Stack gap="xs">
                {olderData.map((older) => (
                  <Text size="sm" key={older.state}>
                    {t('cart.olderData', {
                      state: older.state,
                      draw: playDrawLabel(older.state, older.latestDraw),
                    })}
                  </Text>
                ))}
                <Checkbox
                  label={t('cart.confirmOlderData')}
                  checked={olderDataConfirmed}
                  onChange={(event) => onOlderDataConfirmedChange?.(event.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          )}
          {checkout}
        </Stack>
      )}
    </Card>
  );
}
