// The account field rules of spec §5 with their messages. The server checks every request with them
// whatever the client checked; the web's forms check the same rules before sending.
import { isKnownState } from '@pick3/core';
import { problem, type FieldProblem } from './field-problem.js';

export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 100;
export const STATE_LENGTH = 2;
const ZIP_CODE = /^\d{5}(-\d{4})?$/;
export const ZIP_CODE_MIN_LENGTH = 5;
export const ZIP_CODE_MAX_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** E-mailed and texted codes have 6 digits. */
export const CODE_LENGTH = 6;

/**
 * Longest input the request schemas accept per field. Looser than the rules on purpose: a value
 * between the rule's limit and this one gets the rule's spec message, not a schema error.
 */
export const INPUT_MAX_LENGTH = {
  email: 320,
  password: 1024,
  fullName: 200,
  state: 20,
  zipCode: 20,
  phone: 40,
  code: 20,
  passcode: 200,
} as const;

// Deliberately simple: one @, no spaces, a dot in the domain. Mail delivery is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Invisible characters: control characters and Unicode format characters (bidi overrides such as
 * U+202E, zero-width spaces and joiners, U+FEFF). An address holding one looks like another on screen
 * (issue 35 finding 16), and no mail system needs them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;

// The passwords every guessing list starts with: refusing them costs nothing and stops the obvious.
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  '11111111',
  '00000000',
  'iloveyou',
  'abc12345',
  'letmein1',
  'welcome1',
  'passw0rd',
  'lottery1',
  'pick3pick3',
]);

export function emailProblem(email: string): FieldProblem | null {
  const trimmed = email.trim();
  return trimmed.length > EMAIL_MAX_LENGTH || !EMAIL.test(trimmed) || INVISIBLE.test(trimmed)
    ? problem('EMAIL_INVALID', 'Invalid email address')
    : null;
}

/** Addresses are stored and compared trimmed and lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function fullNameProblem(fullName: string): FieldProblem | null {
  const trimmed = fullName.trim();
  if (trimmed === '') return problem('FULL_NAME_REQUIRED', 'Full name is required');
  if (trimmed.length > FULL_NAME_MAX_LENGTH) {
    return problem(
      'FULL_NAME_TOO_LONG',
      `Full name is too long (at most ${FULL_NAME_MAX_LENGTH} characters)`,
    );
  }
  return null;
}

export function stateProblem(state: string): FieldProblem | null {
  const trimmed = state.trim();
  if (trimmed === '') return problem('STATE_REQUIRED', 'State is required');
  if (trimmed.length !== STATE_LENGTH) return problem('STATE_LENGTH', 'State must be 2 characters');
  // One of the 36 states this product covers (core's list), so "ZZ" is no state.
  if (!isKnownState(trimmed.toUpperCase()))
    return problem('STATE_UNKNOWN', 'State must be the code of one of the 36 states (e.g. GA)');
  return null;
}

/** States are stored as their upper-case code. */
export const normaliseState = (state: string): string => state.trim().toUpperCase();

export function zipCodeProblem(zipCode: string): FieldProblem | null {
  const trimmed = zipCode.trim();
  if (trimmed.length < ZIP_CODE_MIN_LENGTH) {
    return problem('ZIP_CODE_TOO_SHORT', `Zip code must be at least ${ZIP_CODE_MIN_LENGTH} digits`);
  }
  if (trimmed.length > ZIP_CODE_MAX_LENGTH)
    return problem('ZIP_CODE_TOO_LONG', 'Zip code too long');
  // A US zip: five digits, optionally a dash and four more.
  if (!ZIP_CODE.test(trimmed))
    return problem('ZIP_CODE_DIGITS', 'Zip code must be digits (12345 or 12345-6789)');
  return null;
}

/** An empty phone is no phone (it clears the stored one). */
export function phoneProblem(phone: string): FieldProblem | null {
  const trimmed = phone.trim();
  return trimmed !== '' && !PHONE.test(trimmed)
    ? problem('PHONE_INVALID', 'Phone number must be 7 to 20 digits')
    : null;
}

/** Logging in only needs some password: the server says whether it is the right one. */
export function passwordProblem(password: string): FieldProblem | null {
  return password === '' ? problem('PASSWORD_REQUIRED', 'Password is required') : null;
}

/** A password being set (signup, reset): long enough, not too long, not guessable, not the address. */
export function newPasswordProblem(password: string, email: string): FieldProblem | null {
  if (password === '') return problem('PASSWORD_REQUIRED', 'Password is required');
  if (password.length < MIN_PASSWORD_LENGTH) {
    return problem(
      'PASSWORD_TOO_SHORT',
      `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return problem(
      'PASSWORD_TOO_LONG',
      `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1+$/.test(password)) {
    return problem('PASSWORD_TOO_COMMON', 'Password is too common; choose a less guessable one');
  }
  if (email.trim() !== '' && normaliseEmail(password) === normaliseEmail(email)) {
    return problem('PASSWORD_IS_EMAIL', 'Password must not be your email address');
  }
  return null;
}

export function confirmPasswordProblem(
  confirmPassword: string,
  password: string,
): FieldProblem | null {
  return confirmPassword !== password ? problem('PASSWORDS_DIFFER', "Passwords don't match") : null;
}

/** The code input keeps digits only, at most CODE_LENGTH (spec §5). */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** A code can be sent once it has exactly CODE_LENGTH characters. */
export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH;
}

export function codeProblem(code: string): FieldProblem | null {
  return isCompleteCode(code)
    ? null
    : problem('CODE_INCOMPLETE', `Enter the ${CODE_LENGTH}-digit code`);
}
