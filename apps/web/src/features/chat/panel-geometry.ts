/** Geometry of the floating chat window (spec §9): where it opens, how far it may be resized. */

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const DEFAULT_POSITION: Point = { x: 50, y: 120 };
export const DEFAULT_SIZE: Size = { width: 320, height: 500 };
export const INLINE_WIDTH = 400;
export const RESIZE_LIMITS = { minWidth: 400, maxWidth: 1200, minHeight: 300, maxHeight: 800 };

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** A resize drag from `start` by (dx, dy), held inside the spec's limits. */
export function resizeBy(start: Size, dx: number, dy: number): Size {
  return {
    width: clamp(start.width + dx, RESIZE_LIMITS.minWidth, RESIZE_LIMITS.maxWidth),
    height: clamp(start.height + dy, RESIZE_LIMITS.minHeight, RESIZE_LIMITS.maxHeight),
  };
}

/**
 * A move drag from `start` by (dx, dy). The window's header stays reachable: it never leaves the
 * viewport's top or left edge, and at least `grip` pixels of it stay visible on the other sides.
 */
export function moveBy(start: Point, dx: number, dy: number, viewport: Size, grip = 48): Point {
  return {
    x: clamp(start.x + dx, 0, Math.max(0, viewport.width - grip)),
    y: clamp(start.y + dy, 0, Math.max(0, viewport.height - grip)),
  };
}
