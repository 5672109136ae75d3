// The account field rules of spec §5, with its messages, checked on the server whatever the client
// checked. The first broken rule answers 400 VALIDATION_ERROR naming the field, so the web shows the
// message under that field.
import { HttpError } from '../../lib/http-error.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

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

// Deliberately simple: one @, no spaces, a dot in the domain. Mail delivery is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message, { field });
}

export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) throw invalid('email', 'Invalid email address');
  return trimmed.toLowerCase();
}

export function checkFullName(fullName: string): string {
  const trimmed = fullName.trim();
  if (trimmed === '') throw invalid('fullName', 'Full name is required');
  if (trimmed.length > 100)
    throw invalid('fullName', 'Full name is too long (at most 100 characters)');
  return trimmed;
}

export function checkState(state: string): string {
  const trimmed = state.trim();
  if (trimmed === '') throw invalid('state', 'State is required');
  if (trimmed.length !== 2) throw invalid('state', 'State must be 2 characters');
  return trimmed.toUpperCase();
}

export function checkZipCode(zipCode: string): string {
  const trimmed = zipCode.trim();
  if (trimmed.length < 5) throw invalid('zipCode', 'Zip code must be at least 5 digits');
  if (trimmed.length > 10) throw invalid('zipCode', 'Zip code too long');
  return trimmed;
}

export function checkPhone(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed === '') return null;
  if (!PHONE.test(trimmed)) throw invalid('phone', 'Phone number must be 7 to 20 digits');
  return trimmed;
}

export function checkNewPassword(password: string, confirmPassword: string, email: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalid('password', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw invalid('password', `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1+$/.test(password)) {
    throw invalid('password', 'Password is too common; choose a less guessable one');
  }
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw invalid('password', 'Password must not be your email address');
  }
  if (password !== confirmPassword) throw invalid('confirmPassword', "Passwords don't match");
}

/** Signup body after the rules: trimmed, normalised. */
export function checkSignup(body: {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  state: string;
  zipCode: string;
}) {
  const fullName = checkFullName(body.fullName);
  const email = checkEmail(body.email);
  checkNewPassword(body.password, body.confirmPassword, email);
  const state = checkState(body.state);
  const zipCode = checkZipCode(body.zipCode);
  return { fullName, email, state, zipCode };
}
