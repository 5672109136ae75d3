import { describe, expect, it } from 'vitest';
import { visibleRange } from './visible-range.js';

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan, clamped to the list', () => {
    expect(visibleRange(0, 500, 100, 730, 2)).toEqual({ start: 0, end: 8 });
    expect(visibleRange(1000, 500, 100, 730, 2)).toEqual({ start: 8, end: 18 });
    expect(visibleRange(72_900, 500, 100, 730, 2)).toEqual({ start: 727, end: 730 });
    expect(visibleRange(0, 500, 100, 0)).toEqual({ start: 0, end: 0 });
  });
});
