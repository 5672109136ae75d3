import { DRAW_TIME_LABELS, DRAW_TIMES } from '../draw-times/draw-times.js';
import { compiledOf } from './compiled-schedule.js';
import type { DrawPeriod } from './parse-schedules.js';
import { zoneName } from '../formatting/formatting.js';

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '18:59' → '6:59 PM'. */
function twelveHour(time: string): string {
  const hours = Number(time.slice(0, 2));
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3)} ${suffix}`;
}

/** Weekday list as words: 'daily', 'Mon–Sat', 'Sun', 'Mon, Wed, Fri'. */
function dayWords(days: readonly number[]): string {
  if (days.length === 7) return 'daily';
  const sorted = [...days].sort((a, b) => a - b);
  const consecutive = sorted.every((day, i) => i === 0 || day === sorted[i - 1]! + 1);
  if (consecutive && sorted.length > 2)
    return `${SHORT_DAYS[sorted[0]!]}–${SHORT_DAYS[sorted.at(-1)!]}`;
  return sorted.map((day) => SHORT_DAYS[day]).join(', ');
}

/**
 * A one-line summary of a state's current draw schedule for people (chat, footer): each ongoing draw
 * time with the lottery's own name and local clock time, the zone, and the days.
 *
 * @throws {@link Pick3Error} `INVALID_STATE`.
 * @example
 * ```ts
 * import { describeSchedule } from '@pick3/core';
 * describeSchedule('GA'); // 'Midday 12:29 PM, Evening 6:59 PM, Night 11:34 PM ET daily'
 * describeSchedule('TX'); // 'Morning 10:00 AM, Day 12:27 PM, Evening 6:00 PM, Night 10:12 PM CT Mon–Sat'
 * describeSchedule('AR'); // 'Midday 12:59 PM (Mon–Sat), Evening 6:59 PM (daily) CT'
 * ```
 */
export function describeSchedule(state: string): string {
  const { schedule } = compiledOf(state);
  // Current draws: the open-ended periods, one entry per draw time with its weekdays merged.
  const current: { label: string; time: string; days: Set<number> }[] = [];
  for (const code of DRAW_TIMES) {
    const open = schedule.periods.filter(
      (p: DrawPeriod) => p.drawTime === code && p.until === undefined,
    );
    if (open.length === 0) continue;
    current.push({
      label: open[0]!.name ?? DRAW_TIME_LABELS[code],
      time: twelveHour(open[0]!.time),
      days: new Set(open.flatMap((p) => p.days)),
    });
  }
  const zone = zoneName(schedule.timeZone);
  if (current.length === 0) return `No current draws (${schedule.game}).`;
  const dayTexts = current.map((c) => dayWords([...c.days]));
  if (dayTexts.every((text) => text === dayTexts[0])) {
    return `${current.map((c) => `${c.label} ${c.time}`).join(', ')} ${zone} ${dayTexts[0]}`;
  }
  return `${current.map((c, i) => `${c.label} ${c.time} (${dayTexts[i]})`).join(', ')} ${zone}`;
}
