// Row counts of every table in one round trip: the fuzzer compares them before and after each
// refused request, since "refused" must also mean "nothing stored".
import type { DB, Database } from '@pick3/db';

export type TableCounts = Record<string, number>;

/** Lists the tables once (from the database, so a new table is counted too) and returns a counter of them all. */
export async function tableCounter(db: Database['db']): Promise<() => Promise<TableCounts>> {
  const names = (await db.introspection.getTables())
    .filter((table) => !table.isView)
    .map((table) => table.name as keyof DB);
  if (names.length === 0) throw new Error('no tables to count: is the database migrated?');
  return async () => {
    const row = await db
      .selectNoFrom((eb) =>
        names.map((name) => eb.selectFrom(name).select(eb.fn.countAll().as('n')).as(name)),
      )
      .executeTakeFirstOrThrow();
    // PostgreSQL's count is a bigint (a string through `pg`); PGlite gives a number.
    return Object.fromEntries(Object.entries(row).map(([name, n]) => [name, Number(n)]));
  };
}

/** The tables whose counts differ, as `name: before → after`. */
export function countChanges(before: TableCounts, after: TableCounts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
