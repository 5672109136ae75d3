/**
 * Every code a {@link Pick3Error} can carry. The list is closed: callers (the API's error handler, the
 * web app's messages) switch over it exhaustively.
 *
 * @example
 * ```ts
 * import { PICK3_ERROR_CODES } from '@pick3/core';
 * PICK3_ERROR_CODES.includes('INVALID_NUMBER'); // true
 * ```
 */
export const PICK3_ERROR_CODES = [
  'INVALID_NUMBER',
  'INVALID_BOX_KEY',
  'INVALID_DRAW_TIME',
  'INVALID_DATE',
  'INVALID_STATE',
  'INVALID_OPTION',
  'INVALID_FILTER',
  'INVALID_TABLE',
  'INVALID_CSV',
  'INVALID_POOL',
] as const;

/**
 * The closed union of error codes of `@pick3/core`.
 *
 * @example
 * ```ts
 * import type { Pick3ErrorCode } from '@pick3/core';
 * const code: Pick3ErrorCode = 'INVALID_DRAW_TIME';
 * ```
 */
export type Pick3ErrorCode = (typeof PICK3_ERROR_CODES)[number];

/**
 * The only error `@pick3/core` throws on bad input. `code` says what kind of input was wrong,
 * `field` (when known) names the option, CSV column or filter key, and `message` is a sentence a
 * person can act on.
 *
 * @example
 * ```ts
 * import { parseStraight, Pick3Error } from '@pick3/core';
 * try {
 *   parseStraight('12a');
 * } catch (error) {
 *   if (error instanceof Pick3Error) console.log(error.code); // 'INVALID_NUMBER'
 * }
 * ```
 */
export class Pick3Error extends Error {
  /** What kind of input was rejected. */
  readonly code: Pick3ErrorCode;
  /** The option, column or key at fault, when there is one. */
  readonly field?: string;

  constructor(
    code: Pick3ErrorCode,
    message: string,
    options: { field?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'Pick3Error';
    this.code = code;
    if (options.field !== undefined) this.field = options.field;
  }
}

/**
 * Type guard for {@link Pick3Error}; also recognises errors from another copy of the package (by name and
 * code), which `instanceof` would miss.
 *
 * @example
 * ```ts
 * import { isPick3Error, parseDrawTime } from '@pick3/core';
 * try {
 *   parseDrawTime('Afternoon');
 * } catch (error) {
 *   if (isPick3Error(error)) console.log(error.code, error.message);
 * }
 * ```
 */
export function isPick3Error(error: unknown): error is Pick3Error {
  if (error instanceof Pick3Error) return true;
  return (
    error instanceof Error &&
    error.name === 'Pick3Error' &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (PICK3_ERROR_CODES as readonly unknown[]).includes((error as { code?: unknown }).code)
  );
}

/** Short quoted rendering of a rejected value for error messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
