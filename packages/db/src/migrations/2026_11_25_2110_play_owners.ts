/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// Plays belong to the account that bought them (issue 25): cart lines and purchased plays get the
// owner's user id, NULL while the player is logged out (then the visitor cookie owns them, as
// before). orders.user_id already exists: a cart order now fills it too. A cart line is unique per
// owner, so the spec's key splits into one for visitor lines and one for account lines. A play
// records the date of the draw it is for (its state and draw time were already stored); plays
// bought before this have none. Kysely<any>, no app imports (see the first migration).
import { sql, type Kysely } from 'kysely';

const LINE = ['number', 'state', 'draw_time', 'play_type', 'lotto_pool'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cart_items')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('cart_items').dropConstraint('cart_items_key').execute();
  await db.schema
    .createIndex('cart_items_visitor_key')
    .on('cart_items')
    .unique()
    .columns(['ip_address', ...LINE])
    .where(sql.ref('user_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('cart_items_user_key')
    .on('cart_items')
    .unique()
    .columns(['user_id', ...LINE])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('purchased_plays')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('draw_date', sql`varchar(10) collate "C"`)
    .execute();
  await db.schema
    .createIndex('purchased_plays_user_idx')
    .on('purchased_plays')
    .columns(['user_id', 'id'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('orders_visitor_idx').on('orders').column('visitor_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_visitor_idx').execute();
  await db.schema.dropIndex('purchased_plays_user_idx').execute();
  await db.schema
    .alterTable('purchased_plays')
    .dropColumn('draw_date')
    .dropColumn('user_id')
    .execute();
  await db.schema.dropIndex('cart_items_user_key').execute();
  await db.schema.dropIndex('cart_items_visitor_key').execute();
  // Account lines go: the old key cannot hold one owner's line twice from two browsers.
  await db.deleteFrom('cart_items').where('user_id', 'is not', null).execute();
  await db.schema.alterTable('cart_items').dropColumn('user_id').execute();
  await db.schema
    .alterTable('cart_items')
    .addUniqueConstraint('cart_items_key', ['ip_address', ...LINE])
    .execute();
}
