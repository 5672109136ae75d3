// California's Daily 3 data never labels midday and evening: both draws of a date carry the same
// date, and only the draw number orders them. Shared by the API and the old text download.
import type { StateDraw } from '@pick3/core';
import { invalidRow } from './parse-helpers.js';
import type { ParseContext } from './source.types.js';

/** First date with two draws (Midday began on 2002-11-04); before it the one draw is the evening draw. */
export const CA_MIDDAY_START = '2002-11-04';

export interface CaDrawRow {
  drawNumber: number;
  /** ISO calendar date in California. */
  date: string;
  number: string;
  /** Locator for error messages (`line 7`, `PreviousDraws[3]`). */
  where: string;
}

/**
 * Gives each row its draw time from draw numbers, which run in sequence across days:
 * - before {@link CA_MIDDAY_START}: the only draw is `EVE`;
 * - a date with two draws: the lower number is `DAY`, the higher `EVE`;
 * - a date with one draw: `DAY` when the next draw number is absent and the previous one is the
 *   day before (the newest date, evening not drawn yet, or a lost evening row); `EVE` when the
 *   previous number is absent and the next is the day after (its midday is on the next page, or
 *   lost). With neighbours on both sides, or none, the draw time cannot be known and the row is
 *   left out rather than guessed.
 * The same draw number twice with the same digits is one draw (#10438 in the 2015 download).
 */
export function assignCaDrawTimes(
  rows: readonly CaDrawRow[],
  sourceId: string,
  ctx?: ParseContext,
): StateDraw[] {
  const byNumber = new Map<number, CaDrawRow>();
  for (const row of rows) {
    const seen = byNumber.get(row.drawNumber);
    if (seen !== undefined && (seen.date !== row.date || seen.number !== row.number)) {
      throw invalidRow(
        { sourceId, ctx, where: row.where, field: 'DrawNumber' },
        `draw #${row.drawNumber} appears twice with different data`,
      );
    }
    byNumber.set(row.drawNumber, row);
  }
  const sorted = [...byNumber.values()].sort((a, b) => a.drawNumber - b.drawNumber);
  const groups: CaDrawRow[][] = [];
  for (const row of sorted) {
    const last = groups.at(-1);
    const lastRow = last?.at(-1);
    if (last !== undefined && lastRow !== undefined && lastRow.date === row.date) last.push(row);
    else {
      if (lastRow !== undefined && lastRow.date > row.date) {
        throw invalidRow(
          { sourceId, ctx, where: row.where, field: 'DrawDate' },
          `draw #${row.drawNumber} is dated before draw #${lastRow.drawNumber}`,
        );
      }
      groups.push([row]);
    }
  }
  const draws: StateDraw[] = [];
  for (const group of groups) {
    const [first, second] = group;
    if (first === undefined) continue;
    if (group.length > 2 || (first.date < CA_MIDDAY_START && group.length > 1)) {
      throw invalidRow(
        { sourceId, ctx, where: first.where, field: 'DrawDate' },
        `${group.length} draws on ${first.date}`,
      );
    }
    if (first.date < CA_MIDDAY_START) {
      draws.push({ state: 'CA', date: first.date, drawTime: 'EVE', number: first.number });
    } else if (second !== undefined) {
      draws.push({ state: 'CA', date: first.date, drawTime: 'DAY', number: first.number });
      draws.push({ state: 'CA', date: second.date, drawTime: 'EVE', number: second.number });
    } else {
      const hasPrevious = byNumber.has(first.drawNumber - 1);
      const hasNext = byNumber.has(first.drawNumber + 1);
      if (hasPrevious && !hasNext)
        draws.push({ state: 'CA', date: first.date, drawTime: 'DAY', number: first.number });
      else if (hasNext && !hasPrevious)
        draws.push({ state: 'CA', date: first.date, drawTime: 'EVE', number: first.number });
    }
  }
  return draws;
}
