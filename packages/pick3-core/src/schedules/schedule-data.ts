import type { StateSchedule } from './parse-schedules.js';

/**
 * The input shape of schedule data: {@link StateSchedule} with `postingDelayMinutes` (default 15),
 * `salesCloseMinutes` (default 15) and `noDrawDates` (default none) optional. `parseSchedules` validates it.
 *
 * @example
 * ```ts
 * import { parseSchedules, type ScheduleData } from '@pick3/core';
 * const data: ScheduleData = { states: [{ state: 'MN', game: 'Pick 3', timeZone: 'America/Chicago',
 *   periods: [{ drawTime: 'EVE', time: '18:17', days: [0, 1, 2, 3, 4, 5, 6] }] }] };
 * parseSchedules(data);
 * ```
 */
export interface ScheduleData {
  states: ReadonlyArray<
    Omit<StateSchedule, 'postingDelayMinutes' | 'salesCloseMinutes' | 'noDrawDates'> &
      Partial<Pick<StateSchedule, 'postingDelayMinutes' | 'salesCloseMinutes' | 'noDrawDates'>>
  >;
}

/**
 * Draw schedules of every state of `STATES` (36), as plain data. Times are the lotteries' published
 * local draw times (weekdays 0 = Sunday … 6 = Saturday); periods record the draw times that began,
 * moved or changed days. Where an official date or time is not certain, or was derived from the
 * bundled histories, a `note` says so. The bundled histories (`packages/db/data/history`) agree
 * with this data row for row (schedule-data.test.ts). A sales cutoff (`salesCloseMinutes`) is given
 * only where the data here records one (Louisiana); every other state's cutoff is not known here and
 * the assumed default of `DEFAULT_SALES_CLOSE_MINUTES` (15) applies.
 *
 * @example
 * ```ts
 * import { SCHEDULE_DATA } from '@pick3/core';
 * SCHEDULE_DATA.states.find((s) => s.state === 'GA')?.timeZone; // 'America/New_York'
 * ```
 */
