import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.js';

/** Runs fn in a transaction, or inside the caller's transaction when db already is one. */
export function inTransaction<T>(
  db: Kysely<DB>,
  fn: (trx: Transaction<DB> | Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** Splits a list into slices of at most `size`, for multi-row statements of bounded size. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
