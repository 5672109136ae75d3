import { Card, Group, List, Loader, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { usePaymentSetup } from '../api/get-payment-setup.js';
import { t } from '../../../i18n/i18n.js';

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
        <Text fw={700}>{t('payments.premiumMonthlyPlan')}</Text>
        <Text fw={700}>{t('payments.usd', { value: plan?.amount ?? '5.00' })}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('payments.perMonthOneMonth', { value: plan?.amount ?? '5.00' })}
      </Text>
      {plan === undefined ? (
        setup.isPending && <Loader size="xs" mt="xs" aria-label={t('payments.loadingThePlan')} />
      ) : (
        <List size="sm" mt="xs">
          {plan.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('payments.analysisFiltersPoolsAnd')}
      </Text>
    </Card>
  );
}
