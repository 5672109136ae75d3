import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  STATE_LENGTH,
  fullNameProblem,
  normaliseState,
  phoneProblem,
  stateProblem,
  zipCodeProblem,
} from '@pick3/contract/field-rules';
import type { Me } from '../api/get-me.js';
import type { ProfileUpdate } from '../api/update-me.js';
import { messageOf } from '../../../lib/field-rule-message.js';
import type { ShowFieldError } from '../../../lib/server-field-error.js';
import { t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

export interface ProfileFormProps {
  me: Me;
  saving: boolean;
  /** `showFieldError` puts a field the server refused (a malformed phone) under that field. */
  onSave(update: ProfileUpdate, showFieldError: ShowFieldError): void;
}

export function ProfileForm({ me, saving, onSave }: ProfileFormProps) {
  // Same field rules as signup (spec §5), and the server's phone rule.
  const form = useForm<ProfileUpdate>({
    initialValues: {
      fullName: me.fullName,
      state: me.state ?? '',
      zipCode: me.zipCode ?? '',
      phone: me.phone ?? '',
    },
    validate: {
      fullName: (value) => messageOf(fullNameProblem(value)),
      state: (value) => messageOf(stateProblem(value)),
      zipCode: (value) => messageOf(zipCodeProblem(value)),
      phone: (value) => messageOf(phoneProblem(value)),
    },
  });
  // A refusal shows under its field until the field is edited.
  const showFieldError: ShowFieldError = ({ field, message }) => {
    if (field in form.values) form.setFieldError(field, message);
  };
  const field = (name: keyof ProfileUpdate) => form.getInputProps(name);
  const submit = form.onSubmit((values) =>
    onSave(
      {
        fullName: values.fullName.trim(),
        state: normaliseState(values.state),
        zipCode: values.zipCode.trim(),
        phone: values.phone.trim(),
      },
      showFieldError,
    ),
  );
  return (
    <ClientForm onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('profile.fullName')} autoComplete="name" {...field('fullName')} />
        <TextInput label={t('profile.email')} value={me.email} readOnly disabled />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('profile.state')}
            placeholder={t('profile.tx')}
            maxLength={STATE_LENGTH}
            {...field('state')}
          />
          <TextInput label={t('profile.zipCode')} inputMode="numeric" {...field('zipCode')} />
        </SimpleGrid>
        <TextInput label={t('profile.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('profile.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </ClientForm>
  );
}
