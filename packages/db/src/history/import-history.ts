import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { parseDrawsCsv } from '@pick3/core';
import type { DbLogger } from '../db-logger.js';
import { applyBundledRecords } from './bundled-disputes.js';
import { contentSha256 } from './content-sha256.js';
import { withAdvisoryLock } from '../locks/advisory-lock.js';
import { upsertDraws } from '../repositories/draws.repository.js';
import * as ingestRuns from '../repositories/ingest-runs.repository.js';
import type { DB } from '../schema.js';

/** packages/db/data/history, reached the same way from src/ (tests, tsx) and dist/. */
export const BUNDLED_HISTORY_DIR = fileURLToPath(new URL('../../data/history/', import.meta.url));

export interface ImportResult {
  source: string;
  /** The file's state, or null when it holds several. */
  state: string | null;
  runId: number;
  rowsSeen: number;
  added: number;
  unchanged: number;
  conflicts: number;
}

export interface ImportHistoryOptions {
  /** `ingest_runs.source` and `lottery_draws.source` (`bundled:GA-cash3.csv`, `cli:ga.csv`). */
  source: string;
  /** sha256 of the text, recorded with the run (bundled files: what a later start compares). */
  contentSha256?: string;
}

/**
 * Imports one draws CSV (`state,game,date,draw_time,number`) and records an ingest run. The whole
 * text is validated by @pick3/core first, so a bad row writes nothing and the Pick3Error
 * (INVALID_CSV) names its line and field. The draws go in through `upsertDraws`, in one transaction:
 * importing the same text twice adds nothing the second time.
 * @example
 * await importHistoryCsv(db, await readFile('GA.csv', 'utf8'), { source: 'cli:GA.csv' });
 */
export async function importHistoryCsv(
  db: Kysely<DB>,
  text: string,
  { source, contentSha256 }: ImportHistoryOptions,
): Promise<ImportResult> {
  const { rows } = parseDrawsCsv(text);
  const states = [...new Set(rows.map((r) => r.state))];
  const state = states.length === 1 ? (states[0] ?? null) : null;
  const runId = await ingestRuns.start(db, { source, state, contentSha256: contentSha256 ?? null });
  try {
    const { added, unchanged, conflicts } = await upsertDraws(db, rows, { source });
    await ingestRuns.finish(db, runId, {
      rowsSeen: rows.length,
      rowsAdded: added,
      rowsUnchanged: unchanged,
      conflicts,
    });
    return { source, state, runId, rowsSeen: rows.length, added, unchanged, conflicts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Best effort: the connection that failed the upsert may be gone too.
    await ingestRuns
      .finish(db, runId, {
        rowsSeen: rows.length,
        rowsAdded: 0,
        rowsUnchanged: 0,
        conflicts: 0,
        error: message,
      })
      .catch(() => {});
    throw error;
  }
}

export interface ImportBundledOptions {
  logger?: DbLogger;
  /** Folder of draws CSVs; default the bundled history. */
  dir?: string | undefined;
}

export { contentSha256 } from './content-sha256.js';

/**
 * Imports every draws CSV of the bundled history (source `bundled:<file>`) whose current content
 * (sha256, recorded with the run) has no successful ingest run yet, one transaction per file. A
 * first start imports everything; a start after a crash mid-import imports what is missing; a start
 * after a file changed (an extended history) merges that file again: `upsertDraws` adds the new
 * rows, leaves the known ones and records disagreements as conflicts, nothing is deleted; later
 * starts hash each file, read one row per file and return.
 * Replicas starting together are serialised by an advisory lock (a loser skips: the winner imports).
 */
export async function importBundledHistory(
  db: Kysely<DB>,
  options: ImportBundledOptions = {},
): Promise<ImportResult[]> {
  const dir = options.dir ?? BUNDLED_HISTORY_DIR;
  // conflicts_<ST>.csv files list rows the sources disagreed on; they are provenance, not draws.
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.csv') && !f.startsWith('conflicts_'))
    .sort();
  const outcome = await withAdvisoryLock(db, 'pick3:import-bundled-history', async () => {
    const results: ImportResult[] = [];
    // Corrections first: a stored old value is replaced before the corrected file is compared with it.
    const records = await applyBundledRecords(db, dir);
    if (records.corrected + records.disputed > 0) {
      options.logger?.info(
        `Bundled records: ${records.corrected} draws corrected, ${records.disputed} marked disputed`,
      );
    }
    for (const file of files) {
      const source = `bundled:${file}`;
      const bytes = await readFile(join(dir, file));
      const sha256 = contentSha256(bytes);
      if (await ingestRuns.hasSucceeded(db, source, { contentSha256: sha256 })) continue;
      const started = performance.now();
      const result = await importHistoryCsv(db, bytes.toString('utf8'), {
        source,
        contentSha256: sha256,
      });
      options.logger?.info(
        `Imported ${source}: ${result.rowsSeen} rows, ${result.added} added, ${result.unchanged} unchanged, ` +
          `${result.conflicts} conflicts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      results.push(result);
    }
    return results;
  });
  if (!outcome.acquired)
    options.logger?.info('Bundled history: another process is importing it; skipped here');
  return outcome.result ?? [];
}
