import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '../../../components/notify.js';
import { t } from '../../../i18n/i18n.js';
import { useClaimVisitorPlays, useVisitorPlays } from '../api/visitor-plays.js';

/**
 * Right after a login: the plays (and basket lines) this browser holds from before it are offered
 * to the account, with a clear yes or no. Nothing joins the account without the yes; a no leaves
 * them with this browser.
 */
export function ClaimVisitorPlays({ ask, onAnswered }: { ask: boolean; onAnswered(): void }) {
  const holdings = useVisitorPlays(ask);
  const claim = useClaimVisitorPlays();
  const plays = holdings.data?.plays ?? 0;
  const cartItems = holdings.data?.cartItems ?? 0;
  const opened = ask && plays + cartItems > 0;
  const accept = () =>
    claim.mutate(undefined, {
      onSuccess: () => {
        notify({ title: t('profile.claim.added'), color: 'green' });
        onAnswered();
      },
      onError: () => notify({ title: t('profile.claim.failed'), color: 'red' }),
    });
  return (
    <Modal
      opened={opened}
      onClose={onAnswered}
      title={t('profile.claim.title')}
      closeButtonProps={{ 'aria-label': t('profile.claim.close') }}
      centered
    >
      <Stack gap="sm">
        <Text fw={600}>
          {plays > 0
            ? t('profile.claim.question', { count: plays })
            : t('profile.claim.basketQuestion', { count: cartItems })}
        </Text>
        {plays > 0 && cartItems > 0 && (
          <Text size="sm">{t('profile.claim.basketToo', { count: cartItems })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('profile.claim.whyAsk')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onAnswered} disabled={claim.isPending}>
            {t('profile.claim.decline')}
          </Button>
          <Button onClick={accept} loading={claim.isPending}>
            {t('profile.claim.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
