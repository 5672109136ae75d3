import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { CheckoutButton } from '../../payments/components/CheckoutButton.js';
import type { CaptureResult } from '../../payments/api/capture-order.js';

export interface PaymentStepProps {
  onBack(): void;
  onPaid(result: CaptureResult): void;
  onError(error: Error): void;
}

/** Step 3 of signup: the Premium Monthly Plan, paid through the provider via our server. */
export function PaymentStep({ onBack, onPaid, onError }: PaymentStepProps) {
  return (
    <Stack gap="sm">
      <Card withBorder padding="md">
        <Group justify="space-between" align="baseline">
          <Text fw={700}>Premium Monthly Plan</Text>
          <Text fw={700}>$5.00 USD</Text>
        </Group>
        <Text size="sm" c="dimmed">
          $5 per month
        </Text>
        <List size="sm" mt="xs">
          <List.Item>Advanced AI analysis</List.Item>
          <List.Item>Unlimited filters</List.Item>
          <List.Item>Historical data</List.Item>
        </List>
      </Card>
      <CheckoutButton
        kind="subscription"
        label="Subscribe with PayPal"
        onSuccess={onPaid}
        onError={onError}
      />
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
