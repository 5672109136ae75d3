import { sql, type Kysely } from 'kysely';
import type { AlertChannel, CodeSendPurpose, DB } from '../schema.js';
import { inTransaction } from './transaction.js';

export type CodeSendOutcome = 'ok' | 'destination_limit' | 'account_limit';

export interface CodeSend {
  channel: AlertChannel;
  purpose: CodeSendPurpose;
  /** Lower-cased e-mail address or E.164 number. */
  destination: string;
  /** The account that asked; null when nobody is logged in (signup, password reset). */
  userId?: string | null;
  /** Who asked: the client address (issue 35). Without it, every request counts as one requester. */
  requester?: string | null;
}

export interface CodeSendCaps {
  /** Codes one requester may have sent to one destination per window, for whatever purpose. */
  perDestination: number;
  /**
   * Codes a destination may receive per window from all requesters together (an inbox flooded from
   * many addresses); default unlimited.
   */
  perDestinationTotal?: number;
  /** Codes one account may have sent per window (ignored without a userId). */
  perAccount?: number;
  /** Default one day. */
  windowMs?: number;
}

/**
 * Records a code about to be sent, unless it would go over a cap: `ok` means the caller may send it.
 * Counting and recording happen under transaction-scoped advisory locks on the destination and the
 * account, so concurrent requests cannot both squeeze in under a cap.
 */
export async function claim(
  db: Kysely<DB>,
  send: CodeSend,
  caps: CodeSendCaps,
  now: Date = new Date(),
): Promise<CodeSendOutcome> {
  const destination = send.destination.trim().toLowerCase();
  const userId = send.userId ?? null;
  const requester = send.requester ?? null;
  const since = new Date(now.getTime() - (caps.windowMs ?? 86_400_000));
  return inTransaction(db, async (trx) => {
    // Sorted, so two requests never take the same two locks in opposite orders.
    const keys = [
      `code-send:d:${destination}`,
      ...(userId === null ? [] : [`code-send:u:${userId}`]),
    ].sort();
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const toDestination = await trx
      .selectFrom('code_sends')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`(count(*) filter (where requester is not distinct from ${requester}))::int`.as(
          'byRequester',
        ),
      ])
      .where('destination', '=', destination)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (toDestination.byRequester >= caps.perDestination) return 'destination_limit';
    if (caps.perDestinationTotal !== undefined && toDestination.count >= caps.perDestinationTotal)
      return 'destination_limit';
    if (userId !== null && caps.perAccount !== undefined) {
      const byAccount = await trx
        .selectFrom('code_sends')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (byAccount.count >= caps.perAccount) return 'account_limit';
    }
    await trx
      .insertInto('code_sends')
      .values({
        channel: send.channel,
        purpose: send.purpose,
        destination,
        user_id: userId,
        requester,
        created_at: now,
      })
      .execute();
    return 'ok';
  });
}

/** Rows older than `before` count towards no cap any more; returns how many were removed. */
export async function deleteOlderThan(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('code_sends')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
