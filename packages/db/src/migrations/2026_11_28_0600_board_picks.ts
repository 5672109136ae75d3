/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on Kysely<any>: they must not depend on today's table types. */
// The picks board (issue 37): a pick is a player's (user_id) or a built-in strategy's (strategy)
// play on one draw, kept with the time it was made; once the draw is stored it carries its grade
// (the drawn number, win or loss, the prize by the state's table). A corrected draw regrades its
// picks, and board_regrades keeps what each grade was before. Money is in cents (no float
// rounding in sums), chance and expected return per dollar as floats. Kysely<any>, no app imports.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('board_picks')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('state', 'varchar(2)', (c) => c.notNull())
    // ISO text in the "C" collation, as lottery_draws.date: byte order is date order.
    .addColumn('draw_date', sql`varchar(10) collate "C"`, (c) => c.notNull())
    .addColumn('draw_time', 'varchar(4)', (c) =>
      c.notNull().check(sql`draw_time in ('MORN', 'DAY', 'EVE', 'NITE')`),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    // The name the board shows for a player's pick (bounded; strategies have none).
    .addColumn('player_name', 'varchar(40)')
    .addColumn('strategy', 'varchar(20)')
    .addColumn('number', 'varchar(3)', (c) => c.notNull())
    .addColumn('play_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('stake_cents', 'integer', (c) => c.notNull().check(sql`stake_cents > 0`))
    .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sql`cost_cents > 0`))
    // A fair draw's chance of winning the play, and its expected return per dollar (core).
    .addColumn('chance', 'double precision', (c) => c.notNull())
    .addColumn('expected_return', 'double precision', (c) => c.notNull())
    // Computed after its draw from the draws before it (a strategy's backfill), not posted live.
    .addColumn('backfilled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('drawn', 'varchar(3)')
    .addColumn('outcome', 'varchar(4)', (c) => c.check(sql`outcome in ('win', 'loss')`))
    .addColumn('prize_cents', 'integer')
    .addColumn('graded_at', 'timestamptz')
    .addCheckConstraint('board_picks_owner', sql`(user_id is null) <> (strategy is null)`)
    .execute();
  await db.schema
    .createIndex('board_picks_draw_idx')
    .on('board_picks')
    .columns(['state', 'draw_date', 'draw_time'])
    .execute();
  await db.schema.createIndex('board_picks_user_idx').on('board_picks').column('user_id').execute();
  // One pick per strategy and draw: a re-run of the pipeline or the backfill adds nothing twice.
  await db.schema
    .createIndex('board_picks_strategy_draw_key')
    .on('board_picks')
    .columns(['strategy', 'state', 'draw_date', 'draw_time'])
    .unique()
    .where(sql.ref('strategy'), 'is not', null)
    .execute();
  await db.schema
    .createTable('board_regrades')
    .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('pick_id', 'integer', (c) =>
      c.notNull().references('board_picks.id').onDelete('cascade'),
    )
    .addColumn('previous_drawn', 'varchar(3)', (c) => c.notNull())
    .addColumn('previous_outcome', 'varchar(4)', (c) => c.notNull())
    .addColumn('previous_prize_cents', 'integer', (c) => c.notNull())
    .addColumn('drawn', 'varchar(3)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(4)', (c) => c.notNull())
    .addColumn('prize_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('board_regrades_pick_idx')
    .on('board_regrades')
    .column('pick_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('board_regrades').execute();
  await db.schema.dropTable('board_picks').execute();
}
