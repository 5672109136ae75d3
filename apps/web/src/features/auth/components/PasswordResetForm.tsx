import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import {
  CODE_LENGTH,
  hasErrors,
  isValidEmail,
  normaliseCode,
  validateNewPassword,
  type FieldErrors,
  type NewPasswordValues,
  type ServerFieldError,
} from '../../../lib/validation.js';
import { t } from '../../../i18n/i18n.js';

export interface PasswordResetFormProps {
  /** 'request': ask for the e-mailed code; 'confirm': the code and the new password. */
  step: 'request' | 'confirm';
  email: string;
  /** Demo mode only: the code the server shows instead of e-mailing it. */
  demoCode: string | null;
  busy: boolean;
  serverError?: ServerFieldError | null;
  onRequest(email: string): void;
  onConfirm(values: NewPasswordValues): void;
  onCancel(): void;
}

/** What "Forgot passcode?" opens: an e-mailed 6-digit code, then a new password. */
export function PasswordResetForm({
  step,
  email,
  demoCode,
  busy,
  serverError,
  onRequest,
  onConfirm,
  onCancel,
}: PasswordResetFormProps) {
  const [address, setAddress] = useState(email);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [values, setValues] = useState<NewPasswordValues>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [edited, setEdited] = useState<string | null>(null);
  const set = (field: keyof NewPasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'code' ? normaliseCode(value) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setEdited(field);
  };
  // A refusal from the server shows under its field until that field is edited.
  const fromServer = (field: string) =>
    serverError?.field === field && edited !== field ? serverError.message : undefined;

  const request = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(address)) {
      setEmailError(t('auth.invalidEmailAddress'));
      return;
    }
    onRequest(address.trim());
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    setEdited(null);
    if (!hasErrors(found)) onConfirm(values);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('auth.resetPasscode')}
      </Title>
      {step === 'request' ? (
        <form onSubmit={request} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('auth.enterTheEMail')}</Text>
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              value={address}
              error={emailError ?? fromServer('email')}
              onChange={(e) => {
                setAddress(e.currentTarget.value);
                setEmailError(undefined);
                setEdited('email');
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" type="button" onClick={onCancel}>
                {t('auth.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('auth.sendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('auth.ifAnAccountUses')} <strong>{email}</strong>
              {t('auth.a6DigitCode')}
            </Text>
            {demoCode !== null && (
              <Alert color="yellow" title={t('auth.demoMode')} role="status">
                {t('auth.codesAreShownHere')}{' '}
                <Text span fw={700} ff="monospace">
                  {demoCode}
                </Text>
              </Alert>
            )}
            <TextInput
              label={t('auth.resetCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={values.code}
              error={errors.code ?? fromServer('code')}
              onChange={(e) => set('code')(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('auth.newPasscode')}
              autoComplete="new-password"
              value={values.password}
              error={errors.password ?? fromServer('password')}
              onChange={(e) => set('password')(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('auth.confirmNewPasscode')}
              autoComplete="new-password"
              value={values.confirmPassword}
              error={errors.confirmPassword ?? fromServer('confirmPassword')}
              onChange={(e) => set('confirmPassword')(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" type="button" onClick={onCancel}>
                {t('auth.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('auth.setNewPasscode')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
