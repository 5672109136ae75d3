/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Draw history and its provenance. Migrations use Kysely<any> and import no app code: they must keep
// working unchanged when the app's types move on.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    // ISO text in the "C" collation: byte order is date order, whatever the server's locale.
    .addColumn('date', sql`varchar(20) collate "C"`, (c) =>
      c.notNull().check(sql`date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('draw', 'varchar(4)', (c) =>
      c.notNull().check(sql`draw in ('MORN', 'DAY', 'EVE', 'NITE')`),
    )
    // Derived in the database so it can never disagree with `draw`, and indexable for newest-first scans.
    .addColumn('draw_order', 'smallint', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(
          sql`case draw when 'MORN' then 0 when 'DAY' then 1 when 'EVE' then 2 else 3 end`,
        )
        .stored(),
    )
    .addColumn('winner', 'varchar(10)', (c) => c.notNull())
    .addColumn('actual_straight_winner', 'varchar(3)', (c) =>
      c.notNull().check(sql`actual_straight_winner ~ '^[0-9]{3}$'`),
    )
    .addColumn('box_key', 'varchar(3)', (c) => c.notNull().check(sql`box_key ~ '^[0-9]{3}$'`))
    .addColumn('straight_combinations', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Stricter than the spec's key (which adds winner): one draw has one winner, another winner is a conflict.
    .addUniqueConstraint('lottery_draws_state_date_draw_key', ['state', 'date', 'draw'])
    .execute();
  await sql`create index lottery_draws_state_newest_idx on lottery_draws (state, date desc, draw_order desc)`.execute(
    db,
  );
  await sql`create index lottery_draws_state_box_key_idx on lottery_draws (state, box_key, date desc, draw_order desc)`.execute(
    db,
  );
  await db.schema
    .createIndex('lottery_draws_state_id_idx')
    .on('lottery_draws')
    .columns(['state', 'id'])
    .execute();

  await db.schema
    .createTable('draw_conflicts')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('date', sql`varchar(20) collate "C"`, (c) => c.notNull())
    .addColumn('draw_time', 'varchar(4)', (c) => c.notNull())
    .addColumn('stored_winner', 'varchar(10)', (c) => c.notNull())
    .addColumn('incoming_winner', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('draw_conflicts_key', [
      'state',
      'date',
      'draw_time',
      'stored_winner',
      'incoming_winner',
    ])
    .execute();

  await db.schema
    .createTable('ingest_runs')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(2)')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('rows_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('conflicts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('ingest_runs_source_started_idx')
    .on('ingest_runs')
    .columns(['source', 'started_at'])
    .execute();

  await db.schema
    .createTable('state_pick3_urls')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state_code', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('pick3_url', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('verified', 'text', (c) => c.notNull().defaultTo('true'))
    .addColumn('last_scraped', 'timestamptz')
    .execute();

  await db.schema
    .createTable('successful_urls')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('time_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_used', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('success_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('successful_urls_key', ['state', 'url', 'time_label'])
    .execute();

  await db.schema
    .createTable('ai_analysis_cache')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('analysis_result', 'text', (c) => c.notNull())
    .addColumn('qualifies', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('state_link', 'text')
    .addColumn('window_data', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ai_lottery_data')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('numbers', 'varchar(3)', (c) => c.notNull())
    .addColumn('date', 'varchar(20)', (c) => c.notNull())
    .addColumn('time_label', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('digit_pattern', 'text')
    .addColumn('is_consecutive', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('sorted_numbers', 'varchar(3)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ai_lottery_data',
    'ai_analysis_cache',
    'successful_urls',
    'state_pick3_urls',
    'ingest_runs',
    'draw_conflicts',
    'lottery_draws',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
