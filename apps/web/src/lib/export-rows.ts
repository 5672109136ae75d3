// The draws export's JSON rows, read by every page that downloads a state's history.
import { parseDrawTime, type Draw } from '@pick3/core';

/** One row of GET /api/draws/export?format=json. */
export interface ExportRow {
  state: string;
  game: string;
  date: string;
  draw_time: string;
  number: string;
}

/** The export's rows as core draws (its draw times are labels such as "Evening"). */
export function toDraws(rows: readonly ExportRow[]): Draw[] {
  return rows.map((row) => ({
    date: row.date,
    drawTime: parseDrawTime(row.draw_time),
    number: row.number,
  }));
}
