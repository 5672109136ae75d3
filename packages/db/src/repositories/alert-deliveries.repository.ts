import type { Kysely } from 'kysely';
import type { DrawTimeCode } from '@pick3/core';
import type { AlertChannel, DB } from '../schema.js';

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
