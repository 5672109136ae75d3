import { describeValue, Pick3Error } from '../errors/errors.js';

/**
 * The four draw-time codes, in chronological order within a date.
 *
 * @example
 * ```ts
 * import { DRAW_TIMES } from '@pick3/core';
 * DRAW_TIMES; // ['MORN', 'DAY', 'EVE', 'NITE']
 * ```
 */
export const DRAW_TIMES = Object.freeze(['MORN', 'DAY', 'EVE', 'NITE'] as const);

/**
 * A draw-time code. A state's "Midday" draw is `DAY`.
 *
 * @example
 * ```ts
 * import type { DrawTimeCode } from '@pick3/core';
 * const time: DrawTimeCode = 'EVE';
 * ```
 */
export type DrawTimeCode = (typeof DRAW_TIMES)[number];

/**
 * Long labels: Morning, Day, Evening, Night.
 *
 * @example
 * ```ts
 * import { DRAW_TIME_LABELS } from '@pick3/core';
 * DRAW_TIME_LABELS.EVE; // 'Evening'
 * ```
 */
export const DRAW_TIME_LABELS: Readonly<Record<DrawTimeCode, string>> = Object.freeze({
  MORN: 'Morning',
  DAY: 'Day',
  EVE: 'Evening',
  NITE: 'Night',
});

/**
 * Short labels: Morn, Day, Eve, Nite (also the time-filter values).
 *
 * @example
 * ```ts
 * import { DRAW_TIME_SHORT } from '@pick3/core';
 * DRAW_TIME_SHORT.NITE; // 'Nite'
 * ```
 */
export const DRAW_TIME_SHORT = Object.freeze({
  MORN: 'Morn',
  DAY: 'Day',
  EVE: 'Eve',
  NITE: 'Nite',
} as const satisfies Record<DrawTimeCode, string>);

const ALIASES: Readonly<Record<string, DrawTimeCode>> = Object.freeze({
  morn: 'MORN',
  morning: 'MORN',
  day: 'DAY',
  midday: 'DAY',
  eve: 'EVE',
  evening: 'EVE',
  nite: 'NITE',
  night: 'NITE',
});

/** @internal chronological rank of each code */
export const DRAW_TIME_RANK: Readonly<Record<string, number>> = Object.freeze({
  MORN: 0,
  DAY: 1,
  EVE: 2,
  NITE: 3,
});

/**
 * Whether `value` is one of the four draw-time codes (exact case).
 *
 * @example
 * ```ts
 * import { isDrawTimeCode } from '@pick3/core';
 * isDrawTimeCode('EVE'); // true
 * isDrawTimeCode('Evening'); // false
 * ```
 */
export function isDrawTimeCode(value: unknown): value is DrawTimeCode {
  return typeof value === 'string' && Object.hasOwn(DRAW_TIME_RANK, value);
}

/**
 * Parses a draw-time label from a source or a user: Morning, Morn, Midday, Day, Evening, Eve, Night,
 * Nite or a code, in any letter case. Surrounding spaces are not accepted.
 *
 * @throws {@link Pick3Error} `INVALID_DRAW_TIME` for anything else.
 * @example
 * ```ts
 * import { parseDrawTime } from '@pick3/core';
 * parseDrawTime('Midday'); // 'DAY'
 * parseDrawTime('NIGHT'); // 'NITE'
 * parseDrawTime('Afternoon'); // throws Pick3Error INVALID_DRAW_TIME
 * ```
 */
export function parseDrawTime(label: unknown): DrawTimeCode {
  const key = typeof label === 'string' ? label.toLowerCase() : '';
  if (!Object.hasOwn(ALIASES, key)) {
    throw new Pick3Error(
      'INVALID_DRAW_TIME',
      `${describeValue(label)} is not a draw time: expected Morning, Midday, Day, Evening, Night (or Morn, Eve, Nite, MORN, DAY, EVE, NITE).`,
    );
  }
  return ALIASES[key]!;
}

/**
 * Orders draw-time codes chronologically (MORN < DAY < EVE < NITE); use as an `Array#sort` comparator.
 *
 * @example
 * ```ts
 * import { compareDrawTimes } from '@pick3/core';
 * ['NITE', 'MORN', 'EVE'].sort(compareDrawTimes); // ['MORN', 'EVE', 'NITE']
 * ```
 */
export function compareDrawTimes(a: DrawTimeCode, b: DrawTimeCode): number {
  return DRAW_TIME_RANK[a]! - DRAW_TIME_RANK[b]!;
}
