import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDrawsCsv } from '../csv/csv.js';
import type { DrawTimeCode } from '../draw-times/draw-times.js';
import { STATES } from '../states/states.js';
import { describeSchedule } from './describe-schedule.js';
import {
  currentDrawTimes,
  drawTimeHistory,
  drawTimeName,
  drawTimeWord,
  type StoredDrawTime,
} from './draw-time-history.js';

const BUNDLED_DIR = fileURLToPath(new URL('../../../db/data/history/', import.meta.url));

/** What a database holding the file would answer: per draw time, count, first and last date. */
function storedOf(file: string): StoredDrawTime[] {
  const byTime = new Map<DrawTimeCode, StoredDrawTime>();
  for (const row of parseDrawsCsv(readFileSync(BUNDLED_DIR + file, 'utf8')).rows) {
    const known = byTime.get(row.drawTime);
    if (known === undefined)
      byTime.set(row.drawTime, {
        drawTime: row.drawTime,
        count: 1,
        first: row.date,
        last: row.date,
      });
    else {
      known.count += 1;
      if (row.date < known.first) known.first = row.date;
      if (row.date > known.last) known.last = row.date;
    }
  }
  return [...byTime.values()];
}

describe('drawTimeWord', () => {
  it("names a draw time in the page's language: the state's own name in English, the common word in Spanish", () => {
    expect(drawTimeWord('GA', 'DAY', 'en')).toBe('Midday');
    expect(drawTimeWord('GA', 'DAY', 'es')).toBe('Mediodía');
    expect(drawTimeWord('NC', 'DAY', 'en')).toBe('Daytime');
    expect(
      ['MORN', 'DAY', 'EVE', 'NITE'].map((c) => drawTimeWord('TX', c as DrawTimeCode, 'es')),
    ).toEqual(['Mañana', 'Mediodía', 'Tarde', 'Noche']);
  });
});

describe('drawTimeName', () => {
  it("uses the state's own name for a draw time, else the code's label", () => {
    expect(drawTimeName('GA', 'DAY')).toBe('Midday');
    expect(drawTimeName('NC', 'DAY')).toBe('Daytime');
    expect(drawTimeName('PA', 'DAY')).toBe('Day');
    expect(drawTimeName('DE', 'NITE')).toBe('Night');
    expect(drawTimeName('TN', 'MORN')).toBe('Morning');
  });

  it('refuses an unknown state', () => {
    expect(() => drawTimeName('XX', 'EVE')).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE' }),
    );
  });
});

describe('drawTimeHistory', () => {
  it('names a draw time the state holds and the history lacks, with count 0 (Arkansas: Evening only)', () => {
    expect(drawTimeHistory('AR', storedOf('AR-cash3.csv'))).toEqual([
      { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
      { drawTime: 'EVE', name: 'Evening', count: 4945, first: '2009-12-14', last: '2026-07-01' },
    ]);
  });

  it("keeps the state's names and day order (Delaware: Day never stored, Night from 1995)", () => {
    expect(drawTimeHistory('DE', storedOf('DE-play3.csv'))).toEqual([
      { drawTime: 'DAY', name: 'Day', count: 0, first: null, last: null },
      { drawTime: 'NITE', name: 'Night', count: 11466, first: '1995-01-01', last: '2026-07-01' },
    ]);
  });

  it('lists every stored draw time of a complete history and nothing else (Georgia)', () => {
    const ga = drawTimeHistory('GA', storedOf('GA-cash3.csv'));
    expect(ga.map((h) => [h.drawTime, h.name, h.count])).toEqual([
      ['DAY', 'Midday', 8379],
      ['EVE', 'Evening', 10554],
      ['NITE', 'Night', 2799],
    ]);
    expect(ga.every((h) => h.first !== null && h.last !== null)).toBe(true);
  });

  it('answers every scheduled draw time with count 0 for a state with nothing stored', () => {
    expect(drawTimeHistory('TX', [])).toEqual([
      { drawTime: 'MORN', name: 'Morning', count: 0, first: null, last: null },
      { drawTime: 'DAY', name: 'Day', count: 0, first: null, last: null },
      { drawTime: 'EVE', name: 'Evening', count: 0, first: null, last: null },
      { drawTime: 'NITE', name: 'Night', count: 0, first: null, last: null },
    ]);
  });

  it('keeps a stored draw time the state no longer draws', () => {
    // Washington draws only in the evening; a stored Midday row (another source's) is still listed.
    expect(
      drawTimeHistory('WA', [
        { drawTime: 'DAY', count: 2, first: '2020-01-01', last: '2020-01-02' },
      ]).map((h) => [h.drawTime, h.count]),
    ).toEqual([
      ['DAY', 2],
      ['EVE', 0],
    ]);
  });
});

describe('currentDrawTimes', () => {
  it("gives each state's draws of today from its schedule, in draw order", () => {
    // Georgia: Midday, Evening, Night; no Morning.
    expect(currentDrawTimes('GA')).toEqual(['DAY', 'EVE', 'NITE']);
    expect(currentDrawTimes('GA').map((code) => drawTimeName('GA', code))).toEqual([
      'Midday',
      'Evening',
      'Night',
    ]);
    expect(currentDrawTimes('TX')).toEqual(['MORN', 'DAY', 'EVE', 'NITE']);
    for (const { code } of STATES) {
      const times = currentDrawTimes(code);
      expect(times.length, code).toBeGreaterThan(0);
      // Every one has a draw on some day of the coming week.
      expect(
        times.every((t) => describeSchedule(code).includes(drawTimeName(code, t))),
        code,
      ).toBe(true);
    }
  });
});
