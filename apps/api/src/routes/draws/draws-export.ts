// The draws download (GET /api/draws/export): a state's draws read a year at a time and written out as
// they come, so a whole history (25,000 rows) is never held in memory or serialized in one piece.
import { Readable } from 'node:stream';
import {
  addDays,
  DRAW_TIME_LABELS,
  DRAWS_CSV_COLUMNS,
  gameName,
  extraBallNames,
  writeCsv,
  type Draw,
  type DrawTimeCode,
} from '@pick3/core';
import { drawsRepository, type Database } from '@pick3/db';
import { MAX_RANGE_DAYS } from '@pick3/contract';

export interface ExportRange {
  state: string;
  /** Inclusive ISO bounds; undefined: the state's first (or last) stored date. */
  from: string | undefined;
  to: string | undefined;
  drawTime: DrawTimeCode | undefined;
}

/**
 * The dates to read: the requested bounds clamped to the state's stored first and last dates (so a
 * request for 0001-01-01…9999-12-31 costs the same as one for its history), or null when none match.
 */
export async function exportBounds(
  db: Database['db'],
  range: ExportRange,
): Promise<{ from: string; to: string } | null> {
  const stored = (await drawsRepository.countByState(db)).find((s) => s.state === range.state);
  if (stored === undefined) return null;
  const from =
    range.from !== undefined && range.from > stored.firstDate ? range.from : stored.firstDate;
  const to = range.to !== undefined && range.to < stored.lastDate ? range.to : stored.lastDate;
  return from <= to ? { from, to } : null;
}

/** Pages of draws, oldest first: one calendar range of at most MAX_RANGE_DAYS days per query. */
async function* drawPages(
  db: Database['db'],
  state: string,
  bounds: { from: string; to: string } | null,
  drawTime: DrawTimeCode | undefined,
): AsyncGenerator<Draw[]> {
  if (bounds === null) return;
  for (let start = bounds.from; start <= bounds.to; start = addDays(start, MAX_RANGE_DAYS)) {
    const last = addDays(start, MAX_RANGE_DAYS - 1);
    const end = last < bounds.to ? last : bounds.to;
    // drawsOn lists newest first; the file goes oldest first, like the shipped histories.
    const page = (await drawsRepository.drawsOn(db, state, start, end)).reverse();
    yield drawTime === undefined ? page : page.filter((d) => d.drawTime === drawTime);
  }
}

/** The download as a stream of CSV lines or of a JSON array's pieces. */
export function exportStream(
  db: Database['db'],
  state: string,
  bounds: { from: string; to: string } | null,
  drawTime: DrawTimeCode | undefined,
  format: 'csv' | 'json',
): Readable {
  const game = gameName(state);
  // What the state draws beside the number gets its own trailing columns (the file still imports:
  // the draws CSV reader ignores columns it does not know); other states' files keep five columns.
  const names = extraBallNames(state);
  const extraColumns = [
    ...(names.extraBall === undefined ? [] : (['extra_ball'] as const)),
    ...(names.doubleDraw === undefined ? [] : (['double_draw'] as const)),
  ];
  const extrasOf = (d: Draw): string[] =>
    extraColumns.map((c) => (c === 'extra_ball' ? (d.extraBall ?? '') : (d.doubleDraw ?? '')));
  async function* pieces(): AsyncGenerator<string> {
    let first = true;
    yield format === 'csv' ? writeCsv([[...DRAWS_CSV_COLUMNS, ...extraColumns]]) : '[';
    for await (const page of drawPages(db, state, bounds, drawTime)) {
      if (page.length === 0) continue;
      if (format === 'csv') {
        yield writeCsv(
          page.map((d) => [
            state,
            game,
            d.date,
            DRAW_TIME_LABELS[d.drawTime],
            d.number,
            ...extrasOf(d),
          ]),
        );
        continue;
      }
      let text = '';
      for (const d of page) {
        const label = DRAW_TIME_LABELS[d.drawTime];
        const row = { state, game, date: d.date, draw_time: label, number: d.number };
        text += `${first ? '' : ','}${JSON.stringify({
          ...row,
          ...(d.extraBall === undefined ? {} : { extra_ball: d.extraBall }),
          ...(d.doubleDraw === undefined ? {} : { double_draw: d.doubleDraw }),
        })}`;
        first = false;
      }
      yield text;
    }
    if (format === 'json') yield ']';
  }
  // Pulled by the client: Readable.from buffers one piece (one page of draws) ahead at most, so a
  // slow or paused download holds its place in the history instead of reading all of it.
  return Readable.from(pieces(), { highWaterMark: 1 });
}
