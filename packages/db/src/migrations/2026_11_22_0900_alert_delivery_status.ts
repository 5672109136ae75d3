/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Alert deliveries say what happened to each claimed alert: sent, skipped (no mail/SMS configured:
// recorded, never faked as sent) or failed. Daily summaries share the table (kind 'summary', one per
// recipient and date), so the claim key gains the kind.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('alert_deliveries')
    .addColumn('kind', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('match')
        .check(sql`kind in ('match', 'summary')`),
    )
    .execute();
  await db.schema
    .alterTable('alert_deliveries')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'skipped', 'failed')`),
    )
    .execute();
  await db.schema.alterTable('alert_deliveries').addColumn('detail', 'text').execute();
  await db.schema.alterTable('alert_deliveries').dropConstraint('alert_deliveries_key').execute();
  await db.schema
    .alterTable('alert_deliveries')
    .addUniqueConstraint('alert_deliveries_key', [
      'channel',
      'kind',
      'recipient',
      'state',
      'date',
      'draw_time',
      'number',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('alert_deliveries').dropConstraint('alert_deliveries_key').execute();
  await db.deleteFrom('alert_deliveries').where('kind', '=', 'summary').execute();
  await db.schema
    .alterTable('alert_deliveries')
    .addUniqueConstraint('alert_deliveries_key', [
      'channel',
      'recipient',
      'state',
      'date',
      'draw_time',
      'number',
    ])
    .execute();
  for (const column of ['detail', 'status', 'kind'])
    await db.schema.alterTable('alert_deliveries').dropColumn(column).execute();
}