export const SCHEDULE_DATA: ScheduleData = {
  states: [
    {
      state: 'AR',
      game: 'Cash 3',
      timeZone: 'America/Chicago',
      gameSince: '2009-12-14',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:59', days: [1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '18:59', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      note: "gameSince: the game's launch date; the bundled history (SOURCES.md) begins on it too.",
    },
    {
      state: 'AZ',
      game: 'Pick 3',
      timeZone: 'America/Phoenix',
      gameSince: '1998-05-04',
      periods: [
        {
          drawTime: 'EVE',
          time: '20:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'Drawn Monday–Saturday in earlier years; the date Sunday draws began is not known, so every weekday is assumed since the game began.',
        },
      ],
      note: 'Arizona does not observe DST: 8:00 PM MST all year. gameSince (first draw 1998-05-04) is from a secondary source.',
    },
    {
      state: 'CA',
      game: 'Daily 3',
      timeZone: 'America/Los_Angeles',
      gameSince: '1992-04-13',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '13:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2002-11-04',
          note: 'since: the first date with two draws in the bundled history (draw-number parity, see SOURCES.md).',
        },
        { drawTime: 'EVE', name: 'Evening', time: '18:30', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      note: 'gameSince: the first draw in the bundled history.',
    },
    {
      state: 'CO',
      game: 'Pick 3',
      timeZone: 'America/Denver',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '13:30',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2016-10-30',
          note: 'The Colorado Lottery announced the 1:30 PM Midday drawing for October 30, 2016.',
        },
        { drawTime: 'EVE', name: 'Evening', time: '19:30', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '2016-12-25',
          note: 'Derived from the data: the bundled history (Evening from 2014, SOURCES.md) has no Christmas draw 2014, 2015 and 2017–2025, but has one on 2016-12-25 (a Sunday).',
        },
        { on: '12-25', since: '2016-12-26', note: 'See the rule above.' },
      ],
      note: 'The date Pick 3 began is not known here.',
    },
    {
      state: 'CT',
      game: 'Play3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', time: '13:57', days: [0, 1, 2, 3, 4, 5, 6], since: '1998-02-02' },
        { drawTime: 'NITE', time: '22:29', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      note: 'Play3 Day joined Play3 Night on 1998-02-02; the date Play3 Night began is not known here.',
    },
    {
      state: 'DC',
      game: 'DC-3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '13:50', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '19:50', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'NITE', time: '23:30', days: [0, 1, 2, 3, 4, 5, 6], since: '2023-08-13' },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '1999-01-01',
          note: 'Derived from the data: the bundled history (13tmills/lottery-value-tracker, SOURCES.md) has no Christmas draw 1995–1998 and one every year after.',
        },
      ],
    },
    {
      state: 'DE',
      game: 'Play 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', time: '13:58', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'NITE',
          time: '19:57',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: "Delaware calls its 7:57 PM draw 'Night'.",
        },
      ],
      noDrawDates: [
        {
          on: '12-25',
          note: 'Derived from the data: the bundled history (13tmills/lottery-value-tracker, SOURCES.md) has no Christmas draw in any year 1995–2025.',
        },
      ],
    },
    {
      state: 'FL',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      gameSince: '1988-04-29',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '13:30',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2008-05-19',
          note: 'since: the first Midday draw in the bundled history (the official PDF starts there too).',
        },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '21:45',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'The Evening draw was held earlier in the evening in past years; only the current time is recorded.',
        },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '1992-01-01',
          note: 'Derived from the data: no Christmas draws 1988–1991, Christmas draws every year after.',
        },
      ],
      note: 'gameSince: the first draw in the bundled history.',
    },
    {
      state: 'GA',
      game: 'Cash 3',
      timeZone: 'America/New_York',
      gameSince: '1993-08-10',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '12:29',
          days: [1, 2, 3, 4, 5, 6],
          since: '1998-01-12',
          note: 'since: the first Midday draw in the bundled history.',
        },
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '12:29',
          days: [0],
          since: '2009-04-19',
          note: 'Sunday Midday draws began later than the weekday ones; since is the first Sunday Midday draw in the bundled history.',
        },
        { drawTime: 'EVE', name: 'Evening', time: '18:59', days: [0, 1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'NITE',
          name: 'Night',
          time: '23:34',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2019-01-01',
          note: 'since: the first Night draw in the bundled history.',
        },
      ],
      note: 'gameSince: the first draw in the bundled history. Night draws at 11:34 PM Eastern fall on the next UTC day.',
    },
    {
      state: 'IA',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      gameSince: '1998-07-01',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '12:20',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2003-09-01',
          note: 'Midday draws were added in September 2003 (day of the month not known).',
        },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '22:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'Drawn every day since the game began: the bundled history (lotterycorner.com via 13tmills/lottery-value-tracker, SOURCES.md) has a Sunday Evening draw every week from 1998-07-19 on. An earlier note here said Sunday draws began in July 2010; the history contradicts it.',
        },
      ],
      note: 'Pick 3 debuted in July 1998 (day not known). Draw times changed in 2014 and 2022; only the current times are recorded.',
    },
    {
      state: 'ID',
      game: 'Pick 3',
      timeZone: 'America/Boise',
      periods: [
        { drawTime: 'DAY', time: '13:59', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'NITE', time: '19:59', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'IL',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:40', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '21:22', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '1998-01-01',
          note: 'Derived from the data: the bundled history (13tmills/lottery-value-tracker, SOURCES.md) has no Christmas draw 1995–1997 and one every year after.',
        },
      ],
    },
    {
      state: 'IN',
      game: 'Daily 3',
      timeZone: 'America/Indiana/Indianapolis',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '13:20',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'Sunday Midday draws began in December 2014; earlier Sundays had none (not modelled).',
        },
        { drawTime: 'EVE', name: 'Evening', time: '23:00', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'KS',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '13:10', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '21:10', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'KY',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '13:20', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '23:00', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      note: 'The Kentucky Lottery publishes its draw times in Eastern time.',
    },
    {
      state: 'LA',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [
        {
          drawTime: 'EVE',
          time: '21:59',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'One draw a night; 9:59 PM is approximate (sales close 9:30 PM).',
        },
      ],
      // Sales close at 9:30 PM, 29 minutes before the 9:59 PM draw (the period's note above).
      salesCloseMinutes: 29,
      noDrawDates: [
        { on: '12-25', note: 'Lottery policy: no Louisiana-game draws on Christmas Day.' },
        { on: 'easter', note: 'Lottery policy: no Louisiana-game draws on Easter Sunday.' },
      ],
    },
    {
      state: 'MD',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:27', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '19:56', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'ME',
      game: 'Tri-State Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', time: '13:10', days: [0, 1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          time: '18:59',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'Evening (formerly Night) draw time from a secondary source; not confirmed.',
        },
      ],
      note: 'Maine, New Hampshire and Vermont share the Tri-State draws, held in New Hampshire.',
    },
    {
      state: 'MI',
      game: 'Daily 3',
      timeZone: 'America/Detroit',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:59', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '12:59',
          days: [0],
          since: '2002-10-06',
          note: 'Derived from the data: the bundled history (drawdata, SOURCES.md) has no Sunday draw from 1998-01-04 to 2002-09-29 (248 Sundays) and both draws every Sunday from 2002-10-06.',
        },
        { drawTime: 'EVE', name: 'Evening', time: '19:29', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '19:29',
          days: [0],
          since: '2002-10-06',
          note: 'See the Sunday Midday period.',
        },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '2013-01-01',
          note: 'Derived from the data: the bundled history (drawdata, SOURCES.md) has no Christmas draw 1998–2012 and both draws every Christmas from 2013.',
        },
      ],
    },
    {
      state: 'MN',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [{ drawTime: 'EVE', time: '18:17', days: [0, 1, 2, 3, 4, 5, 6] }],
      note: 'One draw a day (formerly called Daily 3).',
    },
    {
      state: 'MO',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:45', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '20:59', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'NC',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Daytime', time: '15:00', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'DAY',
          name: 'Daytime',
          time: '15:00',
          days: [0],
          since: '2011-02-27',
          note: 'Derived from the data: the bundled history (NC-pick3.csv, Daytime from the official 2019 download NCELPick3.csv, SOURCES.md) has no Sunday Daytime draw from 2008-04-06 to 2011-02-20 (151 Sundays) and one every Sunday from 2011-02-27.',
        },
        { drawTime: 'EVE', name: 'Evening', time: '23:22', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'NE',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [
        { drawTime: 'EVE', time: '21:59', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          time: '21:59',
          days: [0],
          since: '2016-11-06',
          note: 'Sunday draws began on 2016-11-06.',
        },
      ],
      note: 'One draw a night.',
    },
    {
      state: 'NJ',
      game: 'Pick-3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:59', days: [0, 1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '22:57',
          days: [1, 2, 3, 4, 5, 6],
          note: 'The Evening draw was at 7:57 PM in past years; only the current time is recorded.',
        },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '22:57',
          days: [0],
          since: '1989-02-12',
          note: 'Derived from the data: the bundled history (NJ-pick3.csv, Evening from 1975-05-22 via daaxelv/pick3-stats, SOURCES.md: "Evening Monday–Saturday from 1975-05-22, Sundays from February 1989") has no Sunday Evening draw before 1989-02-12 and one every Sunday from then.',
        },
      ],
      noDrawDates: [
        {
          on: '12-25',
          note: 'Derived from the data: the bundled history (NJ-pick3.csv: drawdata, daaxelv/pick3-stats and 13tmills/lottery-value-tracker, SOURCES.md) has no Christmas draw in any year 1975–2025.',
        },
        {
          on: '01-01',
          until: '1980-01-01',
          note: "Derived from the data: the bundled history (NJ-pick3.csv, daaxelv/pick3-stats, SOURCES.md) has no New Year's Day Evening draw 1976–1979 (1978-01-01 was a Sunday) and one every year from 1980 (but the Sundays 1984-01-01 and 1989-01-01, before Sunday draws began).",
        },
      ],
      note: 'Thanksgiving 1975–1978 and Good Friday 1976–1988 (but 1978) also have no Evening draw in the bundled history (SOURCES.md); those movable holidays are not modelled, so missingDraws lists them.',
    },
    {
      state: 'NM',
      game: 'Pick 3',
      timeZone: 'America/Denver',
      periods: [
        {
          drawTime: 'DAY',
          time: '13:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2014-06-09',
          note: 'The 1 PM draw began 2014-06-09 (Monday–Saturday then); sources disagree on whether Sundays are drawn now.',
        },
        { drawTime: 'EVE', name: 'Evening', time: '21:30', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'NY',
      game: 'Numbers',
      timeZone: 'America/New_York',
      gameSince: '1980-09-02',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '14:30',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2001-12-02',
          note: 'since: the first Midday draw in the bundled history (data.ny.gov).',
        },
        { drawTime: 'EVE', name: 'Evening', time: '22:30', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '22:30',
          days: [0],
          since: '1981-08-02',
          note: 'since: the first Sunday draw in the bundled history.',
        },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '2011-01-01',
          note: 'Derived from the data: no Christmas draws 1980–2010, Christmas draws from 2011.',
        },
      ],
      note: 'gameSince: the first draw in the bundled history (data.ny.gov starts there).',
    },
    {
      state: 'OH',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:29', days: [0, 1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '19:29',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: "Saturday's Evening draw happens during a TV show (7:30–8:00 PM), a little later.",
        },
      ],
    },
    {
      state: 'OK',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      gameSince: '2005-11-10',
      periods: [
        {
          drawTime: 'EVE',
          time: '21:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'One draw a night (9:10 PM when the game began).',
        },
      ],
      note: "gameSince: the game's launch date; the bundled history (SOURCES.md) begins on it too.",
    },
    {
      state: 'PA',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', time: '13:35', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '18:59', days: [1, 2, 3, 4, 5, 6] },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '18:59',
          days: [0],
          since: '1989-07-02',
          note: 'Derived from the data: the bundled history (PA-pick3.csv, Evening from 1977-03-01 via drawdata, SOURCES.md) has no Sunday draw before 1989-07-02 (643 Sundays absent, last 1989-06-25) and one every Sunday from then.',
        },
      ],
      noDrawDates: [
        {
          on: '12-25',
          until: '1990-01-01',
          note: 'Derived from the data: the bundled history (PA-pick3.csv, SOURCES.md) has no Christmas draw in 1978–1982, 1984–1987 and 1989 (1977, 1983 and 1988 fell on Sundays) and one every year from 1990.',
        },
      ],
    },
    {
      state: 'SC',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', name: 'Midday', time: '12:59', days: [1, 2, 3, 4, 5, 6] },
        { drawTime: 'EVE', name: 'Evening', time: '18:59', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'TN',
      game: 'Cash 3',
      timeZone: 'America/Chicago',
      gameSince: '2004-03-01',
      periods: [
        {
          drawTime: 'MORN',
          name: 'Morning',
          time: '09:28',
          days: [1, 2, 3, 4, 5, 6],
          note: 'The date Morning draws began is not known here.',
        },
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '12:28',
          days: [1, 2, 3, 4, 5, 6],
          since: '2005-11-21',
        },
        { drawTime: 'EVE', name: 'Evening', time: '18:28', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
      note: "gameSince: the game's launch date; the bundled history (SOURCES.md) begins on it too.",
    },
    {
      state: 'TX',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      gameSince: '1993-10-25',
      periods: [
        {
          drawTime: 'MORN',
          time: '10:00',
          days: [1, 2, 3, 4, 5, 6],
          since: '2013-09-09',
          note: 'Texas went to four draws a day on 2013-09-09.',
        },
        {
          drawTime: 'DAY',
          time: '12:27',
          days: [1, 2, 3, 4, 5, 6],
          since: '2002-04-29',
          note: 'since: the first line of the official texaslottery.com Day CSV (josephmadden121516/pick3app, SOURCES.md); Pick 3 Day draws began in 2002.',
        },
        {
          drawTime: 'EVE',
          time: '18:00',
          days: [1, 2, 3, 4, 5, 6],
          since: '2013-09-09',
          note: 'since: the first line of the official texaslottery.com Evening CSV (josephmadden121516/pick3app, SOURCES.md); Evening draws were introduced on 2013-09-09, with Morning.',
        },
        { drawTime: 'NITE', time: '22:12', days: [1, 2, 3, 4, 5, 6] },
      ],
      note: 'No draws on Sundays. gameSince (1993-10-25) is not confirmed; the official Night CSV (SOURCES.md) starts on it. The bundled history has no Morning or Evening rows after 2026-06-10 (the official CSVs were captured then), but Texas still draws them.',
    },
    {
      state: 'VA',
      game: 'Pick 3',
      timeZone: 'America/New_York',
      periods: [
        { drawTime: 'DAY', time: '13:59', days: [0, 1, 2, 3, 4, 5, 6] },
        { drawTime: 'NITE', time: '23:00', days: [0, 1, 2, 3, 4, 5, 6] },
      ],
    },
    {
      state: 'WA',
      game: 'Daily Game',
      timeZone: 'America/Los_Angeles',
      periods: [
        {
          drawTime: 'EVE',
          time: '20:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'One draw a night, stored as Evening.',
        },
      ],
    },
    {
      state: 'WI',
      game: 'Pick 3',
      timeZone: 'America/Chicago',
      periods: [
        {
          drawTime: 'DAY',
          name: 'Midday',
          time: '13:30',
          days: [0, 1, 2, 3, 4, 5, 6],
          since: '2020-06-14',
          note: 'Midday draws began 2020-06-14.',
        },
        {
          drawTime: 'EVE',
          name: 'Evening',
          time: '21:00',
          days: [0, 1, 2, 3, 4, 5, 6],
          note: 'Moved to 9:00 PM on 2020-06-14; the earlier evening time is not recorded.',
        },
      ],
    },
    {
      state: 'WV',
      game: 'Daily 3',
      timeZone: 'America/New_York',
      periods: [{ drawTime: 'EVE', time: '18:59', days: [1, 2, 3, 4, 5, 6] }],
      note: 'One draw a day, Monday–Saturday.',
    },
  ],
};
