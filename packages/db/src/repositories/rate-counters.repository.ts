// Fixed-window counters kept in the database (issue 35 finding 9): the counters that must survive a
// restart and be shared by replicas when Redis is absent or not answering (the model quota, the
// attempt limits of the routes that check a secret). One upsert per count: a new window starts at
// 1, the current one adds 1, atomically on PGlite and PostgreSQL alike.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

export interface CounterWindow {
  /** Counted in the current window, this request included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Adds one to `key`'s count in its window of `windowMs` (a window that ended starts again). */
export async function increment(
  db: Kysely<DB>,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<CounterWindow> {
  const ends = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, window_ends_at: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_counters.window_ends_at <= ${now} then 1 else rate_counters.count + 1 end`,
        window_ends_at: sql<Date>`case when rate_counters.window_ends_at <= ${now} then ${ends} else rate_counters.window_ends_at end`,
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return {
    current: row.count,
    ttl: Math.max(0, new Date(row.window_ends_at).getTime() - now.getTime()),
  };
}

/** Deletes counters whose window ended before `now` (housekeeping; a stale row is reset anyway). */
export async function deleteEnded(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('rate_counters')
    .where('window_ends_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
