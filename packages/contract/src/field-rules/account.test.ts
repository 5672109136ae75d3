import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  confirmPasswordProblem,
  emailProblem,
  fullNameProblem,
  isCompleteCode,
  newPasswordProblem,
  normaliseCode,
  passwordProblem,
  phoneProblem,
  stateProblem,
  zipCodeProblem,
} from './account.js';

describe('account field rules (spec §5)', () => {
  it('checks an address loosely: one @, no spaces, a dot in the domain', () => {
    expect(emailProblem(' ada@example.com ')).toBeNull();
    // Invisible characters (a bidi override, a zero-width space, a control character): issue 35.
    const invisible = ['ada\u202e@example.com', 'a\u200bda@example.com', 'ada@exa\u0007mple.com'];
    for (const bad of [
      'not-an-email',
      'a@b',
      'a b@c.de',
      `${'a'.repeat(250)}@b.co`,
      ...invisible,
    ]) {
      expect(emailProblem(bad)).toEqual({
        code: 'EMAIL_INVALID',
        message: 'Invalid email address',
      });
    }
  });

  it('needs a full name of at most 100 characters', () => {
    expect(fullNameProblem('Ada Lovelace')).toBeNull();
    expect(fullNameProblem('  ')?.code).toBe('FULL_NAME_REQUIRED');
    expect(fullNameProblem('x'.repeat(101))).toEqual({
      code: 'FULL_NAME_TOO_LONG',
      message: 'Full name is too long (at most 100 characters)',
    });
  });

  it('needs a state of exactly 2 characters', () => {
    expect(stateProblem(' tx ')).toBeNull();
    expect(stateProblem('  ')).toEqual({ code: 'STATE_REQUIRED', message: 'State is required' });
    expect(stateProblem('T')?.message).toBe('State must be 2 characters');
    expect(stateProblem('TEX')?.code).toBe('STATE_LENGTH');
  });

  it('needs one of the 36 states and a zip of digits', () => {
    expect(stateProblem('ga')).toBeNull();
    expect(stateProblem('ZZ')).toEqual({
      code: 'STATE_UNKNOWN',
      message: 'State must be the code of one of the 36 states (e.g. GA)',
    });
    expect(zipCodeProblem('abcde')?.code).toBe('ZIP_CODE_DIGITS');
    expect(zipCodeProblem('3030a-1234')?.code).toBe('ZIP_CODE_DIGITS');
    expect(zipCodeProblem('30301')).toBeNull();
  });

  it('needs a zip code of 5 to 10 characters', () => {
    expect(zipCodeProblem('7500')).toEqual({
      code: 'ZIP_CODE_TOO_SHORT',
      message: 'Zip code must be at least 5 digits',
    });
    expect(zipCodeProblem('75001-1234')).toBeNull();
    expect(zipCodeProblem('75001-12345')?.message).toBe('Zip code too long');
  });

  it('takes an empty phone as none and refuses letters', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('+1 (555) 123-4567')).toBeNull();
    expect(phoneProblem('call me')?.code).toBe('PHONE_INVALID');
  });

  it('only needs some password to log in', () => {
    expect(passwordProblem('x')).toBeNull();
    expect(passwordProblem('')).toEqual({
      code: 'PASSWORD_REQUIRED',
      message: 'Password is required',
    });
  });

  it('refuses a new password that is empty, short, long, common or the address', () => {
    const email = 'ada@example.com';
    expect(newPasswordProblem('correct horse', email)).toBeNull();
    expect(newPasswordProblem('', email)?.code).toBe('PASSWORD_REQUIRED');
    expect(newPasswordProblem('short1', email)?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(newPasswordProblem('x'.repeat(129), email)?.code).toBe('PASSWORD_TOO_LONG');
    expect(newPasswordProblem('Password123', email)?.message).toBe(
      'Password is too common; choose a less guessable one',
    );
    expect(newPasswordProblem('zzzzzzzzz', email)?.code).toBe('PASSWORD_TOO_COMMON');
    expect(newPasswordProblem(' ADA@example.com', email)?.code).toBe('PASSWORD_IS_EMAIL');
  });

  it('puts a mismatch on the confirmation', () => {
    expect(confirmPasswordProblem('same one', 'same one')).toBeNull();
    expect(confirmPasswordProblem('other', 'same one')).toEqual({
      code: 'PASSWORDS_DIFFER',
      message: "Passwords don't match",
    });
  });

  it('keeps at most 6 digits of a code and accepts exactly 6', () => {
    expect(normaliseCode('12a3 45678')).toBe('123456');
    expect(isCompleteCode('12345')).toBe(false);
    expect(codeProblem('12345')?.message).toBe('Enter the 6-digit code');
    expect(codeProblem('123456')).toBeNull();
  });
});
