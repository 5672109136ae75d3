import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { DRAW_TIME_LABELS, isoToUs, type DrawTimeCode } from '@pick3/core';
import { useAlertHistory, type PastAlert } from '../api/aert.js';
import { errorText } from '../alert-rules.js';

const STATUS = {
  sent: 'Sent',
  // No mail or SMS server was configured: recorded, never claimed as sent.
  skipped: 'Not sent (delivery off)',
  failed: 'Failed',
} as const;

/** What the alert was about: 'GA Evening 9/1/2025: 061' or 'Daily summary for 9/1/2025'. */
export function pastAlertTitle(alert: PastAlert): string {
  if (alert.kind === 'summary') return `Daily summary for ${isoToUs(alert.date)}`;
  const time = DRAW_TIME_LABELS[alert.drawTime as DrawTimeCode] ?? alert.drawTime ?? '';
  return `${alert.state ?? ''} ${time} ${isoToUs(alert.date)}: ${alert.number ?? ''}`;
}

/** The account's past alerts (GET /api/aert/history), newest first. */
export function PastAlertsPanel() {
  const history = useAlertHistory();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="alerts-history">
        Past alerts
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label="Loading past alerts" />
      ) : history.isError ? (
        <Alert color="red" role="alert" p="xs">
          {errorText(history.error, 'Past alerts could not be loaded')}
        </Alert>
      ) : history.data.alerts.length === 0 ? (
        <Text size="sm">No alerts sent yet</Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Past alerts"
        >
          {history.data.alerts.map((alert) => (
            <li key={`${alert.at}|${alert.channel}|${alert.kind}|${alert.date}|${alert.number}`}>
              <Text size="sm">
                <Text span fw={600} inherit>
                  {pastAlertTitle(alert)}
                </Text>{' '}
                — {STATUS[alert.status]}
              </Text>
              <Text size="xs" c="dimmed">
                {alert.channel === 'email' ? 'E-mail' : 'Text'} to {alert.recipient},{' '}
                {new Date(alert.at).toLocaleString('en-US')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
