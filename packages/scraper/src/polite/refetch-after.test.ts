import { describe, expect, it } from 'vitest';
import { refetchAfter } from './refetch-after.js';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

describe('refetchAfter', () => {
  it('is the moment the next draw of the page’s draw time is due (draw + posting delay)', () => {
    // Georgia Evening: 6:59 PM EDT = 22:59 UTC, due at 23:14 UTC.
    expect(iso(refetchAfter('GA', { drawTime: 'EVE' }, new Date('2025-07-04T20:00:00Z')))).toBe(
      '2025-07-04T23:14:00.000Z',
    );
    // Fetched once that draw is due: the next Evening draw, a day later.
    expect(iso(refetchAfter('GA', { drawTime: 'EVE' }, new Date('2025-07-04T23:14:00Z')))).toBe(
      '2025-07-05T23:14:00.000Z',
    );
    // A Night draw after midnight UTC is still "today" in Georgia.
    expect(iso(refetchAfter('GA', { drawTime: 'NITE' }, new Date('2025-07-05T03:40:00Z')))).toBe(
      '2025-07-05T03:49:00.000Z',
    );
  });

  it('follows the schedule: no Sunday draw in Texas, any draw time for a page without one', () => {
    // Saturday night 2025-07-05 after the Night draw: next Morning draw is Monday 10:00 CDT.
    expect(iso(refetchAfter('TX', { drawTime: 'MORN' }, new Date('2025-07-06T04:00:00Z')))).toBe(
      '2025-07-07T15:15:00.000Z',
    );
    expect(iso(refetchAfter('GA', {}, new Date('2025-07-04T20:00:00Z')))).toBe(
      '2025-07-04T23:14:00.000Z',
    );
  });

  it('never again for an archive page of a past year; the current year like a game page', () => {
    const now = new Date('2026-07-17T20:00:00Z');
    expect(refetchAfter('NY', { drawTime: 'EVE', pageKey: '2025/EVE' }, now)).toBeNull();
    expect(iso(refetchAfter('NY', { drawTime: 'EVE', pageKey: '2026/EVE' }, now))).toBe(
      '2026-07-18T02:45:00.000Z',
    );
    // New Year's Eve in Los Angeles is already 2027 in UTC: the year is the state's.
    expect(
      refetchAfter(
        'CA',
        { drawTime: 'EVE', pageKey: '2026/EVE' },
        new Date('2027-01-01T03:00:00Z'),
      ),
    ).not.toBeNull();
  });
});
