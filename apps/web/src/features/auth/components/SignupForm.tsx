import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import {
  STATE_MAX_LENGTH,
  hasErrors,
  validateSignup,
  type FieldErrors,
  type ServerFieldError,
  type SignupValues,
} from '../../../lib/validation.js';
import { t } from '../../../i18n/i18n.js';

export const EMPTY_SIGNUP: SignupValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  state: '',
  zipCode: '',
};

export interface SignupFormProps {
  /** Values to start with, e.g. when Back returns to the form. */
  initialValues?: SignupValues;
  /** A field the server refused (e.g. a too-common password), shown under that field. */
  serverError?: ServerFieldError | null;
  submitting: boolean;
  onSubmit(values: SignupValues): void;
  onCancel(): void;
}

/** Step 1 of signup: the account fields, validated per spec §5 with errors under each field. */
export function SignupForm({
  initialValues = EMPTY_SIGNUP,
  serverError,
  submitting,
  onSubmit,
  onCancel,
}: SignupFormProps) {
  const [values, setValues] = useState<SignupValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<keyof SignupValues>>({});
  useEffect(() => {
    // Only a new refusal from the server sets an error; typing clears it.
    if (serverError && serverError.field in EMPTY_SIGNUP) {
      setErrors((e) => ({ ...e, [serverError.field]: serverError.message }));
    }
  }, [serverError]);
  const field = (name: keyof SignupValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('auth.fullName')} autoComplete="name" {...field('fullName')} />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('auth.state')}
            placeholder={t('auth.tx')}
            maxLength={STATE_MAX_LENGTH}
            autoComplete="address-level1"
            {...field('state')}
          />
          <TextInput
            label={t('auth.zipCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            {...field('zipCode')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" type="button" onClick={onCancel}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('auth.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
