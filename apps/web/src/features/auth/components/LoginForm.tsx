import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import '@mantine/core/styles/PasswordInput.css';
import { useForm } from '@mantine/form';
import type { LoginBody } from '@pick3/contract';
import { emailProblem, passwordProblem } from '@pick3/contract/field-rules';
import { messageOf } from '../../../lib/field-rule-message.js';

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
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          Log In
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Passcode"
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
            Forgot username?
          </Button>
          <Button variant="subtle" size="compact-sm" type="button" onClick={onForgotPasscode}>
            Forgot passcode?
          </Button>
        </Group>
        {usernameHint && (
          <Text size="sm" role="status">
            Your username is the e-mail address you signed up with. Forgot the passcode too? Use
            &apos;Forgot passcode?&apos; to set a new one.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Log In
          </Button>
        </Group>
        <Text size="sm" ta="center">
          No account yet?{' '}
          <Anchor component={Link} to="/signup">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
