import { describe, expect, it } from 'vitest';
import type { Draw } from '@pick3/core';
import {
  calendarRows,
  compareMonths,
  monthLabel,
  monthRange,
  shiftMonth,
} from './calendar-rules.js';

const none = { hiddenDrawTimes: [], hiddenDigitTypes: [], hiddenPairsums: [] };
const draws: Draw[] = [
  { date: '2025-07-01', drawTime: 'MORN', number: '123' },
  { date: '2025-07-01', drawTime: 'NITE', number: '555' },
  { date: '2025-07-02', drawTime: 'DAY', number: '610' },
  { date: '2025-07-01', drawTime: 'EVE', number: '112' },
  { date: '2025-07-01', drawTime: 'DAY', number: '789' },
];

describe('calendar rules', () => {
  it('lists newest first and within a date night, evening, day, morning', () => {
    const rows = calendarRows(draws, none);
    expect(rows.map((r) => `${r.date} ${r.drawTimeLabel}`)).toEqual([
      '7/2/2025 Day',
      '7/1/2025 Night',
      '7/1/2025 Evening',
      '7/1/2025 Day',
      '7/1/2025 Morning',
    ]);
    expect(rows[0]?.pairsum).toBe('10/1,1');
  });

  it('hides draw times, digit types and pairsum patterns', () => {
    expect(calendarRows(draws, { ...none, hiddenDrawTimes: ['NITE', 'MORN'] })).toHaveLength(3);
    expect(
      calendarRows(draws, { ...none, hiddenDigitTypes: ['triple', 'double'] }).map((r) => r.number),
    ).toEqual(['610', '789', '123']);
    expect(
      calendarRows(draws, { ...none, hiddenPairsums: ['10/1,1'] }).map((r) => r.number),
    ).not.toContain('610');
  });

  it('moves across years and knows month bounds', () => {
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(monthRange({ year: 2024, month: 2 })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(compareMonths({ year: 2024, month: 12 }, { year: 2025, month: 1 })).toBeLessThan(0);
    expect(monthLabel({ year: 2025, month: 7 })).toBe('July 2025');
  });
});
