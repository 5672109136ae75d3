import { describe, expect, it } from 'vitest';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { isPick3Error } from '../errors/errors.js';
import { drawHeldOn, drawInstant, resultDueAt, scheduleOf } from './schedules.js';

function thrown(fn: () => unknown): { code?: string; field?: string; message?: string } {
  try {
    fn();
  } catch (error) {
    if (isPick3Error(error))
      return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('did not throw');
}

describe('scheduleOf', () => {
  it('finds a state in any case and rejects codes without a schedule', () => {
    expect(scheduleOf('ga')).toBe(scheduleOf('GA'));
    expect(scheduleOf('NY').game).toBe('Numbers');
    expect(thrown(() => scheduleOf('ZZ'))).toMatchObject({ code: 'INVALID_STATE', field: 'state' });
  });
});

describe('drawHeldOn', () => {
  it.each([
    ['TX', '2025-07-06', 'NITE', false, 'Texas does not draw on Sundays'],
    [
      'TX',
      '2025-07-07',
      'MORN',
      true,
      'Texas still draws Morning, though the history stops in 2023',
    ],
    ['TX', '2013-09-06', 'MORN', false, 'Morning draws began 2013-09-09'],
    ['TX', '2013-09-09', 'MORN', true, 'the first Morning draw'],
    ['GA', '2018-12-31', 'NITE', false, 'Georgia Night draws began in 2019'],
    ['GA', '2019-01-01', 'NITE', true, 'the first Night draw'],
    ['GA', '2009-04-12', 'DAY', false, 'no Sunday Midday before 2009-04-19'],
    ['GA', '2009-04-19', 'DAY', true, 'the first Sunday Midday'],
    ['GA', '2009-04-18', 'DAY', true, 'a Saturday Midday'],
    ['GA', '1993-08-09', 'EVE', false, 'before the game began'],
    ['GA', '2025-07-04', 'MORN', false, 'Georgia has no Morning draw'],
    ['NY', '2010-12-25', 'EVE', false, 'no Christmas draws until 2010'],
    ['NY', '2011-12-25', 'EVE', true, 'Christmas draws from 2011'],
    ['NY', '1981-07-26', 'EVE', false, 'no Sunday draws before August 1981'],
    ['CO', '2025-12-25', 'DAY', false, 'no Christmas draws'],
    ['CO', '2025-12-24', 'DAY', true, 'Christmas Eve is drawn'],
    ['LA', '2025-04-20', 'EVE', false, 'Easter Sunday 2025'],
    ['LA', '2024-03-31', 'EVE', false, 'Easter Sunday 2024'],
    ['LA', '2025-04-27', 'EVE', true, 'the Sunday after Easter'],
    ['SC', '2025-07-06', 'DAY', false, 'no Sunday Midday in South Carolina'],
    ['SC', '2025-07-06', 'EVE', true, 'but a Sunday Evening'],
    ['DC', '2023-08-12', 'NITE', false, 'DC Night draws began 2023-08-13'],
  ] as const)('%s %s %s → %s (%s)', (state, date, drawTime, held, _why) => {
    expect(drawHeldOn(state, date, drawTime)).toBe(held);
  });

  it('names bad input', () => {
    expect(thrown(() => drawHeldOn('GA', '2025-02-29', 'EVE'))).toMatchObject({
      code: 'INVALID_DATE',
      field: 'date',
    });
    expect(thrown(() => drawHeldOn('GA', '2025-02-28', 'Evening' as DrawTimeCode))).toMatchObject({
      code: 'INVALID_DRAW_TIME',
      field: 'drawTime',
    });
  });
});

describe('drawInstant', () => {
  it('gives the UTC instant of the local draw time, DST-correct', () => {
    // Georgia Night, 11:34 PM Eastern, is the next UTC day: 03:34 in summer, 04:34 in winter.
    expect(drawInstant('GA', '2025-07-04', 'NITE').toISOString()).toBe('2025-07-05T03:34:00.000Z');
    expect(drawInstant('GA', '2025-01-04', 'NITE').toISOString()).toBe('2025-01-05T04:34:00.000Z');
    // The days the clocks change: the evening draw uses the new offset.
    expect(drawInstant('GA', '2025-03-08', 'EVE').toISOString()).toBe('2025-03-08T23:59:00.000Z');
    expect(drawInstant('GA', '2025-03-09', 'EVE').toISOString()).toBe('2025-03-09T22:59:00.000Z');
    expect(drawInstant('GA', '2025-11-01', 'EVE').toISOString()).toBe('2025-11-01T22:59:00.000Z');
    expect(drawInstant('GA', '2025-11-02', 'EVE').toISOString()).toBe('2025-11-02T23:59:00.000Z');
    expect(drawInstant('CA', '2025-01-10', 'EVE').toISOString()).toBe('2025-01-11T02:30:00.000Z');
    expect(drawInstant('TX', '2025-07-07', 'MORN').toISOString()).toBe('2025-07-07T15:00:00.000Z');
    // Arizona keeps MST all year.
    expect(drawInstant('AZ', '2025-07-04', 'EVE').toISOString()).toBe('2025-07-05T03:00:00.000Z');
    expect(drawInstant('AZ', '2025-01-04', 'EVE').toISOString()).toBe('2025-01-05T03:00:00.000Z');
  });

  it('refuses a draw the state did not hold, saying which', () => {
    expect(thrown(() => drawInstant('TX', '2025-07-06', 'DAY'))).toEqual({
      code: 'INVALID_DRAW_TIME',
      field: 'drawTime',
      message: 'TX held no Day draw on 2025-07-06 (a Sunday).',
    });
  });
});

describe('resultDueAt', () => {
  it("is the draw's instant plus the state's posting delay", () => {
    expect(resultDueAt('GA', '2025-07-04', 'EVE').toISOString()).toBe('2025-07-04T23:14:00.000Z');
    // Georgia's Night draw at 11:34 PM is due on the next UTC day.
    expect(resultDueAt('GA', '2025-07-04', 'NITE').toISOString()).toBe('2025-07-05T03:49:00.000Z');
  });

  it('refuses a draw the state did not hold', () => {
    expect(() => resultDueAt('GA', '2025-07-04', 'MORN')).toThrow(/held no Morning draw/);
  });
});
