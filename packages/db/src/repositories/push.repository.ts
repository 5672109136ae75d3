import type { Kysely } from 'kysely';
import type { DrawTimeCode } from '@pick3/core';
import type { AlertLanguage, DB, PushSendStatus } from '../schema.js';

/** A VAPID key pair, base64url (the form web-push makes and browsers take as applicationServerKey). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The installation's VAPID keys: the stored pair, else `make()`'s pair stored first. Two replicas
 * starting at once both end with the pair that was inserted first (insert-if-absent, then read).
 */
export async function ensureVapidKeys(db: Kysely<DB>, make: () => VapidKeys): Promise<VapidKeys> {
  const stored = await readVapidKeys(db);
  if (stored !== undefined) return stored;
  const keys = make();
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const kept = await readVapidKeys(db);
  if (kept === undefined) throw new Error('VAPID keys were not stored');
  return kept;
}

function readVapidKeys(db: Kysely<DB>): Promise<VapidKeys | undefined> {
  return db
    .selectFrom('push_vapid_keys')
    .select(['public_key as publicKey', 'private_key as privateKey'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** What a subscription asked to be told. */
export interface PushTopics {
  /** States whose posted results are pushed. */
  states: string[];
  /** Draw times of those results (empty: every draw time of the state). */
  drawTimes: DrawTimeCode[];
  /** A number the owner tracks (alert settings) hit. */
  hits: boolean;
  /** A permanent pool's tracked play settled. */
  pool: boolean;
}

export interface PushSubscriptionInput extends PushTopics {
  endpoint: string;
  p256dh: string;
  auth: string;
  owner: string;
  language: AlertLanguage;
}

export interface PushSubscription extends PushSubscriptionInput {
  id: number;
  createdAt: Date;
  /** Draws in a row whose pushes to it failed. */
  failedDraws: number;
}

const columns = [
  'id',
  'endpoint',
  'p256dh',
  'auth',
  'owner',
  'language',
  'states',
  'draw_times as drawTimes',
  'hits',
  'pool',
  'created_at as createdAt',
  'failed_draws as failedDraws',
] as const;

/** Stored JSON arrays of strings; anything else reads as empty. */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function toSubscription(row: {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  owner: string;
  language: AlertLanguage;
  states: unknown;
  drawTimes: unknown;
  hits: boolean;
  pool: boolean;
  createdAt: Date;
  failedDraws: number;
}): PushSubscription {
  return {
    ...row,
    states: strings(row.states),
    drawTimes: strings(row.drawTimes) as DrawTimeCode[],
  };
}

/**
 * Stores a subscription, or replaces what the same endpoint had (a browser subscribing again, with
 * new keys or topics, or after its owner logged in).
 */
export async function upsertSubscription(
  db: Kysely<DB>,
  input: PushSubscriptionInput,
): Promise<PushSubscription> {
  const values = {
    p256dh: input.p256dh,
    auth: input.auth,
    owner: input.owner,
    language: input.language,
    states: JSON.stringify(input.states),
    draw_times: JSON.stringify(input.drawTimes),
    hits: input.hits,
    pool: input.pool,
  };
  const row = await db
    .insertInto('push_subscriptions')
    .values({ endpoint: input.endpoint, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, updated_at: new Date() }))
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toSubscription(row);
}

export async function findSubscription(
  db: Kysely<DB>,
  endpoint: string,
): Promise<PushSubscription | undefined> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(columns)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row === undefined ? undefined : toSubscription(row);
}

/**
 * Keeps the owner's newest `max` subscriptions (by last update) and removes the others; returns how
 * many were removed. Run after an upsert, concurrent runs can only remove more of the oldest.
 */
export async function keepNewestOfOwner(
  db: Kysely<DB>,
  owner: string,
  max: number,
): Promise<number> {
  const keep = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('owner', '=', owner)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(max);
  const removed = await db
    .deleteFrom('push_subscriptions')
    .where('owner', '=', owner)
    .where('id', 'not in', keep)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** Records how many draws in a row the subscription's pushes failed (0: the last one went through). */
export async function setFailedDraws(
  db: Kysely<DB>,
  id: number,
  failedDraws: number,
): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ failed_draws: failedDraws })
    .where('id', '=', id)
    .execute();
}

/** Every subscription, oldest first (the post-ingestion pipeline picks those an event concerns). */
export async function listSubscriptions(db: Kysely<DB>): Promise<PushSubscription[]> {
  const rows = await db.selectFrom('push_subscriptions').select(columns).orderBy('id').execute();
  return rows.map(toSubscription);
}

/** Removes a subscription (unsubscribed, or expired: 404/410 from its push service); true if it existed. */
export async function removeSubscription(db: Kysely<DB>, endpoint: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .returning('id')
    .executeTakeFirst();
  return removed !== undefined;
}

/**
 * Claims the one send of an event to a subscription: the sent-log row's id for exactly one caller
 * (across re-runs, workers and replicas), undefined when it was claimed before. Send only after a claim.
 */
export async function claimSend(
  db: Kysely<DB>,
  subscriptionId: number,
  eventKey: string,
): Promise<number | undefined> {
  const row = await db
    .insertInto('push_sends')
    .values({ subscription_id: subscriptionId, event_key: eventKey })
    .onConflict((oc) => oc.constraint('push_sends_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Records how a claimed send went. */
export async function settleSend(
  db: Kysely<DB>,
  id: number,
  outcome: { status: Exclude<PushSendStatus, 'pending'>; detail?: string | null },
): Promise<void> {
  await db
    .updateTable('push_sends')
    .set({ status: outcome.status, detail: outcome.detail?.slice(0, 500) ?? null })
    .where('id', '=', id)
    .execute();
}
