// The server side of the shared field rules (@pick3/contract/field-rules): every request is checked
// with them whatever the client checked. The first broken rule answers 400 VALIDATION_ERROR naming
// the field and the rule's code, so the web shows the message under that field.
import {
  confirmPasswordProblem,
  emailProblem,
  fullNameProblem,
  newPasswordProblem,
  normaliseEmail,
  normaliseSmsNumber,
  normaliseState,
  phoneProblem,
  smsNumberProblem,
  stateProblem,
  zipCodeProblem,
  type FieldProblem,
} from '@pick3/contract/field-rules';
import { HttpError } from './http-error.js';

/** Throws the 400 of a broken rule; does nothing when `found` is null. */
export function checkField(field: string, found: FieldProblem | null): void {
  if (found !== null) {
    throw new HttpError(400, 'VALIDATION_ERROR', found.message, { field, rule: found.code });
  }
}

/** The address as stored: trimmed, lower-case. */
export function checkEmail(email: string): string {
  checkField('email', emailProblem(email));
  return normaliseEmail(email);
}

export function checkFullName(fullName: string): string {
  checkField('fullName', fullNameProblem(fullName));
  return fullName.trim();
}

export function checkState(state: string): string {
  checkField('state', stateProblem(state));
  return normaliseState(state);
}

export function checkZipCode(zipCode: string): string {
  checkField('zipCode', zipCodeProblem(zipCode));
  return zipCode.trim();
}

/** An empty phone clears it: null. */
export function checkPhone(phone: string): string | null {
  checkField('phone', phoneProblem(phone));
  return phone.trim() === '' ? null : phone.trim();
}

/** An alert SMS number as stored (E.164). */
export function checkSmsNumber(raw: string): string {
  checkField('smsNumber', smsNumberProblem(raw));
  return normaliseSmsNumber(raw) as string;
}

export function checkNewPassword(password: string, confirmPassword: string, email: string): void {
  checkField('password', newPasswordProblem(password, email));
  checkField('confirmPassword', confirmPasswordProblem(confirmPassword, password));
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
