/**
 * What a broken field rule answers: a stable `code` (a translation looks its wording up by it) and
 * the spec's English message. A rule answers null when the value is fine.
 */
export interface FieldProblem {
  code: FieldRuleCode;
  message: string;
}

/** Every code a field rule answers with. Closed: the web's translations cover exactly these. */
export const FIELD_RULE_CODES = [
  'EMAIL_INVALID',
  'FULL_NAME_REQUIRED',
  'FULL_NAME_TOO_LONG',
  'STATE_REQUIRED',
  'STATE_LENGTH',
  'ZIP_CODE_TOO_SHORT',
  'ZIP_CODE_TOO_LONG',
  'STATE_UNKNOWN',
  'ZIP_CODE_DIGITS',
  'PHONE_INVALID',
  'PASSWORD_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_IS_EMAIL',
  'PASSWORDS_DIFFER',
  'CODE_INCOMPLETE',
  'QUANTITY_TOO_LARGE',
  'SMS_NUMBER_INVALID',
  'TRACKED_NUMBER_INVALID',
  'TRACKED_STATE_UNKNOWN',
  'TRACKED_ENTRIES_FULL',
  'SMS_NUMBER_NOT_US',
] as const;
export type FieldRuleCode = (typeof FIELD_RULE_CODES)[number];

export const problem = (code: FieldRuleCode, message: string): FieldProblem => ({ code, message });
