import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Me } from '../api/get-me.js';

export interface SubscriptionPanelProps {
  me: Me;
  cancelling: boolean;
  onCancel(): void;
}

const STATUS_COLOR: Record<string, string> = {
  active: 'green',
  cancelled: 'orange',
  canceled: 'orange',
};

export function formatBillingDate(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // Billing dates are calendar days; show the day the server means whatever the viewer's zone.
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function SubscriptionPanel({ me, cancelling, onCancel }: SubscriptionPanelProps) {
  const active = me.subscriptionStatus === 'active';
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Status</Table.Th>
            <Table.Td>
              <Badge color={STATUS_COLOR[me.subscriptionStatus] ?? 'gray'} variant="light">
                {me.subscriptionStatus}
              </Badge>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Td>{me.subscriptionPlan ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{active ? 'Next billing' : 'Active until'}</Table.Th>
            <Table.Td>{formatBillingDate(me.nextBilling)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {active ? (
        <Group>
          <Button color="red" variant="light" loading={cancelling} onClick={onCancel}>
            Cancel Subscription
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {me.subscriptionStatus === 'cancelled'
            ? 'Your subscription will remain active until the next billing date.'
            : 'No active subscription.'}
        </Text>
      )}
    </Stack>
  );
}
