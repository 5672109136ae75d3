import { Card, Group, List, Loader, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { usePaymentSetup } from '../api/get-payment-setup.js';

/**
 * The plan on sale, as the server describes it: its price and exactly what it adds (the larger
 * daily chat and speech allowances), nothing every visitor already has.
 */
export function PlanCard() {
  const setup = usePaymentSetup();
  const plan = setup.data?.plan;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="baseline">
        <Text fw={700}>Premium Monthly Plan</Text>
        <Text fw={700}>${plan?.amount ?? '5.00'} USD</Text>
      </Group>
      <Text size="sm" c="dimmed">
        ${plan?.amount ?? '5.00'} per month: one month at a time, renewed only when you pay again.
      </Text>
      {plan === undefined ? (
        setup.isPending && <Loader size="xs" mt="xs" aria-label="Loading the plan" />
      ) : (
        <List size="sm" mt="xs">
          {plan.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        Analysis, filters, pools and history stay free for everyone.
      </Text>
    </Card>
  );
}
