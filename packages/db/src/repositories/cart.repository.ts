import { sql, type ExpressionBuilder, type Kysely, type OnConflictBuilder } from 'kysely';
import type { DB } from '../schema.js';
import { ownerIds, playLineColumns, type PlayLine, type PlayOwner } from './play-line.js';

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

/** The owner's lines: the account's (added on any browser), or the visitor's while logged out. */
function ownedBy(owner: PlayOwner) {
  const { visitorId, userId } = ownerIds(owner);
  return (eb: ExpressionBuilder<DB, 'cart_items'>) =>
    userId !== null
      ? eb('user_id', '=', userId)
      : eb.and([eb('ip_address', '=', visitorId), eb('user_id', 'is', null)]);
}

/** The unique key a new line of this owner conflicts on (one partial unique index per kind of owner). */
const LINE_KEY = ['number', 'state', 'draw_time', 'play_type', 'lotto_pool'] as const;

function newRow(owner: PlayOwner, item: NewCartItem, quantity: number) {
  const { visitorId, userId } = ownerIds(owner);
  return {
    ip_address: visitorId,
    user_id: userId,
    number: item.number,
    state: item.state,
    draw_time: item.drawTime,
    play_type: item.playType,
    lotto_pool: item.lottoPool ?? '',
    quantity,
    price_per_play: item.pricePerPlay ?? 100,
  };
}

/** An owner's cart, oldest item first. */
export async function list(db: Kysely<DB>, owner: PlayOwner): Promise<CartItem[]> {
  return db
    .selectFrom('cart_items')
    .select(itemColumns)
    .where(ownedBy(owner))
    .orderBy('id')
    .execute();
}

/**
 * Adds an item; the same (number, state, draw time, play type, pool) already in the cart gets its
 * quantity raised instead (the spec's unique key), keeping its original price.
 */
export async function add(db: Kysely<DB>, owner: PlayOwner, item: NewCartItem): Promise<CartItem> {
  return db
    .insertInto('cart_items')
    .values(newRow(owner, item, item.quantity ?? 1))
    .onConflict((oc) =>
      onLineKey(oc, owner).doUpdateSet({
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
  owner: PlayOwner,
  item: NewCartItem,
  maxQuantity: number,
): Promise<CartItem | undefined> {
  const quantity = item.quantity ?? 1;
  if (quantity > maxQuantity) return undefined;
  return db
    .insertInto('cart_items')
    .values(newRow(owner, item, quantity))
    .onConflict((oc) =>
      onLineKey(oc, owner)
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
  owner: PlayOwner,
  id: number,
  quantity: number,
): Promise<CartItem | undefined> {
  if (quantity < 1) {
    await remove(db, owner, id);
    return undefined;
  }
  return db
    .updateTable('cart_items')
    .set({ quantity: Math.floor(quantity), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where(ownedBy(owner))
    .returning(itemColumns)
    .executeTakeFirst();
}

/** Removes one item of this owner's cart; false when there was none. */
export async function remove(db: Kysely<DB>, owner: PlayOwner, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('id', '=', id)
    .where(ownedBy(owner))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Empties the owner's cart; returns how many items it held. */
export async function clear(db: Kysely<DB>, owner: PlayOwner): Promise<number> {
  const result = await db.deleteFrom('cart_items').where(ownedBy(owner)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Items (not quantities) of one pool in the owner's cart, for the pool limit. */
export async function countForPool(
  db: Kysely<DB>,
  owner: PlayOwner,
  state: string,
  drawTime: string,
  lottoPool: string,
): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(ownedBy(owner))
    .where('state', '=', state)
    .where('draw_time', '=', drawTime)
    .where('lotto_pool', '=', lottoPool)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Holds the owner's cart until the caller's transaction ends (a transaction-scoped advisory lock on
 * the owner), so a count and the insert it allows see one cart: a second add waits, then counts the
 * first one's line. PostgreSQL and PGlite both have pg_advisory_xact_lock; on PGlite's one
 * connection the transactions already run one after the other.
 */
export async function lockOwner(trx: Kysely<DB>, owner: PlayOwner): Promise<void> {
  const { visitorId, userId } = ownerIds(owner);
  const key = userId !== null ? `cart:user:${userId}` : `cart:visitor:${visitorId}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** The conflict target of an owner's new line: the partial unique index of its kind of owner. */
function onLineKey(oc: OnConflictBuilder<DB, 'cart_items'>, owner: PlayOwner) {
  return ownerIds(owner).userId !== null
    ? oc.columns(['user_id', ...LINE_KEY]).where('user_id', 'is not', null)
    : oc.columns(['ip_address', ...LINE_KEY]).where('user_id', 'is', null);
}

/** The visitor's own lines (added while logged out), which a login may offer to the account. */
export async function countVisitorLines(db: Kysely<DB>, visitorId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(ownedBy(visitorId))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Moves the visitor's own lines into the account's cart: a line the account already holds gets the
 * visitor's quantity added (capped at `maxQuantity`), the others change owner. Returns the number of
 * visitor lines moved. Run it in a transaction with the plays' claim.
 */
export async function moveToAccount(
  db: Kysely<DB>,
  visitorId: string,
  userId: string,
  maxQuantity: number,
): Promise<number> {
  const moved = await db
    .insertInto('cart_items')
    .columns(['ip_address', 'user_id', ...LINE_KEY, 'quantity', 'price_per_play'])
    .expression((eb) =>
      eb
        .selectFrom('cart_items')
        .select([
          'ip_address',
          eb.val(userId).as('user_id'),
          ...LINE_KEY,
          sql<number>`least(quantity, ${maxQuantity})`.as('quantity'),
          'price_per_play',
        ])
        .where(ownedBy(visitorId))
        .orderBy('id'),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', ...LINE_KEY])
        .where('user_id', 'is not', null)
        .doUpdateSet({
          quantity: sql<number>`least(cart_items.quantity + excluded.quantity, ${maxQuantity})`,
          updated_at: sql<Date>`now()`,
        }),
    )
    .executeTakeFirst();
  await db.deleteFrom('cart_items').where(ownedBy(visitorId)).execute();
  return Number(moved.numInsertedOrUpdatedRows ?? 0);
}
