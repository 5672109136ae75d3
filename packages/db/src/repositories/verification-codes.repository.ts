import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { normaliseEmail } from './users.repository.js';
import { inTransaction } from './transaction.js';

export type ConsumeOutcome = 'ok' | 'invalid' | 'expired' | 'too_many_attempts' | 'not_found';

/**
 * Stores a new code (only its hash) under its key, what it proves for whom (a signup's address,
 * `reset:<address>`, an alert address's `aert-<channel>:<owner>:<address>`); the newest unconsumed
 * code of a key is the one that counts. Keys compare case-insensitively, like addresses.
 */
export async function create(
  db: Kysely<DB>,
  code: { key: string; codeHash: string; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('verification_codes')
    .values({
      subject_key: normaliseEmail(code.key),
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How many of a key's newest unconsumed codes are accepted (issue 35: a new request never kills a valid code). */
export const ACCEPTED_CODES = 2;

/**
 * Checks a code against the key's newest two unconsumed codes: `ok` when it is one of them and has
 * not expired, which consumes every code of the key (a code works once, and the other is spent with
 * it). A wrong code counts an attempt against both (`invalid`), and after `maxAttempts` wrong tries
 * they are dead (`too_many_attempts`) even for the right value, which makes guessing 6 digits
 * hopeless. `expired` when the newest codes have all expired, or the code typed is one that expired.
 */
export async function consume(
  db: Kysely<DB>,
  attempt: { key: string; codeHash: string; maxAttempts?: number; now?: Date },
): Promise<ConsumeOutcome> {
  const maxAttempts = attempt.maxAttempts ?? 5;
  const now = attempt.now ?? new Date();
  const key = normaliseEmail(attempt.key);
  return inTransaction(db, async (trx) => {
    const newest = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'expires_at', 'attempts'])
      .where('subject_key', '=', key)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(ACCEPTED_CODES)
      .forUpdate()
      .execute();
    if (newest.length === 0) return 'not_found';
    const live = newest.filter((code) => code.expires_at.getTime() > now.getTime());
    // The value of one that expired: say so (the player asks for a new one) instead of "wrong".
    const typedExpired = newest.some(
      (code) => !live.includes(code) && sameHash(code.code_hash, attempt.codeHash),
    );
    if (live.length === 0 || typedExpired) return 'expired';
    // Wrong tries count against the key's live codes together: two codes give no extra guesses.
    const tries = Math.max(...live.map((code) => code.attempts));
    if (tries >= maxAttempts) return 'too_many_attempts';
    if (live.some((code) => sameHash(code.code_hash, attempt.codeHash))) {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('subject_key', '=', key)
        .where('consumed_at', 'is', null)
        .execute();
      return 'ok';
    }
    await trx
      .updateTable('verification_codes')
      .set({ attempts: tries + 1 })
      .where(
        'id',
        'in',
        live.map((code) => code.id),
      )
      .execute();
    return tries + 1 >= maxAttempts ? 'too_many_attempts' : 'invalid';
  });
}
