import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import { parseSchedules } from './parse-schedules.js';

const DAILY = [0, 1, 2, 3, 4, 5, 6];

/** A valid one-state schedule; each test breaks one thing in it. */
function georgia(): Record<string, unknown> {
  return {
    state: 'GA',
    game: 'Cash 3',
    timeZone: 'America/New_York',
    gameSince: '1993-08-10',
    periods: [
      { drawTime: 'DAY', name: 'Midday', time: '12:29', days: [1, 2, 3, 4, 5, 6] },
      { drawTime: 'DAY', name: 'Midday', time: '12:29', days: [0], since: '2009-04-19' },
      { drawTime: 'EVE', time: '18:59', days: DAILY },
      { drawTime: 'NITE', time: '23:34', days: DAILY, since: '2019-01-01' },
    ],
    noDrawDates: [{ on: '12-25', until: '2011-01-01' }],
  };
}

function rejection(mutate: (state: Record<string, unknown>) => void): {
  code: string;
  field?: string;
  message: string;
} {
  const state = georgia();
  mutate(state);
  try {
    parseSchedules({ states: [state] });
  } catch (error) {
    if (isPick3Error(error))
      return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('parseSchedules accepted the data');
}

const period = (state: Record<string, unknown>, i: number) =>
  (state.periods as Record<string, unknown>[])[i]!;

describe('parseSchedules', () => {
  it('accepts a valid schedule, filling defaults and freezing it', () => {
    const [ga] = parseSchedules({ states: [georgia()] });
    expect(ga!.postingDelayMinutes).toBe(15);
    expect(ga!.salesCloseMinutes).toBe(15);
    expect(ga!.periods).toHaveLength(4);
    expect(ga!.periods[1]).toEqual({
      drawTime: 'DAY',
      name: 'Midday',
      time: '12:29',
      days: [0],
      since: '2009-04-19',
    });
    expect(Object.isFrozen(ga)).toBe(true);
    expect(Object.isFrozen(ga!.periods[0]!.days)).toBe(true);
    expect(
      parseSchedules({ states: [{ ...georgia(), noDrawDates: undefined }] })[0]!.noDrawDates,
    ).toEqual([]);
  });

  it.each([
    [
      'a bad zone',
      (s: Record<string, unknown>) => (s.timeZone = 'Eastern'),
      'INVALID_OPTION',
      'GA.timeZone',
    ],
    [
      'a bad HH:MM',
      (s: Record<string, unknown>) => (period(s, 2).time = '6:59'),
      'INVALID_OPTION',
      'GA.periods[2].time',
    ],
    [
      'an hour past 23',
      (s: Record<string, unknown>) => (period(s, 3).time = '24:10'),
      'INVALID_OPTION',
      'GA.periods[3].time',
    ],
    [
      'an unknown draw time',
      (s: Record<string, unknown>) => (period(s, 2).drawTime = 'Evening'),
      'INVALID_DRAW_TIME',
      'GA.periods[2].drawTime',
    ],
    [
      'a weekday of 7',
      (s: Record<string, unknown>) => (period(s, 2).days = [1, 7]),
      'INVALID_OPTION',
      'GA.periods[2].days[1]',
    ],
    [
      'a repeated weekday',
      (s: Record<string, unknown>) => (period(s, 2).days = [1, 1]),
      'INVALID_OPTION',
      'GA.periods[2].days[1]',
    ],
    [
      'no weekdays',
      (s: Record<string, unknown>) => (period(s, 2).days = []),
      'INVALID_OPTION',
      'GA.periods[2].days',
    ],
    [
      'a bad since',
      (s: Record<string, unknown>) => (period(s, 3).since = '2019-02-30'),
      'INVALID_DATE',
      'GA.periods[3].since',
    ],
    [
      'until not after since',
      (s: Record<string, unknown>) => (period(s, 3).until = '2019-01-01'),
      'INVALID_DATE',
      'GA.periods[3].until',
    ],
    [
      'a bad gameSince',
      (s: Record<string, unknown>) => (s.gameSince = '8/10/1993'),
      'INVALID_DATE',
      'GA.gameSince',
    ],
    [
      'a bad holiday',
      (s: Record<string, unknown>) => (s.noDrawDates = [{ on: '02-30' }]),
      'INVALID_DATE',
      'GA.noDrawDates[0].on',
    ],
    [
      'a holiday for an unknown draw time',
      (s: Record<string, unknown>) => (s.noDrawDates = [{ on: 'easter', drawTimes: ['NOON'] }]),
      'INVALID_DRAW_TIME',
      'GA.noDrawDates[0].drawTimes[0]',
    ],
    [
      'overlapping periods of one draw time',
      (s: Record<string, unknown>) => (period(s, 1).days = [0, 6]),
      'INVALID_OPTION',
      'GA.periods[1]',
    ],
    [
      'an unknown field',
      (s: Record<string, unknown>) => (period(s, 0).sinse = '2000-01-01'),
      'INVALID_OPTION',
      'GA.periods[0].sinse',
    ],
    [
      'no periods',
      (s: Record<string, unknown>) => (s.periods = []),
      'INVALID_OPTION',
      'GA.periods',
    ],
    [
      'a missing game name',
      (s: Record<string, unknown>) => delete s.game,
      'INVALID_OPTION',
      'GA.game',
    ],
    [
      'a bad posting delay',
      (s: Record<string, unknown>) => (s.postingDelayMinutes = -5),
      'INVALID_OPTION',
      'GA.postingDelayMinutes',
    ],
    [
      'a sales cutoff that is not whole minutes',
      (s: Record<string, unknown>) => (s.salesCloseMinutes = 7.5),
      'INVALID_OPTION',
      'GA.salesCloseMinutes',
    ],
    [
      'a lower-case state',
      (s: Record<string, unknown>) => (s.state = 'ga'),
      'INVALID_STATE',
      'states[0].state',
    ],
  ])('rejects %s, naming the state and field', (_what, mutate, code, field) => {
    const error = rejection(mutate);
    expect(error.code).toBe(code);
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  });

  it('accepts two periods of a draw time that meet without overlapping', () => {
    const state = georgia();
    (state.periods as unknown[]).push({
      drawTime: 'EVE',
      time: '19:00',
      days: DAILY,
      until: '1990-01-01',
    });
    period(state, 2).since = '1990-01-01';
    expect(parseSchedules({ states: [state] })[0]!.periods).toHaveLength(5);
  });

  it('rejects a state listed twice and data that is not a states list', () => {
    expect(() => parseSchedules({ states: [georgia(), georgia()] })).toThrow(/GA is listed twice/);
    expect(() => parseSchedules([georgia()])).toThrow(/states list/);
    expect(() => parseSchedules(null)).toThrow(/states list/);
  });
});
