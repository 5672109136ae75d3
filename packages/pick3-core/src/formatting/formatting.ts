import { parseIsoDate } from '../dates/dates.js';
import type { PageLanguage } from '../states/states.js';

/**
 * One way to write dates, clock times and draws per language, for every screen, server page,
 * message and helper answer: '11/23/2026' and '10:30 PM ET' in English, '23/11/2026' and
 * '22:30 ET' in Spanish. A clock time always names its zone, so a reader in California does not
 * take New York's time for their own.
 */

/** The US zones' everyday names; any other zone is shown by its IANA name. */
const ZONE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'America/New_York': 'ET',
  'America/Detroit': 'ET',
  'America/Indiana/Indianapolis': 'ET',
  'America/Kentucky/Louisville': 'ET',
  'America/Chicago': 'CT',
  'America/Denver': 'MT',
  'America/Boise': 'MT',
  'America/Phoenix': 'MST',
  'America/Los_Angeles': 'PT',
});

/**
 * A time zone's everyday US name ('ET', 'CT', 'MT', 'MST' for Arizona, 'PT'), else its IANA name.
 *
 * @example
 * ```ts
 * import { zoneName } from '@pick3/core';
 * zoneName('America/New_York'); // 'ET'
 * zoneName('Europe/Madrid'); // 'Europe/Madrid'
 * ```
 */
export function zoneName(timeZone: string): string {
  return ZONE_NAMES[timeZone] ?? timeZone;
}

/**
 * A calendar date (ISO 'YYYY-MM-DD', a longer ISO instant is cut to its date) as the language writes
 * it: month/day/year in English, day/month/year in Spanish, no zero padding. A calendar date has no
 * time zone, so it is written from its digits: no day can shift.
 *
 * @throws {@link Pick3Error} `INVALID_DATE` when the first ten characters are not a real ISO date.
 * @example
 * ```ts
 * import { formatDate } from '@pick3/core';
 * formatDate('2026-11-09', 'en'); // '11/9/2026'
 * formatDate('2026-11-09', 'es'); // '9/11/2026'
 * ```
 */
export function formatDate(iso: string, language: PageLanguage): string {
  const [year, month, day] = parseIsoDate(iso.slice(0, 10)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return language === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * A calendar month ('YYYY-MM') as the language names it, for chart axes and month tables: "Jan
 * 2026" in English, "ene 2026" in Spanish. Written from its digits (no time zone can shift it).
 *
 * @throws {@link Pick3Error} `INVALID_DATE` when it is not a real ISO month.
 * @example
 * ```ts
 * import { formatMonth } from '@pick3/core';
 * formatMonth('2026-01', 'en'); // 'Jan 2026'
 * formatMonth('2026-01', 'es'); // 'ene 2026'
 * ```
 */
export function formatMonth(isoMonth: string, language: PageLanguage): string {
  const [year, month] = parseIsoDate(`${isoMonth.slice(0, 7)}-01`)
    .split('-')
    .map(Number) as [number, number];
  const name = MONTHS[language][month - 1]!;
  return `${name} ${year}`;
}

/** Month names as each language abbreviates them (Intl's short forms, fixed so no runtime differs). */
const MONTHS: Record<PageLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

// Intl formatters are costly to build and the same few are asked for again and again.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string, language: PageLanguage): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: language === 'es' ? 'h23' : 'h12',
    });
    clockFormats.set(key, format);
  }
  return format;
}

function toDate(instant: number | string | Date): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/**
 * A moment's clock time in a time zone, with the zone named: '10:30 PM ET' in English, '22:30 ET'
 * in Spanish. Intl's narrow no-break space before AM/PM (ICU 72+) is written as a plain space, so
 * server pages, browsers and tests read the same text.
 *
 * @throws {RangeError} for a time zone Intl does not know, or a moment that is not a date.
 * @example
 * ```ts
 * import { formatClock } from '@pick3/core';
 * formatClock('2026-11-24T03:30:00Z', 'America/New_York', 'en'); // '10:30 PM ET'
 * formatClock('2026-11-24T03:30:00Z', 'America/New_York', 'es'); // '22:30 ET'
 * ```
 */
export function formatClock(
  instant: number | string | Date,
  timeZone: string,
  language: PageLanguage,
): string {
  const clock = clockFormat(timeZone, language)
    .format(toDate(instant))
    .replace(/[\u202f\u00a0]/g, ' ');
  return `${clock} ${zoneName(timeZone)}`;
}

/**
 * A moment's local date and clock time in a time zone, the zone named: '11/23/2026, 10:30 PM ET'
 * (en), '23/11/2026, 22:30 ET' (es).
 *
 * @example
 * ```ts
 * import { formatDateTime } from '@pick3/core';
 * formatDateTime('2026-11-24T03:30:00Z', 'America/New_York', 'es'); // '23/11/2026, 22:30 ET'
 * ```
 */
export function formatDateTime(
  instant: number | string | Date,
  timeZone: string,
  language: PageLanguage,
): string {
  const date = toDate(instant);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const iso = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatDate(iso, language)}, ${formatClock(date, timeZone, language)}`;
}
