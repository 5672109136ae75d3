import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import { DRAW_TIME_LABELS } from '../draw-times/draw-times.js';
import { STATE_CODES } from '../states/states.js';
import { parseSchedules } from './parse-schedules.js';
import { SCHEDULE_DATA } from './schedule-data.js';
import { drawHeldOn, scheduleOf } from './schedules.js';

/** The histories the product ships: in the repository, so every clone (CI's too) checks them all. */
const BUNDLED_DIR = fileURLToPath(new URL('../../../db/data/history/', import.meta.url));

function historyFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.csv') && !name.startsWith('conflicts_'))
    .sort();
}

describe('SCHEDULE_DATA', () => {
  const schedules = parseSchedules(SCHEDULE_DATA);

  it('validates and covers every state of STATES, once each', () => {
    expect(schedules.map((s) => s.state).sort()).toEqual([...STATE_CODES].sort());
  });

  it.each(STATE_CODES.map((code) => [code]))('%s has draw times with a current period', (code) => {
    const schedule = scheduleOf(code);
    expect(schedule.periods.length).toBeGreaterThan(0);
    expect(schedule.periods.some((p) => p.until === undefined)).toBe(true);
    // Every period's time is a plausible draw hour (no draw between 1 AM and 9 AM local).
    for (const p of schedule.periods) expect(Number(p.time.slice(0, 2))).toBeGreaterThanOrEqual(9);
    expect(schedule.postingDelayMinutes).toBe(15);
  });
});

function checkFolder(dir: string): void {
  const files = historyFiles(dir);

  it('has one history file per state', () => {
    expect(files.map((file) => file.slice(0, 2)).sort()).toEqual([...STATE_CODES].sort());
  });

  it.each(files.map((file) => [file]))(
    '%s: every row is a draw the schedule says was held',
    (file) => {
      const { rows } = parseDrawsCsv(readFileSync(dir + file, 'utf8'));
      expect(rows.length).toBeGreaterThan(100);
      const state = rows[0]!.state;
      // The file names the state's game; sources write a hyphen as a space (NJ 'Pick-3' is 'Pick 3').
      const gameKey = (game: string): string => game.toLowerCase().replace(/[\s-]+/g, ' ');
      expect(gameKey(scheduleOf(state).game)).toBe(gameKey(rows[0]!.game));
      const notHeld = rows.filter((row) => !drawHeldOn(state, row.date, row.drawTime));
      expect(
        notHeld
          .slice(0, 5)
          .map((r) => `${r.date} ${DRAW_TIME_LABELS[r.drawTime]} (line ${r.line})`),
      ).toEqual([]);
    },
  );

  it.each(files.map((file) => [file]))(
    '%s: a start date that equals the first stored draw carries a note saying where it comes from',
    (file) => {
      const { rows } = parseDrawsCsv(readFileSync(dir + file, 'utf8'));
      const schedule = scheduleOf(rows[0]!.state);
      if (schedule.gameSince === rows[0]!.date) expect(schedule.note).toMatch(/gameSince/);
      for (const period of schedule.periods) {
        const first = rows.find(
          (r) =>
            r.drawTime === period.drawTime &&
            period.days.includes(new Date(`${r.date}T12:00:00Z`).getUTCDay()),
        );
        if (period.since !== undefined && period.since === first?.date) {
          expect(
            period.note,
            `${schedule.state} ${period.drawTime} since ${period.since}`,
          ).toBeDefined();
        }
      }
    },
  );
}

describe('the bundled histories (packages/db/data/history)', () => {
  checkFolder(BUNDLED_DIR);
});
