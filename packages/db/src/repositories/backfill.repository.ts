import { sql, type Kysely } from 'kysely';
import type { BackfillStatus, DB } from '../schema.js';

/** One walk of a source's archive, as stored. */
export interface BackfillRun {
  id: number;
  state: string;
  source: string;
  fromDate: string;
  toDate: string;
  trigger: 'cli' | 'worker' | 'test';
  status: BackfillStatus;
  pagesTotal: number;
  pagesDone: number;
  rowsAdded: number;
  failures: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

const runColumns = [
  'id',
  'state',
  'source',
  'from_date as fromDate',
  'to_date as toDate',
  'trigger',
  'status',
  'pages_total as pagesTotal',
  'pages_done as pagesDone',
  'rows_added as rowsAdded',
  'failures',
  'error',
  'started_at as startedAt',
  'finished_at as finishedAt',
] as const;

/** Opens a backfill run and returns its id. */
export async function start(
  db: Kysely<DB>,
  run: {
    state: string;
    source: string;
    fromDate: string;
    toDate: string;
    trigger: BackfillRun['trigger'];
    pagesTotal: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('backfill_runs')
    .values({
      state: run.state,
      source: run.source,
      from_date: run.fromDate,
      to_date: run.toDate,
      trigger: run.trigger,
      pages_total: run.pagesTotal,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Page keys of a source already merged by any backfill: a resumed walk skips them. */
export async function donePages(db: Kysely<DB>, source: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('backfill_pages')
    .select('page_key')
    .where('source', '=', source)
    .execute();
  return new Set(rows.map((r) => r.page_key));
}

/**
 * Marks one archive page merged, and counts it on its run, in one transaction with nothing else: the
 * page's draws were committed before, so a kill between the two only makes a resume fetch it again
 * (merge-only, so harmless).
 */
export async function pageDone(
  db: Kysely<DB>,
  page: { runId: number; source: string; pageKey: string; rowsSeen: number; rowsAdded: number },
  options: { remember: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (options.remember) {
      await trx
        .insertInto('backfill_pages')
        .values({
          source: page.source,
          page_key: page.pageKey,
          run_id: page.runId,
          rows_seen: page.rowsSeen,
          rows_added: page.rowsAdded,
        })
        .onConflict((oc) =>
          oc.columns(['source', 'page_key']).doUpdateSet({ done_at: sql<Date>`now()` }),
        )
        .execute();
    }
    await trx
      .updateTable('backfill_runs')
      .set((eb) => ({
        pages_done: eb('pages_done', '+', 1),
        rows_added: eb('rows_added', '+', page.rowsAdded),
      }))
      .where('id', '=', page.runId)
      .execute();
  });
}

/** Counts a failed page request on the run. */
export async function pageFailed(db: Kysely<DB>, runId: number, error: string): Promise<void> {
  await db
    .updateTable('backfill_runs')
    .set((eb) => ({ failures: eb('failures', '+', 1), error }))
    .where('id', '=', runId)
    .execute();
}

/** Closes a run. */
export async function finish(
  db: Kysely<DB>,
  runId: number,
  outcome: { status: Exclude<BackfillStatus, 'running'>; error?: string | null },
): Promise<void> {
  await db
    .updateTable('backfill_runs')
    .set({
      status: outcome.status,
      finished_at: sql<Date>`now()`,
      ...(outcome.error === undefined ? {} : { error: outcome.error }),
    })
    .where('id', '=', runId)
    .execute();
}

/**
 * Runs still `running` that no process is walking any more (a kill -9): marked `interrupted`, so
 * they are not shown as in progress forever. Called by a walk that holds the state's lock (no other
 * process walks it), for the runs that began before `olderThan`.
 */
export async function markInterrupted(
  db: Kysely<DB>,
  olderThan: Date,
  state?: string,
): Promise<number> {
  let query = db
    .updateTable('backfill_runs')
    .set({ status: 'interrupted', finished_at: sql<Date>`now()` })
    .where('status', '=', 'running')
    .where('started_at', '<', olderThan);
  if (state !== undefined) query = query.where('state', '=', state);
  const rows = await query.returning('id').execute();
  return rows.length;
}

/** The latest backfill run of every source, by source. */
export async function latestPerSource(db: Kysely<DB>): Promise<BackfillRun[]> {
  return db
    .selectFrom('backfill_runs')
    .distinctOn('source')
    .select(runColumns)
    .orderBy('source')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One run by id. */
export async function find(db: Kysely<DB>, id: number): Promise<BackfillRun | undefined> {
  return db.selectFrom('backfill_runs').select(runColumns).where('id', '=', id).executeTakeFirst();
}

/** A state's open walk as players see it: since when, and how many of its pages are read. */
export interface OpenWalk {
  state: string;
  startedAt: Date;
  pagesDone: number;
  pagesTotal: number;
}

/**
 * The walks open now, one line per state (its runs summed, the earliest start): runs still
 * `running` that began after `startedAfter`. Older open runs are a killed process's (markInterrupted
 * closes them when the state is walked again) and are not shown as progress.
 */
export async function openPerState(db: Kysely<DB>, startedAfter: Date): Promise<OpenWalk[]> {
  const rows = await db
    .selectFrom('backfill_runs')
    .select((eb) => [
      'state',
      eb.fn.min('started_at').as('startedAt'),
      eb.fn.sum<string | number>('pages_done').as('pagesDone'),
      eb.fn.sum<string | number>('pages_total').as('pagesTotal'),
    ])
    .where('status', '=', 'running')
    .where('started_at', '>', startedAfter)
    .groupBy('state')
    .orderBy('state')
    .execute();
  return rows.map((row) => ({
    state: row.state,
    startedAt: new Date(row.startedAt),
    pagesDone: Number(row.pagesDone),
    pagesTotal: Number(row.pagesTotal),
  }));
}
