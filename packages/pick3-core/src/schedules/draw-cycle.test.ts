import { describe, expect, it } from 'vitest';
import { outlastedDrawCycle } from './draw-cycle.js';

describe('outlastedDrawCycle', () => {
  // Georgia: Midday 12:29 PM, Evening 6:59 PM, Night 11:34 PM Eastern (EDT in July: UTC-4).
  const failingSince = new Date('2025-07-04T23:04:00Z'); // 7:04 PM, after the Evening draw

  it('is false while only the first draw after the failure began is due', () => {
    expect(outlastedDrawCycle('GA', failingSince, new Date('2025-07-05T03:00:00Z'))).toBe(false);
    // Night (11:34 PM) posted ~15 minutes later: one draw due, a whole cycle not yet passed.
    expect(outlastedDrawCycle('GA', failingSince, new Date('2025-07-05T04:00:00Z'))).toBe(false);
  });

  it('is true once the draw after that one is due as well', () => {
    // Midday of 07-05 (12:29 PM EDT = 16:29 UTC) plus the posting delay.
    expect(outlastedDrawCycle('GA', failingSince, new Date('2025-07-05T16:40:00Z'))).toBe(false);
    expect(outlastedDrawCycle('GA', failingSince, new Date('2025-07-05T17:00:00Z'))).toBe(true);
  });

  it('follows a one-draw-a-day schedule: two evenings must pass', () => {
    // Washington's Daily Game: 8:00 PM Pacific (03:00 UTC the next day in July).
    const since = new Date('2025-07-04T12:00:00Z');
    expect(outlastedDrawCycle('WA', since, new Date('2025-07-05T12:00:00Z'))).toBe(false);
    expect(outlastedDrawCycle('WA', since, new Date('2025-07-06T12:00:00Z'))).toBe(true);
  });

  it('is false for a failure that has not begun', () => {
    expect(outlastedDrawCycle('GA', failingSince, failingSince)).toBe(false);
  });

  it('rejects an unknown state and a bad instant', () => {
    expect(() => outlastedDrawCycle('ZZ', failingSince, failingSince)).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    );
    expect(() => outlastedDrawCycle('GA', new Date(Number.NaN), failingSince)).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
  });
});
