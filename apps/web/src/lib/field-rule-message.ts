// The shared field rules (@pick3/contract/field-rules) as @mantine/form validators: a rule's
// answer becomes the text shown under the field, in the reader's language. A rule's code picks the
// translation. The map is total (a Record over every code), so a new rule code fails the type check
// until it has a key; field-rule-message.test.ts checks both languages hold each key.
import {
  FULL_NAME_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_QUANTITY,
  MAX_TRACKED_ENTRIES,
  MIN_PASSWORD_LENGTH,
  type FieldProblem,
  type FieldRuleCode,
} from '@pick3/contract/field-rules';
import { t } from '../i18n/i18n.js';

export const TRANSLATIONS: Record<FieldRuleCode, [key: string, values?: Record<string, unknown>]> =
  {
    EMAIL_INVALID: ['auth.invalidEmailAddress'],
    FULL_NAME_REQUIRED: ['auth.fullNameIsRequired'],
    FULL_NAME_TOO_LONG: ['auth.fullNameTooLong', { FULL_NAME_MAX_LENGTH }],
    STATE_REQUIRED: ['auth.stateIsRequired'],
    STATE_LENGTH: ['auth.stateMustBe2'],
    ZIP_CODE_TOO_SHORT: ['auth.zipCodeMustBe'],
    ZIP_CODE_TOO_LONG: ['auth.zipCodeTooLong'],
    STATE_UNKNOWN: ['auth.stateUnknown'],
    ZIP_CODE_DIGITS: ['auth.zipCodeDigits'],
    PHONE_INVALID: ['auth.phoneNumberInvalid'],
    PASSWORD_REQUIRED: ['auth.passwordIsRequired'],
    PASSWORD_TOO_SHORT: ['auth.passwordMustBeAt', { PASSWORD_MIN_LENGTH: MIN_PASSWORD_LENGTH }],
    PASSWORD_TOO_LONG: ['auth.passwordTooLong', { MAX_PASSWORD_LENGTH }],
    PASSWORD_TOO_COMMON: ['auth.passwordTooCommon'],
    PASSWORD_IS_EMAIL: ['auth.passwordIsEmail'],
    PASSWORDS_DIFFER: ['auth.passwordsDonTMatch'],
    CODE_INCOMPLETE: ['auth.enterThe6Digit'],
    QUANTITY_TOO_LARGE: ['cart.quantityTooLarge', { MAX_QUANTITY }],
    SMS_NUMBER_INVALID: ['alerts.smsNumberInvalid'],
    TRACKED_NUMBER_INVALID: ['alerts.enterThreeDigitsE'],
    TRACKED_STATE_UNKNOWN: ['alerts.pickAState'],
    TRACKED_ENTRIES_FULL: ['alerts.atMostNumbersCan', { MAX_TRACKED_ENTRIES }],
    SMS_NUMBER_NOT_US: ['alerts.smsNumberNotUs'],
  };

/** A broken rule's message in the reader's language. */
export function textOf(found: FieldProblem): string {
  const [key, values] = TRANSLATIONS[found.code];
  return t(key, values ?? {});
}

/** The message of a broken rule in the reader's language, or null when the value is fine. */
export function messageOf(found: FieldProblem | null): string | null {
  return found === null ? null : textOf(found);
}
