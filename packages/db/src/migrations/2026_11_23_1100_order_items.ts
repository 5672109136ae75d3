/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// An order remembers what it was for: the cart lines and their prices as they were when the order was
// created. A capture grants exactly these lines, so a cart changed while the buyer approves or while
// the provider captures can never be bought unpaid. Kysely<any>, no app imports (see the first migration).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    .addColumn('draw_time', 'varchar(20)', (c) => c.notNull())
    .addColumn('play_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('lotto_pool', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('price_per_play', 'integer', (c) => c.notNull().check(sql`price_per_play >= 0`))
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .columns(['order_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_items').execute();
}
