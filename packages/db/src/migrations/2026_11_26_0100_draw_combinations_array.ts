/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// The last comma-joined list (issue 26 item 5): lottery_draws.straight_combinations becomes a text[]
// of the box key's orders. One `alter … type … using` rewrites every row in place (no row is added or
// lost; the bundled history is about 350,000 rows, rewritten once). The API's `straightCombinations`
// stays the spec's comma-separated text: it is computed from the box key by core, not read here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_draws alter column straight_combinations type text[]
    using (string_to_array(straight_combinations, ','))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_draws alter column straight_combinations type text
    using (array_to_string(straight_combinations, ','))`.execute(db);
}
