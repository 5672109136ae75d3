import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './relative-time.js';

const now = Date.UTC(2025, 6, 4, 12, 0, 0);
const ago = (ms: number) => now - ms;
const MIN = 60_000;

describe('formatLastUpdated', () => {
  it('says Never before any data arrived', () => {
    expect(formatLastUpdated(null, now)).toBe('Never');
    expect(formatLastUpdated(0, now)).toBe('Never');
  });

  it('says Just now under a minute, also for a clock slightly ahead', () => {
    expect(formatLastUpdated(ago(59_999), now)).toBe('Just now');
    expect(formatLastUpdated(now + 5_000, now)).toBe('Just now');
  });

  it('counts minutes with a singular for one', () => {
    expect(formatLastUpdated(ago(MIN), now)).toBe('1 min ago');
    expect(formatLastUpdated(ago(2 * MIN), now)).toBe('2 min ago');
    expect(formatLastUpdated(ago(59 * MIN + 59_000), now)).toBe('59 min ago');
  });

  it('switches to hours at 60 minutes', () => {
    expect(formatLastUpdated(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(formatLastUpdated(ago(119 * MIN), now)).toBe('1 hour ago');
    expect(formatLastUpdated(ago(120 * MIN), now)).toBe('2 hours ago');
    expect(formatLastUpdated(ago(30 * 60 * MIN), now)).toBe('30 hours ago');
  });

  it('switches to days at 48 hours and to the date past a month', () => {
    expect(formatLastUpdated(ago(47 * 60 * MIN), now)).toBe('47 hours ago');
    expect(formatLastUpdated(ago(48 * 60 * MIN), now)).toBe('2 days ago');
    expect(formatLastUpdated(ago(31 * 24 * 60 * MIN), now)).toBe('31 days ago');
    expect(formatLastUpdated(Date.UTC(2023, 0, 14, 18), now)).toBe('on 1/14/2023');
  });
});
