// Errors a handler throws on purpose. The error handler (plugins/error-handler.plugin.ts) turns them
// into `{ statusCode, code, message, ...details }`; the web maps `code` to the spec's wording.
// The codes and the error body are the HTTP contract's (@pick3/contract): the web reads the same ones.
import type { ApiErrorCode, ErrorBody } from '@pick3/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Pick<ErrorBody, 'field' | 'rule' | 'poolLimit'> = {},
    /** Sent as Retry-After (by the error handler) when the refusal ends at a known time. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
