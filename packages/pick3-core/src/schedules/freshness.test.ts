import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { FRESHNESS_STATUSES, freshness, STALE_AFTER_DAYS } from './freshness.js';
import { drawInstant, scheduleOf } from './schedules.js';

const MINUTE = 60_000;
/** The instant a draw's result is due: its draw instant plus the state's posting delay. */
const postedAt = (state: string, date: string, drawTime: 'MORN' | 'DAY' | 'EVE' | 'NITE') =>
  drawInstant(state, date, drawTime).getTime() + scheduleOf(state).postingDelayMinutes * MINUTE;

describe('freshness', () => {
  it('lists its statuses', () => {
    expect(FRESHNESS_STATUSES).toEqual(['live', 'behind', 'stale', 'empty']);
  });

  it('is empty with nothing stored', () => {
    expect(freshness('AR', null, new Date('2025-07-04T18:14:00Z'))).toEqual({
      status: 'empty',
      behindBy: 0,
      latestDue: { date: '2025-07-04', drawTime: 'DAY' },
    });
  });

  it('turns behind exactly when a draw is due to be posted, and live again when it is stored', () => {
    const due = postedAt('GA', '2025-07-04', 'EVE');
    const stored = { date: '2025-07-04', drawTime: 'DAY' } as const;
    expect(freshness('GA', stored, new Date(due - 1))).toEqual({
      status: 'live',
      behindBy: 0,
      latestDue: { date: '2025-07-04', drawTime: 'DAY' },
    });
    expect(freshness('GA', stored, new Date(due))).toEqual({
      status: 'behind',
      behindBy: 1,
      latestDue: { date: '2025-07-04', drawTime: 'EVE' },
    });
    expect(freshness('GA', { date: '2025-07-04', drawTime: 'EVE' }, new Date(due)).status).toBe(
      'live',
    );
    // A result stored before it was due (a fast source) is live too.
    expect(freshness('GA', { date: '2025-07-04', drawTime: 'NITE' }, new Date(due)).status).toBe(
      'live',
    );
  });

  it('uses the new offset on the day DST starts (March) and ends (November)', () => {
    // 2025-03-09: Evening at 6:59 PM EDT = 22:59 UTC, due 23:14 UTC (an hour earlier than under EST).
    const march = new Date('2025-03-09T23:14:00Z');
    expect(freshness('GA', { date: '2025-03-09', drawTime: 'DAY' }, march)).toMatchObject({
      status: 'behind',
      behindBy: 1,
      latestDue: { date: '2025-03-09', drawTime: 'EVE' },
    });
    expect(
      freshness('GA', { date: '2025-03-09', drawTime: 'DAY' }, new Date(march.getTime() - 1))
        .status,
    ).toBe('live');
    // 2025-11-02: Evening at 6:59 PM EST = 23:59 UTC; at 23:14 UTC it is not due yet.
    const november = new Date('2025-11-02T23:14:00Z');
    expect(freshness('GA', { date: '2025-11-02', drawTime: 'DAY' }, november)).toMatchObject({
      status: 'live',
      latestDue: { date: '2025-11-02', drawTime: 'DAY' },
    });
    expect(
      freshness('GA', { date: '2025-11-02', drawTime: 'DAY' }, new Date('2025-11-03T00:14:00Z')),
    ).toMatchObject({
      status: 'behind',
      behindBy: 1,
    });
  });

  it("dates Georgia's Night draw on its Eastern day while UTC has moved to the next", () => {
    const due = postedAt('GA', '2025-01-04', 'NITE'); // 11:34 PM EST + 15 min = 04:49 UTC Jan 5
    expect(new Date(due).toISOString()).toBe('2025-01-05T04:49:00.000Z');
    expect(freshness('GA', { date: '2025-01-04', drawTime: 'EVE' }, new Date(due - 1)).status).toBe(
      'live',
    );
    expect(freshness('GA', { date: '2025-01-04', drawTime: 'EVE' }, new Date(due))).toEqual({
      status: 'behind',
      behindBy: 1,
      latestDue: { date: '2025-01-04', drawTime: 'NITE' },
    });
    expect(freshness('GA', { date: '2025-01-04', drawTime: 'NITE' }, new Date(due)).status).toBe(
      'live',
    );
  });

  it('counts the scheduled draws it is behind by, skipping days without draws', () => {
    // Stored up to Friday Night; Monday after the Day result: Saturday's 4 and Monday's Morning, Day.
    const monday = new Date(postedAt('TX', '2025-07-07', 'DAY'));
    expect(freshness('TX', { date: '2025-07-04', drawTime: 'NITE' }, monday)).toEqual({
      status: 'behind',
      behindBy: 6,
      latestDue: { date: '2025-07-07', drawTime: 'DAY' },
    });
  });

  it(`is stale when the newest stored draw is more than ${STALE_AFTER_DAYS} days old in the state's zone`, () => {
    const now = new Date('2025-07-12T03:00:00Z'); // July 11, 11 PM in Georgia
    expect(freshness('GA', { date: '2025-07-04', drawTime: 'NITE' }, now)).toMatchObject({
      status: 'behind',
    });
    const stale = freshness('GA', { date: '2025-07-03', drawTime: 'NITE' }, now);
    expect(stale.status).toBe('stale');
    // July 4 to July 11 Evening: 7 days × 3 draws + July 11 Midday and Evening.
    expect(stale.behindBy).toBe(7 * 3 + 2);
    // Texas today: the history ends 2023-01-14.
    expect(freshness('TX', { date: '2023-01-14', drawTime: 'DAY' }, now).status).toBe('stale');
  });

  it('names a bad latest draw', () => {
    try {
      freshness('GA', { date: '2025-7-4', drawTime: 'EVE' }, new Date());
      expect.fail('accepted a bad date');
    } catch (error) {
      expect(isPick3Error(error) && error.field).toBe('latest.date');
    }
  });
});
