/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// What some states draw beside the three digits (issue 34 item 3), kept with the draw, never part of
// it: extra_ball, one digit (TX, FL, NC, NJ Fireball; PA Wild Ball), and double_draw, NC's second
// three-digit number of a Double-Draw night. Both nullable: most draws have neither, and the bundled
// history carries none. Adding nullable columns rewrites no row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lottery_draws')
    .addColumn('extra_ball', 'varchar(1)', (c) => c.check(sql`extra_ball ~ '^[0-9]$'`))
    .addColumn('double_draw', 'varchar(3)', (c) => c.check(sql`double_draw ~ '^[0-9]{3}$'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lottery_draws')
    .dropColumn('extra_ball')
    .dropColumn('double_draw')
    .execute();
}
