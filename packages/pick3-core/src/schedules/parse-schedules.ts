import { describeValue, Pick3Error, type Pick3ErrorCode } from '../errors/errors.js';
import { isDrawTimeCode, type DrawTimeCode } from '../draw-times/draw-times.js';
import { clockMinutes, dayOfIso, isTimeZone } from '../zoned-dates/zoned-dates.js';

/**
 * One stretch of a draw time's life: the local clock time and weekdays it was drawn on between two
 * dates. A draw time that changed days or clock time over the years has several periods.
 *
 * @example
 * ```ts
 * import type { DrawPeriod } from '@pick3/core';
 * // Georgia Midday on Sundays, which began years after the weekday draws.
 * const sundays: DrawPeriod = { drawTime: 'DAY', name: 'Midday', time: '12:29', days: [0], since: '2009-04-19' };
 * ```
 */
export interface DrawPeriod {
  drawTime: DrawTimeCode;
  /** The lottery's own name for the draw ('Midday', 'Daytime'), when it differs from the code's label. */
  name?: string;
  /** Local clock time of the draw, `HH:MM` (24-hour) in the state's zone. */
  time: string;
  /** Weekdays drawn, 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** First date of the period (ISO, inclusive); unset = since the game began. */
  since?: string;
  /** Date the period ended (ISO, exclusive): the last draw was the day before. */
  until?: string;
  /** Where a value is uncertain or derived from data, why. */
  note?: string;
}

/**
 * A date a state does not draw on: a fixed month-day (`'12-25'`) or Easter Sunday (`'easter'`),
 * optionally limited to some years and draw times.
 *
 * @example
 * ```ts
 * import type { NoDrawRule } from '@pick3/core';
 * const christmas: NoDrawRule = { on: '12-25' };
 * const oldChristmas: NoDrawRule = { on: '12-25', until: '2011-01-01', note: 'from the data' };
 * ```
 */
export interface NoDrawRule {
  /** `MM-DD`, or `easter` for Easter Sunday (Western). */
  on: string;
  /** First date the rule applies (ISO, inclusive). */
  since?: string;
  /** Date the rule stopped applying (ISO, exclusive). */
  until?: string;
  /** Draw times skipped; unset = every draw time. */
  drawTimes?: readonly DrawTimeCode[];
  note?: string;
}

/**
 * A state's draw schedule: its game, time zone and every period of every draw time, validated by
 * {@link parseSchedules}.
 *
 * @example
 * ```ts
 * import { scheduleOf, type StateSchedule } from '@pick3/core';
 * const ga: StateSchedule = scheduleOf('GA');
 * ga.timeZone; // 'America/New_York'
 * ```
 */
export interface StateSchedule {
  /** Two-letter code, as in `STATES`. */
  state: string;
  /** The lottery's name for its three-digit game ('Cash 3', 'Numbers', 'Daily Game'). */
  game: string;
  /** IANA time zone the draw times are given in. */
  timeZone: string;
  /** ISO date the game began where known: no draw before it is expected. */
  gameSince?: string;
  /** Minutes after a draw its result is normally posted (default 15). */
  postingDelayMinutes: number;
  /**
   * Minutes before a draw its ticket sales close (default {@link DEFAULT_SALES_CLOSE_MINUTES}): a play
   * bought closer than this to a draw is for the following one.
   */
  salesCloseMinutes: number;
  /** Every period of every draw time. */
  periods: readonly DrawPeriod[];
  /** Dates the state skips. */
  noDrawDates: readonly NoDrawRule[];
  note?: string;
}

/**
 * Minutes between a draw and its posted result when a schedule does not say.
 *
 * @example
 * ```ts
 * import { DEFAULT_POSTING_DELAY_MINUTES } from '@pick3/core';
 * DEFAULT_POSTING_DELAY_MINUTES; // 15
 * ```
 */
export const DEFAULT_POSTING_DELAY_MINUTES = 15;

