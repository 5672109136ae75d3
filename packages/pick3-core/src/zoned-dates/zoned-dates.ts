import { describeValue, Pick3Error } from '../errors/errors.js';
import { isoDateNumber } from '../dates/dates.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (month 1–12). Pure arithmetic (H. Hinnant's
 * `days_from_civil`), so schedule walks over decades of dates never allocate a `Date`.
 * @internal
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * The civil date `[year, month (1–12), day]` of a day number (inverse of {@link daysFromCivil}).
 * @internal
 */
export function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/**
 * Day number of a strict ISO date, or `NaN` when `iso` is not one.
 * @internal
 */
export function dayOfIso(iso: unknown): number {
  const n = isoDateNumber(iso);
  if (n < 0) return Number.NaN;
  return daysFromCivil(Math.floor(n / 10000), Math.floor(n / 100) % 100, n % 100);
}

/**
 * ISO `YYYY-MM-DD` of a day number.
 * @internal
 */
export function isoOfDay(days: number): string {
  const [y, m, d] = civilFromDays(days);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/**
 * Weekday of a day number, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
 * @internal
 */
export function weekdayOfDay(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** Parses an ISO date into its day number, or throws `INVALID_DATE` naming `field`. */
export function requireDay(iso: unknown, field: string): number {
  const day = dayOfIso(iso);
  if (Number.isNaN(day)) {
    throw new Pick3Error(
      'INVALID_DATE',
      `${describeValue(iso)} is not a date: expected YYYY-MM-DD, a real calendar date.`,
      { field },
    );
  }
  return day;
}

/** Milliseconds of an instant given as a `Date` or epoch milliseconds; throws on anything else. */
export function requireInstant(value: unknown, field: string): number {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new Pick3Error(
      'INVALID_DATE',
      `${describeValue(value)} is not an instant: expected a valid Date or epoch milliseconds.`,
      { field },
    );
  }
  return ms;
}

// ---- UTC offsets, derived from Intl once per zone and year -------------------------------------

/** The offset periods of one zone in one UTC year: offsets[i] (local − UTC, ms) holds from starts[i]. */
interface ZoneYear {
  starts: number[];
  offsets: number[];
}

interface ZoneInfo {
  formatter: Intl.DateTimeFormat;
  years: Map<number, ZoneYear>;
}

const zones = new Map<string, ZoneInfo>();

function zoneInfo(timeZone: unknown): ZoneInfo {
  const key = typeof timeZone === 'string' ? timeZone : '';
  let info = zones.get(key);
  if (info === undefined) {
    let formatter: Intl.DateTimeFormat;
    try {
      if (key === '') throw new RangeError('empty');
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: key,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new Pick3Error(
        'INVALID_OPTION',
        `${describeValue(timeZone)} is not an IANA time zone (like America/New_York).`,
        { field: 'timeZone' },
      );
    }
    info = { formatter, years: new Map() };
    zones.set(key, info);
  }
  return info;
}

/** Local − UTC in milliseconds at `ms`, straight from Intl (one `formatToParts` call). */
function intlOffset(formatter: Intl.DateTimeFormat, ms: number): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatter.formatToParts(ms)) {
    const value = Number(part.value);
    if (part.type === 'year') year = value;
    else if (part.type === 'month') month = value;
    else if (part.type === 'day') day = value;
    else if (part.type === 'hour') hour = value === 24 ? 0 : value;
    else if (part.type === 'minute') minute = value;
    else if (part.type === 'second') second = value;
  }
  const local =
    daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000;
  return local - Math.floor(ms / 1000) * 1000;
}

/**
 * The offset periods of a UTC year: Intl is sampled at each month start and every change is narrowed
 * to its minute by bisection (~45 Intl calls per zone and year, then none). Assumes at most one
 * change per month, true of every US zone.
 */
