import { describe, expect, it } from 'vitest';
import { analyze } from '@pick3/core';
import { originalIndex } from './draw-list.js';

describe('originalIndex', () => {
  it('finds the next older draw with the same box key and none for LAST or non-repeats', () => {
    const { draws } = analyze([
      { date: '2025-07-01', drawTime: 'DAY', number: '016' },
      { date: '2025-07-02', drawTime: 'DAY', number: '123' },
      { date: '2025-07-03', drawTime: 'DAY', number: '106' },
      { date: '2025-07-04', drawTime: 'DAY', number: '610' },
    ]);
    // Newest first: 610, 106, 123, 016. 610 → 106 (index 1), 106 → 016 (index 3).
    expect(originalIndex(draws, 0, 'all')).toBe(1);
    expect(originalIndex(draws, 1, 'all')).toBe(3);
    expect(draws[2]).toMatchObject({ isRepeat: false, lastSeenDate: 'LAST' });
    expect(originalIndex(draws, 2, 'all')).toBeNull();
    expect(originalIndex(draws, 3, 'all')).toBeNull();
  });

  it('in the identical-repeats view, lands on the previous draw of the same straight', () => {
    // Same date twice: 321 (Eve) is the box key's newer draw, 123 (Day) the straight's.
    const raw = [
      { date: '2025-07-01', drawTime: 'DAY', number: '123' },
      { date: '2025-07-01', drawTime: 'EVE', number: '321' },
      { date: '2025-07-02', drawTime: 'DAY', number: '321' },
      { date: '2025-07-03', drawTime: 'DAY', number: '123' },
    ] as const;
    const { draws } = analyze([...raw], { timeFilter: 'identical-repeats' });
    // Newest first: 7/3 123, 7/2 321, 7/1 Eve 321, 7/1 Day 123.
    expect(draws.map((d) => `${d.date} ${d.draw} ${d.winner}`)).toEqual([
      '7/3/2025 DAY 123',
      '7/2/2025 DAY 321',
      '7/1/2025 EVE 321',
      '7/1/2025 DAY 123',
    ]);
    expect(originalIndex(draws, 0, 'identical-repeats')).toBe(3);
    expect(originalIndex(draws, 1, 'identical-repeats')).toBe(2);
    expect(originalIndex(draws, 2, 'identical-repeats')).toBeNull();
    // An answer whose named date is not the next same-key card is not jumped to a wrong card.
    expect(originalIndex(draws, 0, 'all')).toBeNull();
  });
});
