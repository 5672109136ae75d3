import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Seo } from '../../components/Seo.js';
import { useAuthToken } from '../../lib/auth-token.js';
import { AlertsView } from '../../features/alerts/components/AlertsView.js';
import { useAppStore } from '../../stores/app-store.js';

/** /alerts: the alert settings of a signed-in player; a visitor is asked to sign in. */
export default function AlertsPage() {
  const token = useAuthToken();
  const state = useAppStore((s) => s.currentState);
  return (
    <Box component="main" id="main" p="sm" maw={720} mx="auto">
      <Seo title="Alerts" description="E-mail and SMS alerts for the Pick 3 numbers you track." />
      {token === null ? (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={1} size="h2">
              Alerts
            </Title>
            <Text>Sign in to track numbers and get e-mail or SMS alerts when they are drawn.</Text>
            <Text>
              <Anchor component={Link} to="/login">
                Sign in
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to="/signup">
                create an account
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      ) : (
        <AlertsView defaultState={state} />
      )}
    </Box>
  );
}
