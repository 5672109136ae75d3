import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Me } from '../api/get-me.js';
import type { ProfileUpdate } from '../api/update-me.js';
import {
  STATE_MAX_LENGTH,
  ZIP_MAX_LENGTH,
  ZIP_MIN_LENGTH,
  type ServerFieldError,
} from '../../../lib/validation.js';
import { t } from '../../../i18n/i18n.js';

export interface ProfileFormProps {
  me: Me;
  saving: boolean;
  /** A field the server refused (e.g. a malformed phone), shown under that field. */
  serverError?: ServerFieldError | null;
  onSave(update: ProfileUpdate): void;
}

type Errors = Partial<Record<keyof ProfileUpdate, string>>;

const EMPTY_ERRORS_SHAPE: Record<keyof ProfileUpdate, true> = {
  fullName: true,
  state: true,
  zipCode: true,
  phone: true,
};

/** Same field rules as signup (spec §5); the profile state field is also at most 2 characters. */
export function validateProfile(values: ProfileUpdate): Errors {
  const errors: Errors = {};
  if (values.fullName.trim() === '') errors.fullName = t('profile.fullNameIsRequired');
  const state = values.state.trim();
  if (state === '') errors.state = t('profile.stateIsRequired');
  else if (state.length !== STATE_MAX_LENGTH) errors.state = t('profile.stateMustBe2');
  const zip = values.zipCode.trim();
  if (zip.length < ZIP_MIN_LENGTH) errors.zipCode = t('profile.zipCodeMustBe');
  else if (zip.length > ZIP_MAX_LENGTH) errors.zipCode = t('profile.zipCodeTooLong');
  return errors;
}

export function ProfileForm({ me, saving, serverError, onSave }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileUpdate>({
    fullName: me.fullName,
    state: me.state ?? '',
    zipCode: me.zipCode ?? '',
    phone: me.phone ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (serverError && serverError.field in EMPTY_ERRORS_SHAPE) {
      setErrors((e) => ({ ...e, [serverError.field]: serverError.message }));
    }
    // Only a new refusal from the server sets an error; typing clears it.
  }, [serverError]);

  const field = (name: keyof ProfileUpdate) => ({
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
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave({
      fullName: values.fullName.trim(),
      state: values.state.trim().toUpperCase(),
      zipCode: values.zipCode.trim(),
      phone: values.phone.trim(),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('profile.fullName')} autoComplete="name" {...field('fullName')} />
        <TextInput label={t('profile.email')} value={me.email} readOnly disabled />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('profile.state')}
            placeholder={t('profile.tx')}
            maxLength={STATE_MAX_LENGTH}
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
    </form>
  );
}
