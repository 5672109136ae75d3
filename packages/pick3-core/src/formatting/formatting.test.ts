import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { formatClock, formatDate, formatDateTime, formatMonth, zoneName } from './formatting.js';
import { formatDraw, formatStateClock } from './state-formatting.js';

describe('formatDate', () => {
  it('writes month/day/year in English and day/month/year in Spanish', () => {
    expect(formatDate('2026-11-09', 'en')).toBe('11/9/2026');
    expect(formatDate('2026-11-09', 'es')).toBe('9/11/2026');
    expect(formatDate('2025-01-31', 'en')).toBe('1/31/2025');
    expect(formatDate('2025-01-31', 'es')).toBe('31/1/2025');
  });

  it('keeps the calendar date of an ISO instant, whatever the runtime zone', () => {
    expect(formatDate('2026-11-09T23:59:59.000Z', 'es')).toBe('9/11/2026');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatDate('2025-02-29', 'en')).toThrow(/not a date/);
    try {
      formatDate('soon', 'es');
    } catch (error) {
      expect(isPick3Error(error) && error.code).toBe('INVALID_DATE');
    }
  });
});

describe('formatClock', () => {
  // 03:30 UTC on 24 Nov is 10:30 PM on the 23rd in New York (EST, UTC-5).
  const lateEvening = '2026-11-24T03:30:00Z';

  it('names the zone, 12-hour in English and 24-hour in Spanish', () => {
    expect(formatClock(lateEvening, 'America/New_York', 'en')).toBe('10:30 PM ET');
    expect(formatClock(lateEvening, 'America/New_York', 'es')).toBe('22:30 ET');
    expect(formatClock(Date.parse(lateEvening), 'America/Chicago', 'en')).toBe('9:30 PM CT');
    expect(formatClock(new Date(lateEvening), 'America/Phoenix', 'es')).toBe('20:30 MST');
  });

  it('follows daylight saving time', () => {
    // 23:07 UTC on 1 Jul is 7:07 PM EDT.
    expect(formatClock('2026-07-01T23:07:00Z', 'America/New_York', 'en')).toBe('7:07 PM ET');
  });

  it('writes a plain space before AM/PM (no narrow no-break space)', () => {
    expect(formatClock('2026-07-01T16:07:00Z', 'America/Los_Angeles', 'en')).toBe('9:07 AM PT');
  });

  it('names a zone outside the US by its IANA name', () => {
    expect(zoneName('Europe/Madrid')).toBe('Europe/Madrid');
    expect(formatClock(lateEvening, 'Europe/Madrid', 'es')).toBe('4:30 Europe/Madrid');
  });
});

describe('formatDateTime and formatStateClock', () => {
  it('writes the local date of the zone, not of UTC', () => {
    expect(formatDateTime('2026-11-24T03:30:00Z', 'America/New_York', 'en')).toBe(
      '11/23/2026, 10:30 PM ET',
    );
    expect(formatDateTime('2026-11-24T03:30:00Z', 'America/New_York', 'es')).toBe(
      '23/11/2026, 22:30 ET',
    );
  });

  it("uses the state's own zone", () => {
    expect(formatStateClock('TX', '2026-11-24T03:30:00Z', 'en')).toBe('9:30 PM CT');
    expect(formatStateClock('GA', '2026-11-24T03:30:00Z', 'es')).toBe('22:30 ET');
    expect(() => formatStateClock('ZZ', 0, 'en')).toThrow();
  });
});

describe('formatDraw', () => {
  it("names the draw in the page's language", () => {
    expect(formatDraw('GA', 'DAY', '2026-11-09', 'en')).toBe('Midday 11/9/2026');
    expect(formatDraw('GA', 'DAY', '2026-11-09', 'es')).toBe('Mediodía 9/11/2026');
    expect(formatDraw('TX', 'NITE', '2026-11-09', 'es')).toBe('Noche 9/11/2026');
  });
});

describe('formatMonth', () => {
  it('names a month in the language, from its digits, and refuses what is not a month', () => {
    expect(formatMonth('2026-01', 'en')).toBe('Jan 2026');
    expect(formatMonth('2026-01', 'es')).toBe('ene 2026');
    expect(formatMonth('2025-12', 'es')).toBe('dic 2025');
    // Intl's own short names agree (the fixed list only keeps every runtime the same).
    for (let m = 1; m <= 12; m += 1) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      const intl = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, m - 1, 1)),
      );
      expect(formatMonth(month, 'en')).toBe(`${intl} 2026`);
    }
    let error: unknown;
    try {
      formatMonth('2026-13', 'en');
    } catch (caught) {
      error = caught;
    }
    expect(isPick3Error(error) && error.code).toBe('INVALID_DATE');
  });
});
