// Downloads built in the browser from what a screen shows: CSV (core's RFC 4180 writer) and JSON of the
// same rows, so a file always agrees with the screen it came from. The whole stored history is the
// server's streamed /api/draws/export instead.
import { DRAW_TIME_LABELS, gameName, usToIso, writeCsv, type AnalyzedDraw } from '@pick3/core';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

export interface Table {
  /** The CSV header and the JSON keys, in order. */
  columns: readonly string[];
  rows: readonly Row[];
}

/** The table as CSV through core's one writer (null is an empty cell). */
export function toCsv(table: Table): string {
  return writeCsv([
    table.columns,
    ...table.rows.map((row) => table.columns.map((c) => String(row[c] ?? ''))),
  ]);
}

/** An array of objects with exactly the table's columns, in order. */
export function toJson(table: Table): string {
  return JSON.stringify(
    table.rows.map((row) => Object.fromEntries(table.columns.map((c) => [c, row[c] ?? null]))),
  );
}

/** The draws on screen with /api/draws/export's columns (date ISO, draw time's name). */
export function drawsTable(state: string, draws: readonly AnalyzedDraw[]): Table {
  const game = gameName(state);
  return {
    columns: ['state', 'game', 'date', 'draw_time', 'number'],
    rows: draws.map((d) => ({
      state,
      game,
      date: usToIso(d.date),
      draw_time: DRAW_TIME_LABELS[d.draw],
      number: d.winner,
    })),
  };
}

/** The removed then the remaining numbers, each with its status. */
export function numbersTable(removed: readonly string[], remaining: readonly string[]): Table {
  return {
    columns: ['number', 'status'],
    rows: [
      ...removed.map((number) => ({ number, status: 'removed' })),
      ...remaining.map((number) => ({ number, status: 'remaining' })),
    ],
  };
}

/** Hands the text to the browser as a file download. */
export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds its own reference; the URL itself is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
