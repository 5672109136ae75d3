import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import {
  addDays,
  civilFromDays,
  clockInZone,
  dayOfIso,
  daysFromCivil,
  isoDateInZone,
  isoOfDay,
  isTimeZone,
  todayInZone,
  utcOffsetMinutes,
  weekdayOfDay,
  yesterdayInZone,
  zonedInstant,
} from './zoned-dates.js';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Boise',
  'America/Indiana/Indianapolis',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
];

/** Intl's own answer, the reference the cached offsets must reproduce. */
function intlDate(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function thrown(fn: () => unknown): { code?: string; field?: string } {
  try {
    fn();
  } catch (error) {
    if (isPick3Error(error)) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('did not throw');
}

describe('day numbers', () => {
  it('agree with Date for every day 1900–2100', () => {
    for (let day = daysFromCivil(1900, 1, 1); day <= daysFromCivil(2100, 12, 31); day++) {
      const date = new Date(day * 86_400_000);
      const iso = date.toISOString().slice(0, 10);
      if (
        isoOfDay(day) !== iso ||
        dayOfIso(iso) !== day ||
        weekdayOfDay(day) !== date.getUTCDay()
      ) {
        expect.fail(`day ${day} (${iso})`);
      }
    }
    expect(civilFromDays(0)).toEqual([1970, 1, 1]);
  });

  it('rejects dates that do not exist', () => {
    expect(dayOfIso('2025-02-29')).toBeNaN();
    expect(dayOfIso('2025-7-4')).toBeNaN();
    expect(dayOfIso(20250704)).toBeNaN();
  });
});

describe('isoDateInZone', () => {
  it.each(ZONES)('matches Intl for random instants 1970–2040 in %s', (zone) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2040, 0, 1) }), (ms) => {
        expect(isoDateInZone(ms, zone)).toBe(intlDate(ms, zone));
      }),
      { numRuns: 300 },
    );
  });

  it('matches Intl minute by minute across the US DST changes of 2025', () => {
    for (const start of [Date.UTC(2025, 2, 9, 5), Date.UTC(2025, 10, 2, 4)]) {
      for (let ms = start; ms < start + 4 * 3_600_000; ms += 60_000) {
        expect(isoDateInZone(ms, 'America/New_York')).toBe(intlDate(ms, 'America/New_York'));
        expect(isoDateInZone(new Date(ms), 'America/Chicago')).toBe(
          intlDate(ms, 'America/Chicago'),
        );
      }
    }
  });

  it('dates a late Eastern evening on its local day, not the UTC one', () => {
    const ms = Date.UTC(2025, 6, 5, 3, 34); // 11:34 PM EDT on July 4
    expect(isoDateInZone(ms, 'America/New_York')).toBe('2025-07-04');
    expect(isoDateInZone(ms, 'UTC')).toBe('2025-07-05');
  });

  it('names the bad argument', () => {
    expect(thrown(() => isoDateInZone(0, 'Eastern'))).toEqual({
      code: 'INVALID_OPTION',
      field: 'timeZone',
    });
    expect(thrown(() => isoDateInZone(Number.NaN, 'UTC'))).toEqual({
      code: 'INVALID_DATE',
      field: 'instant',
    });
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Central')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });
});

describe('todayInZone', () => {
  it('is the zone date of now', () => {
    const now = new Date('2025-07-05T05:00:00Z');
    expect(todayInZone('America/Los_Angeles', now)).toBe('2025-07-04');
    expect(todayInZone('America/New_York', now)).toBe('2025-07-05');
    expect(thrown(() => todayInZone('UTC', new Date('nope')))).toEqual({
      code: 'INVALID_DATE',
      field: 'now',
    });
  });
});