/**
 * Minutes before a draw its sales close when a schedule does not say. Lotteries stop selling a few
 * minutes before each draw (as little as 1, as many as 30); 15 is an assumed, cautious default for
 * the states whose official cutoff is not recorded, so no play is sold for a draw whose ticket could
 * no longer be printed.
 *
 * @example
 * ```ts
 * import { DEFAULT_SALES_CLOSE_MINUTES } from '@pick3/core';
 * DEFAULT_SALES_CLOSE_MINUTES; // 15
 * ```
 */
export const DEFAULT_SALES_CLOSE_MINUTES = 15;

const STATE_KEYS = new Set([
  'state',
  'game',
  'timeZone',
  'gameSince',
  'postingDelayMinutes',
  'salesCloseMinutes',
  'periods',
  'noDrawDates',
  'note',
]);
const PERIOD_KEYS = new Set(['drawTime', 'name', 'time', 'days', 'since', 'until', 'note']);
const RULE_KEYS = new Set(['on', 'since', 'until', 'drawTimes', 'note']);
const MONTH_DAY_RE = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_LENGTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

type Obj = Record<string, unknown>;

function fail(code: Pick3ErrorCode, where: string, message: string): never {
  throw new Pick3Error(code, `Schedule ${where}: ${message}`, { field: where });
}

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkKeys(value: Obj, allowed: Set<string>, where: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) fail('INVALID_OPTION', `${where}.${key}`, 'unknown field.');
  }
}

function optionalText(value: Obj, key: string, where: string): string | undefined {
  const text = value[key];
  if (text === undefined) return undefined;
  if (typeof text !== 'string' || text.trim() === '') {
    fail('INVALID_OPTION', `${where}.${key}`, `${describeValue(text)} is not a non-empty text.`);
  }
  return text;
}

/** A whole number of minutes 0–1440 (a day), or `fallback` when unset. */
function optionalMinutes(value: Obj, key: string, where: string, fallback: number): number {
  const minutes = value[key];
  if (minutes === undefined) return fallback;
  if (!Number.isInteger(minutes) || (minutes as number) < 0 || (minutes as number) > 24 * 60) {
    fail(
      'INVALID_OPTION',
      `${where}.${key}`,
      `${describeValue(minutes)} is not a whole number of minutes 0–1440.`,
    );
  }
  return minutes as number;
}

function optionalDate(value: Obj, key: string, where: string): string | undefined {
  const date = value[key];
  if (date === undefined) return undefined;
  if (Number.isNaN(dayOfIso(date))) {
    fail('INVALID_DATE', `${where}.${key}`, `${describeValue(date)} is not a date (YYYY-MM-DD).`);
  }
  return date as string;
}

function checkRange(since: string | undefined, until: string | undefined, where: string): void {
  if (since !== undefined && until !== undefined && until <= since) {
    fail('INVALID_DATE', `${where}.until`, `${until} is not after since (${since}).`);
  }
}

function parsePeriod(raw: unknown, where: string): DrawPeriod {
  if (!isObject(raw)) fail('INVALID_OPTION', where, 'expected an object.');
  checkKeys(raw, PERIOD_KEYS, where);
  if (!isDrawTimeCode(raw.drawTime)) {
    fail(
      'INVALID_DRAW_TIME',
      `${where}.drawTime`,
      `${describeValue(raw.drawTime)} is not a draw time (MORN, DAY, EVE, NITE).`,
    );
  }
  if (clockMinutes(raw.time) < 0) {
    fail(
      'INVALID_OPTION',
      `${where}.time`,
      `${describeValue(raw.time)} is not a local clock time HH:MM (00:00–23:59).`,
    );
  }
  const days = raw.days;
  if (!Array.isArray(days) || days.length === 0) {
    fail(
      'INVALID_OPTION',
      `${where}.days`,
      'expected a non-empty list of weekdays (0 = Sunday … 6 = Saturday).',
    );
  }
  days.forEach((day, i) => {
    if (!Number.isInteger(day) || (day as number) < 0 || (day as number) > 6) {
      fail(
        'INVALID_OPTION',
        `${where}.days[${i}]`,
        `${describeValue(day)} is not a weekday 0–6 (0 = Sunday).`,
      );
    }
    if (days.indexOf(day) !== i)
      fail('INVALID_OPTION', `${where}.days[${i}]`, `weekday ${day} is listed twice.`);
  });
  const since = optionalDate(raw, 'since', where);
  const until = optionalDate(raw, 'until', where);
  checkRange(since, until, where);
  const name = optionalText(raw, 'name', where);
  const note = optionalText(raw, 'note', where);
  return Object.freeze({
    drawTime: raw.drawTime,
    ...(name === undefined ? {} : { name }),
    time: raw.time as string,
    days: Object.freeze([...(days as number[])].sort((a, b) => a - b)),
    ...(since === undefined ? {} : { since }),
    ...(until === undefined ? {} : { until }),
    ...(note === undefined ? {} : { note }),
  });
}

