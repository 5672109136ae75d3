import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { CODE_LENGTH, isCompleteCode, normaliseCode } from '@pick3/contract/field-rules';
import { t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

export interface VerifyStepProps {
  email: string;
  /** The code the server shows in demo mode instead of e-mailing it (demo notice, 10 s). */
  demoCode: string | null;
  verifying: boolean;
  onVerify(code: string): void;
  onBack(): void;
}

/** Step 2 of signup: the 6-digit code sent to the address. */
export function VerifyStep({ email, demoCode, verifying, onVerify, onBack }: VerifyStepProps) {
  const [code, setCode] = useState('');
  const complete = isCompleteCode(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onVerify(code);
  };
  return (
    <ClientForm onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t('auth.weSentA6')} <strong>{email}</strong>.
        </Text>
        {demoCode !== null && (
          <Alert color="yellow" title={t('auth.demoMode')} role="status">
            {t('auth.codesAreShownHere2')}{' '}
            <Text span fw={700} ff="monospace">
              {demoCode}
            </Text>
          </Alert>
        )}
        <TextInput
          label={t('auth.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(normaliseCode(e.currentTarget.value))}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" type="button" onClick={onBack}>
            {t('auth.back')}
          </Button>
          <Button type="submit" disabled={!complete} loading={verifying}>
            {t('auth.verifyEmail')}
          </Button>
        </Group>
      </Stack>
    </ClientForm>
  );
}