describe('addDays', () => {
  it('moves across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-07-04', 0)).toBe('2025-07-04');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (d, n) => {
          const iso = isoOfDay(d);
          expect(addDays(addDays(iso, n), -n)).toBe(iso);
        },
      ),
    );
  });

  it('rejects a bad date or count', () => {
    expect(thrown(() => addDays('2025-02-30', 1))).toEqual({ code: 'INVALID_DATE', field: 'date' });
    expect(thrown(() => addDays('2025-02-03', 1.5))).toEqual({
      code: 'INVALID_OPTION',
      field: 'days',
    });
  });
});

describe('zonedInstant and utcOffsetMinutes', () => {
  it('convert local clock times with the offset of that date', () => {
    expect(zonedInstant('2025-07-04', '23:34', 'America/New_York').toISOString()).toBe(
      '2025-07-05T03:34:00.000Z',
    );
    expect(zonedInstant('2025-01-04', '23:34', 'America/New_York').toISOString()).toBe(
      '2025-01-05T04:34:00.000Z',
    );
    // The day DST starts (2:00 AM) and the day it ends: evening times already use the new offset.
    expect(zonedInstant('2025-03-09', '18:59', 'America/New_York').toISOString()).toBe(
      '2025-03-09T22:59:00.000Z',
    );
    expect(zonedInstant('2025-11-02', '12:29', 'America/New_York').toISOString()).toBe(
      '2025-11-02T17:29:00.000Z',
    );
    expect(zonedInstant('2025-07-04', '20:00', 'America/Phoenix').toISOString()).toBe(
      '2025-07-05T03:00:00.000Z',
    );
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2025, 6, 4))).toBe(-240);
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2025, 0, 4))).toBe(-300);
    expect(utcOffsetMinutes('Asia/Kolkata', 0)).toBe(330);
  });

  it.each(ZONES)(
    'round-trips through isoDateInZone at every hour of random dates in %s',
    (zone) => {
      fc.assert(
        fc.property(
          fc.integer({ min: daysFromCivil(1980, 1, 1), max: daysFromCivil(2035, 1, 1) }),
          (day) => {
            const iso = isoOfDay(day);
            // 04:00–23:00 exist on every date of these zones (changes happen at or before 3 AM).
            for (let hour = 4; hour < 24; hour += 3) {
              const time = `${String(hour).padStart(2, '0')}:17`;
              const at = zonedInstant(iso, time, zone).getTime();
              expect(isoDateInZone(at, zone)).toBe(iso);
              const offset = utcOffsetMinutes(zone, at);
              expect(Math.round(((at / 60_000 + offset) % 1440) + 1440) % 1440).toBe(
                hour * 60 + 17,
              );
            }
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('names a bad time', () => {
    expect(thrown(() => zonedInstant('2025-07-04', '7:30', 'UTC'))).toEqual({
      code: 'INVALID_OPTION',
      field: 'time',
    });
    expect(thrown(() => zonedInstant('2025-07-04', '24:00', 'UTC'))).toEqual({
      code: 'INVALID_OPTION',
      field: 'time',
    });
  });
});

describe('clockInZone and yesterdayInZone', () => {
  it("reads a zone's wall clock: a Georgia Night draw is 11 PM on the evening before UTC's date", () => {
    const ms = Date.UTC(2025, 6, 5, 3, 34);
    expect(clockInZone('America/New_York', ms)).toEqual({ date: '2025-07-04', hour: 23 });
    expect(yesterdayInZone('America/New_York', ms)).toBe('2025-07-03');
    expect(yesterdayInZone('UTC', Date.UTC(2024, 2, 1, 12))).toBe('2024-02-29');
  });

  it("agrees with Intl's hour and date in every zone, DST changes included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          const hour = Number(
            new Intl.DateTimeFormat('en-US', {
              timeZone: zone,
              hour: 'numeric',
              hourCycle: 'h23',
            }).format(ms),
          );
          expect(clockInZone(zone, ms)).toEqual({ date: intlDate(ms, zone), hour });
          expect(addDays(yesterdayInZone(zone, ms), 1)).toBe(intlDate(ms, zone));
        },
      ),
    );
  });
});
