// When a pick for a draw may be made: until that draw's sales close (the state's schedule and its
// salesCloseMinutes), the same cutoff a bought play has. After it a pick is locked.
import { expectedDraws, type DrawSlot } from '../schedules/expected-draws.js';
import { scheduleOf } from '../schedules/schedules.js';

/**
 * A scheduled draw's instant and the instant its sales (and its picks) close.
 *
 * @example
 * ```ts
 * import type { PickWindow } from '@pick3/core';
 * const w: PickWindow = { drawAt: new Date('2025-07-04T22:59:00Z'), closesAt: new Date('2025-07-04T22:44:00Z') };
 * ```
 */
export interface PickWindow {
  drawAt: Date;
  closesAt: Date;
}

/**
 * The draw's instant and its sales close, from the state's schedule; null when the schedule holds no
 * such draw (a draw time the state does not hold that day, a holiday, a date outside the game).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or `INVALID_DATE`.
 * @example
 * ```ts
 * import { pickWindow } from '@pick3/core';
 * pickWindow('GA', { date: '2025-07-04', drawTime: 'EVE' })?.closesAt; // 2025-07-04T22:44:00Z
 * ```
 */
export function pickWindow(state: string, slot: DrawSlot): PickWindow | null {
  const schedule = scheduleOf(state);
  const draw = expectedDraws(state, slot.date, slot.date).find((d) => d.drawTime === slot.drawTime);
  if (draw === undefined) return null;
  return {
    drawAt: draw.at,
    closesAt: new Date(draw.at.getTime() - schedule.salesCloseMinutes * 60_000),
  };
}

/**
 * Whether a pick for a draw whose {@link pickWindow} is `window` may still be made at `now`: strictly
 * before its sales close.
 *
 * @example
 * ```ts
 * import { pickIsOpen, pickWindow } from '@pick3/core';
 * pickIsOpen(pickWindow('GA', { date: '2025-07-04', drawTime: 'EVE' })!, new Date('2025-07-04T22:45:00Z')); // false
 * ```
 */
export function pickIsOpen(window: PickWindow, now: Date): boolean {
  return now.getTime() < window.closesAt.getTime();
}
