import { describe, expect, it } from 'vitest';
import { isPick3Error } from '@pick3/core';
import { toDraws } from './export-rows.js';

describe('export rows', () => {
  it('turns export rows into draws with draw-time codes', () => {
    expect(
      toDraws([
        { state: 'GA', game: 'Cash 3', date: '2025-07-01', draw_time: 'Evening', number: '222' },
        { state: 'GA', game: 'Cash 3', date: '2025-07-02', draw_time: 'Midday', number: '016' },
      ]),
    ).toEqual([
      { date: '2025-07-01', drawTime: 'EVE', number: '222' },
      { date: '2025-07-02', drawTime: 'DAY', number: '016' },
    ]);
    try {
      toDraws([{ state: 'GA', game: 'x', date: '2025-07-01', draw_time: 'Teatime', number: '1' }]);
      expect.unreachable();
    } catch (error) {
      expect(isPick3Error(error)).toBe(true);
    }
  });
});
