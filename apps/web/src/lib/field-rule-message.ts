// The shared field rules (@pick3/contract/field-rules) as @mantine/form validators: a rule's
// answer becomes the text shown under the field, in the reader's language. A rule's code picks the
// translation; a code without one shows the rule's English message.
import {
  MAX_TRACKED_ENTRIES,
  MIN_PASSWORD_LENGTH,
  type FieldProblem,
  type FieldRuleCode,
} from '@pick3/contract/field-rules';
import { t } from '../i18n/i18n.js';

const TRANSLATIONS: Partial<
  Record<FieldRuleCode, [key: string, values?: Record<string, unknown>]>
> = {
  EMAIL_INVALID: ['auth.invalidEmailAddress'],
  FULL_NAME_REQUIRED: ['auth.fullNameIsRequired'],
  STATE_REQUIRED: ['auth.stateIsRequired'],
  STATE_LENGTH: ['auth.stateMustBe2'],
  ZIP_CODE_TOO_SHORT: ['auth.zipCodeMustBe'],
  ZIP_CODE_TOO_LONG: ['auth.zipCodeTooLong'],
  PASSWORD_REQUIRED: ['auth.passwordIsRequired'],
  PASSWORD_TOO_SHORT: ['auth.passwordMustBeAt', { PASSWORD_MIN_LENGTH: MIN_PASSWORD_LENGTH }],
  PASSWORDS_DIFFER: ['auth.passwordsDonTMatch'],
  CODE_INCOMPLETE: ['auth.enterThe6Digit'],
  TRACKED_NUMBER_INVALID: ['alerts.enterThreeDigitsE'],
  TRACKED_STATE_UNKNOWN: ['alerts.pickAState'],
  TRACKED_ENTRIES_FULL: ['alerts.atMostNumbersCan', { MAX_TRACKED_ENTRIES }],
};

/** A broken rule's message in the reader's language. */
export function textOf(found: FieldProblem): string {
  const translation = TRANSLATIONS[found.code];
  return translation === undefined ? found.message : t(translation[0], translation[1] ?? {});
}

/** The message of a broken rule in the reader's language, or null when the value is fine. */
export function messageOf(found: FieldProblem | null): string | null {
  return found === null ? null : textOf(found);
}
