// A server refusal naming one field (400 VALIDATION_ERROR with `field`) is shown under that field.
import type { ErrorBody } from '@pick3/contract';

export type ServerFieldError = Required<Pick<ErrorBody, 'field' | 'message'>>;

export function serverFieldError(error: unknown): ServerFieldError | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const { field, message } = body as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : null;
}
