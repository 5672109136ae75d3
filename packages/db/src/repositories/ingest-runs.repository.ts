import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

export interface IngestRun {
  id: number;
  source: string;
  state: string | null;
  startedAt: Date;
  /** Null while running, or when the process died before finishing. */
  finishedAt: Date | null;
  rowsSeen: number;
  rowsAdded: number;
  rowsUnchanged: number;
  conflicts: number;
  error: string | null;
}

export interface IngestRunResult {
  rowsSeen: number;
  rowsAdded: number;
  rowsUnchanged: number;
  conflicts: number;
  /** Set when the run failed; the counts then say what was done before the failure. */
  error?: string | null;
}

const runColumns = [
  'id',
  'source',
  'state',
  'started_at as startedAt',
  'finished_at as finishedAt',
  'rows_seen as rowsSeen',
  'rows_added as rowsAdded',
  'rows_unchanged as rowsUnchanged',
  'conflicts',
  'error',
] as const;

/** Opens a run and returns its id. */
export async function start(db: Kysely<DB>, run: { source: string; state?: string | null }): Promise<number> {
  const row = await db
    .insertInto('ingest_runs')
    .values({ source: run.source, state: run.state ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a run with its counts (and error, if it failed). */
export async function finish(db: Kysely<DB>, id: number, result: IngestRunResult): Promise<void> {
  await db
    .updateTable('ingest_runs')
    .set({
      finished_at: sql<Date>`now()`,
      rows_seen: result.rowsSeen,
      rows_added: result.rowsAdded,
      rows_unchanged: result.rowsUnchanged,
      conflicts: result.conflicts,
      error: result.error ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** The latest run of every source (finished or not), ordered by source. */
export async function latestPerSource(db: Kysely<DB>): Promise<IngestRun[]> {
  return db
    .selectFrom('ingest_runs')
    .distinctOn('source')
    .select(runColumns)
    .orderBy('source')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The latest run of one source, if any. */
export async function latest(db: Kysely<DB>, source: string): Promise<IngestRun | undefined> {
  return db
    .selectFrom('ingest_runs')
    .select(runColumns)
    .where('source', '=', source)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** True when the source has a run that finished without error. */
export async function hasSucceeded(db: Kysely<DB>, source: string): Promise<boolean> {
  const row = await db
    .selectFrom('ingest_runs')
    .select('id')
    .where('source', '=', source)
    .where('finished_at', 'is not', null)
    .where('error', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The most recent runs, newest first. */
export async function recent(db: Kysely<DB>, limit = 50): Promise<IngestRun[]> {
  return db.selectFrom('ingest_runs').select(runColumns).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
