/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Issue 35: code sends are counted per (destination, requester), so a stranger's requests no longer
// use up an address's owner's sends; and a push subscription counts the draws whose pushes failed in a
// row, so one that keeps failing is dropped instead of being retried at every draw. Kysely<any>, no
// app imports (see the first migration).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The client address that asked (null for rows written before this migration).
  await db.schema.alterTable('code_sends').addColumn('requester', 'varchar(64)').execute();
  await db.schema
    .createIndex('code_sends_destination_requester_idx')
    .on('code_sends')
    .columns(['destination', 'requester', 'created_at'])
    .execute();
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('failed_draws', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('failed_draws').execute();
  await db.schema.dropIndex('code_sends_destination_requester_idx').execute();
  await db.schema.alterTable('code_sends').dropColumn('requester').execute();
}
