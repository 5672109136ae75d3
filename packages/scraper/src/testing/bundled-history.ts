// Test-only: the bundled draw history of @pick3/db (real results), which the fixtures of the
// HTML/CSV sources built from the documented formats take their draws from. A parser's output is
// checked against these rows, so a fixture and its expectation cannot drift apart unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareDraws, parseDrawsCsv, type StateDraw } from '@pick3/core';
import { BUNDLED_HISTORY_DIR } from '@pick3/db';

/** The rows of a bundled history file dated `from`–`to` (ISO, inclusive), oldest first. */
export function bundledDraws(file: string, from: string, to: string): StateDraw[] {
  const { rows } = parseDrawsCsv(readFileSync(join(BUNDLED_HISTORY_DIR, file), 'utf8'));
  return rows
    .filter((row) => row.date >= from && row.date <= to)
    .map(({ state, date, drawTime, number }) => ({ state, date, drawTime, number }))
    .sort(compareDraws);
}
