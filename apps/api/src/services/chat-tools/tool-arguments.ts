// Checks a chat tool's arguments against its schema; a bad one comes back naming its field.
import { ChatToolError } from './tool-error.js';

/** What the check reads of one of TypeBox's validation errors. */
interface ArgumentError {
  keyword: string;
  instancePath: string;
  params: object;
  message: string;
}

/** What the check reads of a tool: its name and its compiled schema. */
interface CheckedTool {
  name: string;
  validator: { Check(value: unknown): boolean; Errors(value: unknown): ArgumentError[] };
}

/** The field an argument error names: the path of the value, or the property missing or extra. */
function fieldOf(error: { instancePath: string; params: object }): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = error.params as { requiredProperties?: unknown; additionalProperties?: unknown };
  const named = [params.requiredProperties, params.additionalProperties]
    .flatMap((p) => (Array.isArray(p) ? (p as unknown[]) : []))
    .map(String)[0];
  return named === undefined ? path : path === '' ? named : `${path}.${named}`;
}

/** Checks `args` against the tool's schema: the arguments as typed, or a ChatToolError naming the field. */
export function checked(t: CheckedTool, args: unknown) {
  if (t.validator.Check(args)) return args as never;
  // TypeBox lists the errors of sub-schemas before the object's own; the most specific comes last.
  const errors = t.validator.Errors(args);
  const error = errors.find((e) => e.keyword !== 'boolean') ?? errors[0]!;
  const field = fieldOf(error);
  const subject = error.instancePath === '' ? 'arguments' : field;
  throw new ChatToolError(`${t.name}: ${subject} ${error.message}.`, field || undefined);
}
