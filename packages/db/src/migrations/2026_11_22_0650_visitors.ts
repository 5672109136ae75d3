/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// What anonymous visitors and buyers leave behind: cart, tracker results, alert settings, polls,
// orders, purchased plays and sent alerts. Kysely<any>, no app imports (see the first migration).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('aert_data')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('ip_address', 'varchar(45)', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('sms_number', 'varchar(20)')
    .addColumn('email_verified', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('sms_verified', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('alert_on_match_only', 'text', (c) => c.notNull().defaultTo('true'))
    .addColumn('daily_summary', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('track_morning', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('track_day', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('track_evening', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('track_night', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_tracking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tracked_entries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('ip_address', 'varchar(45)', (c) => c.notNull())
    .addColumn('number', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('draw_time', 'varchar(20)', (c) => c.notNull())
    .addColumn('play_type', 'varchar(20)', (c) => c.notNull())
    // '' rather than NULL: a NULL would make the unique key below never match.
    .addColumn('lotto_pool', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`quantity >= 1`),
    )
    .addColumn('price_per_play', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(100)
        .check(sql`price_per_play >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_items_key', [
      'ip_address',
      'number',
      'state',
      'draw_time',
      'play_type',
      'lotto_pool',
    ])
    .execute();

  await db.schema
    .createTable('expected_results')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('ip_address', 'varchar(45)')
    .addColumn('session_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('expected_date', sql`varchar(20) collate "C"`, (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('draw_time', 'varchar(4)', (c) =>
      c.notNull().check(sql`draw_time in ('MORN', 'DAY', 'EVE', 'NITE')`),
    )
    .addColumn('winner_number', 'varchar(3)')
    .addColumn('remaining_numbers', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('match_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`match_status in ('pending', 'win', 'loss')`),
    )
    .addColumn('notification_sent', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('expected_results_key', ['session_id', 'expected_date', 'draw_time'])
    .execute();
  await db.schema
    .createIndex('expected_results_pending_idx')
    .on('expected_results')
    .columns(['state', 'expected_date', 'draw_time'])
    .where(sql.ref('match_status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('polls')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('poll_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('selected_lotto_pool', 'varchar(100)')
    .addColumn('selected_pairsum', 'varchar(100)')
    .addColumn('state', 'varchar(2)')
    .addColumn('visitor_id', 'varchar(45)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('subscription', 'cart')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'captured', 'failed')`),
    )
    .addColumn('visitor_id', 'varchar(45)')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('captured_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('purchased_plays')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('visitor_id', 'varchar(45)', (c) => c.notNull())
    .addColumn('number', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('draw_time', 'varchar(20)', (c) => c.notNull())
    .addColumn('play_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('lotto_pool', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_per_play', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('purchased_plays_visitor_idx')
    .on('purchased_plays')
    .columns(['visitor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('purchased_plays_order_idx')
    .on('purchased_plays')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('date', sql`varchar(20) collate "C"`, (c) => c.notNull())
    .addColumn('draw_time', 'varchar(4)', (c) => c.notNull())
    .addColumn('number', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The claim key: whoever inserts the row sends the alert, so a retry or a second worker cannot send twice.
    .addUniqueConstraint('alert_deliveries_key', [
      'channel',
      'recipient',
      'state',
      'date',
      'draw_time',
      'number',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'alert_deliveries',
    'purchased_plays',
    'orders',
    'polls',
    'expected_results',
    'cart_items',
    'aert_data',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