function zoneYear(info: ZoneInfo, year: number): ZoneYear {
  let cached = info.years.get(year);
  if (cached !== undefined) return cached;
  const starts: number[] = [];
  const offsets: number[] = [];
  let t = daysFromCivil(year, 1, 1) * MS_PER_DAY;
  let o = intlOffset(info.formatter, t);
  starts.push(t);
  offsets.push(o);
  for (let month = 2; month <= 13; month++) {
    const next =
      daysFromCivil(month === 13 ? year + 1 : year, month === 13 ? 1 : month, 1) * MS_PER_DAY;
    const nextOffset = intlOffset(info.formatter, next);
    if (nextOffset !== o) {
      let lo = t;
      let hi = next;
      while (hi - lo > MS_PER_MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
        if (intlOffset(info.formatter, mid) === o) lo = mid;
        else hi = mid;
      }
      starts.push(hi);
      offsets.push(intlOffset(info.formatter, hi));
    }
    t = next;
    o = nextOffset;
  }
  cached = { starts, offsets };
  info.years.set(year, cached);
  return cached;
}

function offsetAt(info: ZoneInfo, ms: number): number {
  const year = civilFromDays(Math.floor(ms / MS_PER_DAY))[0];
  const { starts, offsets } = zoneYear(info, year);
  let i = starts.length - 1;
  while (i > 0 && starts[i]! > ms) i--;
  return offsets[i]!;
}

/**
 * Whether `value` names a time zone this runtime's Intl knows (an IANA name like `America/Chicago`).
 *
 * @example
 * ```ts
 * import { isTimeZone } from '@pick3/core';
 * isTimeZone('America/New_York'); // true
 * isTimeZone('Eastern'); // false
 * ```
 */
