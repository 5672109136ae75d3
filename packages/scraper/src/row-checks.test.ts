import { describe, expect, it } from 'vitest';
import { rowChecker } from './row-checks.js';

const draw = (state: string, date: string, drawTime: 'MORN' | 'DAY' | 'EVE' | 'NITE') => ({
  state,
  date,
  drawTime,
  number: '123',
});

describe('rowChecker', () => {
  it('accepts a draw the state held on a past or today’s date', () => {
    const check = rowChecker(new Date('2026-06-11T15:00:00Z'));
    expect(check(draw('GA', '2026-06-11', 'DAY'))).toBeNull();
    expect(check(draw('GA', '2019-01-01', 'NITE'))).toBeNull();
    expect(check(draw('TX', '2026-06-10', 'MORN'))).toBeNull();
    expect(check(draw('WA', '2026-06-10', 'EVE'))).toBeNull();
  });

  it("dates 'future' in the state's own zone: just after midnight in New York is still yesterday in Washington", () => {
    // 05:00 UTC on 2026-06-12: 01:00 in New York, 22:00 on the 11th in Los Angeles.
    const check = rowChecker(new Date('2026-06-12T05:00:00Z'));
    expect(check(draw('NC', '2026-06-12', 'DAY'))).toBeNull();
    expect(check(draw('WA', '2026-06-12', 'EVE'))).toEqual({
      reason: 'future',
      message: '2026-06-12 Evening: dated after today (2026-06-11) in America/Los_Angeles',
    });
    expect(check(draw('NC', '2026-06-13', 'DAY'))?.reason).toBe('future');
  });

  it("rejects rows before the game began as 'before-game'", () => {
    const check = rowChecker(new Date('2026-06-11T15:00:00Z'));
    expect(check(draw('GA', '1993-08-09', 'EVE'))).toEqual({
      reason: 'before-game',
      message: '1993-08-09 Evening: before GA Cash 3 began (1993-08-10)',
    });
    expect(check(draw('GA', '1993-08-10', 'EVE'))).toBeNull();
  });

  it("rejects a draw time the state did not hold that day as 'not-held'", () => {
    const check = rowChecker(new Date('2026-06-11T15:00:00Z'));
    // Texas does not draw on Sundays; Georgia Night began in 2019; Colorado skips Christmas.
    expect(check(draw('TX', '2026-06-07', 'NITE'))).toEqual({
      reason: 'not-held',
      message: '2026-06-07 Night: TX held no Night draw on that date',
    });
    expect(check(draw('GA', '2018-12-31', 'NITE'))?.reason).toBe('not-held');
    expect(check(draw('CO', '2025-12-25', 'EVE'))?.reason).toBe('not-held');
    expect(check(draw('WA', '2026-06-10', 'DAY'))?.reason).toBe('not-held');
  });

  it('checks nothing for a state without a schedule', () => {
    expect(rowChecker(new Date())(draw('ZZ', '2999-01-01', 'DAY'))).toBeNull();
  });
});
