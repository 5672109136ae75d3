import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '../../../lib/api-client.js';
import { clearAuthToken } from '../../../lib/auth-token.js';
import { notify } from '../../../components/notify.js';
import { logout, forgetAccountData } from '../../../lib/logout.js';
import { useMe } from '../api/get-me.js';
import { useUpdateMe } from '../api/update-me.js';
import { useCancelSubscription } from '../api/cancel-subscription.js';
import { SUBSCRIPTION_KEY, useSubscription } from '../api/get-subscription.js';
import type { Checkout } from '../../../lib/checkout-slot.js';
import { onFieldError } from '../../../lib/server-field-error.js';
import { ProfileForm } from './ProfileForm.js';
import { SubscriptionPanel } from './SubscriptionPanel.js';
import { LottoPoolTab } from './LottoPoolTab.js';
import { ClaimVisitorPlays } from './ClaimVisitorPlays.js';
import { t } from '../../../i18n/i18n.js';

/** The profile dashboard (spec §2): header with Back to App and Logout, then three tabs. */
export interface ProfileViewProps {
  /** The pay button (the app passes payments' CheckoutButton). */
  Checkout: Checkout;
  /** How each pool's tracker is doing (the app passes the tracker feature's table). */
  poolTrackers: ReactNode;
  /**
   * The plan on sale beside its pay button: its price and what it gives on this server, or why it
   * gives nothing (the app passes payments' PlanCard).
   */
  plan?: ReactNode;
}

/** What the login page passes along (router state): the login that just happened in this browser. */
export interface ProfileLocationState {
  justLoggedIn?: boolean;
}

export function ProfileView({ Checkout, poolTrackers, plan }: ProfileViewProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Asked once per login: a reload or a later visit of the profile does not ask again.
  const [askClaim, setAskClaim] = useState(
    (location.state as ProfileLocationState | null)?.justLoggedIn === true,
  );
  const answerClaim = () => {
    setAskClaim(false);
    void navigate(location.pathname, { replace: true, state: null });
  };
  const queryClient = useQueryClient();
  const me = useMe();
  const update = useUpdateMe();
  const cancel = useCancelSubscription();
  const subscription = useSubscription(me.isSuccess);

  const expired = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    // A stored token the server no longer knows: the visitor must log in again.
    if (expired) {
      clearAuthToken();
      navigate('/login', { replace: true });
    }
  }, [expired, navigate]);

  const onLogout = async () => {
    try {
      await logout();
    } catch (error) {
      // The token is dropped here anyway; the server forgets it when it expires.
      console.error(t('profile.logoutRequestFailed'), error);
    }
    clearAuthToken();
    notify({ title: t('profile.loggedOut') });
    // The main page is a lazy route: this page stays on screen while its code loads. Forgotten before
    // it leaves, the account's answer would be asked for again, answer 401 and send the player to
    // /login instead (the effect above), so the caches are cleared once the navigation is done.
    await navigate('/');
    // Nothing of the account stays in this browser's caches: the cart and plays become the visitor's.
    forgetAccountData(queryClient);
  };

  return (
    <Paper withBorder p="md" maw={640} mx="auto">
      <ClaimVisitorPlays ask={askClaim && me.isSuccess} onAnswered={answerClaim} />
      <Group justify="space-between" mb="md">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection="←"
          onClick={() => void navigate('/')}
        >
          {t('profile.backToApp')}
        </Button>
        <Button component={Link} to="/alerts" variant="subtle" size="compact-sm">
          {t('profile.alerts')}
        </Button>
        <Button variant="light" color="red" size="compact-sm" onClick={() => void onLogout()}>
          {t('profile.logout')}
        </Button>
      </Group>
      <Title order={1} size="h2" mb="md">
        {me.data ? me.data.fullName : t('profile.profile')}
      </Title>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="profile">{t('profile.profile')}</Tabs.Tab>
          <Tabs.Tab value="subscription">{t('profile.subscription')}</Tabs.Tab>
          <Tabs.Tab value="pool">{t('profile.lottoPool')}</Tabs.Tab>
        </Tabs.List>
        {me.isPending ? (
          <Group justify="center" py="xl">
            <Loader role="status" aria-label={t('profile.loadingProfile')} />
          </Group>
        ) : me.isError ? (
          <Alert color="red" title={t('profile.errorLoadingDataPlease')}>
            <Button size="xs" onClick={() => void me.refetch()}>
              {t('profile.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <Tabs.Panel value="profile">
              <ProfileForm
                me={me.data}
                saving={update.isPending}
                onSave={(values, showFieldError) =>
                  update.mutate(values, { onError: onFieldError(showFieldError) })
                }
              />
            </Tabs.Panel>
            <Tabs.Panel value="subscription">
              <SubscriptionPanel
                me={me.data}
                cancelling={cancel.isPending}
                onCancel={() => cancel.mutate()}
                payButton={
                  subscription.data?.renewable === true && (
                    <>
                      {plan}
                      <Checkout
                        kind="subscription"
                        label={
                          me.data.subscriptionStatus === 'none'
                            ? t('profile.subscribeWithPaypal')
                            : t('profile.renewWithPaypal')
                        }
                        onSuccess={(result) => {
                          void queryClient.invalidateQueries({ queryKey: ['/api/me'] });
                          void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
                          notify({ title: result.message, color: 'green' });
                        }}
                        onError={(error) =>
                          notify({
                            title: t('profile.paymentFailed'),
                            message:
                              (error instanceof ApiError ? error.serverMessage : undefined) ??
                              t('profile.pleaseTryAgain'),
                            color: 'red',
                          })
                        }
                      />
                    </>
                  )
                }
              />
            </Tabs.Panel>
            <Tabs.Panel value="pool">
              <LottoPoolTab poolTrackers={poolTrackers} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Paper>
  );
}
