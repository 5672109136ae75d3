import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../states/states.js';
import { describeSchedule } from './describe-schedule.js';
import { scheduleOf } from './schedules.js';

describe('describeSchedule', () => {
  it('summarises the current draws with their own names, local times, zone and days', () => {
    expect(describeSchedule('GA')).toBe(
      'Midday 12:29 PM, Evening 6:59 PM, Night 11:34 PM ET daily',
    );
    expect(describeSchedule('TX')).toBe(
      'Morning 10:00 AM, Day 12:27 PM, Evening 6:00 PM, Night 10:12 PM CT Mon–Sat',
    );
    expect(describeSchedule('AR')).toBe('Midday 12:59 PM (Mon–Sat), Evening 6:59 PM (daily) CT');
    expect(describeSchedule('NC')).toBe('Daytime 3:00 PM, Evening 11:22 PM ET daily');
    expect(describeSchedule('AZ')).toBe('Evening 8:00 PM MST daily');
  });

  it('merges the weekday periods of a draw time (Sunday draws that began later)', () => {
    // Nebraska's Sunday draws began in 2016, in a period of their own.
    expect(scheduleOf('NE').periods).toHaveLength(2);
    expect(describeSchedule('ne')).toBe('Evening 9:59 PM CT daily');
  });

  it.each(STATE_CODES.map((code) => [code]))(
    'describes %s with every current draw time',
    (code) => {
      const text = describeSchedule(code);
      const current = scheduleOf(code).periods.filter((p) => p.until === undefined);
      for (const period of current) {
        const hour = Number(period.time.slice(0, 2));
        expect(text).toContain(`${hour % 12 === 0 ? 12 : hour % 12}:${period.time.slice(3)}`);
      }
      expect(text).toMatch(/ (ET|CT|MT|MST|PT)\b/);
    },
  );
});
