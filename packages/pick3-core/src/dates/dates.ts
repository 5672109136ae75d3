import { describeValue, Pick3Error } from '../errors/errors.js';
import { DRAW_TIME_RANK, type DrawTimeCode } from '../draw-times/draw-times.js';

const US_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function invalidDate(text: unknown, expected: string, field?: string): Pick3Error {
  return new Pick3Error(
    'INVALID_DATE',
    `${describeValue(text)} is not a date: expected ${expected}, a real calendar date.`,
    field === undefined ? {} : { field },
  );
}

/**
 * Numeric date (YYYYMMDD) of a strict ISO date, or -1. Hand-rolled rather than a regex because analyze
 * runs it on every input draw.
 * @internal
 */
export function isoDateNumber(s: unknown): number {
  if (typeof s !== 'string' || s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45)
    return -1;
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    year = year * 10 + d;
  }
  const m1 = s.charCodeAt(5) - 48;
  const m2 = s.charCodeAt(6) - 48;
  const d1 = s.charCodeAt(8) - 48;
  const d2 = s.charCodeAt(9) - 48;
  if (m1 < 0 || m1 > 1 || m2 < 0 || m2 > 9 || d1 < 0 || d1 > 3 || d2 < 0 || d2 > 9) return -1;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1) return -1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const max =
    month === 2
      ? leap
        ? 29
        : 28
      : month === 4 || month === 6 || month === 9 || month === 11
        ? 30
        : 31;
  if (day > max) return -1;
  return year * 10000 + month * 100 + day;
}

/**
 * Whether `value` is a strict ISO calendar date `YYYY-MM-DD` that exists.
 *
 * @example
 * ```ts
 * import { isIsoDate } from '@pick3/core';
 * isIsoDate('2024-02-29'); // true
 * isIsoDate('2025-02-29'); // false
 * ```
 */
export function isIsoDate(value: unknown): value is string {
  return isoDateNumber(value) >= 0;
}

/**
 * Parses a strict ISO date `YYYY-MM-DD` (zero-padded, a real calendar date) and returns it unchanged.
 *
 * @throws {@link Pick3Error} `INVALID_DATE` otherwise.
 * @example
 * ```ts
 * import { parseIsoDate } from '@pick3/core';
 * parseIsoDate('2025-07-04'); // '2025-07-04'
 * parseIsoDate('2025-7-4'); // throws Pick3Error INVALID_DATE
 * ```
 */
export function parseIsoDate(text: unknown): string {
  if (!isIsoDate(text)) throw invalidDate(text, 'YYYY-MM-DD');
  return text;
}

/**
 * Converts an ISO date to the API's `M/D/YYYY` text (no zero padding).
 *
 * @throws {@link Pick3Error} `INVALID_DATE` when `iso` is not a valid ISO date.
 * @example
 * ```ts
 * import { isoToUs } from '@pick3/core';
 * isoToUs('2025-07-04'); // '7/4/2025'
 * ```
 */
export function isoToUs(iso: string): string {
  if (!isIsoDate(iso)) throw invalidDate(iso, 'YYYY-MM-DD');
  return `${+iso.slice(5, 7)}/${+iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/**
 * Converts `M/D/YYYY` (or zero-padded `MM/DD/YYYY`) to an ISO date.
 *
 * @throws {@link Pick3Error} `INVALID_DATE` when the text is not such a date or the date does not exist.
 * @example
 * ```ts
 * import { usToIso } from '@pick3/core';
 * usToIso('7/4/2025'); // '2025-07-04'
 * usToIso('07/04/2025'); // '2025-07-04'
 * ```
 */
export function usToIso(us: string): string {
  const m = typeof us === 'string' ? US_RE.exec(us) : null;
  if (m === null || !isRealDate(+m[3]!, +m[1]!, +m[2]!)) throw invalidDate(us, 'M/D/YYYY');
  return `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/**
 * One draw of a state's three-digit game: an ISO date, a draw-time code and the straight drawn.
 *
 * @example
 * ```ts
 * import type { Draw } from '@pick3/core';
 * const draw: Draw = { date: '2025-07-04', drawTime: 'EVE', number: '610' };
 * ```
 */
export interface Draw {
  /** ISO `YYYY-MM-DD`. */
  date: string;
  drawTime: DrawTimeCode;
  /** The straight drawn, three digits. */
  number: string;
  /**
   * The extra ball some states draw beside the three digits (one digit: TX, FL, NC and NJ call it
   * Fireball, PA Wild Ball; the name is the state's `extraBallName`). Shown beside the draw, never
   * part of it: every analysis reads only `number`.
   */
  extraBall?: string;
  /**
   * North Carolina's Double Draw: a second three-digit number drawn on promotion nights after the
   * regular draw (the state's `doubleDrawName`). Shown beside the draw, never in its place.
   */
  doubleDraw?: string;
}

/**
 * A {@link Draw} with its state code (two letters, e.g. `GA`).
 *
 * @example
 * ```ts
 * import type { StateDraw } from '@pick3/core';
 * const draw: StateDraw = { state: 'GA', date: '2025-07-04', drawTime: 'NITE', number: '007' };
 * ```
 */
export interface StateDraw extends Draw {
  state: string;
}

/**
 * Chronological comparator for draws: by date, then MORN < DAY < EVE < NITE.
 *
 * @example
 * ```ts
 * import { compareDraws } from '@pick3/core';
 * draws.sort(compareDraws); // oldest first
 * draws.sort((a, b) => compareDraws(b, a)); // newest first, as the calendar lists them
 * ```
 */
export function compareDraws(
  a: Pick<Draw, 'date' | 'drawTime'>,
  b: Pick<Draw, 'date' | 'drawTime'>,
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return DRAW_TIME_RANK[a.drawTime]! - DRAW_TIME_RANK[b.drawTime]!;
}
