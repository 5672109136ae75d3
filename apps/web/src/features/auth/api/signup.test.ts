import { describe, expect, it } from 'vitest';
import { signupPayload } from './signup.js';

describe('signupPayload', () => {
  it('sends trimmed values with the state in capitals', () => {
    const valid = {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      state: 'TX',
      zipCode: '75001',
    };
    expect(
      signupPayload({ ...valid, fullName: ' Ada ', email: ' ada@example.com ', state: 'tx' }),
    ).toEqual({ ...valid, fullName: 'Ada', state: 'TX' });
  });
});
