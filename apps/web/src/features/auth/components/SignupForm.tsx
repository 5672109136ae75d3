import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import { useForm } from '@mantine/form';
import type { SignupBody } from '@pick3/contract';
import {
  STATE_LENGTH,
  confirmPasswordProblem,
  emailProblem,
  fullNameProblem,
  newPasswordProblem,
  stateProblem,
  zipCodeProblem,
} from '@pick3/contract/field-rules';
import { messageOf } from '../../../lib/field-rule-message.js';
import type { ShowFieldError } from '../../../lib/server-field-error.js';
import { t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

export const EMPTY_SIGNUP: SignupBody = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  state: '',
  zipCode: '',
};

export interface SignupFormProps {
  /** Values to start with, e.g. when Back returns to the form. */
  initialValues?: SignupBody;
  submitting: boolean;
  /** `showFieldError` puts a field the server refused (a too-common password) under that field. */
  onSubmit(values: SignupBody, showFieldError: ShowFieldError): void;
  onCancel(): void;
}

/** Step 1 of signup: the account fields, validated per spec §5 with errors under each field. */
export function SignupForm({
  initialValues = EMPTY_SIGNUP,
  submitting,
  onSubmit,
  onCancel,
}: SignupFormProps) {
  const form = useForm<SignupBody>({
    initialValues,
    validate: {
      fullName: (value) => messageOf(fullNameProblem(value)),
      email: (value) => messageOf(emailProblem(value)),
      password: (value, values) => messageOf(newPasswordProblem(value, values.email)),
      confirmPassword: (value, values) => messageOf(confirmPasswordProblem(value, values.password)),
      state: (value) => messageOf(stateProblem(value)),
      zipCode: (value) => messageOf(zipCodeProblem(value)),
    },
  });
  // A refusal shows under its field until the field is edited.
  const showFieldError: ShowFieldError = ({ field, message }) => {
    if (field in EMPTY_SIGNUP) form.setFieldError(field, message);
  };
  const field = (name: keyof SignupBody) => form.getInputProps(name);

  return (
    <ClientForm onSubmit={form.onSubmit((values) => onSubmit(values, showFieldError))} noValidate>
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
            maxLength={STATE_LENGTH}
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
    </ClientForm>
  );
}
