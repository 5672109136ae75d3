import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { Checkout, PaidOrder } from '../../../lib/checkout-slot.js';
import { t } from '../../../i18n/i18n.js';

export interface PaymentStepProps {
  /** false when the e-mail was verified in another browser than the signup's: no password was kept. */
  passwordKept?: boolean;
  /** The plan on sale and the pay button, from the payments feature (the app passes them). */
  plan: ReactNode;
  Checkout: Checkout;
  onBack(): void;
  onPaid(result: PaidOrder): void;
  onError(error: Error): void;
}

/** Step 3 of signup: the Premium Monthly Plan, approved at the provider and paid via our server. */
export function PaymentStep({
  passwordKept = true,
  plan,
  Checkout,
  onBack,
  onPaid,
  onError,
}: PaymentStepProps) {
  return (
    <Stack gap="sm">
      {!passwordKept && (
        <Alert color="yellow" title={t('auth.setAPasswordLater')} role="status">
          {t('auth.thisSignUpWas')}
        </Alert>
      )}
      {plan}
      <Checkout
        kind="subscription"
        label={t('auth.subscribeWithPaypal')}
        onSuccess={onPaid}
        onError={onError}
      />
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('auth.back')}
        </Button>
      </Group>
    </Stack>
  );
}
