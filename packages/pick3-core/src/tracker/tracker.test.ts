import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDraws } from '../dates/dates.js';
import { ALL_STRAIGHTS, BOX_KEYS, toBoxKey } from '../numbers/numbers.js';
import { expectedDraws } from '../schedules/expected-draws.js';
import { drawInstant } from '../schedules/schedules.js';
import { addDays } from '../zoned-dates/zoned-dates.js';
import {
  drawAfter,
  purchaseDraw,
  SALES_CLOSE_MINUTES,
  trackerOutcome,
  trackerRates,
} from './tracker.js';

describe('trackerOutcome', () => {
  it('wins when the winner boxes into the recorded set, in any order of its digits', () => {
    expect(trackerOutcome(['012', '345'], '210')).toBe('win');
    expect(trackerOutcome(['012', '345'], '012')).toBe('win');
    expect(trackerOutcome(['012', '345'], '013')).toBe('loss');
    expect(trackerOutcome([], '000')).toBe('loss');
  });

  it('wins exactly for the winners whose box key was recorded', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...BOX_KEYS), { maxLength: 40 }),
        fc.constantFrom(...ALL_STRAIGHTS),
        (set, winner) => {
          expect(trackerOutcome(set, winner)).toBe(set.includes(toBoxKey(winner)) ? 'win' : 'loss');
        },
      ),
    );
  });
});

describe('trackerRates', () => {
  it('has no rates before a result settles, and counts the pending ones', () => {
    expect(trackerRates([{ matchStatus: 'pending', remainingNumbers: ['012'] }])).toEqual({
      wins: 0,
      losses: 0,
      pending: 1,
      hitRate: null,
      chanceRate: null,
      straightChanceRate: null,
    });
  });

  it('reads the settled results against the chance of their sets', () => {
    const rates = trackerRates([
      { matchStatus: 'win', remainingNumbers: ['012', '345'] },
      { matchStatus: 'loss', remainingNumbers: ['000'] },
      { matchStatus: 'pending', remainingNumbers: ['111', '222', '333'] },
    ]);
    expect(rates).toMatchObject({ wins: 1, losses: 1, pending: 1, hitRate: 0.5 });
    // (2/220 + 1/220) / 2 box keys; (12/1000 + 1/1000) / 2 straights.
    expect(rates.chanceRate).toBeCloseTo(1.5 / 220, 12);
    expect(rates.straightChanceRate).toBeCloseTo(0.0065, 12);
  });

  it('keeps wins + losses + pending equal to the results and the hit rate within [0, 1]', () => {
    const status = fc.constantFrom('pending' as const, 'win' as const, 'loss' as const);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (statuses) => {
        const rates = trackerRates(
          statuses.map((s) => ({ matchStatus: s, remainingNumbers: ['123'] })),
        );
        expect(rates.wins + rates.losses + rates.pending).toBe(statuses.length);
        if (rates.hitRate !== null) expect(rates.hitRate).toBeGreaterThanOrEqual(0);
        if (rates.hitRate !== null) expect(rates.hitRate).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('drawAfter', () => {
  it("follows Georgia's Day, Evening and Night draws, across the day", () => {
    expect(drawAfter('GA', { date: '2025-07-04', drawTime: 'DAY' })).toEqual({
      date: '2025-07-04',
      drawTime: 'EVE',
    });
    expect(drawAfter('GA', { date: '2025-07-04', drawTime: 'NITE' })).toEqual({
      date: '2025-07-05',
      drawTime: 'DAY',
    });
  });

  it('skips the days a state does not draw (Texas: no Sunday draws)', () => {
    const saturday = expectedDraws('TX', '2025-07-05', '2025-07-05').at(-1)!;
    expect(drawAfter('TX', saturday)?.date).toBe('2025-07-07');
  });

  it('is always the next scheduled draw: later than the given one, none scheduled between', () => {
    const draws = expectedDraws('GA', '2025-01-01', '2025-03-31');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: draws.length - 2 }), (i) => {
        const next = drawAfter('GA', draws[i]!)!;
        expect(compareDraws(next, draws[i]!)).toBeGreaterThan(0);
        expect(next).toEqual({ date: draws[i + 1]!.date, drawTime: draws[i + 1]!.drawTime });
      }),
    );
  });
});

describe('purchaseDraw', () => {
  it("plays today's draw in the state's zone, not UTC's", () => {
    // 11:00 PM in Georgia on July 4 is already July 5 in UTC; the Night draw is at 11:34 PM.
    const draw = purchaseDraw('GA', 'NITE', new Date('2025-07-05T03:00:00Z'));
    expect(draw).toEqual({
      date: '2025-07-04',
      drawTime: 'NITE',
      at: new Date('2025-07-05T03:34:00Z'),
    });
  });

  it('moves to the next draw once sales have closed', () => {
    const evening = drawInstant('GA', '2025-07-04', 'EVE').getTime();
    const open = new Date(evening - (SALES_CLOSE_MINUTES * 60_000 + 1000));
    const closed = new Date(evening - (SALES_CLOSE_MINUTES * 60_000 - 1000));
    expect(purchaseDraw('GA', 'EVE', open)?.date).toBe('2025-07-04');
    expect(purchaseDraw('GA', 'EVE', closed)?.date).toBe('2025-07-05');
  });

  it("skips the days the state's schedule does not draw", () => {
    // Texas holds no Sunday draws: a Saturday-night purchase of Morning waits for Monday.
    expect(purchaseDraw('TX', 'MORN', new Date('2025-07-05T23:00:00Z'))?.date).toBe('2025-07-07');
  });

  it('is null for a draw time the state does not hold', () => {
    expect(purchaseDraw('GA', 'MORN', new Date('2025-07-04T12:00:00Z'))).toBeNull();
  });

  it('is always the first scheduled draw at that time whose sales are open', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2026-12-31T00:00:00Z'),
          // fast-check 4 also draws Invalid Date unless told not to; a purchase time is a real instant.
          noInvalidDate: true,
        }),
        fc.constantFrom('DAY', 'EVE', 'NITE') as fc.Arbitrary<'DAY' | 'EVE' | 'NITE'>,
        (now, drawTime) => {
          const draw = purchaseDraw('GA', drawTime, now);
          expect(draw).not.toBeNull();
          const opensUntil = now.getTime() + SALES_CLOSE_MINUTES * 60_000;
          expect(draw!.drawTime).toBe(drawTime);
          expect(draw!.at.getTime()).toBeGreaterThan(opensUntil);
          const earlier = expectedDraws('GA', addDays(draw!.date, -3), draw!.date).filter(
            (d) => d.drawTime === drawTime && d.at < draw!.at,
          );
          for (const d of earlier) expect(d.at.getTime()).toBeLessThanOrEqual(opensUntil);
        },
      ),
      { numRuns: 300 },
    );
  });
});
