import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import {
  useAlertSettings,
  useUpdateAlertSettings,
  type AlertSettingsUpdate,
} from '../api/alert-settings.js';
import {
  DRAW_TIME_SWITCHES,
  drawTimeLabel,
  drawTimeSwitchesFor,
  errorText,
  trackedTimesText,
} from '../alert-rules.js';
import { DestinationPanel } from './DestinationPanel.js';
import { PastAlertsPanel } from './PastAlertsPanel.js';
import { TrackedNumbersPanel } from './TrackedNumbersPanel.js';
import { t } from '../../../i18n/i18n.js';

/** The alerts screen of a signed-in player, over GET/PUT /api/aert and its code routes. */
export function AlertsView({ defaultState }: { defaultState: string }) {
  const alertSettings = useAlertSettings(defaultState);
  const update = useUpdateAlertSettings(defaultState);

  if (alertSettings.isPending) return <Loader aria-label={t('alerts.loadingAlertSettings')} />;
  if (alertSettings.isError) {
    return (
      <Alert color="red" role="alert" title={t('alerts.alertSettingsCouldNot')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(alertSettings.error, t('alerts.pleaseTryAgain'))}</Text>
          <Button size="xs" variant="light" onClick={() => void alertSettings.refetch()}>
            {t('alerts.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const settings = alertSettings.data;
  const save = (change: AlertSettingsUpdate) => update.mutate(change);

  // No e-mail and no SMS sender on this server: no alert can be delivered here.
  const undeliverable =
    settings.delivery.email === 'offline' && settings.delivery.sms === 'offline';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('alerts.alerts')}
      </Title>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Switch
            label={t('alerts.sendAlerts')}
            description={
              undeliverable
                ? t('alerts.cannotSendHere')
                : settings.isTracking
                  ? t('alerts.alertsFollowTheDraws', {
                      trackedTimesText: trackedTimesText(settings, defaultState),
                    })
                  : t('alerts.alertsArePausedYour')
            }
            checked={settings.isTracking}
            // Nothing here can deliver an alert: it cannot be switched on (only off).
            disabled={update.isPending || (undeliverable && !settings.isTracking)}
            onChange={(event) => save({ isTracking: event.currentTarget.checked })}
          />
          <Checkbox.Group
            label={t('alerts.drawTimes')}
            value={DRAW_TIME_SWITCHES.filter((s) => settings[s.field]).map((s) => s.code)}
          >
            <Group gap="md" mt={4}>
              {drawTimeSwitchesFor(defaultState, settings.trackedEntries, settings).map((s) => (
                <Checkbox
                  key={s.code}
                  value={s.code}
                  label={drawTimeLabel(s.code, defaultState)}
                  disabled={update.isPending}
                  onChange={(event) => save({ [s.field]: event.currentTarget.checked })}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t('alerts.onlyOnAMatch')}
            description={t('alerts.sendAnAlertOnly')}
            checked={settings.alertOnMatchOnly}
            disabled={update.isPending}
            onChange={(event) => save({ alertOnMatchOnly: event.currentTarget.checked })}
          />
          <Switch
            label={t('alerts.dailySummary')}
            description={t('alerts.oneMessageADay')}
            checked={settings.dailySummary}
            disabled={update.isPending}
            onChange={(event) => save({ dailySummary: event.currentTarget.checked })}
          />
          {update.isError && (
            <Alert color="red" role="alert" p="xs">
              {errorText(update.error, t('alerts.couldNotSaveThe'))}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="sm">
        <TrackedNumbersPanel
          entries={settings.trackedEntries}
          defaultState={defaultState}
          saving={update.isPending}
          onChange={(trackedEntries) => save({ trackedEntries })}
        />
      </Paper>
      <Paper withBorder p="sm" component="section" aria-labelledby="alerts-destinations">
        <Stack gap="sm">
          <Title order={2} size="h4" id="alerts-destinations">
            {t('alerts.whereAlertsGo')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('alerts.alertsGoOnlyTo')}
          </Text>
          <DestinationPanel
            channel="email"
            address={settings.email}
            verified={settings.emailVerified}
            offline={settings.delivery.email === 'offline'}
          />
          <DestinationPanel
            channel="sms"
            address={settings.smsNumber}
            verified={settings.smsVerified}
            offline={settings.delivery.sms === 'offline'}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="sm" component="section" aria-labelledby="alerts-history">
        <PastAlertsPanel />
      </Paper>
    </Stack>
  );
}