export function isTimeZone(value: unknown): boolean {
  try {
    zoneInfo(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC offset (local − UTC, in minutes) of `timeZone` at an instant: −240 for New York in July.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown zone, `INVALID_DATE` for a bad instant.
 * @example
 * ```ts
 * import { utcOffsetMinutes } from '@pick3/core';
 * utcOffsetMinutes('America/New_York', Date.UTC(2025, 6, 4)); // -240
 * utcOffsetMinutes('America/New_York', Date.UTC(2025, 0, 4)); // -300
 * ```
 */
export function utcOffsetMinutes(timeZone: string, instant: Date | number): number {
  const info = zoneInfo(timeZone);
  return offsetAt(info, requireInstant(instant, 'instant')) / MS_PER_MINUTE;
}

/**
 * The calendar date (ISO `YYYY-MM-DD`) of an instant in a time zone: a Georgia Night draw at 11:34 PM
 * Eastern is dated that evening although UTC has already moved to the next day.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown zone, `INVALID_DATE` for a bad instant.
 * @example
 * ```ts
 * import { isoDateInZone } from '@pick3/core';
 * isoDateInZone(Date.UTC(2025, 6, 5, 3, 34), 'America/New_York'); // '2025-07-04'
 * isoDateInZone(Date.UTC(2025, 6, 5, 3, 34), 'UTC'); // '2025-07-05'
 * ```
 */
export function isoDateInZone(instant: Date | number, timeZone: string): string {
  const info = zoneInfo(timeZone);
  const ms = requireInstant(instant, 'instant');
  return isoOfDay(Math.floor((ms + offsetAt(info, ms)) / MS_PER_DAY));
}

/**
 * Today's date (ISO) in a time zone at the instant `now`. The clock is an argument so callers and
 * tests decide what "now" is.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown zone, `INVALID_DATE` for a bad instant.
 * @example
 * ```ts
 * import { todayInZone } from '@pick3/core';
 * todayInZone('America/Los_Angeles', new Date('2025-07-05T05:00:00Z')); // '2025-07-04'
 * todayInZone('America/Los_Angeles', new Date()); // the date in California right now
 * ```
 */
export function todayInZone(timeZone: string, now: Date | number): string {
  return isoDateInZone(requireInstant(now, 'now'), timeZone);
}

/**
 * The local calendar date and hour (0–23) of an instant in a time zone: what a wall clock there
 * shows, for jobs that run "after 7 AM, once a day" in a state's own time.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown zone, `INVALID_DATE` for a bad instant.
 * @example
 * ```ts
 * import { clockInZone } from '@pick3/core';
 * clockInZone('America/New_York', new Date('2025-07-05T03:34:00Z')); // { date: '2025-07-04', hour: 23 }
 * clockInZone('UTC', new Date('2025-07-05T03:34:00Z')); // { date: '2025-07-05', hour: 3 }
 * ```
 */
export function clockInZone(timeZone: string, now: Date | number): { date: string; hour: number } {
  const info = zoneInfo(timeZone);
  const ms = requireInstant(now, 'now');
  const local = ms + offsetAt(info, ms);
  const day = Math.floor(local / MS_PER_DAY);
  return { date: isoOfDay(day), hour: Math.floor((local - day * MS_PER_DAY) / 3_600_000) };
}

/**
 * Yesterday's date (ISO) in a time zone at the instant `now`: the day whose draws are all in once
 * the zone's night is over.
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` for an unknown zone, `INVALID_DATE` for a bad instant.
 * @example
 * ```ts
 * import { yesterdayInZone } from '@pick3/core';
 * yesterdayInZone('America/New_York', new Date('2025-07-05T03:34:00Z')); // '2025-07-03'
 * yesterdayInZone('UTC', new Date('2025-03-01T12:00:00Z')); // '2025-02-28'
 * ```
 */
export function yesterdayInZone(timeZone: string, now: Date | number): string {
  return addDays(todayInZone(timeZone, now), -1);
}

/**
 * The ISO date `n` calendar days after `iso` (before it when `n` is negative).
 *
 * @throws {@link Pick3Error} `INVALID_DATE` when `iso` is not a strict ISO date, `INVALID_OPTION` when
 * `n` is not an integer.
 * @example
 * ```ts
 * import { addDays } from '@pick3/core';
 * addDays('2024-02-28', 1); // '2024-02-29'
 * addDays('2025-01-01', -1); // '2024-12-31'
 * ```
 */
export function addDays(iso: string, n: number): string {
  const day = requireDay(iso, 'date');
  if (!Number.isSafeInteger(n)) {
    throw new Pick3Error('INVALID_OPTION', `${describeValue(n)} is not a whole number of days.`, {
      field: 'days',
    });
  }
  return isoOfDay(day + n);
}

/**
 * The UTC instant of a local wall-clock time on a date in a time zone (DST-correct): 11:34 PM in
 * New York on 2025-07-04 is 03:34 UTC on 07-05. A time skipped by a spring-forward change resolves
 * an hour early; a time repeated in the fall resolves to its first occurrence.
 *
 * @throws {@link Pick3Error} `INVALID_DATE`, or `INVALID_OPTION` for a bad time or zone.
 * @example
 * ```ts
 * import { zonedInstant } from '@pick3/core';
 * zonedInstant('2025-07-04', '23:34', 'America/New_York').toISOString(); // '2025-07-05T03:34:00.000Z'
 * zonedInstant('2025-01-04', '23:34', 'America/New_York').toISOString(); // '2025-01-05T04:34:00.000Z'
 * ```
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const info = zoneInfo(timeZone);
  const day = requireDay(date, 'date');
  const minutes = clockMinutes(time);
  if (minutes < 0) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(time)} is not a clock time: expected HH:MM (00:00–23:59).`,
      { field: 'time' },
    );
  }
  return new Date(instantOfLocal(info, day, minutes));
}

/**
 * Minutes after midnight of `HH:MM` (24-hour, zero-padded), or -1.
 * @internal
 */
export function clockMinutes(time: unknown): number {
  if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return -1;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * UTC milliseconds of local minute `minutes` on day number `day` in a zone (validated elsewhere).
 * @internal
 */
export function localInstant(timeZone: string, day: number, minutes: number): number {
  return instantOfLocal(zoneInfo(timeZone), day, minutes);
}

function instantOfLocal(info: ZoneInfo, day: number, minutes: number): number {
  const local = day * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const first = offsetAt(info, local);
  const guess = local - first;
  const second = offsetAt(info, guess);
  return second === first ? guess : local - second;
}
