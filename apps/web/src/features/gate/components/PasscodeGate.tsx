import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import '@mantine/core/styles/PasswordInput.css';
import { LoadingScreen } from '../../../components/LoadingScreen.js';
import { notify } from '../../../components/notify.js';
import { passcodeRequiredQueryOptions, submitPasscode } from '../api/passcode.js';
import {
  ACCESS_GRANTED,
  canSubmitPasscode,
  gateOffByPage,
  passcodeFailureToast,
  readGateGranted,
  writeGateGranted,
} from '../passcode-rules.js';
import { t } from '../../../i18n/i18n.js';

/** Blocks the whole app until a passcode is accepted (spec §2 Passcode gate). */
export function PasscodeGate({ children }: { children: ReactNode }) {
  const [granted, setGranted] = useState(() => gateOffByPage() || readGateGranted());
  const [passcode, setPasscode] = useState('');
  const status = useQuery(passcodeRequiredQueryOptions(!granted));
  const submit = useMutation({
    mutationFn: submitPasscode,
    onSuccess: () => {
      writeGateGranted();
      setGranted(true);
      notify(ACCESS_GRANTED());
    },
    onError: (error) => notify(passcodeFailureToast(error)),
    onSettled: () => setPasscode(''),
  });

  if (granted || status.data === false) return <>{children}</>;
  if (status.isPending) return <LoadingScreen label={t('gate.loading')} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitPasscode(passcode, submit.isPending)) submit.mutate(passcode.trim());
  };

  return (
    <Center
      component="main"
      id="main"
      pos="fixed"
      inset={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 300 }}
    >
      <Paper
        withBorder
        shadow="md"
        p="xl"
        w="min(92vw, 360px)"
        role="dialog"
        aria-modal="true"
        aria-labelledby="passcode-title"
      >
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            <Title id="passcode-title" order={1} size="h3" ta="center">
              {t('gate.passcodeAccess')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('gate.enterYourPasscodeTo')}
            </Text>
            <PasswordInput
              label={t('gate.passcode')}
              required
              autoFocus
              autoComplete="current-password"
              value={passcode}
              onChange={(event) => setPasscode(event.currentTarget.value)}
            />
            <Button
              type="submit"
              loading={submit.isPending}
              disabled={!canSubmitPasscode(passcode, submit.isPending)}
            >
              {t('gate.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
