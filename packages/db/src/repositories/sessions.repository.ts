import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';

/** A login session. Only a hash of its token is stored, so a database leak reveals no live token. */
export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

const sessionColumns = [
  'id',
  'user_id as userId',
  'created_at as createdAt',
  'expires_at as expiresAt',
] as const;

export async function create(
  db: Kysely<DB>,
  session: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<Session> {
  return db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      expires_at: session.expiresAt,
    })
    .returning(sessionColumns)
    .executeTakeFirstOrThrow();
}

/** The session of this token hash if it has not expired at `now`. */
export async function findValid(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date = new Date(),
): Promise<Session | undefined> {
  return db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Logs a session out; false when there was none. Exported as `delete`. */
async function deleteSession(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
export { deleteSession as delete };

/** Removes sessions expired at `now`; returns how many. */
export async function deleteExpired(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user (a password reset); returns how many. */
export async function deleteAllForUser(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
