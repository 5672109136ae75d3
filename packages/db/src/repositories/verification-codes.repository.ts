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

/**
 * Checks a code against the key's newest unconsumed code: `ok` consumes it (a code works once);
 * a wrong code counts an attempt (`invalid`), and after `maxAttempts` wrong tries the code is
 * dead (`too_many_attempts`) even for the right value, which makes guessing 6 digits hopeless.
 */
export async function consume(
  db: Kysely<DB>,
  attempt: { key: string; codeHash: string; maxAttempts?: number; now?: Date },
): Promise<ConsumeOutcome> {
  const maxAttempts = attempt.maxAttempts ?? 5;
  const now = attempt.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const code = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'expires_at', 'attempts'])
      .where('subject_key', '=', normaliseEmail(attempt.key))
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (code === undefined) return 'not_found';
    if (code.expires_at.getTime() <= now.getTime()) return 'expired';
    if (code.attempts >= maxAttempts) return 'too_many_attempts';
    if (sameHash(code.code_hash, attempt.codeHash)) {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', code.id)
        .execute();
      return 'ok';
    }
    await trx
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', code.id)
      .execute();
    return code.attempts + 1 >= maxAttempts ? 'too_many_attempts' : 'invalid';
  });
}
