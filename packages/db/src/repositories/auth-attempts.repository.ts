import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { inTransaction } from './transaction.js';

export interface AuthAttempt {
  ipAddress: string;
  attemptCount: number;
  lastAttempt: Date | null;
  /** Failures are refused until then; null when not blocked. */
  blockedUntil: Date | null;
}

const attemptColumns = [
  'ip_address as ipAddress',
  'attempt_count as attemptCount',
  'last_attempt as lastAttempt',
  'blocked_until as blockedUntil',
] as const;

export async function get(db: Kysely<DB>, ip: string): Promise<AuthAttempt | undefined> {
  return db
    .selectFrom('auth_attempts')
    .select(attemptColumns)
    .where('ip_address', '=', ip)
    .executeTakeFirst();
}

/**
 * Counts a failed attempt in one statement (safe under concurrency). The `max`-th failure blocks the
 * IP until now + blockMs; failing again while blocked extends the block; the first failure after a
 * block has run out starts a new count at 1. With `windowMs`, failures decay: when the previous one
 * is older than the window (and no block is running), the count starts again at 1.
 */
export async function recordFailure(
  db: Kysely<DB>,
  ip: string,
  {
    max,
    blockMs,
    windowMs,
    now = new Date(),
  }: { max: number; blockMs: number; windowMs?: number; now?: Date },
): Promise<AuthAttempt> {
  const until = new Date(now.getTime() + blockMs);
  const blockOver = sql<boolean>`(auth_attempts.blocked_until is not null and auth_attempts.blocked_until <= ${now})`;
  const expired =
    windowMs === undefined
      ? blockOver
      : sql<boolean>`(${blockOver} or (auth_attempts.blocked_until is null and auth_attempts.last_attempt < ${new Date(now.getTime() - windowMs)}))`;
  const nextCount = sql<number>`(case when ${expired} then 1 else auth_attempts.attempt_count + 1 end)`;
  return db
    .insertInto('auth_attempts')
    .values({
      ip_address: ip,
      attempt_count: 1,
      last_attempt: now,
      blocked_until: max <= 1 ? until : null,
    })
    .onConflict((oc) =>
      oc.column('ip_address').doUpdateSet({
        attempt_count: nextCount,
        last_attempt: now,
        blocked_until: sql<Date | null>`case when ${nextCount} >= ${max} then ${until}::timestamptz when ${expired} then null else auth_attempts.blocked_until end`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(attemptColumns)
    .executeTakeFirstOrThrow();
}

export interface AttemptClaim {
  /** Whether this try may go on to be checked (the key was not blocked, or its block ran out). */
  allowed: boolean;
  /** The block after this try (the max-th try sets it), null when none. */
  blockedUntil: Date | null;
}

/**
 * Counts a try before it is checked, under a row lock (one transaction: the row is created if
 * missing, locked, then updated), so concurrent tries of one key take their turns: each takes the
 * next count, the `max`-th sets the block, and a try while a block runs is refused without counting
 * or extending it. Parallel tries can therefore never check more than `max` secrets; a success then
 * forgets the count (`reset`). Decay (`windowMs`) and the end of a block start the count again at 1,
 * as in `recordFailure`.
 */
export async function claimAttempt(
  db: Kysely<DB>,
  key: string,
  {
    max,
    blockMs,
    windowMs,
    now = new Date(),
  }: { max: number; blockMs: number; windowMs?: number; now?: Date },
): Promise<AttemptClaim> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('auth_attempts')
      .values({ ip_address: key, attempt_count: 0, last_attempt: null, blocked_until: null })
      .onConflict((oc) => oc.column('ip_address').doNothing())
      .execute();
    const row = await trx
      .selectFrom('auth_attempts')
      .select(attemptColumns)
      .where('ip_address', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const at = now.getTime();
    if (row.blockedUntil !== null && row.blockedUntil.getTime() > at)
      return { allowed: false, blockedUntil: row.blockedUntil };
    const blockOver = row.blockedUntil !== null;
    const decayed =
      windowMs !== undefined &&
      row.blockedUntil === null &&
      row.lastAttempt !== null &&
      row.lastAttempt.getTime() < at - windowMs;
    const count = blockOver || decayed ? 1 : row.attemptCount + 1;
    const blockedUntil = count >= max ? new Date(at + blockMs) : null;
    await trx
      .updateTable('auth_attempts')
      .set({
        attempt_count: count,
        last_attempt: now,
        blocked_until: blockedUntil,
        updated_at: sql<Date>`now()`,
      })
      .where('ip_address', '=', key)
      .execute();
    return { allowed: true, blockedUntil };
  });
}

/**
 * Gives back one claimed try that succeeded: the failures before it still count (issue 35 finding 5:
 * a right passcode must not buy more guesses at the others), and a block that only this try's claim
 * set is lifted.
 */
export async function refund(db: Kysely<DB>, key: string, max: number): Promise<void> {
  await db
    .updateTable('auth_attempts')
    .set({
      attempt_count: sql<number>`greatest(attempt_count - 1, 0)`,
      blocked_until: sql<Date | null>`case when attempt_count - 1 < ${max} then null else blocked_until end`,
      updated_at: sql<Date>`now()`,
    })
    .where('ip_address', '=', key)
    .execute();
}

/** Forgets an IP's failures (after a success). */
export async function reset(db: Kysely<DB>, ip: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('ip_address', '=', ip).execute();
}
