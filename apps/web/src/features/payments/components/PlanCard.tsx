import { Card, Group, List, Loader, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { usePaymentSetup } from '../api/get-payment-setup.js';
import { t } from '../../../i18n/i18n.js';

/**
 * The plan on sale, as the server describes it: its price and exactly what it adds on this server
 * (the larger daily chat and speech allowances while a model is configured), nothing every visitor
 * already has. Without a model the server lists no perk and says why; the card shows that note.
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
        <>
          {plan.benefits.length > 0 && (
            <List size="sm" mt="xs">
              {plan.benefits.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
          )}
          {plan.note !== null && (
            <Text size="sm" mt="xs" data-testid="plan-note">
              {plan.note}
            </Text>
          )}
        </>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('payments.analysisFiltersPoolsAnd')}
      </Text>
    </Card>
  );
}
