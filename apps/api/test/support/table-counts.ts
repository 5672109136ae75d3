// Row counts of every table in one round trip: the fuzzer compares them before and after each
// refused request, since "refused" must also mean "nothing stored".
import type { DB, Database } from '@pick3/db';

export type TableCounts = Record<string, number>;

/**
 * The first transaction id not yet completed (pg_snapshot_xmax of a new snapshot). A transaction
 * that stores, changes or deletes a row is given an id, and this moves past it when it ends, so an
 * unchanged value means no write has ended since: the counts read at that value still hold. Reading
 * it takes no id, and PGlite runs the same PostgreSQL code.
 */
async function writesEnded(db: Database['db']): Promise<string> {
  const row = await db
    .selectNoFrom((eb) =>
      eb.fn<string>('pg_snapshot_xmax', [eb.fn('pg_current_snapshot', [])]).as('xmax'),
    )
    .executeTakeFirstOrThrow();
  return String(row.xmax);
}

/**
 * Lists the tables once (from the database, so a new table is counted too) and returns a counter of
 * them all. The counter counts again only when a write has ended since its last count (most fuzz
 * cases write nothing: a count of every table is ten times the cost of the request).
 */
export async function tableCounter(db: Database['db']): Promise<() => Promise<TableCounts>> {
  const names = (await db.introspection.getTables())
    .filter((table) => !table.isView)
    .map((table) => table.name as keyof DB);
  if (names.length === 0) throw new Error('no tables to count: is the database migrated?');
  let countedAt: string | undefined;
  let counted: TableCounts = {};
  return async () => {
    // Read before counting: a write ending between the two is then seen by the next call.
    const now = await writesEnded(db);
    if (now === countedAt) return counted;
    const row = await db
      .selectNoFrom((eb) =>
        names.map((name) => eb.selectFrom(name).select(eb.fn.countAll().as('n')).as(name)),
      )
      .executeTakeFirstOrThrow();
    countedAt = now;
    // PostgreSQL's count is a bigint (a string through `pg`); PGlite gives a number.
    counted = Object.fromEntries(Object.entries(row).map(([name, n]) => [name, Number(n)]));
    return counted;
  };
}

/** The tables whose counts differ, as `name: before → after`. */
export function countChanges(before: TableCounts, after: TableCounts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
