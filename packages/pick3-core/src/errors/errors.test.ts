import { describe, expect, it } from 'vitest';
import { isPick3Error, Pick3Error, PICK3_ERROR_CODES } from './errors.js';

describe('Pick3Error', () => {
  it('carries a code from the closed list, an optional field and a message', () => {
    const error = new Pick3Error('INVALID_OPTION', 'limit must be 1–730', { field: 'limit' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('Pick3Error');
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.field).toBe('limit');
    expect(error.message).toBe('limit must be 1–730');
    expect(new Pick3Error('INVALID_CSV', 'x').field).toBeUndefined();
    expect(PICK3_ERROR_CODES).toHaveLength(10);
  });

  it('keeps a cause', () => {
    const cause = new Error('inner');
    expect(new Pick3Error('INVALID_TABLE', 'outer', { cause }).cause).toBe(cause);
  });

  it('is recognised by isPick3Error, also across package copies', () => {
    expect(isPick3Error(new Pick3Error('INVALID_POOL', 'x'))).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'Pick3Error', code: 'INVALID_DATE' });
    expect(isPick3Error(foreign)).toBe(true);
    expect(isPick3Error(Object.assign(new Error('x'), { name: 'Pick3Error', code: 'NOPE' }))).toBe(
      false,
    );
    expect(isPick3Error(new Error('x'))).toBe(false);
    expect(isPick3Error({ name: 'Pick3Error', code: 'INVALID_DATE' })).toBe(false);
    expect(isPick3Error(null)).toBe(false);
  });
});
