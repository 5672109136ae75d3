import type { Kysely } from 'kysely';
import type { DB, OrderKind, OrderStatus } from '../schema.js';

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

export interface NewOrder {
  providerOrderId: string;
  kind: OrderKind;
  amountCents: number;
  currency?: string;
  visitorId?: string | null;
  userId?: string | null;
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

export async function create(db: Kysely<DB>, order: NewOrder): Promise<Order> {
  return db
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
}

export async function findByProviderId(db: Kysely<DB>, providerOrderId: string): Promise<Order | undefined> {
  return db.selectFrom('orders').select(orderColumns).where('provider_order_id', '=', providerOrderId).executeTakeFirst();
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

/** Marks a not-yet-captured order failed; a captured order stays captured. */
export async function markFailed(db: Kysely<DB>, providerOrderId: string): Promise<Order | undefined> {
  await db
    .updateTable('orders')
    .set({ status: 'failed' })
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '=', 'created')
    .execute();
  return findByProviderId(db, providerOrderId);
}