function parseRule(raw: unknown, where: string): NoDrawRule {
  if (!isObject(raw)) fail('INVALID_OPTION', where, 'expected an object.');
  checkKeys(raw, RULE_KEYS, where);
  const on = raw.on;
  const match = typeof on === 'string' ? MONTH_DAY_RE.exec(on) : null;
  if (
    on !== 'easter' &&
    (match === null || Number(match[2]) > MONTH_LENGTH[Number(match[1]) - 1]!)
  ) {
    fail(
      'INVALID_DATE',
      `${where}.on`,
      `${describeValue(on)} is not a month-day MM-DD or 'easter'.`,
    );
  }
  const since = optionalDate(raw, 'since', where);
  const until = optionalDate(raw, 'until', where);
  checkRange(since, until, where);
  let drawTimes: readonly DrawTimeCode[] | undefined;
  if (raw.drawTimes !== undefined) {
    if (!Array.isArray(raw.drawTimes) || raw.drawTimes.length === 0) {
      fail('INVALID_OPTION', `${where}.drawTimes`, 'expected a non-empty list of draw times.');
    }
    raw.drawTimes.forEach((code, i) => {
      if (!isDrawTimeCode(code)) {
        fail(
          'INVALID_DRAW_TIME',
          `${where}.drawTimes[${i}]`,
          `${describeValue(code)} is not a draw time (MORN, DAY, EVE, NITE).`,
        );
      }
    });
    drawTimes = Object.freeze([...(raw.drawTimes as DrawTimeCode[])]);
  }
  const note = optionalText(raw, 'note', where);
  return Object.freeze({
    on: on as string,
    ...(since === undefined ? {} : { since }),
    ...(until === undefined ? {} : { until }),
    ...(drawTimes === undefined ? {} : { drawTimes }),
    ...(note === undefined ? {} : { note }),
  });
}

/** Two periods of one draw time may not both claim a weekday on the same date. */
function checkOverlaps(periods: readonly DrawPeriod[], state: string): void {
  for (let i = 0; i < periods.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = periods[i]!;
      const b = periods[j]!;
      if (a.drawTime !== b.drawTime) continue;
      const datesMeet =
        (a.since === undefined || b.until === undefined || a.since < b.until) &&
        (b.since === undefined || a.until === undefined || b.since < a.until);
      const shared = a.days.find((day) => b.days.includes(day));
      if (datesMeet && shared !== undefined) {
        fail(
          'INVALID_OPTION',
          `${state}.periods[${i}]`,
          `overlaps periods[${j}] (${a.drawTime} on weekday ${shared}); give them separate dates or weekdays.`,
        );
      }
    }
  }
}

