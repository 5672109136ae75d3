import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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

/**
 * What the date row means for each status: the paid period's end, stored by the server. Nothing is
 * ever billed automatically, so an active month's end is "paid through", never a billing date.
 */
function dateLabel(status: SubscriptionStatus): string {
  if (status === 'active') return t('profile.paidThroughLabel');
  if (status === 'past_due') return t('profile.endedOn');
  return t('profile.activeUntil');
}

function note(status: SubscriptionStatus, paidEnd: string | null): string {
  switch (status) {
    case 'active':
      return t('profile.paidThroughRenewsOnlyIf', { date: formatBillingDate(paidEnd) });
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
  // Cancelling takes two clicks: the first asks, saying what the player keeps.
  const [confirming, setConfirming] = useState(false);
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
        {note(me.subscriptionStatus, me.nextBilling)}
      </Text>
      {payButton}
      {active && !confirming && (
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('profile.cancelSubscription')}
          </Button>
        </Group>
      )}
      {active && confirming && (
        <Alert color="red" title={t('profile.cancelConfirmTitle')} role="alertdialog">
          <Text size="sm" mb="sm">
            {t('profile.cancelConfirmBody', { date: formatBillingDate(me.nextBilling) })}
          </Text>
          <Group>
            <Button
              color="red"
              loading={cancelling}
              onClick={() => {
                onCancel();
                setConfirming(false);
              }}
            >
              {t('profile.cancelConfirmYes')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('profile.cancelConfirmNo')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
