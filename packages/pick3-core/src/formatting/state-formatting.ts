// The formatter (formatting.ts) with a state's own schedule: its time zone and its draw-time names.
// Apart from formatting.ts, which needs nothing of the schedules: the web's first screen formats
// dates and clock times without loading them through it.
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { drawTimeWord } from '../schedules/draw-time-history.js';
import { scheduleOf } from '../schedules/schedules.js';
import type { PageLanguage } from '../states/states.js';
import { formatClock, formatDate } from './formatting.js';

/**
 * A moment's clock time in a state's own time zone: formatClock with the state's zone.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { formatStateClock } from '@pick3/core';
 * formatStateClock('TX', '2026-11-24T03:30:00Z', 'en'); // '9:30 PM CT'
 * ```
 */
export function formatStateClock(
  state: string,
  instant: number | string | Date,
  language: PageLanguage,
): string {
  return formatClock(instant, scheduleOf(state).timeZone, language);
}

/**
 * A draw as a page in `language` names it: the draw time's word and the date, 'Midday 11/9/2026'
 * (en), 'Mediodía 9/11/2026' (es).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE`.
 * @example
 * ```ts
 * import { formatDraw } from '@pick3/core';
 * formatDraw('GA', 'DAY', '2026-11-09', 'es'); // 'Mediodía 9/11/2026'
 * ```
 */
export function formatDraw(
  state: string,
  drawTime: DrawTimeCode,
  iso: string,
  language: PageLanguage,
): string {
  return `${drawTimeWord(state, drawTime, language)} ${formatDate(iso, language)}`;
}
