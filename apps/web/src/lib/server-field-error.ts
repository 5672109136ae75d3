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

/** Shows a refusal under the field it names: the form's own setter (e.g. form.setFieldError). */
export type ShowFieldError = (error: ServerFieldError) => void;

/**
 * A mutation's onError (per call: `mutate(values, { onError: onFieldError(show) })`) that puts a
 * refusal naming one field under that field. The error goes straight into the form that submitted,
 * with no prop copied into form state by an effect.
 */
export function onFieldError(show: ShowFieldError): (error: unknown) => void {
  return (error) => {
    const found = serverFieldError(error);
    if (found) show(found);
  };
}
