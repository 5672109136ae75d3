import { describe, expect, it } from 'vitest';
import {
  MAX_TRACKED_ENTRIES,
  normaliseSmsNumber,
  smsNumberProblem,
  trackedEntriesFullProblem,
  trackedNumberProblem,
  trackedStateProblem,
} from './alerts.js';

describe('alert rules', () => {
  it('stores SMS numbers as E.164, a 10-digit US number with +1', () => {
    expect(normaliseSmsNumber('(555) 123-4567')).toBe('+15551234567');
    expect(normaliseSmsNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normaliseSmsNumber('12')).toBeNull();
    expect(smsNumberProblem('12')?.message).toBe(
      'Phone number must be in international format, e.g. +15551234567',
    );
    expect(smsNumberProblem('+15551234567')).toBeNull();
    // Only North American numbers (issue 35 finding 8: SMS pumping to premium ranges abroad).
    for (const abroad of ['+882 1234 5678', '+239 991 2345', '+44 20 7946 0958', '+1 055 123 4567'])
      expect(smsNumberProblem(abroad)?.code, abroad).toBe('SMS_NUMBER_NOT_US');
  });

  it('tracks three digits of a known state, at most MAX_TRACKED_ENTRIES', () => {
    expect(trackedNumberProblem(' 042 ')).toBeNull();
    expect(trackedNumberProblem('12')?.code).toBe('TRACKED_NUMBER_INVALID');
    expect(trackedStateProblem('ga')).toBeNull();
    expect(trackedStateProblem('ZZ')?.message).toBe('Pick a state');
    expect(trackedEntriesFullProblem(MAX_TRACKED_ENTRIES - 1)).toBeNull();
    expect(trackedEntriesFullProblem(MAX_TRACKED_ENTRIES)?.code).toBe('TRACKED_ENTRIES_FULL');
  });
});
