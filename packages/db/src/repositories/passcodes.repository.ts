import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';

/** An access passcode of the gate. The secret is only stored as a hash. */
export interface Passcode {
  id: number;
  code: string | null;
  codeHash: string;
  assignedIp: string | null;
  isActive: boolean;
  firstUsedAt: Date | null;
  lastUsedAt: Date | null;
  usageCount: number;
}

const passcodeColumns = [
  'id',
  'code',
  'code_hash as codeHash',
  'assigned_ip as assignedIp',
  'is_active as isActive',
  'first_used_at as firstUsedAt',
  'last_used_at as lastUsedAt',
  'usage_count as usageCount',
] as const;

/** Creates a passcode or (same hash) updates its label and active flag; usage is kept. */
export async function upsertHash(
  db: Kysely<DB>,
  passcode: { codeHash: string; code?: string | null; isActive?: boolean },
): Promise<Passcode> {
  const isActive = passcode.isActive !== false;
  return db
    .insertInto('passcodes')
    .values({ code_hash: passcode.codeHash, code: passcode.code ?? null, is_active: isActive })
    .onConflict((oc) =>
      oc.column('code_hash').doUpdateSet({
        is_active: isActive,
        code: sql<string | null>`coalesce(excluded.code, passcodes.code)`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(passcodeColumns)
    .executeTakeFirstOrThrow();
}

export async function findActiveByHash(
  db: Kysely<DB>,
  codeHash: string,
): Promise<Passcode | undefined> {
  return db
    .selectFrom('passcodes')
    .select(passcodeColumns)
    .where('code_hash', '=', codeHash)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Counts one use; the first user's IP becomes the assigned IP. */
export async function recordUse(
  db: Kysely<DB>,
  id: number,
  ip: string,
  at: Date = new Date(),
): Promise<Passcode | undefined> {
  return db
    .updateTable('passcodes')
    .set({
      usage_count: sql<number>`usage_count + 1`,
      first_used_at: sql<Date>`coalesce(first_used_at, ${at})`,
      last_used_at: at,
      assigned_ip: sql<string>`coalesce(assigned_ip, ${ip})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(passcodeColumns)
    .executeTakeFirst();
}

/** How many active passcodes are stored (the gate turns itself on when there are any). */
export async function countActive(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('passcodes')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Turns a passcode off (or on) by its hash; false when no such passcode exists. */
export async function setActive(
  db: Kysely<DB>,
  codeHash: string,
  isActive: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('passcodes')
    .set({ is_active: isActive, updated_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every passcode (hashes and usage, never a secret), newest first. */
export async function list(db: Kysely<DB>): Promise<Passcode[]> {
  return db.selectFrom('passcodes').select(passcodeColumns).orderBy('id', 'desc').execute();
}
