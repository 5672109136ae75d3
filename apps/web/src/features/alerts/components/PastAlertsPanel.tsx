import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { type DrawTimeCode } from '@pick3/core';
import { useAlertHistory, type PastAlert } from '../api/alert-settings.js';
import { errorText } from '../alert-rules.js';
import { t } from '../../../i18n/i18n.js';
import { formatDate, formatDateTime } from '../../../lib/format.js';
import { drawTimeLabel } from '../../../lib/play-draw.js';

// skipped: no mail or SMS server was configured: recorded, never claimed as sent.
const STATUS = {
  sent: 'alerts.statusSent',
  skipped: 'alerts.statusSkipped',
  failed: 'alerts.statusFailed',
} as const;

/**
 * What the alert was about: 'GA Evening 9/1/2025: 061', 'Daily summary for 9/1/2025' or 'Your board
 * picks, GA Evening 9/1/2025'.
 */
export function pastAlertTitle(alert: PastAlert): string {
  if (alert.kind === 'summary')
    return t('alerts.dailySummaryFor', { date: formatDate(alert.date) });
  const time = drawTimeLabel(alert.drawTime as DrawTimeCode) ?? alert.drawTime ?? '';
  if (alert.kind === 'board')
    return t('alerts.boardPicksFor', {
      draw: `${alert.state ?? ''} ${time} ${formatDate(alert.date)}`,
    });
  return `${alert.state ?? ''} ${time} ${formatDate(alert.date)}: ${alert.number ?? ''}`;
}

/** The account's past alerts (GET /api/aert/history), newest first. */
export function PastAlertsPanel() {
  const history = useAlertHistory();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="alerts-history">
        {t('alerts.pastAlerts')}
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label={t('alerts.loadingPastAlerts')} />
      ) : history.isError ? (
        <Alert color="red" role="alert" p="xs">
          {errorText(history.error, t('alerts.pastAlertsCouldNot'))}
        </Alert>
      ) : history.data.alerts.length === 0 ? (
        <Text size="sm">{t('alerts.noAlertsSentYet')}</Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('alerts.pastAlerts')}
        >
          {history.data.alerts.map((alert) => (
            <li key={`${alert.at}|${alert.channel}|${alert.kind}|${alert.date}|${alert.number}`}>
              <Text size="sm">
                <Text span fw={600} inherit>
                  {pastAlertTitle(alert)}
                </Text>{' '}
                — {t(STATUS[alert.status])}
              </Text>
              <Text size="xs" c="dimmed">
                {t('alerts.to', {
                  channel:
                    alert.channel === 'email' ? t('alerts.channelEmail') : t('alerts.channelText'),
                  recipient: alert.recipient,
                  at: formatDateTime(alert.at),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
