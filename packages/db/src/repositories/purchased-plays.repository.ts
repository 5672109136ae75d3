import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { ownerIds, playLineColumns, type PlayLine, type PlayOwner } from './play-line.js';
import * as cartRepository from './cart.repository.js';
import { inTransaction } from './transaction.js';

/** A play bought through a captured cart order; prices in cents. */
export interface PurchasedPlay extends PlayLine {
  id: number;
  orderId: string;
  /** ISO date of the draw the play is for; null for plays bought before draws were recorded. */
  drawDate: string | null;
  createdAt: Date;
}

const playColumns = [
  'id',
  'order_id as orderId',
  ...playLineColumns,
  'draw_date as drawDate',
  'created_at as createdAt',
] as const;

/**
 * Turns a cart order's lines (its snapshot, see ordersRepository.create) into purchased plays of the
 * order's owner (its account, else its visitor), each for the draw `drawDateOf` names, and takes
 * those lines out of that owner's cart: each matching cart row loses the bought quantity and goes
 * when nothing is left. Whatever was added to the cart after the order was created stays in the
 * cart, unbought. Run it inside ordersRepository.capture's transaction, which makes it happen once
 * per order. Returns the number of plays (lines) added.
 */
export async function insertFromOrder(
  db: Kysely<DB>,
  order: { id: string; visitorId: string | null; userId: string | null },
  drawDateOf: (line: PlayLine) => string | null,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (order.visitorId === null)
      throw new Error(`insertFromOrder: order ${order.id} has no visitor`);
    const owner = { visitorId: order.visitorId, userId: order.userId };
    const lines = await trx
      .selectFrom('order_items')
      .select(playLineColumns)
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    if (lines.length === 0) return 0;
    await trx
      .insertInto('purchased_plays')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          visitor_id: owner.visitorId,
          user_id: owner.userId,
          number: line.number,
          state: line.state,
          draw_time: line.drawTime,
          draw_date: drawDateOf(line),
          play_type: line.playType,
          lotto_pool: line.lottoPool,
          quantity: line.quantity,
          price_per_play: line.pricePerPlay,
        })),
      )
      .execute();
    for (const line of lines) {
      const row = trx
        .selectFrom('cart_items')
        .select('id')
        .where((eb) =>
          eb.and([
            owner.userId !== null
              ? eb('user_id', '=', owner.userId)
              : eb.and([eb('ip_address', '=', owner.visitorId), eb('user_id', 'is', null)]),
            eb('number', '=', line.number),
            eb('state', '=', line.state),
            eb('draw_time', '=', line.drawTime),
            eb('play_type', '=', line.playType),
            eb('lotto_pool', '=', line.lottoPool),
          ]),
        );
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
    return lines.length;
  });
}

/** The owner's purchased plays, newest first: the account's on any browser, else the visitor's own. */
export async function listByOwner(
  db: Kysely<DB>,
  owner: PlayOwner,
  limit = 500,
): Promise<PurchasedPlay[]> {
  const { visitorId, userId } = ownerIds(owner);
  return db
    .selectFrom('purchased_plays')
    .select(playColumns)
    .where((eb) =>
      userId !== null
        ? eb('user_id', '=', userId)
        : eb.and([eb('visitor_id', '=', visitorId), eb('user_id', 'is', null)]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * How many plays (the lines' quantities) the visitor bought while logged out: what a login may
 * offer to the account.
 */
export async function countVisitorPlays(db: Kysely<DB>, visitorId: string): Promise<number> {
  const row = await db
    .selectFrom('purchased_plays')
    .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('count'))
    .where('visitor_id', '=', visitorId)
    .where('user_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Gives the visitor's logged-out plays (with the cart orders they came from) and its cart lines to
 * the account, in one transaction: a cart line the account already holds gets the quantity added, at
 * most `maxQuantity`. Returns how many plays (quantities) and cart lines moved.
 */
export async function moveToAccount(
  db: Kysely<DB>,
  visitorId: string,
  userId: string,
  maxQuantity: number,
): Promise<{ plays: number; cartItems: number }> {
  return inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('purchased_plays')
      .set({ user_id: userId })
      .where('visitor_id', '=', visitorId)
      .where('user_id', 'is', null)
      .returning('quantity')
      .execute();
    await trx
      .updateTable('orders')
      .set({ user_id: userId })
      .where('visitor_id', '=', visitorId)
      .where('kind', '=', 'cart')
      .where('user_id', 'is', null)
      .execute();
    const cartItems = await cartRepository.moveToAccount(trx, visitorId, userId, maxQuantity);
    return { plays: moved.reduce((sum, play) => sum + play.quantity, 0), cartItems };
  });
}
