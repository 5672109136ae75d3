import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import {
  ALERT_EMAIL_MAX_LENGTH,
  CODE_LENGTH,
  SMS_NUMBER_MAX_LENGTH,
  isCompleteCode,
} from '@pick3/contract/field-rules';
import type { AlertChannel } from '../api/alert-settings.js';
import {
  useSendAlertCode,
  useUpdateAlertSettings,
  useVerifyAlertCode,
} from '../api/alert-settings.js';
import { errorText } from '../alert-rules.js';
import { t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

export interface DestinationPanelProps {
  channel: AlertChannel;
  address: string | null;
  verified: boolean;
  /** The server has no sender for this channel: codes and alerts cannot go out. */
  offline: boolean;
}

const LABELS = () =>
  ({
    email: {
      field: 'email',
      label: t('alerts.alertEmail'),
      placeholder: 'you@example.com',
      type: 'email',
      maxLength: ALERT_EMAIL_MAX_LENGTH,
    },
    sms: {
      field: 'smsNumber',
      label: t('alerts.smsNumber'),
      placeholder: '+15551234567',
      type: 'tel',
      maxLength: SMS_NUMBER_MAX_LENGTH,
    },
  }) as const;

/**
 * One alert destination: save the address, send it a code, enter the code. The server caps code
 * sends per destination and per account; its 429 message is shown as it came.
 */
export function DestinationPanel({ channel, address, verified, offline }: DestinationPanelProps) {
  const meta = LABELS()[channel];
  const [code, setCode] = useState('');
  const update = useUpdateAlertSettings();
  const send = useSendAlertCode();
  const verify = useVerifyAlertCode();

  // What was typed, and whether a code was sent, belong to the saved address they were made under:
  // a saved (normalised) address replaces what was typed, and a new address needs a new code
  // (derived from `address`, not reset by an effect). Once a code was sent, its field stays until
  // the address is verified or changed, so a failed second send (the daily cap) does not hide the
  // code that already arrived.
  const [draft, setDraft] = useState({ address, value: address ?? '', codeSent: false });
  const current =
    draft.address === address ? draft : { address, value: address ?? '', codeSent: false };
  const { value, codeSent } = current;
  const setValue = (next: string) => setDraft({ ...current, value: next });
  const setCodeSent = () =>
    setDraft((d) => ({
      ...(d.address === address ? d : { address, value: address ?? '' }),
      codeSent: true,
    }));

  const changed = value.trim() !== (address ?? '');
  const error = update.error ?? send.error ?? verify.error;

  return (
    <Stack gap="xs" aria-label={meta.label} role="group">
      <ClientForm
        onSubmit={(event) => {
          event.preventDefault();
          send.reset();
          verify.reset();
          update.mutate({ [meta.field]: value.trim() === '' ? null : value.trim() });
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={meta.label}
            type={meta.type}
            placeholder={meta.placeholder}
            maxLength={meta.maxLength}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" variant="default" disabled={!changed} loading={update.isPending}>
            {t('alerts.save')}
          </Button>
        </Group>
      </ClientForm>
      {address !== null && (
        <Group gap="xs">
          <Badge color={verified ? 'green' : 'yellow'} variant="light">
            {verified ? t('alerts.verified') : t('alerts.notVerified')}
          </Badge>
          {!verified && (
            <Button
              size="xs"
              variant="light"
              disabled={offline || changed}
              loading={send.isPending}
              onClick={() => {
                update.reset();
                verify.reset();
                send.mutate(channel, { onSuccess: setCodeSent });
              }}
            >
              {t('alerts.sendCode')}
            </Button>
          )}
        </Group>
      )}
      {offline && (
        <Text size="xs" c="dimmed">
          {t('alerts.thisServerHasNo', { value: channel === 'email' ? 'e-mail' : 'SMS' })}
        </Text>
      )}
      {send.data && (
        <Text size="sm" role="status">
          {send.data.message}
          {send.data.demoCode ? `: ${send.data.demoCode}` : ''}
        </Text>
      )}
      {address !== null && !verified && codeSent && (
        <ClientForm
          onSubmit={(event) => {
            event.preventDefault();
            update.reset();
            verify.mutate({ channel, code: code.trim() }, { onSuccess: () => setCode('') });
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('alerts.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              w="8rem"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button type="submit" loading={verify.isPending} disabled={!isCompleteCode(code)}>
              {t('alerts.verify')}
            </Button>
          </Group>
        </ClientForm>
      )}
      {error && (
        <Alert color="red" role="alert" p="xs">
          {errorText(
            error,
            t('alerts.couldNotUpdateThe', { value: channel === 'email' ? 'e-mail' : 'SMS number' }),
          )}
        </Alert>
      )}
    </Stack>
  );
}
