/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Two sources check each other, and history fills itself:
// - lottery_draws.source_kind: what kind of source stored the draw (`history` for bundled files and
//   CLI imports, `official` for a state lottery's endpoint, `aggregate` for a results site such as
//   LotteryUSA). An official report replaces an aggregate's different value (with a conflict row);
//   nothing else ever overwrites a stored draw.
// - draw_reports: what each live source reported for a draw (one row per source and draw), so a draw
//   two sources agree on is confirmed, and each source's agreement with the others can be counted.
// - draw_conflicts.resolution: `kept` (the stored value stayed) or `replaced` (the official value
//   replaced an aggregate's).
// - backfill_runs / backfill_pages: a walk of a source's archive, resumable page by page.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lottery_draws')
    .addColumn('source_kind', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('history')
        .check(sql`source_kind in ('history', 'official', 'aggregate')`),
    )
    .execute();
  await db.schema
    .alterTable('draw_conflicts')
    .addColumn('resolution', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('kept')
        .check(sql`resolution in ('kept', 'replaced')`),
    )
    .execute();

  await db.schema
    .createTable('draw_reports')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('date', sql`varchar(20) collate "C"`, (c) => c.notNull())
    .addColumn('draw_time', 'varchar(4)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('winner', 'varchar(3)', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('draw_reports_key', ['state', 'date', 'draw_time', 'source'])
    .execute();
  await sql`create index draw_reports_source_date_idx on draw_reports (source, date desc)`.execute(
    db,
  );

  await db.schema
    .createTable('backfill_runs')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(10)', (c) =>
      c.notNull().check(sql`trigger in ('cli', 'worker', 'test')`),
    )
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'done', 'failed', 'interrupted')`),
    )
    .addColumn('pages_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('backfill_runs_state_started_idx')
    .on('backfill_runs')
    .columns(['state', 'started_at'])
    .execute();

  await db.schema
    .createTable('backfill_pages')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('rows_seen', 'integer', (c) => c.notNull())
    .addColumn('rows_added', 'integer', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('backfill_pages_key', ['source', 'page_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backfill_pages').execute();
  await db.schema.dropTable('backfill_runs').execute();
  await db.schema.dropTable('draw_reports').execute();
  await db.schema.alterTable('draw_conflicts').dropColumn('resolution').execute();
  await db.schema.alterTable('lottery_draws').dropColumn('source_kind').execute();
}
