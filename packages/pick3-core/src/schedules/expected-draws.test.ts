import { describe, expect, it } from 'vitest';
import { compareDraws } from '../dates/dates.js';
import { isPick3Error } from '../errors/errors.js';
import { STATE_CODES } from '../states/states.js';
import { addDays } from '../zoned-dates/zoned-dates.js';
import { expectedDraws, latestDueDraw, nextDraw } from './expected-draws.js';
import { drawHeldOn, drawInstant, scheduleOf } from './schedules.js';

const MINUTE = 60_000;

describe('expectedDraws', () => {
  it('counts a week of draws: Texas 6 days × 4, Georgia 7 × 3, Arkansas 6 Midday + 7 Evening', () => {
    // 2025-06-29 is a Sunday.
    expect(expectedDraws('TX', '2025-06-29', '2025-07-05')).toHaveLength(6 * 4);
    expect(expectedDraws('GA', '2025-06-29', '2025-07-05')).toHaveLength(7 * 3);
    expect(expectedDraws('AR', '2025-06-29', '2025-07-05')).toHaveLength(6 + 7);
    expect(expectedDraws('WA', '2025-06-29', '2025-07-05')).toHaveLength(7);
  });

  it('is chronological, inclusive of both dates, and agrees with drawHeldOn and drawInstant', () => {
    const draws = expectedDraws('GA', '2018-12-30', '2019-01-02');
    expect(draws[0]).toMatchObject({ date: '2018-12-30', drawTime: 'DAY' });
    expect(draws.at(-1)).toMatchObject({ date: '2019-01-02', drawTime: 'NITE' });
    expect(draws.map((d) => `${d.date} ${d.drawTime}`)).toEqual([
      '2018-12-30 DAY',
      '2018-12-30 EVE',
      '2018-12-31 DAY',
      '2018-12-31 EVE',
      '2019-01-01 DAY',
      '2019-01-01 EVE',
      '2019-01-01 NITE',
      '2019-01-02 DAY',
      '2019-01-02 EVE',
      '2019-01-02 NITE',
    ]);
    for (let i = 1; i < draws.length; i++) {
      expect(compareDraws(draws[i - 1]!, draws[i]!)).toBeLessThan(0);
      expect(draws[i]!.at.getTime()).toBeGreaterThan(draws[i - 1]!.at.getTime());
    }
    for (const d of draws) expect(d.at).toEqual(drawInstant('GA', d.date, d.drawTime));
  });

  it('matches drawHeldOn day by day for every state over a year', () => {
    for (const state of STATE_CODES) {
      const draws = expectedDraws(state, '2024-01-01', '2024-12-31');
      const held = new Set(draws.map((d) => `${d.date} ${d.drawTime}`));
      for (let date = '2024-01-01'; date <= '2024-12-31'; date = addDays(date, 1)) {
        for (const code of ['MORN', 'DAY', 'EVE', 'NITE'] as const) {
          if (drawHeldOn(state, date, code) !== held.has(`${date} ${code}`)) {
            expect.fail(`${state} ${date} ${code}`);
          }
        }
      }
      expect(draws.length).toBeGreaterThan(300);
    }
  });

  it('is empty for dates before the game and rejects an inverted range', () => {
    expect(expectedDraws('GA', '1990-01-01', '1993-08-09')).toEqual([]);
    expect(expectedDraws('GA', '1990-01-01', '1993-08-10')).toHaveLength(1);
    try {
      expectedDraws('GA', '2025-07-05', '2025-07-04');
      expect.fail('accepted an inverted range');
    } catch (error) {
      expect(isPick3Error(error) && error.field).toBe('toDate');
    }
  });
});

describe('nextDraw', () => {
  it('is the first draw after now', () => {
    expect(nextDraw('GA', new Date('2025-07-04T20:00:00Z'))).toEqual({
      date: '2025-07-04',
      drawTime: 'EVE',
      at: new Date('2025-07-04T22:59:00Z'),
    });
    // Exactly at a draw's instant, that draw is no longer next.
    expect(nextDraw('GA', new Date('2025-07-04T22:59:00Z'))?.drawTime).toBe('NITE');
    expect(nextDraw('GA', new Date('2025-07-04T22:58:59.999Z'))?.drawTime).toBe('EVE');
  });

  it("crosses midnight: Georgia's Night draw is dated the Eastern day while UTC is already on the next", () => {
    // 03:00 UTC on July 5 is 11:00 PM on July 4 in Georgia: the July 4 Night draw is next.
    expect(nextDraw('GA', new Date('2025-07-05T03:00:00Z'))).toEqual({
      date: '2025-07-04',
      drawTime: 'NITE',
      at: new Date('2025-07-05T03:34:00Z'),
    });
    expect(nextDraw('GA', new Date('2025-07-05T03:35:00Z'))).toMatchObject({
      date: '2025-07-05',
      drawTime: 'DAY',
    });
  });

  it('skips days without draws', () => {
    // Saturday night after the Night draw: Texas resumes Monday morning.
    expect(nextDraw('TX', new Date('2025-07-06T04:00:00Z'))).toEqual({
      date: '2025-07-07',
      drawTime: 'MORN',
      at: new Date('2025-07-07T15:00:00Z'),
    });
    expect(nextDraw('LA', new Date('2025-04-20T12:00:00Z'))?.date).toBe('2025-04-21');
  });

  it('is always after now and is held, for every state', () => {
    const now = new Date('2026-03-08T07:30:00Z'); // the US spring-forward instant
    for (const state of STATE_CODES) {
      const next = nextDraw(state, now)!;
      expect(next.at.getTime()).toBeGreaterThan(now.getTime());
      expect(next.at.getTime() - now.getTime()).toBeLessThan(2 * 86_400_000);
      expect(drawHeldOn(state, next.date, next.drawTime)).toBe(true);
    }
  });
});

describe('latestDueDraw', () => {
  it('switches to a draw exactly when its posting delay has passed', () => {
    const evening = drawInstant('GA', '2025-07-04', 'EVE').getTime();
    const delay = scheduleOf('GA').postingDelayMinutes * MINUTE;
    expect(latestDueDraw('GA', new Date(evening + delay - 1))?.drawTime).toBe('DAY');
    expect(latestDueDraw('GA', new Date(evening + delay))).toEqual({
      date: '2025-07-04',
      drawTime: 'EVE',
      at: new Date('2025-07-04T22:59:00Z'),
    });
  });

  it("keeps Georgia's Night draw on its Eastern date after UTC midnight", () => {
    // 03:49 UTC July 5 = 11:49 PM EDT July 4: the July 4 Night draw (11:34 PM) is due.
    expect(latestDueDraw('GA', new Date('2025-07-05T03:49:00Z'))).toMatchObject({
      date: '2025-07-04',
      drawTime: 'NITE',
    });
    expect(latestDueDraw('GA', new Date('2025-07-05T03:48:59Z'))).toMatchObject({
      date: '2025-07-04',
      drawTime: 'EVE',
    });
  });

  it('reaches back over days without draws', () => {
    // Sunday noon in Texas: the newest due draw is Saturday Night.
    expect(latestDueDraw('TX', new Date('2025-07-06T17:00:00Z'))).toMatchObject({
      date: '2025-07-05',
      drawTime: 'NITE',
    });
  });

  it('is null before the game began', () => {
    expect(latestDueDraw('OK', new Date('2005-11-10T12:00:00Z'))).toBeNull();
    expect(latestDueDraw('OK', new Date('2005-11-11T04:00:00Z'))).toMatchObject({
      date: '2005-11-10',
    });
  });
});
