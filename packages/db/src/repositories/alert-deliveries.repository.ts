import type { Kysely } from 'kysely';
import type { DrawTimeCode } from '@pick3/core';
import type { AlertChannel, AlertDeliveryStatus, AlertKind, DB } from '../schema.js';

export interface AlertKey {
  channel: AlertChannel;
  recipient: string;
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  number: string;
}

function toRow(key: AlertKey) {
  return {
    channel: key.channel,
    recipient: key.recipient,
    state: key.state,
    date: key.date,
    draw_time: key.drawTime,
    number: key.number,
  };
}

/**
 * Claims the right to send one alert: true for exactly one caller per key, across retries, workers
 * and replicas (insert-if-absent on the unique key). Send only after a true claim.
 */
export async function claim(db: Kysely<DB>, key: AlertKey): Promise<boolean> {
  const row = await db
    .insertInto('alert_deliveries')
    .values(toRow(key))
    .onConflict((oc) => oc.constraint('alert_deliveries_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back after the send failed, so a later run may try again. */
export async function release(db: Kysely<DB>, key: AlertKey): Promise<void> {
  const row = toRow(key);
  await db
    .deleteFrom('alert_deliveries')
    .where('channel', '=', row.channel)
    .where('recipient', '=', row.recipient)
    .where('state', '=', row.state)
    .where('date', '=', row.date)
    .where('draw_time', '=', row.draw_time)
    .where('number', '=', row.number)
    .execute();
}

export interface AlertDelivery {
  id: number;
  channel: AlertChannel;
  kind: AlertKind;
  status: AlertDeliveryStatus;
  detail: string | null;
  recipient: string;
  /** '' for a summary. */
  state: string;
  date: string;
  drawTime: DrawTimeCode | '';
  number: string;
  createdAt: Date;
}

const deliveryColumns = [
  'id',
  'channel',
  'kind',
  'status',
  'detail',
  'recipient',
  'state',
  'date',
  'draw_time as drawTime',
  'number',
  'created_at as createdAt',
] as const;

/**
 * Like {@link claim}, returning the claimed row's id (undefined when someone claimed it before), so
 * the sender can {@link settle} it. `kind: 'summary'` claims the daily summary of a recipient and
 * date (state, draw time and number are then ''); `kind: 'board'` the message about a player's
 * graded board picks of one draw.
 */
export async function claimDelivery(
  db: Kysely<DB>,
  key:
    | (AlertKey & { kind?: 'match' | 'board' })
    | { kind: 'summary'; channel: AlertChannel; recipient: string; date: string },
): Promise<number | undefined> {
  const row =
    key.kind === 'summary'
      ? {
          channel: key.channel,
          kind: 'summary' as const,
          recipient: key.recipient,
          state: '',
          date: key.date,
          draw_time: '' as const,
          number: '',
        }
      : { ...toRow(key), kind: key.kind ?? ('match' as const) };
  const inserted = await db
    .insertInto('alert_deliveries')
    .values(row)
    .onConflict((oc) => oc.constraint('alert_deliveries_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Records the outcome of a claimed delivery. */
export async function settle(
  db: Kysely<DB>,
  id: number,
  outcome: { status: Exclude<AlertDeliveryStatus, 'pending'>; detail?: string | null },
): Promise<void> {
  await db
    .updateTable('alert_deliveries')
    .set({ status: outcome.status, detail: outcome.detail ?? null })
    .where('id', '=', id)
    .execute();
}

/** Deletes a claimed delivery by id (its send failed and may be retried later). */
export async function releaseById(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('alert_deliveries').where('id', '=', id).execute();
}

/** Deliveries, newest first; optionally of one recipient. */
export async function list(
  db: Kysely<DB>,
  options: { recipient?: string; limit?: number } = {},
): Promise<AlertDelivery[]> {
  let query = db.selectFrom('alert_deliveries').select(deliveryColumns);
  if (options.recipient !== undefined) query = query.where('recipient', '=', options.recipient);
  return query
    .orderBy('id', 'desc')
    .limit(options.limit ?? 200)
    .execute();
}

/**
 * The settled deliveries (sent, skipped or failed; claims still pending are left out) to any of
 * these addresses, newest first, at most `limit` (default 100). An address counts only with its
 * channel: an e-mail recipient is never matched as an SMS one.
 */
export async function listForRecipients(
  db: Kysely<DB>,
  recipients: ReadonlyArray<{ channel: AlertChannel; recipient: string }>,
  options: { limit?: number } = {},
): Promise<AlertDelivery[]> {
  if (recipients.length === 0) return [];
  return db
    .selectFrom('alert_deliveries')
    .select(deliveryColumns)
    .where('status', '<>', 'pending')
    .where((eb) =>
      eb.or(
        recipients.map((r) =>
          eb.and([eb('channel', '=', r.channel), eb('recipient', '=', r.recipient)]),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100)
    .execute();
}
