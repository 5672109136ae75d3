import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Me, SubscriptionStatus } from '../api/get-me.js';
import { activeLocale, t } from '../../../i18n/i18n.js';

export interface SubscriptionPanelProps {
  me: Me;
  cancelling: boolean;
  onCancel(): void;
  /** The pay button (CheckoutButton) when a payment is accepted now: subscribe, renew or resume. */
  payButton?: ReactNode;
}

// Message keys, not words: the label is looked up per render in the active language.
const STATUS: Record<SubscriptionStatus, { label: string; color: string }> = {
  active: { label: 'profile.statusActive', color: 'green' },
  cancelled: { label: 'profile.statusCancelled', color: 'orange' },
  past_due: { label: 'profile.statusLapsed', color: 'red' },
  none: { label: 'profile.statusNone', color: 'gray' },
};

export function formatBillingDate(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // Billing dates are calendar days; show the day the server means whatever the viewer's zone.
  return date.toLocaleDateString(activeLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the date row means for each status: the paid period's end, stored by the server. */
function dateLabel(status: SubscriptionStatus): string {
  if (status === 'active') return t('profile.nextBillingDate');
  if (status === 'past_due') return t('profile.endedOn');
  return t('profile.activeUntil');
}

function note(status: SubscriptionStatus): string {
  switch (status) {
    case 'active':
      return t('profile.nothingIsChargedAutomatically');
    case 'cancelled':
      return t('profile.yourSubscriptionWillRemain');
    case 'past_due':
      return t('profile.thePaidMonthEnded');
    case 'none':
      return t('profile.noActiveSubscription');
  }
}

export function SubscriptionPanel({ me, cancelling, onCancel, payButton }: SubscriptionPanelProps) {
  const status = STATUS[me.subscriptionStatus] ?? STATUS.none;
  const active = me.subscriptionStatus === 'active';
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t('profile.status')}</Table.Th>
            <Table.Td>
              <Badge color={status.color} variant="light">
                {t(status.label)}
              </Badge>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('profile.plan')}</Table.Th>
            <Table.Td>{me.subscriptionPlan ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{dateLabel(me.subscriptionStatus)}</Table.Th>
            <Table.Td>{formatBillingDate(me.nextBilling)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {note(me.subscriptionStatus)}
      </Text>
      {payButton}
      {active && (
        <Group>
          <Button color="red" variant="light" loading={cancelling} onClick={onCancel}>
            {t('profile.cancelSubscription')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
