import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, DEFAULT_SIZE, moveBy, resizeBy } from './panel-geometry.js';

describe('floating chat geometry', () => {
  it('opens at x 50, y 120 with 320×500', () => {
    expect(DEFAULT_POSITION).toEqual({ x: 50, y: 120 });
    expect(DEFAULT_SIZE).toEqual({ width: 320, height: 500 });
  });

  it('resizes within width 400–1200 and height 300–800', () => {
    expect(resizeBy(DEFAULT_SIZE, 10, 10)).toEqual({ width: 400, height: 510 });
    expect(resizeBy(DEFAULT_SIZE, 2000, 2000)).toEqual({ width: 1200, height: 800 });
    expect(resizeBy(DEFAULT_SIZE, -500, -500)).toEqual({ width: 400, height: 300 });
    expect(resizeBy({ width: 600, height: 400 }, 50, -20)).toEqual({ width: 650, height: 380 });
  });

  it('moves with the pointer but keeps the header on screen', () => {
    const viewport = { width: 1000, height: 700 };
    expect(moveBy(DEFAULT_POSITION, 30, -20, viewport)).toEqual({ x: 80, y: 100 });
    expect(moveBy(DEFAULT_POSITION, -500, -500, viewport)).toEqual({ x: 0, y: 0 });
    expect(moveBy(DEFAULT_POSITION, 5000, 5000, viewport)).toEqual({ x: 952, y: 652 });
  });
});
