import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { inTransaction } from './transaction.js';

/** A play bought through a captured cart order; prices in cents. */
export interface PurchasedPlay {
  id: number;
  orderId: string;
  number: string;
  state: string;
  drawTime: string;
  playType: string;
  lottoPool: string;
  quantity: number;
  pricePerPlay: number;
  createdAt: Date;
}

const playColumns = [
  'id',
  'order_id as orderId',
  'number',
  'state',
  'draw_time as drawTime',
  'play_type as playType',
  'lotto_pool as lottoPool',
  'quantity',
  'price_per_play as pricePerPlay',
  'created_at as createdAt',
] as const;

/**
 * Moves the visitor's cart into purchased plays of the order, in one transaction: copies every
 * item, then empties the cart. Idempotent per order: an order that already has plays gets none
 * added (returns 0), so a repeated capture cannot buy twice. Returns the number of plays added.
 */
export async function insertFromCart(db: Kysely<DB>, { orderId, visitorId }: { orderId: string; visitorId: string }): Promise<number> {
  return inTransaction(db, async (trx) => {
    // Locks the order row: two captures of one order run one after the other here.
    const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (order === undefined) throw new Error(`insertFromCart: no order ${orderId}`);
    const already = await trx.selectFrom('purchased_plays').select('id').where('order_id', '=', orderId).limit(1).executeTakeFirst();
    if (already !== undefined) return 0;
    const inserted = await trx
      .insertInto('purchased_plays')
      .columns(['order_id', 'visitor_id', 'number', 'state', 'draw_time', 'play_type', 'lotto_pool', 'quantity', 'price_per_play'])
      .expression((eb) =>
        eb
          .selectFrom('cart_items')
          .select([
            eb.val(orderId).as('order_id'),
            'ip_address',
            'number',
            'state',
            'draw_time',
            'play_type',
            'lotto_pool',
            'quantity',
            'price_per_play',
          ])
          .where('ip_address', '=', visitorId)
          .orderBy('id'),
      )
      .returning('id')
      .execute();
    await trx.deleteFrom('cart_items').where('ip_address', '=', visitorId).execute();
    return inserted.length;
  });
}

/** The visitor's purchased plays, newest first. */
export async function listByVisitor(db: Kysely<DB>, visitorId: string, limit = 500): Promise<PurchasedPlay[]> {
  return db
    .selectFrom('purchased_plays')
    .select(playColumns)
    .where('visitor_id', '=', visitorId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
