import { t } from '../i18n/i18n.js';
/**
 * Form rules of login and signup (spec §5). Each validator returns the first message per field,
 * so the form shows one error under each field; an empty object means the values are valid.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  state: string;
  zipCode: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const STATE_MAX_LENGTH = 2;
export const ZIP_MIN_LENGTH = 5;
export const ZIP_MAX_LENGTH = 10;
export const CODE_LENGTH = 6;

// The server's rule (one '@', no spaces, a dot in the domain): deliverability is what the
// verification code checks.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!isValidEmail(values.email)) errors.email = t('auth.invalidEmailAddress');
  if (values.password === '') errors.password = t('auth.passwordIsRequired');
  return errors;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if (values.fullName.trim() === '') errors.fullName = t('auth.fullNameIsRequired');
  if (!isValidEmail(values.email)) errors.email = t('auth.invalidEmailAddress');
  if (values.password === '') errors.password = t('auth.passwordIsRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.passwordMustBeAt', { PASSWORD_MIN_LENGTH });
  }
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = t('auth.passwordsDonTMatch');
  const state = values.state.trim();
  if (state === '') errors.state = t('auth.stateIsRequired');
  else if (state.length !== STATE_MAX_LENGTH) errors.state = t('auth.stateMustBe2');
  const zip = values.zipCode.trim();
  if (zip.length < ZIP_MIN_LENGTH) errors.zipCode = t('auth.zipCodeMustBe');
  else if (zip.length > ZIP_MAX_LENGTH) errors.zipCode = t('auth.zipCodeTooLong');
  return errors;
}

export interface NewPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/** The password reset's second step: the 6-digit code and the new password twice (signup's rules). */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (!isCompleteCode(values.code)) errors.code = t('auth.enterThe6Digit');
  if (values.password === '') errors.password = t('auth.passwordIsRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.passwordMustBeAt', { PASSWORD_MIN_LENGTH });
  }
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = t('auth.passwordsDonTMatch');
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}

/** The signup payload: trimmed, state upper-case as stored (2 chars). */
export function signupPayload(values: SignupValues): SignupValues {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    state: values.state.trim().toUpperCase(),
    zipCode: values.zipCode.trim(),
  };
}

/** The verification input keeps digits only, at most 6 (spec §5). */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** 'Verify Email' is enabled only with exactly 6 characters. */
export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH;
}

/** A server refusal naming one field (400 VALIDATION_ERROR with `field`), shown under that field. */
export interface ServerFieldError {
  field: string;
  message: string;
}

export function serverFieldError(error: unknown): ServerFieldError | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const { field, message } = body as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : null;
}
