// Alert destinations and tracked numbers (spec §8 alerts): the same limits on the server and in the
// alert settings form.
import { isKnownState } from '@pick3/core';
import { problem, type FieldProblem } from './field-problem.js';

/** Most numbers one alert setting tracks. */
export const MAX_TRACKED_ENTRIES = 50;
/** Longest alert e-mail and SMS number a request may carry (the rules then check them). */
export const ALERT_EMAIL_MAX_LENGTH = 320;
export const SMS_NUMBER_MAX_LENGTH = 30;

/**
 * An SMS number as stored: E.164, '+' and 7–15 digits; a 10-digit US number gets +1. Null when it
 * cannot be one.
 */
export function normaliseSmsNumber(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  const e164 = trimmed.startsWith('+')
    ? `+${digits}`
    : digits.length === 10
      ? `+1${digits}`
      : `+${digits}`;
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}

/**
 * A North American number (+1, an area code not starting with 0 or 1): the app follows US
 * lotteries, and texts to other countries are where SMS pumping fraud pays (issue 35 finding 8).
 */
const NANP = /^\+1[2-9]\d{9}$/;

export function smsNumberProblem(raw: string): FieldProblem | null {
  const number = normaliseSmsNumber(raw);
  if (number === null)
    return problem(
      'SMS_NUMBER_INVALID',
      'Phone number must be in international format, e.g. +15551234567',
    );
  return NANP.test(number)
    ? null
    : problem('SMS_NUMBER_NOT_US', 'SMS alerts go to US numbers only (+1), e.g. +15551234567');
}

export function trackedNumberProblem(number: string): FieldProblem | null {
  return /^\d{3}$/.test(number.trim())
    ? null
    : problem('TRACKED_NUMBER_INVALID', 'Enter three digits, e.g. 123');
}

export function trackedStateProblem(state: string): FieldProblem | null {
  return isKnownState(state.trim().toUpperCase())
    ? null
    : problem('TRACKED_STATE_UNKNOWN', 'Pick a state');
}

export function trackedEntriesFullProblem(count: number): FieldProblem | null {
  return count >= MAX_TRACKED_ENTRIES
    ? problem(
        'TRACKED_ENTRIES_FULL',
        `At most ${MAX_TRACKED_ENTRIES} numbers can be tracked; remove one first`,
      )
    : null;
}
