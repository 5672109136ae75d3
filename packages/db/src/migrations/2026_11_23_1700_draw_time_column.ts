/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// lottery_draws.draw held a draw time (MORN, DAY, EVE, NITE) under a name that reads like the draw
// itself; it becomes draw_time, as in draw_conflicts and expected_results. RENAME keeps every row,
// and PostgreSQL carries the check, the unique key, the indexes and the generated draw_order along.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_draws rename column draw to draw_time`.execute(db);
  await sql`alter table lottery_draws rename constraint lottery_draws_state_date_draw_key to lottery_draws_state_date_draw_time_key`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_draws rename constraint lottery_draws_state_date_draw_time_key to lottery_draws_state_date_draw_key`.execute(
    db,
  );
  await sql`alter table lottery_draws rename column draw_time to draw`.execute(db);
}
