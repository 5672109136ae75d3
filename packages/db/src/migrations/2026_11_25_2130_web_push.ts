/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Web Push (issue 25 item 6): the server's VAPID key pair, created once on first start and kept here so
// every replica and restart signs with the same key (a browser's subscription is bound to the public
// key it subscribed with); the browsers' push subscriptions with what each asked for; and one sent-log
// row per subscription and event, claimed before sending, so a re-run or a second replica never sends
// twice. Kysely<any>, no app imports (see the first migration).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_vapid_keys')
    // One row only: the key pair of this installation.
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    // The push service's URL for this browser: unique, a browser re-subscribing updates its row.
    .addColumn('endpoint', 'varchar(1024)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    // The visitor id, or user:<id> for a logged-in account (as aert_data.ip_address).
    .addColumn('owner', 'varchar(80)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'es')`),
    )
    // Results posted for these states, at these draw times (codes; empty = every draw time).
    .addColumn('states', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('draw_times', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // A number the owner tracks in the alert settings hit.
    .addColumn('hits', 'boolean', (c) => c.notNull().defaultTo(false))
    // A permanent pool's tracked play settled.
    .addColumn('pool', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_owner_idx')
    .on('push_subscriptions')
    .column('owner')
    .execute();
  await db.schema
    .createTable('push_sends')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    // e.g. result:GA:2026-11-25:EVE, hit:GA:2026-11-25:EVE, pool:<expected result id>.
    .addColumn('event_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'gone')`),
    )
    .addColumn('detail', 'varchar(500)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('push_sends_key', ['subscription_id', 'event_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_sends').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_vapid_keys').execute();
}
