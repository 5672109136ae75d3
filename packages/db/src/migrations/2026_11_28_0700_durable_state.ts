/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// State that must outlive a process and be shared by replicas (issues 35 and 37):
// - sandbox_orders: the demo payment sandbox's orders (CREATED → APPROVED → COMPLETED), so an order
//   made on one replica can be approved and captured on another (finding 6);
// - rate_counters: the counters that matter when Redis is absent or down (the model quota, the
//   attempt limits of the routes that check a secret), so a restart or an outage does not reset them
//   (finding 9): one row per key and fixed window;
// - refresh_jobs: a manual update-all answers at once with a job that any replica can report on
//   (finding 13);
// - alert_deliveries.kind 'board': a graded board pick told by e-mail and SMS (issue 37), claimed
//   once per recipient and draw like every other alert. Kysely<any>, no app imports.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('CREATED', 'APPROVED', 'COMPLETED')`),
    )
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_counters_window_idx')
    .on('rate_counters')
    .column('window_ends_at')
    .execute();
  await db.schema
    .createTable('refresh_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(3)', (c) => c.notNull().check(sql`kind in ('ga', 'all')`))
    .addColumn('status', 'varchar(8)', (c) =>
      c.notNull().check(sql`status in ('running', 'finished', 'failed')`),
    )
    // The sources' progress as the status route reports it, and the run's answer once finished.
    .addColumn('progress', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'varchar(200)')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`alter table alert_deliveries drop constraint if exists alert_deliveries_kind_check`.execute(
    db,
  );
  await sql`alter table alert_deliveries add constraint alert_deliveries_kind_check check (kind in ('match', 'summary', 'board'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('alert_deliveries').where('kind', '=', 'board').execute();
  await sql`alter table alert_deliveries drop constraint if exists alert_deliveries_kind_check`.execute(
    db,
  );
  await sql`alter table alert_deliveries add constraint alert_deliveries_kind_check check (kind in ('match', 'summary'))`.execute(
    db,
  );
  await db.schema.dropTable('refresh_jobs').execute();
  await db.schema.dropTable('rate_counters').execute();
  await db.schema.dropTable('sandbox_orders').execute();
}
