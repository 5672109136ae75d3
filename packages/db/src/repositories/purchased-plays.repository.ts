import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { playLineColumns, type PlayLine } from './play-line.js';
import { inTransaction } from './transaction.js';

/** A play bought through a captured cart order; prices in cents. */
export interface PurchasedPlay extends PlayLine {
  id: number;
  orderId: string;
  createdAt: Date;
}

const playColumns = [
  'id',
  'order_id as orderId',
  ...playLineColumns,
  'created_at as createdAt',
] as const;

/**
 * Turns a cart order's lines (its snapshot, see ordersRepository.create) into purchased plays of the
 * order's visitor and takes those lines out of the cart: each matching cart row loses the bought
 * quantity and goes when nothing is left. Whatever was added to the cart after the order was
 * created stays in the cart, unbought. Run it inside ordersRepository.capture's transaction, which
 * makes it happen once per order. Returns the number of plays (lines) added.
 */
export async function insertFromOrder(
  db: Kysely<DB>,
  order: { id: string; visitorId: string | null },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (order.visitorId === null)
      throw new Error(`insertFromOrder: order ${order.id} has no visitor`);
    const visitorId = order.visitorId;
    const inserted = await trx
      .insertInto('purchased_plays')
      .columns([
        'order_id',
        'visitor_id',
        'number',
        'state',
        'draw_time',
        'play_type',
        'lotto_pool',
        'quantity',
        'price_per_play',
      ])
      .expression((eb) =>
        eb
          .selectFrom('order_items')
          .select([
            'order_id',
            eb.val(visitorId).as('visitor_id'),
            'number',
            'state',
            'draw_time',
            'play_type',
            'lotto_pool',
            'quantity',
            'price_per_play',
          ])
          .where('order_id', '=', order.id)
          .orderBy('id'),
      )
      .returning(['number', 'state', 'draw_time', 'play_type', 'lotto_pool', 'quantity'])
      .execute();
    for (const line of inserted) {
      const sameRow = {
        ip_address: visitorId,
        number: line.number,
        state: line.state,
        draw_time: line.draw_time,
        play_type: line.play_type,
        lotto_pool: line.lotto_pool,
      };
      const row = trx
        .selectFrom('cart_items')
        .select('id')
        .where((eb) => eb.and(sameRow));
      // The row keeps what was added after the order; it goes when nothing is left (quantity >= 1 holds).
      await trx
        .deleteFrom('cart_items')
        .where('id', 'in', row.where('quantity', '<=', line.quantity))
        .execute();
      await trx
        .updateTable('cart_items')
        .set({ quantity: sql<number>`quantity - ${line.quantity}`, updated_at: sql<Date>`now()` })
        .where('id', 'in', row)
        .execute();
    }
    return inserted.length;
  });
}

/** The visitor's purchased plays, newest first. */
export async function listByVisitor(
  db: Kysely<DB>,
  visitorId: string,
  limit = 500,
): Promise<PurchasedPlay[]> {
  return db
    .selectFrom('purchased_plays')
    .select(playColumns)
    .where('visitor_id', '=', visitorId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