function parseState(raw: unknown, index: number): StateSchedule {
  if (!isObject(raw)) fail('INVALID_OPTION', `states[${index}]`, 'expected an object.');
  const state = raw.state;
  if (typeof state !== 'string' || !/^[A-Z]{2}$/.test(state)) {
    throw new Pick3Error(
      'INVALID_STATE',
      `Schedule states[${index}].state: ${describeValue(state)} is not a state code (two upper-case letters, like GA).`,
      { field: `states[${index}].state` },
    );
  }
  checkKeys(raw, STATE_KEYS, state);
  const game = optionalText(raw, 'game', state);
  if (game === undefined) fail('INVALID_OPTION', `${state}.game`, 'the game name is missing.');
  if (typeof raw.timeZone !== 'string' || !isTimeZone(raw.timeZone)) {
    fail(
      'INVALID_OPTION',
      `${state}.timeZone`,
      `${describeValue(raw.timeZone)} is not an IANA time zone (like America/New_York).`,
    );
  }
  const gameSince = optionalDate(raw, 'gameSince', state);
  const postingDelayMinutes = optionalMinutes(
    raw,
    'postingDelayMinutes',
    state,
    DEFAULT_POSTING_DELAY_MINUTES,
  );
  const salesCloseMinutes = optionalMinutes(
    raw,
    'salesCloseMinutes',
    state,
    DEFAULT_SALES_CLOSE_MINUTES,
  );
  if (!Array.isArray(raw.periods) || raw.periods.length === 0) {
    fail('INVALID_OPTION', `${state}.periods`, 'expected a non-empty list of draw periods.');
  }
  const periods = Object.freeze(
    raw.periods.map((p, i) => parsePeriod(p, `${state}.periods[${i}]`)),
  );
  checkOverlaps(periods, state);
  const rules = raw.noDrawDates ?? [];
  if (!Array.isArray(rules)) fail('INVALID_OPTION', `${state}.noDrawDates`, 'expected a list.');
  const noDrawDates = Object.freeze(
    rules.map((r, i) => parseRule(r, `${state}.noDrawDates[${i}]`)),
  );
  const note = optionalText(raw, 'note', state);
  return Object.freeze({
    state,
    game,
    timeZone: raw.timeZone,
    ...(gameSince === undefined ? {} : { gameSince }),
    postingDelayMinutes,
    salesCloseMinutes,
    periods,
    noDrawDates,
    ...(note === undefined ? {} : { note }),
  });
}

/**
 * Validates schedule data (`{ states: [...] }`, the shape of `SCHEDULE_DATA`) and returns the
 * schedules, frozen, in input order. Unknown fields are rejected so a typo cannot silently drop a
 * period.
 *
 * @throws {@link Pick3Error} naming the state and field (`field: 'GA.periods[2].time'`):
 * `INVALID_STATE` (bad or repeated code), `INVALID_DRAW_TIME` (unknown draw time), `INVALID_DATE`
 * (bad date, month-day, or `until` not after `since`), `INVALID_OPTION` (bad zone, HH:MM, weekday,
 * overlapping periods, unknown field).
 * @example
 * ```ts
 * import { parseSchedules, SCHEDULE_DATA } from '@pick3/core';
 * parseSchedules(SCHEDULE_DATA).length; // 36
 * parseSchedules({ states: [{ state: 'GA', game: 'Cash 3', timeZone: 'America/New_York',
 *   periods: [{ drawTime: 'EVE', time: '25:00', days: [0] }] }] });
 * // throws Pick3Error INVALID_OPTION, field 'GA.periods[0].time'
 * ```
 */
export function parseSchedules(data: unknown): readonly StateSchedule[] {
  if (!isObject(data) || !Array.isArray(data.states)) {
    throw new Pick3Error(
      'INVALID_OPTION',
      'Schedule data: expected an object with a states list.',
      {
        field: 'states',
      },
    );
  }
  const seen = new Set<string>();
  const schedules = data.states.map((raw, i) => {
    const schedule = parseState(raw, i);
    if (seen.has(schedule.state)) {
      throw new Pick3Error(
        'INVALID_STATE',
        `Schedule states[${i}].state: ${schedule.state} is listed twice.`,
        {
          field: `states[${i}].state`,
        },
      );
    }
    seen.add(schedule.state);
    return schedule;
  });
  return Object.freeze(schedules);
}
