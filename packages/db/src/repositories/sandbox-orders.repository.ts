// The demo payment sandbox's orders (issue 35 finding 6), in the database so that an order created on
// one replica can be approved and captured on another. Each step is one conditional update, so two
// concurrent captures of one order cannot both move it.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

export type SandboxOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface SandboxOrder {
  id: string;
  status: SandboxOrderStatus;
  amountCents: number;
  currency: string;
}

const columns = ['id', 'status', 'amount_cents as amountCents', 'currency'] as const;

/** Orders older than this are forgotten when a new one is made (a demo never keeps one open so long). */
const KEEP_DAYS = 30;

export async function create(
  db: Kysely<DB>,
  order: { id: string; amountCents: number; currency: string },
): Promise<void> {
  await db
    .deleteFrom('sandbox_orders')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`)
    .execute();
  await db
    .insertInto('sandbox_orders')
    .values({
      id: order.id,
      status: 'CREATED',
      amount_cents: order.amountCents,
      currency: order.currency,
    })
    .execute();
}

export async function find(db: Kysely<DB>, id: string): Promise<SandboxOrder | undefined> {
  return db.selectFrom('sandbox_orders').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The buyer's approval: CREATED becomes APPROVED (a later step stays). False for an unknown order. */
export async function approve(db: Kysely<DB>, id: string): Promise<boolean> {
  await db
    .updateTable('sandbox_orders')
    .set({ status: 'APPROVED' })
    .where('id', '=', id)
    .where('status', '=', 'CREATED')
    .execute();
  return (await find(db, id)) !== undefined;
}

/**
 * Completes an approved order (a completed one stays completed) and returns it; undefined when
 * unknown. A CREATED order is returned unchanged: the caller refuses its capture.
 */
export async function complete(db: Kysely<DB>, id: string): Promise<SandboxOrder | undefined> {
  const moved = await db
    .updateTable('sandbox_orders')
    .set({ status: 'COMPLETED' })
    .where('id', '=', id)
    .where('status', 'in', ['APPROVED', 'COMPLETED'])
    .returning(columns)
    .executeTakeFirst();
  return moved ?? find(db, id);
}
