import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
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
  /** "Subscribe later": the account is complete without paying; the player goes on to log in. */
  onSkip(): void;
  onPaid(result: PaidOrder): void;
  onError(error: Error): void;
}

/**
 * Step 3 of signup, optional: the Premium Monthly Plan, approved at the provider and paid via our
 * server, or "Subscribe later" (the verified account already logs in; the profile sells the plan).
 */
export function PaymentStep({
  passwordKept = true,
  plan,
  Checkout,
  onBack,
  onSkip,
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
      <Text size="sm">{t('auth.subscriptionIsOptional')}</Text>
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
        <Button variant="subtle" onClick={onSkip}>
          {t('auth.subscribeLater')}
        </Button>
      </Group>
    </Stack>
  );
}
