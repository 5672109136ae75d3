import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { withAdvisoryLock } from '../locks/advisory-lock.js';

/** The error of a run its process never finished (killed, crashed): closed at a later start. */
export const INTERRUPTED_RUN_ERROR = 'interrupted';

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
  /** sha256 (hex) of the bundled file the run imported; null for other runs. */
  contentSha256: string | null;
  /** Rows served by the source but rejected (not stored); the run still succeeds. */
  rowsRejected: number;
  /** Per reason (`future`, `not-held`, `before-game` …): how many rows and one example. */
  rejections: Record<string, IngestRejection> | null;
}

/** Rejected rows of one reason in one run. */
export interface IngestRejection {
  count: number;
  /** The first rejected row, with why (`2026-11-24 EVE: after today (2026-11-23) in America/New_York`). */
  example: string;
}

export interface IngestRunResult {
  rowsSeen: number;
  rowsAdded: number;
  rowsUnchanged: number;
  conflicts: number;
  /** Set when the run failed; the counts then say what was done before the failure. */
  error?: string | null;
  /** Rows rejected before storing, counted per reason in `rejections`. Default 0. */
  rowsRejected?: number;
  rejections?: Record<string, IngestRejection> | null;
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
  'content_sha256 as contentSha256',
  'rows_rejected as rowsRejected',
  'rejections',
] as const;

type RunRow = Omit<IngestRun, 'rejections'> & { rejections: unknown };

/** jsonb comes back parsed from `pg` and from PGlite. */
function toRun(row: RunRow): IngestRun {
  return { ...row, rejections: (row.rejections ?? null) as IngestRun['rejections'] };
}

/** Opens a run and returns its id. */
export async function start(
  db: Kysely<DB>,
  run: { source: string; state?: string | null; contentSha256?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('ingest_runs')
    .values({
      source: run.source,
      state: run.state ?? null,
      content_sha256: run.contentSha256 ?? null,
    })
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
      rows_rejected: result.rowsRejected ?? 0,
      rejections: result.rejections == null ? null : JSON.stringify(result.rejections),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Closes the runs that never finished, as `error: 'interrupted'` (their process was killed), unless
 * an ingestion is running now (`lockKey`, the ingestion lock, is held: those runs may be its own).
 * Called when a process starts. Returns how many runs it closed.
 */
export async function markInterrupted(db: Kysely<DB>, lockKey: string): Promise<number> {
  const outcome = await withAdvisoryLock(db, lockKey, async () => {
    const result = await db
      .updateTable('ingest_runs')
      .set({ finished_at: sql<Date>`now()`, error: INTERRUPTED_RUN_ERROR })
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
  return outcome.result ?? 0;
}

/** The latest run of every source (finished or not; interrupted runs aside), ordered by source. */
export async function latestPerSource(db: Kysely<DB>): Promise<IngestRun[]> {
  const rows = await db
    .selectFrom('ingest_runs')
    .distinctOn('source')
    .select(runColumns)
    .where((eb) => eb.or([eb('error', 'is', null), eb('error', '!=', INTERRUPTED_RUN_ERROR)]))
    .orderBy('source')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRun);
}

/** The latest run of one source, if any (interrupted runs aside). */
export async function latest(db: Kysely<DB>, source: string): Promise<IngestRun | undefined> {
  const row = await db
    .selectFrom('ingest_runs')
    .select(runColumns)
    .where('source', '=', source)
    .where((eb) => eb.or([eb('error', 'is', null), eb('error', '!=', INTERRUPTED_RUN_ERROR)]))
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : toRun(row);
}

/**
 * True when the source has a run that finished without error; with `contentSha256`, one that
 * imported exactly that content.
 */
export async function hasSucceeded(
  db: Kysely<DB>,
  source: string,
  options: { contentSha256?: string } = {},
): Promise<boolean> {
  let query = db
    .selectFrom('ingest_runs')
    .select('id')
    .where('source', '=', source)
    .where('finished_at', 'is not', null)
    .where('error', 'is', null);
  if (options.contentSha256 !== undefined)
    query = query.where('content_sha256', '=', options.contentSha256);
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The most recent runs, newest first. */
export async function recent(db: Kysely<DB>, limit = 50): Promise<IngestRun[]> {
  const rows = await db
    .selectFrom('ingest_runs')
    .select(runColumns)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRun);
}

/**
 * Per state, when the last successful live ingestion (a run of an official source, not an import
 * of the bundled history or a CLI file) finished: the moment the state's data was last changed or
 * confirmed by its source. States never ingested live are absent.
 */
export async function lastLiveSuccessPerState(
  db: Kysely<DB>,
): Promise<Array<{ state: string; finishedAt: Date }>> {
  const rows = await db
    .selectFrom('ingest_runs')
    .select(['state', (eb) => eb.fn.max('finished_at').as('finishedAt')])
    .where('state', 'is not', null)
    .where('finished_at', 'is not', null)
    .where('error', 'is', null)
    .where('source', 'not like', 'bundled:%')
    .where('source', 'not like', 'cli:%')
    .where('source', 'not like', 'backfill:%')
    .groupBy('state')
    .orderBy('state')
    .execute();
  return rows.flatMap((r) =>
    r.state === null || r.finishedAt === null
      ? []
      : [{ state: r.state, finishedAt: new Date(r.finishedAt) }],
  );
}

/**
 * A number that grows whenever an ingestion run finishes (the highest finished run id; 0 when none):
 * a cache key for everything derived from the stored draws and their ingestion times, valid across
 * processes (a worker's run changes it for every API replica).
 */
export async function dataVersion(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('ingest_runs')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('finished_at', 'is not', null)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** A source's record of success and failure, from its ingest runs. */
export interface SourceRunHealth {
  source: string;
  /** When its last successful run finished (null: never). */
  lastSuccessAt: Date | null;
  /** When its last failed run finished, and why (null: never failed). */
  lastFailureAt: Date | null;
  lastError: string | null;
  /** When the failures since the last success began (null: the latest run succeeded). */
  failingSince: Date | null;
}

/** Per source that has finished runs: last success, last failure with its reason, failing since. */
export async function healthPerSource(db: Kysely<DB>): Promise<SourceRunHealth[]> {
  const { rows } = await sql<{
    source: string;
    lastSuccessAt: Date | null;
    lastFailureAt: Date | null;
    lastError: string | null;
    failingSince: Date | null;
  }>`
    with finished as (
      select source, finished_at, error from ingest_runs
      where finished_at is not null and source not like 'bundled:%' and source not like 'cli:%'
        and source not like 'backfill:%'
    ),
    ok as (select source, max(finished_at) as at from finished where error is null group by source),
    bad as (
      select distinct on (source) source, finished_at as at, error
      from finished where error is not null order by source, finished_at desc
    )
    select s.source,
           ok.at as "lastSuccessAt",
           bad.at as "lastFailureAt",
           bad.error as "lastError",
           (select min(f.finished_at) from finished f
             where f.source = s.source and f.error is not null
               and (ok.at is null or f.finished_at > ok.at)) as "failingSince"
    from (select distinct source from finished) s
    left join ok on ok.source = s.source
    left join bad on bad.source = s.source
    order by s.source`.execute(db);
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((r) => ({
    source: r.source,
    lastSuccessAt: date(r.lastSuccessAt),
    lastFailureAt: date(r.lastFailureAt),
    lastError: r.lastError,
    failingSince: date(r.failingSince),
  }));
}
