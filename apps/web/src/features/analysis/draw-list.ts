import type { AnalyzedDraw } from '@pick3/core';

/** Spec §9: a draw card stays highlighted for 5 s after a jump. */
export const HIGHLIGHT_MS = 5000;

/** The rows a scrolled window shows, with `overscan` extra rows each side for smooth scrolling. */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 6,
): { start: number; end: number } {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + visible + overscan),
  };
}

/**
 * Where the repeat at `index` was drawn before: the next older draw (draws are newest first) with
 * the same box key. The server already says it is a repeat and when; this only finds the card.
 * null for LAST OCCURRENCE and non-repeats.
 */
export function originalIndex(draws: readonly AnalyzedDraw[], index: number): number | null {
  const draw = draws[index];
  if (!draw || !draw.isRepeat || draw.lastSeenDate === null || draw.lastSeenDate === 'LAST') return null;
  for (let j = index + 1; j < draws.length; j++) {
    if (draws[j]!.sortedNumbers === draw.sortedNumbers) return j;
  }
  return null;
}

/** A stable DOM id per card, so the jump can move focus to it. */
export function drawCardId(draw: AnalyzedDraw): string {
  return `draw-${draw.date.replace(/\//g, '-')}-${draw.draw}`;
}
