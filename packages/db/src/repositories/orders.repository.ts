import type { Kysely } from 'kysely';
import type { DB, OrderKind, OrderStatus } from '../schema.js';
import { playLineColumns, type PlayLine } from './play-line.js';
import { inTransaction } from './transaction.js';

/** A payment order; amounts in cents. */
export interface Order {
  id: string;
  providerOrderId: string;
  kind: OrderKind;
  amountCents: number;
  currency: string;
  status: OrderStatus;
  visitorId: string | null;
  userId: string | null;
  createdAt: Date;
  capturedAt: Date | null;
}

/** One line of a cart order, as the cart held it when the order was created; prices in cents. */
export type OrderItem = PlayLine;

export interface NewOrder {
  providerOrderId: string;
  kind: OrderKind;
  amountCents: number;
  currency?: string;
  visitorId?: string | null;
  userId?: string | null;
  /** The lines a cart order pays for (its snapshot); their total must equal amountCents. */
  items?: readonly OrderItem[];
}

const orderColumns = [
  'id',
  'provider_order_id as providerOrderId',
  'kind',
  'amount_cents as amountCents',
  'currency',
  'status',
  'visitor_id as visitorId',
  'user_id as userId',
  'created_at as createdAt',
  'captured_at as capturedAt',
] as const;

const itemColumns = playLineColumns;

/** The sum a list of lines costs, in cents. */
export function itemsTotal(items: readonly OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.pricePerPlay, 0);
}

/**
 * Creates an order, and for a cart order its lines, in one transaction. A cart order's lines are
 * what its capture will grant, whatever the cart holds by then.
 * @throws RangeError when the lines do not add up to the amount.
 */
export async function create(db: Kysely<DB>, order: NewOrder): Promise<Order> {
  const items = order.items ?? [];
  if (items.length > 0 && itemsTotal(items) !== order.amountCents) {
    throw new RangeError(
      `order lines total ${itemsTotal(items)} cents, not the order's ${order.amountCents}`,
    );
  }
  return inTransaction(db, async (trx) => {
    const created = await trx
      .insertInto('orders')
      .values({
        provider_order_id: order.providerOrderId,
        kind: order.kind,
        amount_cents: order.amountCents,
        currency: order.currency ?? 'USD',
        visitor_id: order.visitorId ?? null,
        user_id: order.userId ?? null,
      })
      .returning(orderColumns)
      .executeTakeFirstOrThrow();
    if (items.length > 0) {
      await trx
        .insertInto('order_items')
        .values(
          items.map((item) => ({
            order_id: created.id,
            number: item.number,
            state: item.state,
            draw_time: item.drawTime,
            play_type: item.playType,
            lotto_pool: item.lottoPool,
            quantity: item.quantity,
            price_per_play: item.pricePerPlay,
          })),
        )
        .execute();
    }
    return created;
  });
}

/** The lines of an order in the cart's order ([] for a subscription). */
export async function listItems(db: Kysely<DB>, orderId: string): Promise<OrderItem[]> {
  return db
    .selectFrom('order_items')
    .select(itemColumns)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** An order by its own id (a uuid; anything else finds nothing). */
export async function findById(db: Kysely<DB>, id: string): Promise<Order | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  return db.selectFrom('orders').select(orderColumns).where('id', '=', id).executeTakeFirst();
}

export async function findByProviderId(
  db: Kysely<DB>,
  providerOrderId: string,
): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

/**
 * Marks an order captured. Idempotent: only the first call changes it (`changed: true`), so a
 * repeated capture callback grants nothing twice. undefined for an unknown order.
 */
export async function markCaptured(
  db: Kysely<DB>,
  providerOrderId: string,
  at: Date = new Date(),
): Promise<{ order: Order; changed: boolean } | undefined> {
  const updated = await db
    .updateTable('orders')
    .set({ status: 'captured', captured_at: at })
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '<>', 'captured')
    .returning(orderColumns)
    .executeTakeFirst();
  if (updated !== undefined) return { order: updated, changed: true };
  const order = await findByProviderId(db, providerOrderId);
  return order === undefined ? undefined : { order, changed: false };
}

/**
 * Captures an order once, in one transaction: locks the order row, and only while it is still
 * `created` runs `grant` (what the payment buys: plays, a subscription) inside the same transaction
 * and marks the order captured. A second or concurrent capture waits for the lock, then finds the
 * order captured and grants nothing (`changed: false`). undefined for an unknown order.
 */
export async function capture<T>(
  db: Kysely<DB>,
  providerOrderId: string,
  grant: (trx: Kysely<DB>, order: Order) => Promise<T>,
  at: Date = new Date(),
): Promise<
  { order: Order; changed: true; granted: T } | { order: Order; changed: false } | undefined
> {
  return inTransaction(db, async (trx) => {
    const locked = await trx
      .selectFrom('orders')
      .select(orderColumns)
      .where('provider_order_id', '=', providerOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (locked === undefined) return undefined;
    if (locked.status !== 'created') return { order: locked, changed: false as const };
    const granted = await grant(trx, locked);
    const order = await trx
      .updateTable('orders')
      .set({ status: 'captured', captured_at: at })
      .where('id', '=', locked.id)
      .returning(orderColumns)
      .executeTakeFirstOrThrow();
    return { order, changed: true as const, granted };
  });
}

/** Marks a not-yet-captured order failed; a captured order stays captured. */
export async function markFailed(
  db: Kysely<DB>,
  providerOrderId: string,
): Promise<Order | undefined> {
  await db
    .updateTable('orders')
    .set({ status: 'failed' })
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '=', 'created')
    .execute();
  return findByProviderId(db, providerOrderId);
}
