import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error.js';

describe('serverFieldError', () => {
  it('reads the field and message of the API error body', () => {
    const error = Object.assign(new Error('400: ...'), {
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Password is too common',
        field: 'password',
      },
    });
    expect(serverFieldError(error)).toEqual({
      field: 'password',
      message: 'Password is too common',
    });
  });

  it('is null for errors without a field', () => {
    expect(
      serverFieldError(Object.assign(new Error('x'), { body: { message: 'Nope' } })),
    ).toBeNull();
    expect(serverFieldError(new Error('network'))).toBeNull();
    expect(serverFieldError(undefined)).toBeNull();
  });
});
