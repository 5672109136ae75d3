import { lazy, Suspense } from 'react';
import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Seo } from '../../components/Seo.js';
import { useAuthToken } from '../../lib/auth-token.js';
import { AlertsView } from '../../features/alerts/components/AlertsView.js';

import { useAppStore } from '../../stores/app-store.js';
import { t } from '../../i18n/i18n.js';

/**
 * /alerts: the alert settings of a signed-in player (a visitor is asked to sign in), and push alerts
 * on this device, which visitors may turn on too.
 */
// Its own chunk: the alerts page's other readers (signed-out visitors) need not wait for it.
const PushPanel = lazy(() =>
  import('../../features/push/components/PushPanel.js').then((m) => ({ default: m.PushPanel })),
);

export default function AlertsPage() {
  const token = useAuthToken();
  const state = useAppStore((s) => s.defaultState);
  return (
    <Box component="main" id="main" p="sm" maw={720} mx="auto">
      <Seo title={t('alerts.alerts')} description={t('alerts.eMailAndSms')} />
      {token === null ? (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={1} size="h2">
              {t('alerts.alerts')}
            </Title>
            <Text>{t('alerts.signInToTrack')}</Text>
            <Text>
              <Anchor component={Link} to="/login">
                {t('alerts.signIn')}
              </Anchor>{' '}
              {t('alerts.or')}{' '}
              <Anchor component={Link} to="/signup">
                {t('alerts.createAnAccount')}
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      ) : (
        <AlertsView defaultState={state} />
      )}
      <Paper withBorder p="sm" mt="md">
        <Suspense fallback={null}>
          <PushPanel state={state} />
        </Suspense>
      </Paper>
    </Box>
  );
}
