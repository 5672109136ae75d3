/**
 * Schedules in the form the walkers use: day numbers, weekday bit masks and minutes, one list per draw
 * time, built once per state and cached. Internal to `schedules/`.
 */
import { describeValue, Pick3Error } from '../errors/errors.js';
import { DRAW_TIMES, type DrawTimeCode } from '../draw-times/draw-times.js';
import {
  civilFromDays,
  clockMinutes,
  daysFromCivil,
  dayOfIso,
  localInstant,
  weekdayOfDay,
} from '../zoned-dates/zoned-dates.js';
import { parseSchedules, type DrawPeriod, type StateSchedule } from './parse-schedules.js';
import { SCHEDULE_DATA } from './schedule-data.js';

const NEVER_BEFORE = Number.NEGATIVE_INFINITY;
const NEVER_AFTER = Number.POSITIVE_INFINITY;

export interface CompiledPeriod {
  readonly from: number;
  /** Exclusive. */
  readonly to: number;
  readonly daysMask: number;
  readonly minutes: number;
  readonly period: DrawPeriod;
}

interface CompiledRule {
  /** month * 100 + day, or 0 for Easter Sunday. */
  readonly monthDay: number;
  readonly from: number;
  readonly to: number;
  /** Bit per draw-time rank. */
  readonly timesMask: number;
}

export interface CompiledSchedule {
  readonly schedule: StateSchedule;
  /** Periods per draw-time rank (MORN 0 … NITE 3). */
  readonly byRank: readonly (readonly CompiledPeriod[])[];
  /** Ranks the state has ever drawn, ascending. */
  readonly ranks: readonly number[];
  readonly rules: readonly CompiledRule[];
  /** First day any draw can be held (gameSince or the earliest period), or -Infinity. */
  readonly firstDay: number;
  /** Day after the last possible draw, or +Infinity while any period is open-ended. */
  readonly endDay: number;
  readonly delayMs: number;
}

const easterCache = new Map<number, number>();

/** Day number of Western Easter Sunday (anonymous Gregorian computus). */
function easterDay(year: number): number {
  let day = easterCache.get(year);
  if (day === undefined) {
    const a = year % 19;
    const b = Math.floor(year / 100);
    const c = year % 100;
    const d = Math.floor(b / 4);
    const e = b % 4;
    const f = Math.floor((b + 8) / 25);
    const g = Math.floor((b - f + 1) / 3);
    const h = (19 * a + b - d - g + 15) % 30;
    const i = Math.floor(c / 4);
    const k = c % 4;
    const l = (32 + 2 * e + 2 * i - h - k) % 7;
    const m = Math.floor((a + 11 * h + 22 * l) / 451);
    const month = Math.floor((h + l - 7 * m + 114) / 31);
    const dom = ((h + l - 7 * m + 114) % 31) + 1;
    day = daysFromCivil(year, month, dom);
    easterCache.set(year, day);
  }
  return day;
}

function dayOr(iso: string | undefined, fallback: number): number {
  return iso === undefined ? fallback : dayOfIso(iso);
}

export function compileSchedule(schedule: StateSchedule): CompiledSchedule {
  const gameFrom = dayOr(schedule.gameSince, NEVER_BEFORE);
  const byRank: CompiledPeriod[][] = DRAW_TIMES.map(() => []);
  let firstDay = NEVER_AFTER;
  let endDay = NEVER_BEFORE;
  for (const period of schedule.periods) {
    const from = Math.max(gameFrom, dayOr(period.since, NEVER_BEFORE));
    const to = dayOr(period.until, NEVER_AFTER);
    let daysMask = 0;
    for (const day of period.days) daysMask |= 1 << day;
    byRank[DRAW_TIMES.indexOf(period.drawTime)]!.push({
      from,
      to,
      daysMask,
      minutes: clockMinutes(period.time),
      period,
    });
    firstDay = Math.min(firstDay, from);
    endDay = Math.max(endDay, to);
  }
  const rules = schedule.noDrawDates.map((rule) => ({
    monthDay:
      rule.on === 'easter' ? 0 : Number(rule.on.slice(0, 2)) * 100 + Number(rule.on.slice(3)),
    from: dayOr(rule.since, NEVER_BEFORE),
    to: dayOr(rule.until, NEVER_AFTER),
    timesMask: (rule.drawTimes ?? DRAW_TIMES).reduce(
      (mask, code) => mask | (1 << DRAW_TIMES.indexOf(code)),
      0,
    ),
  }));
  return {
    schedule,
    byRank,
    ranks: byRank.flatMap((list, rank) => (list.length > 0 ? [rank] : [])),
    rules,
    firstDay,
    endDay,
    delayMs: schedule.postingDelayMinutes * 60_000,
  };
}

function skipped(compiled: CompiledSchedule, day: number, rank: number): boolean {
  for (const rule of compiled.rules) {
    if (day < rule.from || day >= rule.to || (rule.timesMask & (1 << rank)) === 0) continue;
    const [year, month, dom] = civilFromDays(day);
    if (rule.monthDay === 0 ? easterDay(year) === day : rule.monthDay === month * 100 + dom) {
      return true;
    }
  }
  return false;
}

/** The period under which draw time `rank` was held on `day`, or undefined when it was not held. */
export function periodOn(
  compiled: CompiledSchedule,
  day: number,
  rank: number,
): CompiledPeriod | undefined {
  const bit = 1 << weekdayOfDay(day);
  for (const period of compiled.byRank[rank]!) {
    if (day >= period.from && day < period.to && (period.daysMask & bit) !== 0) {
      return compiled.rules.length > 0 && skipped(compiled, day, rank) ? undefined : period;
    }
  }
  return undefined;
}

/** UTC milliseconds of a held draw. */
export function instantOf(compiled: CompiledSchedule, day: number, period: CompiledPeriod): number {
  return localInstant(compiled.schedule.timeZone, day, period.minutes);
}

/** Compiled bundled schedules, by state code, each compiled on its first use. */
const bundled = new Map<string, CompiledSchedule>();

/**
 * The compiled bundled schedule of a state code (any case), or `INVALID_STATE`. Only the asked state
 * is parsed and compiled (its time zone's formatter is the costly part): a page of one state does
 * not pay for all 36 on a phone's start-up. The whole data is validated by schedule-data.test.ts.
 */
export function compiledOf(state: unknown): CompiledSchedule {
  const code = typeof state === 'string' ? state.toUpperCase() : '';
  let compiled = bundled.get(code);
  if (compiled === undefined) {
    const raw = SCHEDULE_DATA.states.find((entry) => entry.state === code);
    if (raw === undefined) {
      throw new Pick3Error(
        'INVALID_STATE',
        `${describeValue(state)} is not a state with a draw schedule (two letters, like GA).`,
        { field: 'state' },
      );
    }
    compiled = compileSchedule(parseSchedules({ states: [raw] })[0] as StateSchedule);
    bundled.set(code, compiled);
  }
  return compiled;
}

/** Rank of a draw-time code, or `INVALID_DRAW_TIME` naming `field`. */
export function requireRank(drawTime: unknown, field = 'drawTime'): number {
  const rank = DRAW_TIMES.indexOf(drawTime as DrawTimeCode);
  if (rank < 0) {
    throw new Pick3Error(
      'INVALID_DRAW_TIME',
      `${describeValue(drawTime)} is not a draw-time code (MORN, DAY, EVE, NITE).`,
      { field },
    );
  }
  return rank;
}
