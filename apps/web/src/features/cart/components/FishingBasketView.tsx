import type { ReactNode } from 'react';
import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents, type QuantityChange } from '../cart-rules.js';
import type { Cart, CartItem } from '../api/get-cart.js';
import { QuantityInput } from './QuantityInput.js';

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
}: FishingBasketViewProps) {
  const items = cart?.items ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="fishing-basket-title">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="fishing-basket-title">
          Fishing Basket
        </Title>
        {items.length > 0 && (
          <Button variant="subtle" color="red" size="xs" onClick={onClear} disabled={busy}>
            Clear
          </Button>
        )}
      </Group>
      {loading ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading basket" />
        </Group>
      ) : error ? (
        <Text c="red" size="sm">
          Failed to load the basket.
        </Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Your fishing basket is empty. Tap a green number to add it.
        </Text>
      ) : (
        <Stack gap="sm">
          <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Pool</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid={`cart-item-${item.number}`}>
                  <Table.Td>
                    <Text fw={700} ff="monospace">
                      {item.number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.state} {item.drawTime} {item.playType}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.lottoPool}</Table.Td>
                  <Table.Td>
                    <QuantityInput
                      number={item.number}
                      quantity={item.quantity}
                      disabled={busy}
                      onChange={(change) => onQuantityChange(item, change)}
                    />
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(item.pricePerPlay * item.quantity)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      aria-label={`Remove ${item.number}`}
                      disabled={busy}
                      onClick={() => onRemove(item)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm">
              {cart?.count ?? 0} {cart?.count === 1 ? 'play' : 'plays'}
            </Text>
            <Text fw={700} aria-label="Basket total">
              Total: {formatCents(cart?.total ?? 0)}
            </Text>
          </Group>
          {checkout}
        </Stack>
      )}
    </Card>
  );
}
