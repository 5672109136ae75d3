import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { playLineColumns, type PlayLine } from './play-line.js';

/** A cart line as the spec's cart answer lists it; prices in cents. */
export interface CartItem extends PlayLine {
  id: number;
}

export interface NewCartItem {
  number: string;
  state: string;
  drawTime: string;
  playType: string;
  lottoPool?: string;
  /** Default 1. */
  quantity?: number;
  /** Cents, default 100. */
  pricePerPlay?: number;
}

const itemColumns = ['id', ...playLineColumns] as const;

/** A visitor's cart, oldest item first. */
export async function list(db: Kysely<DB>, visitorId: string): Promise<CartItem[]> {
  return db
    .selectFrom('cart_items')
    .select(itemColumns)
    .where('ip_address', '=', visitorId)
    .orderBy('id')
    .execute();
}

/**
 * Adds an item; the same (number, state, draw time, play type, pool) already in the cart gets its
 * quantity raised instead (the spec's unique key), keeping its original price.
 */
export async function add(db: Kysely<DB>, visitorId: string, item: NewCartItem): Promise<CartItem> {
  return db
    .insertInto('cart_items')
    .values({
      ip_address: visitorId,
      number: item.number,
      state: item.state,
      draw_time: item.drawTime,
      play_type: item.playType,
      lotto_pool: item.lottoPool ?? '',
      quantity: item.quantity ?? 1,
      price_per_play: item.pricePerPlay ?? 100,
    })
    .onConflict((oc) =>
      oc.constraint('cart_items_key').doUpdateSet({
        quantity: sql<number>`cart_items.quantity + excluded.quantity`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(itemColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Adds like `add`, but a line never holds more than `maxQuantity`: an add that would take it past
 * the cap changes nothing and answers undefined. One statement (the upsert's row lock), so parallel
 * adds cannot pass the cap together.
 */
export async function addUpTo(
  db: Kysely<DB>,
  visitorId: string,
  item: NewCartItem,
  maxQuantity: number,
): Promise<CartItem | undefined> {
  const quantity = item.quantity ?? 1;
  if (quantity > maxQuantity) return undefined;
  return db
    .insertInto('cart_items')
    .values({
      ip_address: visitorId,
      number: item.number,
      state: item.state,
      draw_time: item.drawTime,
      play_type: item.playType,
      lotto_pool: item.lottoPool ?? '',
      quantity,
      price_per_play: item.pricePerPlay ?? 100,
    })
    .onConflict((oc) =>
      oc
        .constraint('cart_items_key')
        .doUpdateSet({
          quantity: sql<number>`cart_items.quantity + excluded.quantity`,
          updated_at: sql<Date>`now()`,
        })
        .where(sql<boolean>`cart_items.quantity + excluded.quantity <= ${maxQuantity}`),
    )
    .returning(itemColumns)
    .executeTakeFirst();
}

/**
 * Sets an item's quantity; below 1 removes the item (spec §4, Cart) and returns undefined, as does
 * an id that is not in this visitor's cart.
 */
export async function setQuantity(
  db: Kysely<DB>,
  visitorId: string,
  id: number,
  quantity: number,
): Promise<CartItem | undefined> {
  if (quantity < 1) {
    await remove(db, visitorId, id);
    return undefined;
  }
  return db
    .updateTable('cart_items')
    .set({ quantity: Math.floor(quantity), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('ip_address', '=', visitorId)
    .returning(itemColumns)
    .executeTakeFirst();
}

/** Removes one item of this visitor's cart; false when there was none. */
export async function remove(db: Kysely<DB>, visitorId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('id', '=', id)
    .where('ip_address', '=', visitorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Empties the visitor's cart; returns how many items it held. */
export async function clear(db: Kysely<DB>, visitorId: string): Promise<number> {
  const result = await db
    .deleteFrom('cart_items')
    .where('ip_address', '=', visitorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Items (not quantities) of one pool in the visitor's cart, for the pool limit. */
export async function countForPool(
  db: Kysely<DB>,
  visitorId: string,
  state: string,
  drawTime: string,
  lottoPool: string,
): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('ip_address', '=', visitorId)
    .where('state', '=', state)
    .where('draw_time', '=', drawTime)
    .where('lotto_pool', '=', lottoPool)
    .executeTakeFirstOrThrow();
  return row.count;
}
