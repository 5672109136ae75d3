import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  isCompleteCode,
  normaliseCode,
  serverFieldError,
  signupPayload,
  validateLogin,
  validateSignup,
  type SignupValues,
} from './validation.js';

const valid: SignupValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  state: 'TX',
  zipCode: '75001',
};

describe('validateLogin', () => {
  it('accepts an address and any non-empty passcode', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('names each bad field with the spec message', () => {
    expect(validateLogin({ email: 'not-an-email', password: '' })).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'a@b', password: 'x' }).email).toBe('Invalid email address');
    expect(validateLogin({ email: 'a b@c.de', password: 'x' }).email).toBe('Invalid email address');
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
    expect(hasErrors(validateSignup(valid))).toBe(false);
  });

  it('puts the mismatch on confirmPassword', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'other' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('checks the state: required, exactly 2 characters', () => {
    expect(validateSignup({ ...valid, state: '' }).state).toBe('State is required');
    expect(validateSignup({ ...valid, state: '  ' }).state).toBe('State is required');
    expect(validateSignup({ ...valid, state: 'T' }).state).toBe('State must be 2 characters');
    expect(validateSignup({ ...valid, state: 'TEX' }).state).toBe('State must be 2 characters');
  });

  it('checks the zip code length 5–10', () => {
    expect(validateSignup({ ...valid, zipCode: '7500' }).zipCode).toBe(
      'Zip code must be at least 5 digits',
    );
    expect(validateSignup({ ...valid, zipCode: '75001-1234' }).zipCode).toBeUndefined();
    expect(validateSignup({ ...valid, zipCode: '75001-12345' }).zipCode).toBe('Zip code too long');
  });

  it('checks name, email and password', () => {
    const errors = validateSignup({
      ...valid,
      fullName: ' ',
      email: 'x',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(errors).toEqual({
      fullName: 'Full name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignup({ ...valid, password: '', confirmPassword: '' }).password).toBe(
      'Password is required',
    );
  });

  it('sends trimmed values with the state in capitals', () => {
    expect(
      signupPayload({ ...valid, fullName: ' Ada ', email: ' ada@example.com ', state: 'tx' }),
    ).toEqual({
      ...valid,
      fullName: 'Ada',
      state: 'TX',
    });
  });
});

describe('verification code input', () => {
  it('keeps at most 6 digits and enables Verify only at exactly 6', () => {
    expect(normaliseCode('12a3 45678')).toBe('123456');
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
  });
});

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
