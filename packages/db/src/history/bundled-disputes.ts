import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import {
  parseDrawTime,
  readCsv,
  straightCombinations,
  toBoxKey,
  type DrawTimeCode,
} from '@pick3/core';
import { contentSha256 } from './content-sha256.js';
import * as ingestRuns from '../repositories/ingest-runs.repository.js';
import { inTransaction } from '../repositories/transaction.js';
import type { DB } from '../schema.js';

/**
 * The bundle's records beside its draws files, applied to the draws a database already holds so an
 * upgrade loses nothing and keeps nothing wrong:
 * - `corrections/corrections_<ST>.csv` (`state,date,draw_time,old_number,new_number,proof`): a value
 *   an earlier bundle shipped that an official file proves wrong. A stored draw still holding the old
 *   number gets the new one, and `draw_conflicts` records both (`replaced`, source
 *   `bundled:corrections/<file>`), so the change is on record.
 * - `conflicts_<ST>.csv` (`date,draw_time,dropped_all_values`): draws the staging left out because
 *   its sources disagree. A database that stored one from an earlier bundle keeps it, and it is
 *   marked disputed: `draw_conflicts` records the stored number against each other listed number
 *   (`kept`, source `bundled:<file>`), which is what the coverage's `disputed` list reads.
 * Each file is applied once per content (sha256 recorded with an ingest run), like the draws files.
 */

interface Correction {
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  oldNumber: string;
  newNumber: string;
}

interface Dispute {
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  /** Every three-digit value the file lists for the draw. */
  numbers: string[];
}

export interface BundledRecordsResult {
  /** Stored draws that held a corrected value and now hold the proven one. */
  corrected: number;
  /** Stored draws marked disputed (a listed value differs from the stored one). */
  disputed: number;
}

function cellsOf(text: string, columns: readonly string[], file: string) {
  const [head, ...records] = readCsv(text);
  const header = (head?.cells ?? []).map((h) => h.trim());
  const at = columns.map((c) => header.indexOf(c));
  const missing = columns.filter((_, i) => at[i] === -1);
  if (missing.length > 0) throw new Error(`${file}: the header lacks ${missing.join(', ')}`);
  return records.map(({ cells }) => at.map((i) => (cells[i] ?? '').trim()));
}

/** Parses a corrections file; any malformed row fails the whole file (it is shipped, not user input). */
export function parseCorrections(text: string, file: string): Correction[] {
  return cellsOf(text, ['state', 'date', 'draw_time', 'old_number', 'new_number'], file).map(
    ([state = '', date = '', label = '', oldNumber = '', newNumber = '']) => {
      if (!/^[0-9]{3}$/.test(oldNumber) || !/^[0-9]{3}$/.test(newNumber)) {
        throw new Error(`${file}: ${date} ${label}: numbers must be three digits`);
      }
      return { state, date, drawTime: parseDrawTime(label), oldNumber, newNumber };
    },
  );
}

/**
 * Parses `conflicts_<ST>.csv`. Its third cell is prose naming each source and its value
 * (`drawdata=944; daaxelv (LotteryUSA year pages)=285; …`, and on NC's Double-Draw nights
 * `drawdata …=498; 142 (two Evening rows …)`): a value is a run of exactly three digits that opens
 * a `;`-separated part or follows its `=`. Withheld values ("a different number") are not numbers.
 */
export function parseDisputes(text: string, state: string, file: string): Dispute[] {
  const disputes: Dispute[] = [];
  for (const [date = '', label = '', values = ''] of cellsOf(
    text,
    ['date', 'draw_time', 'dropped_all_values'],
    file,
  )) {
    // NC lists source lines whose draw time is `null`: no draw a database could hold.
    if (label === 'null') continue;
    const numbers = new Set<string>();
    for (const part of values.split(';')) {
      const value = /(?:^\s*|=\s*)([0-9]{3})(?![0-9])/.exec(part)?.[1];
      if (value !== undefined) numbers.add(value);
    }
    disputes.push({ state, date, drawTime: parseDrawTime(label), numbers: [...numbers] });
  }
  return disputes;
}

