// The shared field rules (@pick3/contract/field-rules) as @mantine/form validators: a rule's
// answer becomes the text shown under the field. One place, so wording by the rule's code (a
// translation) changes only here.
import type { FieldProblem } from '@pick3/contract/field-rules';

/** The message of a broken rule, or null when the value is fine. */
export function messageOf(found: FieldProblem | null): string | null {
  return found === null ? null : found.message;
}
