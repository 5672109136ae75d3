import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '../../../lib/api-client.js';
import { clearAuthToken } from '../../../lib/auth-token.js';
import { notify } from '../../../components/notify.js';
import { logout } from '../../../lib/logout.js';
import { useMe } from '../api/get-me.js';
import { useUpdateMe } from '../api/update-me.js';
import { useCancelSubscription } from '../api/cancel-subscription.js';
import { SUBSCRIPTION_KEY, useSubscription } from '../api/get-subscription.js';
import type { Checkout } from '../../../lib/checkout-slot.js';
import { serverFieldError } from '../../../lib/validation.js';
import { ProfileForm } from './ProfileForm.js';
import { SubscriptionPanel } from './SubscriptionPanel.js';
import { LottoPoolTab } from './LottoPoolTab.js';

/** The profile dashboard (spec §2): header with Back to App and Logout, then three tabs. */
export interface ProfileViewProps {
  /** The pay button (the app passes payments' CheckoutButton). */
  Checkout: Checkout;
  /** How each pool's tracker is doing (the app passes the tracker feature's table). */
  poolTrackers: ReactNode;
}

export function ProfileView({ Checkout, poolTrackers }: ProfileViewProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const update = useUpdateMe();
  const cancel = useCancelSubscription();
  const subscription = useSubscription(me.isSuccess);
  const updateFieldError = useMemo(() => serverFieldError(update.error), [update.error]);

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
      console.error('Logout request failed', error);
    }
    clearAuthToken();
    queryClient.removeQueries({ queryKey: ['/api/me'] });
    notify({ title: 'Logged out' });
    navigate('/');
  };

  return (
    <Paper withBorder p="md" maw={640} mx="auto">
      <Group justify="space-between" mb="md">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection="←"
          onClick={() => void navigate('/')}
        >
          Back to App
        </Button>
        <Button component={Link} to="/alerts" variant="subtle" size="compact-sm">
          Alerts
        </Button>
        <Button variant="light" color="red" size="compact-sm" onClick={() => void onLogout()}>
          Logout
        </Button>
      </Group>
      <Title order={1} size="h2" mb="md">
        {me.data ? me.data.fullName : 'Profile'}
      </Title>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="subscription">Subscription</Tabs.Tab>
          <Tabs.Tab value="pool">Lotto Pool</Tabs.Tab>
        </Tabs.List>
        {me.isPending ? (
          <Group justify="center" py="xl">
            <Loader role="status" aria-label="Loading profile" />
          </Group>
        ) : me.isError ? (
          <Alert color="red" title="Error loading data. Please try again.">
            <Button size="xs" onClick={() => void me.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <>
            <Tabs.Panel value="profile">
              <ProfileForm
                me={me.data}
                saving={update.isPending}
                serverError={updateFieldError}
                onSave={(values) => update.mutate(values)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="subscription">
              <SubscriptionPanel
                me={me.data}
                cancelling={cancel.isPending}
                onCancel={() => cancel.mutate()}
                payButton={
                  subscription.data?.renewable === true && (
                    <Checkout
                      kind="subscription"
                      label={
                        me.data.subscriptionStatus === 'none'
                          ? 'Subscribe with PayPal'
                          : 'Renew with PayPal'
                      }
                      onSuccess={(result) => {
                        void queryClient.invalidateQueries({ queryKey: ['/api/me'] });
                        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
                        notify({ title: result.message, color: 'green' });
                      }}
                      onError={(error) =>
                        notify({
                          title: 'Payment Failed',
                          message:
                            (error instanceof ApiError ? error.serverMessage : undefined) ??
                            'Please try again.',
                          color: 'red',
                        })
                      }
                    />
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
