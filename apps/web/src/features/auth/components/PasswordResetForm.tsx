import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { useForm } from '@mantine/form';
import type { ResetConfirmBody } from '@pick3/contract';
import {
  CODE_LENGTH,
  codeProblem,
  confirmPasswordProblem,
  emailProblem,
  newPasswordProblem,
  normaliseCode,
} from '@pick3/contract/field-rules';
import { t } from '../../../i18n/i18n.js';
import { messageOf } from '../../../lib/field-rule-message.js';
import type { ShowFieldError } from '../../../lib/server-field-error.js';
import { ClientForm } from '../../../components/ClientForm.js';

/** The password reset's second step: the 6-digit code and the new password twice (signup's rules). */
export type NewPasswordValues = Omit<ResetConfirmBody, 'email'>;

export interface PasswordResetFormProps {
  /** 'request': ask for the e-mailed code; 'confirm': the code and the new password. */
  step: 'request' | 'confirm';
  email: string;
  /** Demo mode only: the code the server shows instead of e-mailing it. */
  demoCode: string | null;
  busy: boolean;
  /** `showFieldError` puts a field the server refused under that field. */
  onRequest(email: string, showFieldError: ShowFieldError): void;
  onConfirm(values: NewPasswordValues, showFieldError: ShowFieldError): void;
  onCancel(): void;
}

/** What "Forgot passcode?" opens: an e-mailed 6-digit code, then a new password. */
export function PasswordResetForm({
  step,
  email,
  demoCode,
  busy,
  onRequest,
  onConfirm,
  onCancel,
}: PasswordResetFormProps) {
  const requestForm = useForm({
    initialValues: { email },
    validate: { email: (value) => messageOf(emailProblem(value)) },
  });
  const confirmForm = useForm<NewPasswordValues>({
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: {
      code: (value) => messageOf(codeProblem(value)),
      password: (value) => messageOf(newPasswordProblem(value, email)),
      confirmPassword: (value, values) => messageOf(confirmPasswordProblem(value, values.password)),
    },
  });
  // A refusal from the server shows under its field until that field is edited.
  const showFieldError: ShowFieldError = ({ field, message }) => {
    if (field === 'email') requestForm.setFieldError('email', message);
    else if (field in confirmForm.values) confirmForm.setFieldError(field, message);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('auth.resetPasscode')}
      </Title>
      {step === 'request' ? (
        <ClientForm
          onSubmit={requestForm.onSubmit((values) =>
            onRequest(values.email.trim(), showFieldError),
          )}
          noValidate
        >
          <Stack gap="md">
            <Text size="sm">{t('auth.enterTheEMail')}</Text>
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              {...requestForm.getInputProps('email')}
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
        </ClientForm>
      ) : (
        <ClientForm
          onSubmit={confirmForm.onSubmit((values) => onConfirm(values, showFieldError))}
          noValidate
        >
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
              {...confirmForm.getInputProps('code')}
              onChange={(e) =>
                confirmForm.setFieldValue('code', normaliseCode(e.currentTarget.value))
              }
            />
            <PasswordInput
              label={t('auth.newPasscode')}
              autoComplete="new-password"
              {...confirmForm.getInputProps('password')}
            />
            <PasswordInput
              label={t('auth.confirmNewPasscode')}
              autoComplete="new-password"
              {...confirmForm.getInputProps('confirmPassword')}
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
        </ClientForm>
      )}
    </Stack>
  );
}
