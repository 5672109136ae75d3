import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { canSubmitPasscode, gateOffByPage, passcodeFailureToast } from './passcode-rules.js';

describe('passcode gate rules', () => {
  it("skips the gate only when the server's page says it is off", () => {
    expect(gateOffByPage()).toBe(false);
    const meta = document.createElement('meta');
    meta.name = 'pick3-gate';
    meta.content = 'on';
    document.head.append(meta);
    try {
      expect(gateOffByPage()).toBe(false);
      meta.content = 'off';
      expect(gateOffByPage()).toBe(true);
    } finally {
      meta.remove();
    }
  });

  it('disables submit while empty, blank or pending', () => {
    expect(canSubmitPasscode('', false)).toBe(false);
    expect(canSubmitPasscode('   ', false)).toBe(false);
    expect(canSubmitPasscode('1234', true)).toBe(false);
    expect(canSubmitPasscode('1234', false)).toBe(true);
  });

  it('maps a wrong passcode, a lockout and a network failure to the spec texts', () => {
    expect(passcodeFailureToast(new ApiError(401, '401: x', null))).toEqual({
      title: 'Access Denied',
      message: 'Invalid passcode. Please try again.',
      color: 'red',
    });
    const locked = new ApiError(429, '429: …', {
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(passcodeFailureToast(locked).message).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(passcodeFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      message: 'Failed to authenticate. Please try again.',
      color: 'red',
    });
  });
});
