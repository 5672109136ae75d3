import type { AnalyzedDraw, TimeFilter } from '@pick3/core';

/** Spec §9: a draw card stays highlighted for 5 s after a jump. */
export const HIGHLIGHT_MS = 5000;

/**
 * The card the repeat at `index` names as its original: the next older card (draws are newest first)
 * with the same key and the date the server named. The key is the box key, except in the
 * identical-repeats view, where the server names the previous draw of the same straight (the box
 * key's previous draw may be another straight, absent from that list). The server already says when;
 * this only finds the card. null for LAST OCCURRENCE, non-repeats, and an original not in the list.
 */
export function originalIndex(
  draws: readonly AnalyzedDraw[],
  index: number,
  timeFilter: TimeFilter,
): number | null {
  const draw = draws[index];
  if (!draw || !draw.isRepeat || draw.lastSeenDate === 'LAST') return null;
  const sameKey =
    timeFilter === 'identical-repeats'
      ? (other: AnalyzedDraw) => other.winner === draw.winner
      : (other: AnalyzedDraw) => other.sortedNumbers === draw.sortedNumbers;
  for (let j = index + 1; j < draws.length; j++) {
    const other = draws[j]!;
    if (sameKey(other)) return other.date === draw.lastSeenDate ? j : null;
  }
  return null;
}

/** A stable DOM id per card, so the jump can move focus to it. */
export function drawCardId(draw: AnalyzedDraw): string {
  return `draw-${draw.date.replace(/\//g, '-')}-${draw.draw}`;
}
