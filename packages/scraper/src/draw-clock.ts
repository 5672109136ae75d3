// When to poll a state's sources: a few minutes after each of its draws (from @pick3/core's draw
// schedules), then again with growing waits until the draw is stored or two hours have passed.
import { addDays, expectedDraws, scheduleOf, todayInZone, type DrawTimeCode } from '@pick3/core';

/** Minutes after a draw of its first poll: most results are posted within minutes of the draw. */
export const FIRST_POLL_MINUTES = 5;
/** Minutes after a draw of its last poll: a result not posted by then waits for the hourly catch-all. */
export const GIVE_UP_MINUTES = 120;
/** Waits between polls of one draw, in minutes; the last one repeats. */
const RETRY_WAITS = [3, 4, 6, 9, 14, 20, 30] as const;

/** One planned poll of a state's sources for one draw. */
export interface PlannedPoll {
  state: string;
  drawTime: DrawTimeCode;
  /** The draw's local date (ISO) in the state's zone. */
  date: string;
  /** The draw's instant. */
  drawAt: Date;
  /** When to poll. */
  pollAt: Date;
}

export interface DrawClockOptions {
  /** Minutes after the draw of the first poll. Default {@link FIRST_POLL_MINUTES}. */
  firstPollMinutes?: number;
  /** Minutes after the draw of the last poll. Default {@link GIVE_UP_MINUTES}. */
  giveUpMinutes?: number;
}

/**
 * The minutes after a draw at which it is polled: the first poll, then waits of 3, 4, 6, 9, 14, 20
 * and 30 minutes (repeated) until the last poll at `giveUpMinutes`. With the defaults: 5, 8, 12, 18,
 * 27, 41, 61, 91 and 120, so a result the source posts within 18 minutes is stored by minute 20.
 *
 * @example
 * ```ts
 * pollOffsets(); // [5, 8, 12, 18, 27, 41, 61, 91, 120]
 * ```
 */
export function pollOffsets(options: DrawClockOptions = {}): number[] {
  const first = options.firstPollMinutes ?? FIRST_POLL_MINUTES;
  const last = Math.max(first, options.giveUpMinutes ?? GIVE_UP_MINUTES);
  const offsets = [first];
  for (let i = 0; offsets.at(-1)! < last; i++) {
    const wait = RETRY_WAITS[Math.min(i, RETRY_WAITS.length - 1)]!;
    offsets.push(Math.min(last, offsets.at(-1)! + wait));
  }
  return offsets;
}

/**
 * The first poll of every draw of these states whose first poll falls in [from, to), sorted by poll
 * time (then state). Draw instants come from @pick3/core (`expectedDraws`: local clock time in the
 * state's zone, DST-correct, only the days and draw times the state holds).
 *
 * @example
 * ```ts
 * planPolls(['GA'], new Date('2025-07-04T12:00:00Z'), new Date('2025-07-05T12:00:00Z'));
 * // [{ state: 'GA', drawTime: 'DAY', date: '2025-07-04', drawAt: 16:29Z, pollAt: 16:34Z }, … EVE, NITE]
 * ```
 */
export function planPolls(
  states: readonly string[],
  from: Date,
  to: Date,
  options: DrawClockOptions = {},
): PlannedPoll[] {
  const offsetMs = (options.firstPollMinutes ?? FIRST_POLL_MINUTES) * 60_000;
  return draws(states, from.getTime() - offsetMs, to.getTime() - offsetMs)
    .map((draw) => ({ ...draw, pollAt: new Date(draw.drawAt.getTime() + offsetMs) }))
    .sort((a, b) => a.pollAt.getTime() - b.pollAt.getTime() || a.state.localeCompare(b.state));
}

/** The draws of these states held in [fromMs, toMs). */
export function draws(
  states: readonly string[],
  fromMs: number,
  toMs: number,
): Omit<PlannedPoll, 'pollAt'>[] {
  const out: Omit<PlannedPoll, 'pollAt'>[] = [];
  for (const state of [...new Set(states)]) {
    const { timeZone } = scheduleOf(state);
    // Local dates around the window; the instants decide.
    const first = addDays(todayInZone(timeZone, fromMs), -1);
    const last = addDays(todayInZone(timeZone, toMs), 1);
    for (const draw of expectedDraws(state, first, last)) {
      const at = draw.at.getTime();
      if (at >= fromMs && at < toMs) {
        out.push({ state, drawTime: draw.drawTime, date: draw.date, drawAt: draw.at });
      }
    }
  }
  return out;
}

/** Minute past every hour of the scheduler's hourly catch-all (scheduler.ts DEFAULT_CRON, `7 * * * *`). */
const CATCH_ALL_MINUTE = 7;

/**
 * When the scheduler next reads `state`'s sources after `now` (what a failure message promises as
 * "the next try"): the draw clock's next poll of one of its draws (the first poll after a draw, or a
 * retry of a recent draw, until `giveUpMinutes` after it), or the hourly catch-all at minute 7,
 * whichever comes first. The default schedule, as the API's in-process scheduler and the worker run it.
 *
 * @example
 * ```ts
 * // GA draws 12:29 PM Eastern (16:29Z in July); 16:00Z: the catch-all at 16:07Z comes first.
 * nextPollAt('GA', new Date('2025-07-04T16:00:00Z')); // 2025-07-04T16:07:00.000Z
 * // 16:30Z: the draw clock's first poll, 16:34Z, before the catch-all at 17:07Z.
 * nextPollAt('GA', new Date('2025-07-04T16:30:00Z')); // 2025-07-04T16:34:00.000Z
 * ```
 */
export function nextPollAt(state: string, now: Date, options: DrawClockOptions = {}): Date {
  const nowMs = now.getTime();
  const hour = new Date(nowMs);
  hour.setUTCMinutes(CATCH_ALL_MINUTE, 0, 0);
  let best = hour.getTime() > nowMs ? hour.getTime() : hour.getTime() + 3_600_000;
  const offsets = pollOffsets(options).map((minutes) => minutes * 60_000);
  const reach = offsets.at(-1) ?? 0;
  for (const draw of draws([state], nowMs - reach, best)) {
    const next = offsets.map((o) => draw.drawAt.getTime() + o).find((at) => at > nowMs);
    if (next !== undefined && next < best) best = next;
  }
  return new Date(best);
}
