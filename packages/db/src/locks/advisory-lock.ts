import { sql, type Kysely } from 'kysely';

const drivers = new WeakMap<object, 'pglite' | 'postgres'>();
/** PGlite has one connection owned by one process: an in-process key set gives the same exclusion. */
const pgliteHeld = new WeakMap<object, Set<string>>();

/** Called by createDb so helpers taking a bare Kysely know which driver is behind it. */
export function registerDriver(db: object, driver: 'pglite' | 'postgres'): void {
  drivers.set(db, driver);
}

export interface LockOutcome<T> {
  acquired: boolean;
  result?: T;
}

/**
 * Runs `fn` only if no other session holds the lock named `key` (a PostgreSQL session advisory
 * lock on `hashtext(key)`); otherwise returns `{ acquired: false }` at once without waiting.
 * Lock and unlock run on the same pooled connection, which is held while `fn` runs; `fn` uses the
 * pool as usual. On PGlite the lock is an in-process key set, since one process owns the database.
 * @example
 * const { acquired } = await withAdvisoryLock(db, 'ingest:GA', () => ingest('GA'));
 */
export async function withAdvisoryLock<T, D>(
  db: Kysely<D>,
  key: string,
  fn: () => Promise<T>,
): Promise<LockOutcome<T>> {
  if (drivers.get(db) === 'pglite') {
    // Holding PGlite's only connection while fn queries would deadlock, hence no SQL lock here.
    let held = pgliteHeld.get(db);
    if (held === undefined) pgliteHeld.set(db, (held = new Set()));
    if (held.has(key)) return { acquired: false };
    held.add(key);
    try {
      return { acquired: true, result: await fn() };
    } finally {
      held.delete(key);
    }
  }
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(conn);
    if (rows[0]?.locked !== true) return { acquired: false };
    try {
      return { acquired: true, result: await fn() };
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(conn);
    }
  });
}
