import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDraws } from '../dates/dates.js';
import { ALL_STRAIGHTS, BOX_KEYS, toBoxKey } from '../numbers/numbers.js';
import { DEFAULT_SALES_CLOSE_MINUTES } from '../schedules/parse-schedules.js';
import { expectedDraws } from '../schedules/expected-draws.js';
import { drawInstant, scheduleOf } from '../schedules/schedules.js';
import { STATE_CODES } from '../states/states.js';
import { addDays } from '../zoned-dates/zoned-dates.js';
import { drawAfter, nextOpenDraw, purchaseDraw, trackerOutcome, trackerRates } from './tracker.js';

const MINUTE = 60_000;
// fast-check 4 also draws Invalid Date unless told not to; a purchase time is a real instant.
const anInstant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2026-12-31T00:00:00Z'),
  noInvalidDate: true,
});
/** Georgia's cutoff: not recorded, so the assumed default. */
const GA_CLOSE = scheduleOf('GA').salesCloseMinutes;

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
    const open = new Date(evening - (GA_CLOSE * MINUTE + 1000));
    const closed = new Date(evening - (GA_CLOSE * MINUTE - 1000));
    expect(purchaseDraw('GA', 'EVE', open)?.date).toBe('2025-07-04');
    expect(purchaseDraw('GA', 'EVE', closed)?.date).toBe('2025-07-05');
  });

  it("closes at the state's own cutoff: Louisiana stops selling at 9:30 PM for its 9:59 PM draw", () => {
    const draw = drawInstant('LA', '2025-07-04', 'EVE').getTime();
    // 9:25 PM: still open. 9:35 PM: closed, although a 15-minute cutoff would still sell.
    expect(purchaseDraw('LA', 'EVE', new Date(draw - 34 * MINUTE))?.date).toBe('2025-07-04');
    expect(purchaseDraw('LA', 'EVE', new Date(draw - 24 * MINUTE))?.date).toBe('2025-07-05');
    // The same 24 minutes before Georgia's Evening draw is still open (its default 15 minutes).
    const gaEvening = drawInstant('GA', '2025-07-04', 'EVE').getTime();
    expect(purchaseDraw('GA', 'EVE', new Date(gaEvening - 24 * MINUTE))?.date).toBe('2025-07-04');
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
        anInstant,
        fc.constantFrom('DAY', 'EVE', 'NITE') as fc.Arbitrary<'DAY' | 'EVE' | 'NITE'>,
        (now, drawTime) => {
          const draw = purchaseDraw('GA', drawTime, now);
          expect(draw).not.toBeNull();
          const opensUntil = now.getTime() + GA_CLOSE * MINUTE;
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

describe('sales cutoffs', () => {
  it('are per state: Louisiana 29 minutes, every state without a known cutoff the assumed 15', () => {
    expect(DEFAULT_SALES_CLOSE_MINUTES).toBe(15);
    expect(scheduleOf('LA').salesCloseMinutes).toBe(29);
    for (const code of STATE_CODES.filter((c) => c !== 'LA')) {
      expect(scheduleOf(code).salesCloseMinutes, code).toBe(DEFAULT_SALES_CLOSE_MINUTES);
    }
  });
});

describe('nextOpenDraw', () => {
  // 7/4/2025 4:00 PM EDT: Midday (12:29 PM) is over, Evening (6:59 PM) is on sale.
  const afternoon = new Date('2025-07-04T20:00:00Z');

  it('is the first draw of any draw time still on sale', () => {
    expect(nextOpenDraw('GA', afternoon)).toMatchObject({ date: '2025-07-04', drawTime: 'EVE' });
    // Inside Evening's cutoff: Night is the next draw on sale.
    const evening = drawInstant('GA', '2025-07-04', 'EVE').getTime();
    expect(nextOpenDraw('GA', new Date(evening - 5 * MINUTE))).toMatchObject({
      date: '2025-07-04',
      drawTime: 'NITE',
    });
  });

  it('keeps to the draw times asked for', () => {
    expect(nextOpenDraw('GA', afternoon, { drawTimes: ['DAY'] })).toMatchObject({
      date: '2025-07-05',
      drawTime: 'DAY',
    });
  });

  it("waits on today's draws however old the newest stored draw is (stale data)", () => {
    const stale = { date: '2025-04-11', drawTime: 'EVE' as const };
    expect(nextOpenDraw('GA', afternoon, { after: stale })).toMatchObject({
      date: '2025-07-04',
      drawTime: 'EVE',
    });
  });

  it('never waits for a draw already stored', () => {
    // A stored Evening draw (a source posting early, or a clock behind) moves it to Night.
    expect(
      nextOpenDraw('GA', afternoon, { after: { date: '2025-07-04', drawTime: 'EVE' } }),
    ).toMatchObject({ date: '2025-07-04', drawTime: 'NITE' });
  });

  it('is undefined for a draw time the state does not hold', () => {
    expect(nextOpenDraw('GA', afternoon, { drawTimes: ['MORN'] })).toBeUndefined();
  });

  it("is always the earliest of the draw times' purchase draws", () => {
    fc.assert(
      fc.property(anInstant, fc.constantFrom('GA', 'TX', 'LA', 'NY'), (now, state) => {
        const draw = nextOpenDraw(state, now);
        const perTime = (['MORN', 'DAY', 'EVE', 'NITE'] as const)
          .map((t) => purchaseDraw(state, t, now))
          .filter((d) => d !== null)
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        expect(draw).toEqual(perTime[0]);
      }),
      { numRuns: 200 },
    );
  });
});
