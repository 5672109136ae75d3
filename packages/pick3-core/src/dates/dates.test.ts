import { describe, expect, it } from 'vitest';
import { compareDraws, isIsoDate, isoToUs, parseIsoDate, usToIso, type Draw } from './dates.js';

/** Every calendar date of a year as ISO, from the platform's own calendar. */
function datesOf(year: number): string[] {
  const out: string[] = [];
  for (
    let d = new Date(Date.UTC(year, 0, 1));
    d.getUTCFullYear() === year;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

describe('ISO dates', () => {
  it('accepts every real date of common, leap and century years', () => {
    for (const year of [1900, 2000, 2024, 2025]) {
      const dates = datesOf(year);
      expect(dates).toHaveLength(year === 1900 || year === 2025 ? 365 : 366);
      for (const d of dates) expect(parseIsoDate(d)).toBe(d);
    }
  });

  it.each([
    ['2025-02-29'],
    ['1900-02-29'],
    ['2025-04-31'],
    ['2025-13-01'],
    ['2025-00-10'],
    ['2025-01-00'],
    ['2025-7-4'],
    ['20250704'],
    [' 2025-07-04'],
    ['2025-07-04T00:00'],
    [''],
    [undefined],
    [20250704],
  ])('rejects %j with INVALID_DATE', (bad) => {
    expect(isIsoDate(bad)).toBe(false);
    expect(() => parseIsoDate(bad)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});

describe('M/D/YYYY', () => {
  it('converts without zero padding and back, for every day of a leap year', () => {
    expect(isoToUs('2025-07-04')).toBe('7/4/2025');
    expect(isoToUs('2025-12-31')).toBe('12/31/2025');
    for (const d of datesOf(2024)) expect(usToIso(isoToUs(d))).toBe(d);
  });

  it('accepts zero-padded input', () => {
    expect(usToIso('07/04/2025')).toBe('2025-07-04');
    expect(usToIso('7/4/2025')).toBe('2025-07-04');
  });

  it.each([
    ['2/30/2025'],
    ['13/1/2025'],
    ['7/4/25'],
    ['7-4-2025'],
    ['2025-07-04'],
    [''],
    ['7/4/2025 '],
  ])('rejects %j', (bad) => {
    expect(() => usToIso(bad)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('rejects a bad ISO date in isoToUs', () => {
    expect(() => isoToUs('7/4/2025')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});

describe('compareDraws', () => {
  it('orders by date, then MORN < DAY < EVE < NITE', () => {
    const draws: Draw[] = [
      { date: '2025-07-02', drawTime: 'MORN', number: '1' },
      { date: '2025-07-01', drawTime: 'NITE', number: '2' },
      { date: '2025-07-01', drawTime: 'DAY', number: '3' },
      { date: '2025-07-01', drawTime: 'EVE', number: '4' },
      { date: '2025-07-01', drawTime: 'MORN', number: '5' },
    ];
    expect(draws.sort(compareDraws).map((d) => d.number)).toEqual(['5', '3', '4', '2', '1']);
    // The calendar lists newest first: within a date night, evening, day, morning.
    expect(draws.sort((a, b) => compareDraws(b, a)).map((d) => d.drawTime)).toEqual([
      'MORN',
      'NITE',
      'EVE',
      'DAY',
      'MORN',
    ]);
  });
});
