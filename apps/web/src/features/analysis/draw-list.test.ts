import { describe, expect, it } from 'vitest';
import { analyze } from '@pick3/core';
import { originalIndex, visibleRange } from './draw-list.js';

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan, clamped to the list', () => {
    expect(visibleRange(0, 500, 100, 730, 2)).toEqual({ start: 0, end: 8 });
    expect(visibleRange(1000, 500, 100, 730, 2)).toEqual({ start: 8, end: 18 });
    expect(visibleRange(72_900, 500, 100, 730, 2)).toEqual({ start: 727, end: 730 });
    expect(visibleRange(0, 500, 100, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('originalIndex', () => {
  it('finds the next older draw with the same box key and none for LAST or non-repeats', () => {
    const { draws } = analyze([
      { date: '2025-07-01', drawTime: 'DAY', number: '016' },
      { date: '2025-07-02', drawTime: 'DAY', number: '123' },
      { date: '2025-07-03', drawTime: 'DAY', number: '106' },
      { date: '2025-07-04', drawTime: 'DAY', number: '610' },
    ]);
    // Newest first: 610, 106, 123, 016. 610 → 106 (index 1), 106 → 016 (index 3).
    expect(originalIndex(draws, 0)).toBe(1);
    expect(originalIndex(draws, 1)).toBe(3);
    expect(originalIndex(draws, 2)).toBeNull();
    expect(originalIndex(draws, 3)).toBeNull();
  });
});
