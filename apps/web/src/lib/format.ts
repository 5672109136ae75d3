import {
  formatClock as coreClock,
  formatDate as coreDate,
  formatDateTime as coreDateTime,
} from '@pick3/core';
import { activeLanguage, activeLocale } from '../i18n/i18n.js';

/**
 * Numbers, dates and money in the active language's conventions (Intl): '1,234' and '11/23/2026'
 * in English, '1234' / '1.234' and '23/11/2026' in Spanish.
 */

// Building an Intl formatter is not cheap (the draw list formats a date per row), so each
// (locale, options) pair is built once. The locale is part of the key: a language switch gets new
// formatters.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = activeLocale();
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * Builds the active language's number formatter ahead of the first render that needs it. The first
 * Intl formatter of a page also loads the browser's locale data: 17 ms here, about 70 on a phone,
 * which made the hydration slice that first formatted a count a long task. start.tsx calls this in
 * a task of its own before hydrating.
 */
export function prepareNumberFormat(): void {
  numberFormat();
}

/** A count or measure: formatNumber(1234) → '1,234' (en). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

/** A share of 1 as a percentage with one decimal: formatPercent(0.1234) → '12.3%' (en). */
export function formatPercent(rate: number, digits = 1): string {
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rate);
}

/** US dollars: formatCurrency(5) → '$5.00' (en), '5.00 US$' (es). */
export function formatCurrency(dollars: number): string {
  return numberFormat({ style: 'currency', currency: 'USD' }).format(dollars);
}

/**
 * A draw's calendar date ('2026-11-23') as the player writes it: '11/23/2026' (en), '23/11/2026'
 * (es), from core's one formatter (the server pages and messages use the same). Other shapes
 * (weekday, long month) go through Intl, read and written in UTC: a calendar date has no time zone.
 */
export function formatDate(isoDate: string, options?: Intl.DateTimeFormatOptions): string {
  if (!options) return coreDate(isoDate, activeLanguage());
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return dateFormat({ timeZone: 'UTC', ...options }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A moment (epoch ms or ISO instant) in the player's own time zone: '11/14/2023, 10:13:20 PM' (en). */
export function formatDateTime(at: number | string): string {
  // toLocaleString's defaults: numeric date and time.
  return dateFormat({
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).format(new Date(at));
}

/**
 * A moment's clock time in a time zone (a state's), the zone named: '6:59 PM ET' (en), '18:59 ET'
 * (es); with the date when asked: '11/24/2026, 7:04 PM ET'. Core's formatter, so a reader in
 * California does not take New York's time for their own.
 */
export function formatClock(at: number | string, timeZone: string, withDate = false): string {
  const language = activeLanguage();
  return withDate ? coreDateTime(at, timeZone, language) : coreClock(at, timeZone, language);
}
