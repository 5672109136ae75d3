import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import '@mantine/core/styles/PasswordInput.css';
import { useForm } from '@mantine/form';
import type { LoginBody } from '@pick3/contract';
import { emailProblem, passwordProblem } from '@pick3/contract/field-rules';
import { messageOf } from '../../../lib/field-rule-message.js';
import { t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

export interface LoginFormProps {
  submitting: boolean;
  onSubmit(values: LoginBody): void;
  onCancel(): void;
  /** "Forgot passcode?": the password reset. */
  onForgotPasscode?(): void;
}

/** Email and passcode (sent as `password`), validated per spec §5 with errors under each field. */
export function LoginForm({ submitting, onSubmit, onCancel, onForgotPasscode }: LoginFormProps) {
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => messageOf(emailProblem(value)),
      password: (value) => messageOf(passwordProblem(value)),
    },
  });
  const [usernameHint, setUsernameHint] = useState(false);

  return (
    <ClientForm onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.logIn')}
        </Title>
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.passcode')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            type="button"
            onClick={() => setUsernameHint(true)}
          >
            {t('auth.forgotUsername')}
          </Button>
          <Button variant="subtle" size="compact-sm" type="button" onClick={onForgotPasscode}>
            {t('auth.forgotPasscode')}
          </Button>
        </Group>
        {usernameHint && (
          <Text size="sm" role="status">
            {t('auth.yourUsernameIsThe')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onCancel}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('auth.logIn')}
          </Button>
        </Group>
        <Text size="sm" ta="center">
          {t('auth.noAccountYet')}{' '}
          <Anchor component={Link} to="/signup">
            {t('auth.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </ClientForm>
  );
}
