import { isDrawTimeCode, parseIsoDate, parseStraight, type StateDraw } from '@pick3/core';
import { rowChecker, type RejectionReason } from './row-checks.js';
import { atRow } from './sources/parse-helpers.js';
import type { Source } from './sources/source.types.js';
import { SourceError } from './source-error.js';

/** Rows left out of one run, per reason: how many and the first one with why. */
export interface RejectionTally {
  rowsRejected: number;
  rejections: Partial<Record<RejectionReason, { count: number; example: string }>>;
}

/**
 * A parser's row checked again through @pick3/core before it reaches the database: the registry
 * could hold a parser that forgets a rule, and a wrong state would file draws under another state.
 */
export function validateRow(row: StateDraw, source: Source, url: string, index: number): StateDraw {
  const ref = { sourceId: source.id, ctx: { url }, where: `row ${index}` };
  if (row.state !== source.state) {
    throw new SourceError(
      'INVALID_ROW',
      `${source.id}: row ${index} is for ${row.state}, not ${source.state}`,
      { sourceId: source.id, url },
    );
  }
  if (!isDrawTimeCode(row.drawTime)) {
    throw new SourceError(
      'INVALID_ROW',
      `${source.id}: row ${index} has draw time ${String(row.drawTime)}`,
      { sourceId: source.id, url },
    );
  }
  return {
    state: row.state,
    date: atRow({ ...ref, field: 'date' }, () => parseIsoDate(row.date)),
    drawTime: row.drawTime,
    number: atRow({ ...ref, field: 'number' }, () => parseStraight(row.number)),
    // Kept beside the draw only in the shape the database takes (one digit; three digits).
    ...(row.extraBall !== undefined && /^[0-9]$/.test(row.extraBall)
      ? { extraBall: row.extraBall }
      : {}),
    ...(row.doubleDraw !== undefined && /^[0-9]{3}$/.test(row.doubleDraw)
      ? { doubleDraw: row.doubleDraw }
      : {}),
  };
}

/**
 * The rows that can be real draws at `now`; the others (dated after today in the state's zone, before
 * the game existed, a draw time the state did not hold that day) are counted per reason in `tally`.
 */
export function acceptRows(
  rows: readonly StateDraw[],
  now: Date,
  tally: RejectionTally,
): StateDraw[] {
  const check = rowChecker(now);
  return rows.filter((row) => {
    const rejection = check(row);
    if (rejection === null) return true;
    const known = tally.rejections[rejection.reason];
    tally.rejections[rejection.reason] =
      known === undefined
        ? { count: 1, example: rejection.message }
        : { ...known, count: known.count + 1 };
    tally.rowsRejected += 1;
    return false;
  });
}
