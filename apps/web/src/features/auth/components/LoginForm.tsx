import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import '@mantine/core/styles/PasswordInput.css';
import {
  hasErrors,
  validateLogin,
  type FieldErrors,
  type LoginValues,
} from '../../../lib/validation.js';
import { t } from '../../../i18n/i18n.js';

export interface LoginFormProps {
  submitting: boolean;
  onSubmit(values: LoginValues): void;
  onCancel(): void;
  /** "Forgot passcode?": the password reset. */
  onForgotPasscode?(): void;
}

/** Email and passcode (sent as `password`), validated per spec §5 with errors under each field. */
export function LoginForm({ submitting, onSubmit, onCancel, onForgotPasscode }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [usernameHint, setUsernameHint] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const set = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.logIn')}
        </Title>
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('auth.passcode')}
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
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
    </form>
  );
}
