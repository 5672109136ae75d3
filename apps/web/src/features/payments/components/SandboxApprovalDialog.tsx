import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Order } from '../api/create-order.js';
import { t } from '../../../i18n/i18n.js';

export interface SandboxApprovalDialogProps {
  order: Order;
  onApprove(): Promise<void>;
  onCancel(): void;
}

/**
 * The local sandbox's stand-in for PayPal's window (demo mode): the buyer approves or cancels the
 * order, as they would at PayPal, before the app may capture it. No money moves.
 */
export function SandboxApprovalDialog({ order, onApprove, onCancel }: SandboxApprovalDialogProps) {
  const [approving, setApproving] = useState(false);
  return (
    <Modal opened onClose={onCancel} title={t('payments.sandboxPaymentApproval')} centered>
      <Stack gap="sm">
        <Text>
          {t('payments.pay')}{' '}
          <Text span fw={700}>
            ${order.amount} {order.currency}
          </Text>{' '}
          {t('payments.for')}{' '}
          {order.kind === 'subscription' ? t('payments.theSubscription') : t('payments.yourPlays')}?
        </Text>
        <Text size="sm" c="dimmed">
          {t('payments.demoSandboxThisStands')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={approving}>
            {t('payments.cancel')}
          </Button>
          <Button
            loading={approving}
            onClick={() => {
              setApproving(true);
              void onApprove().finally(() => setApproving(false));
            }}
          >
            {t('payments.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