async function applyCorrections(db: Kysely<DB>, rows: Correction[], source: string) {
  return inTransaction(db, async (trx) => {
    let corrected = 0;
    for (const c of rows) {
      const boxKey = toBoxKey(c.newNumber);
      // Only a draw still holding the old value changes: a newer report or a human's fix stays.
      const updated = await trx
        .updateTable('lottery_draws')
        .set({
          winner: c.newNumber,
          actual_straight_winner: c.newNumber,
          box_key: boxKey,
          straight_combinations: [...straightCombinations(boxKey)],
          source,
          updated_at: sql<Date>`now()`,
        })
        .where('state', '=', c.state)
        .where('date', '=', c.date)
        .where('draw_time', '=', c.drawTime)
        .where('winner', '=', c.oldNumber)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) continue;
      corrected += 1;
      await trx
        .insertInto('draw_conflicts')
        .values({
          state: c.state,
          date: c.date,
          draw_time: c.drawTime,
          stored_winner: c.oldNumber,
          incoming_winner: c.newNumber,
          source,
          resolution: 'replaced',
        })
        // The new file's import may have recorded the pair as `kept` before: it is now replaced.
        .onConflict((oc) =>
          oc
            .columns(['state', 'date', 'draw_time', 'stored_winner', 'incoming_winner'])
            .doUpdateSet({ resolution: 'replaced', source, seen_at: sql`now()` }),
        )
        .execute();
    }
    return corrected;
  });
}

async function markDisputed(db: Kysely<DB>, rows: Dispute[], source: string) {
  return inTransaction(db, async (trx) => {
    let disputed = 0;
    for (const d of rows) {
      const stored = await trx
        .selectFrom('lottery_draws')
        .select('winner')
        .where('state', '=', d.state)
        .where('date', '=', d.date)
        .where('draw_time', '=', d.drawTime)
        .executeTakeFirst();
      if (stored === undefined) continue;
      const others = d.numbers.filter((n) => n !== stored.winner);
      if (others.length === 0) continue;
      disputed += 1;
      await trx
        .insertInto('draw_conflicts')
        .values(
          others.map((incoming) => ({
            state: d.state,
            date: d.date,
            draw_time: d.drawTime,
            stored_winner: stored.winner,
            incoming_winner: incoming,
            source,
            resolution: 'kept' as const,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['state', 'date', 'draw_time', 'stored_winner', 'incoming_winner'])
            .doNothing(),
        )
        .execute();
    }
    return disputed;
  });
}

async function once(
  db: Kysely<DB>,
  path: string,
  source: string,
  state: string | null,
  apply: (text: string) => Promise<number>,
): Promise<number> {
  const bytes = await readFile(path);
  const sha256 = contentSha256(bytes);
  if (await ingestRuns.hasSucceeded(db, source, { contentSha256: sha256 })) return 0;
  const runId = await ingestRuns.start(db, { source, state, contentSha256: sha256 });
  const count = await apply(bytes.toString('utf8'));
  await ingestRuns.finish(db, runId, {
    rowsSeen: count,
    rowsAdded: 0,
    rowsUnchanged: 0,
    conflicts: count,
  });
  return count;
}

/** Applies the bundle's corrections, then marks its disputed draws (see the file comment). */
export async function applyBundledRecords(
  db: Kysely<DB>,
  dir: string,
): Promise<BundledRecordsResult> {
  let corrected = 0;
  let disputed = 0;
  const correctionsDir = join(dir, 'corrections');
  const correctionFiles = (await readdir(correctionsDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.csv'))
    .sort();
  for (const file of correctionFiles) {
    const source = `bundled:corrections/${file}`;
    corrected += await once(db, join(correctionsDir, file), source, null, (text) =>
      applyCorrections(db, parseCorrections(text, file), source),
    );
  }
  const conflictFiles = (await readdir(dir))
    .filter((f) => /^conflicts_[A-Z]{2}\.csv$/.test(f))
    .sort();
  for (const file of conflictFiles) {
    const state = file.slice('conflicts_'.length, 'conflicts_'.length + 2);
    const source = `bundled:${file}`;
    disputed += await once(db, join(dir, file), source, state, (text) =>
      markDisputed(db, parseDisputes(text, state, file), source),
    );
  }
  return { corrected, disputed };
}
