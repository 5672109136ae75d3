/**
 * Every code a {@link SourceError} can carry. Closed list: ingest records the code in `ingest_runs`
 * and operators grep for it.
 */
export const SOURCE_ERROR_CODES = [
  'LAYOUT_CHANGED',
  'NO_RESULTS',
  'HTTP_ERROR',
  'TIMEOUT',
  'INVALID_ROW',
] as const;

/** The closed union of {@link SOURCE_ERROR_CODES}. */
export type SourceErrorCode = (typeof SOURCE_ERROR_CODES)[number];

/** Where in a response (or which request) an error was found. */
export interface SourceErrorDetails {
  /** Registry id of the source (`tx-csv`, `ga-api` …). */
  sourceId?: string;
  url?: string;
  /** 1-based line of the body, for line-oriented formats. */
  line?: number;
  /** Column, JSON field or table cell at fault. */
  field?: string;
  /** HTTP status, for `HTTP_ERROR`. */
  status?: number;
  cause?: unknown;
}

/**
 * The only error a source parser or fetch throws. A parser throws before returning anything, so a
 * changed or malformed page never writes a partial result.
 *
 * @example
 * ```ts
 * try {
 *   parseTxCsv('<html>Maintenance</html>');
 * } catch (error) {
 *   if (error instanceof SourceError) console.log(error.code); // 'LAYOUT_CHANGED'
 * }
 * ```
 */
export class SourceError extends Error {
  readonly code: SourceErrorCode;
  readonly sourceId?: string;
  readonly url?: string;
  readonly line?: number;
  readonly field?: string;
  readonly status?: number;

  constructor(code: SourceErrorCode, message: string, details: SourceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'SourceError';
    this.code = code;
    if (details.sourceId !== undefined) this.sourceId = details.sourceId;
    if (details.url !== undefined) this.url = details.url;
    if (details.line !== undefined) this.line = details.line;
    if (details.field !== undefined) this.field = details.field;
    if (details.status !== undefined) this.status = details.status;
  }
}

/** Type guard that also recognises a SourceError from another copy of this package. */
export function isSourceError(error: unknown): error is SourceError {
  return (
    error instanceof SourceError ||
    (error instanceof Error &&
      error.name === 'SourceError' &&
      (SOURCE_ERROR_CODES as readonly string[]).includes((error as { code?: string }).code ?? ''))
  );
}
