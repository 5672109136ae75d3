// Manual update runs (issue 35 finding 13): the request that starts one answers at once with the
// job's id; the run writes its sources' progress here and, when it ends, its answer, so the client
// can ask any replica how it is going.
import { sql, type Kysely } from 'kysely';
import type { DB, RefreshJobStatus } from '../schema.js';

export interface RefreshJob {
  id: string;
  kind: 'ga' | 'all';
  status: RefreshJobStatus;
  progress: unknown;
  result: unknown;
  error: string | null;
  startedAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

const columns = [
  'id',
  'kind',
  'status',
  'progress',
  'result',
  'error',
  'started_at as startedAt',
  'updated_at as updatedAt',
  'finished_at as finishedAt',
] as const;

/** Jobs are kept this long, then forgotten when a new one starts. */
const KEEP_DAYS = 7;

export async function start(
  db: Kysely<DB>,
  job: { id: string; kind: 'ga' | 'all'; progress: unknown },
): Promise<void> {
  await db
    .deleteFrom('refresh_jobs')
    .where('started_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`)
    .execute();
  await db
    .insertInto('refresh_jobs')
    .values({
      id: job.id,
      kind: job.kind,
      status: 'running',
      progress: JSON.stringify(job.progress),
    })
    .execute();
}

export async function saveProgress(db: Kysely<DB>, id: string, progress: unknown): Promise<void> {
  await db
    .updateTable('refresh_jobs')
    .set({ progress: JSON.stringify(progress), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function finish(
  db: Kysely<DB>,
  id: string,
  outcome: { status: Exclude<RefreshJobStatus, 'running'>; result?: unknown; error?: string },
): Promise<void> {
  await db
    .updateTable('refresh_jobs')
    .set({
      status: outcome.status,
      result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
      error: outcome.error?.slice(0, 200) ?? null,
      updated_at: sql<Date>`now()`,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function find(db: Kysely<DB>, id: string): Promise<RefreshJob | undefined> {
  return db.selectFrom('refresh_jobs').select(columns).where('id', '=', id).executeTakeFirst();
}

/**
 * Marks as failed the jobs still 'running' whose last progress is older than `staleMs` (the process
 * that ran them died), so no client polls a dead run forever.
 */
export async function failStale(db: Kysely<DB>, staleMs: number): Promise<number> {
  const result = await db
    .updateTable('refresh_jobs')
    .set({ status: 'failed', error: 'RUN_STOPPED', finished_at: sql<Date>`now()` })
    .where('status', '=', 'running')
    .where('updated_at', '<', new Date(Date.now() - staleMs))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
