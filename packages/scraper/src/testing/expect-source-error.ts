import { expect } from 'vitest';
import { SourceError, type SourceErrorCode } from '../source-error.js';

/** Runs `fn`, asserts it throws a SourceError with `code`, and returns the error for further checks. */
export function expectSourceError(fn: () => unknown, code: SourceErrorCode): SourceError {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected a SourceError ${code}`).toBeInstanceOf(SourceError);
  expect((thrown as SourceError).code).toBe(code);
  return thrown as SourceError;
}
