// Why a row a source served cannot be a real draw. The rules (time zones, draw schedules, when a
// game began) are @pick3/core's; this only names which one a row breaks, so ingest can leave it out
// and say so in the run.
import {
  DRAW_TIME_LABELS,
  drawHeldOn,
  isPick3Error,
  scheduleOf,
  todayInZone,
  type StateDraw,
  type StateSchedule,
} from '@pick3/core';

/** The reasons ingest rejects a row, as recorded in `ingest_runs.rejections`. */
export const REJECTION_REASONS = ['future', 'before-game', 'not-held'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export interface Rejection {
  reason: RejectionReason;
  /** The row and why, e.g. `2026-06-12 Evening: dated after today (2026-06-11) in America/Denver`. */
  message: string;
}

/** A state's schedule and the first date any of its draws existed, or undefined when not known. */
interface StateRules {
  schedule: StateSchedule;
  firstDate: string | undefined;
}

function rulesOf(state: string): StateRules | undefined {
  let schedule: StateSchedule;
  try {
    schedule = scheduleOf(state);
  } catch (error) {
    // A state without a schedule has nothing to check against.
    if (isPick3Error(error)) return undefined;
    throw error;
  }
  // Before gameSince, or (when it is not known) before every draw time's first period.
  const starts = schedule.periods.map((period) => period.since);
  const firstDate =
    schedule.gameSince ??
    (starts.every((since) => since !== undefined) ? [...starts].sort()[0] : undefined);
  return { schedule, firstDate };
}

/**
 * A checker for the rows of one run at `now`: it returns why a row must not be stored, or null for
 * a row that can be a real draw. Rejected are rows dated after today in the state's time zone, rows
 * dated before the game existed, and rows for a draw time the state did not hold on that date (the
 * wrong weekday, before that draw time began, a holiday without draws).
 *
 * @example
 * ```ts
 * const check = rowChecker(new Date('2026-06-11T15:00:00Z'));
 * check({ state: 'TX', date: '2026-06-07', drawTime: 'NITE', number: '123' });
 * // { reason: 'not-held', message: '2026-06-07 Night: TX held no Night draw on that date' } (a Sunday)
 * ```
 */
export function rowChecker(now: Date): (row: StateDraw) => Rejection | null {
  const rules = new Map<string, StateRules | undefined>();
  const today = new Map<string, string>();
  return (row) => {
    if (!rules.has(row.state)) rules.set(row.state, rulesOf(row.state));
    const state = rules.get(row.state);
    if (state === undefined) return null;
    const { timeZone } = state.schedule;
    let localToday = today.get(timeZone);
    if (localToday === undefined) today.set(timeZone, (localToday = todayInZone(timeZone, now)));
    const label = `${row.date} ${DRAW_TIME_LABELS[row.drawTime]}`;
    if (row.date > localToday) {
      return {
        reason: 'future',
        message: `${label}: dated after today (${localToday}) in ${timeZone}`,
      };
    }
    if (state.firstDate !== undefined && row.date < state.firstDate) {
      return {
        reason: 'before-game',
        message: `${label}: before ${row.state} ${state.schedule.game} began (${state.firstDate})`,
      };
    }
    if (!drawHeldOn(row.state, row.date, row.drawTime)) {
      return {
        reason: 'not-held',
        message: `${label}: ${row.state} held no ${DRAW_TIME_LABELS[row.drawTime]} draw on that date`,
      };
    }
    return null;
  };
}
