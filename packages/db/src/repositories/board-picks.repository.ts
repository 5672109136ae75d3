// The picks board's SQL (issue 37): a player's picks for a draw (replaced as a set until the draw's
// sales close), the strategies' picks (one per strategy and draw), the grading of picks whose draw is
// stored (and the regrade, with its record, when a stored draw's number changed), and the rows the
// board and its table read.
import { sql, type Kysely } from 'kysely';
import type { DrawTimeCode } from '@pick3/core';
import type { DB } from '../schema.js';
import { chunks, inTransaction } from './transaction.js';

/** A play to store on the board; money in cents. */
export interface NewBoardPick {
  number: string;
  playType: string;
  stakeCents: number;
  costCents: number;
  chance: number;
  expectedReturn: number;
}

export interface DrawKey {
  state: string;
  date: string;
  drawTime: DrawTimeCode;
}

export interface BoardPickRow extends DrawKey {
  id: number;
  userId: string | null;
  playerName: string | null;
  strategy: string | null;
  number: string;
  playType: string;
  stakeCents: number;
  costCents: number;
  chance: number;
  expectedReturn: number;
  backfilled: boolean;
  createdAt: Date;
  drawn: string | null;
  outcome: 'win' | 'loss' | null;
  prizeCents: number | null;
  gradedAt: Date | null;
}

/** The columns naming one draw, as a where-clause object. */
const ofDraw = (key: DrawKey) => ({
  state: key.state,
  draw_date: key.date,
  draw_time: key.drawTime,
});

const DRAW_ORDER = sql<number>`case draw_time when 'MORN' then 0 when 'DAY' then 1 when 'EVE' then 2 else 3 end`;

const pickColumns = [
  'id',
  'state',
  'draw_date as date',
  'draw_time as drawTime',
  'user_id as userId',
  'player_name as playerName',
  'strategy',
  'number',
  'play_type as playType',
  'stake_cents as stakeCents',
  'cost_cents as costCents',
  'chance',
  'expected_return as expectedReturn',
  'backfilled',
  'created_at as createdAt',
  'drawn',
  'outcome',
  'prize_cents as prizeCents',
  'graded_at as gradedAt',
] as const;

const toValues = (key: DrawKey, p: NewBoardPick) => ({
  state: key.state,
  draw_date: key.date,
  draw_time: key.drawTime,
  number: p.number,
  play_type: p.playType,
  stake_cents: p.stakeCents,
  cost_cents: p.costCents,
  chance: p.chance,
  expected_return: p.expectedReturn,
});

/**
 * Replaces a player's picks for one draw with `picks` (none: withdraws them) in one transaction. The
 * caller checks the draw's sales are open; picks already graded are never touched.
 */
export async function replacePlayerPicks(
  db: Kysely<DB>,
  owner: { userId: string; playerName: string },
  key: DrawKey,
  picks: readonly NewBoardPick[],
): Promise<BoardPickRow[]> {
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('board_picks')
      .where('user_id', '=', owner.userId)
      .where((eb) => eb.and(ofDraw(key)))
      .where('graded_at', 'is', null)
      .execute();
    if (picks.length === 0) return [];
    const rows = await trx
      .insertInto('board_picks')
      .values(
        picks.map((p) => ({
          ...toValues(key, p),
          user_id: owner.userId,
          player_name: owner.playerName,
        })),
      )
      .returning(pickColumns)
      .execute();
    return rows as BoardPickRow[];
  });
}

/** A player's picks for one draw, in the order made. */
export async function playerPicksOf(
  db: Kysely<DB>,
  userId: string,
  key: DrawKey,
): Promise<BoardPickRow[]> {
  const rows = await db
    .selectFrom('board_picks')
    .select(pickColumns)
    .where('user_id', '=', userId)
    .where((eb) => eb.and(ofDraw(key)))
    .orderBy('id')
    .execute();
  return rows as BoardPickRow[];
}

/** Stores strategies' picks; a strategy's pick already stored for a draw is kept. Returns those added. */
export async function addStrategyPicks(
  db: Kysely<DB>,
  picks: ReadonlyArray<{ key: DrawKey; strategy: string; pick: NewBoardPick; backfilled: boolean }>,
): Promise<number> {
  let added = 0;
  for (const slice of chunks(picks, 500)) {
    const result = await db
      .insertInto('board_picks')
      .values(
        slice.map((p) => ({
          ...toValues(p.key, p.pick),
          strategy: p.strategy,
          backfilled: p.backfilled,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['strategy', 'state', 'draw_date', 'draw_time'])
          .where('strategy', 'is not', null)
          .doNothing(),
      )
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** The draws (date, draw time) of a state that already hold a pick of every one of `strategies`. */
export async function strategyDrawsOf(
  db: Kysely<DB>,
  state: string,
  fromDate: string,
  strategies: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('board_picks')
    .select(['draw_date as date', 'draw_time as drawTime'])
    .where('state', '=', state)
    .where('strategy', 'is not', null)
    .where('draw_date', '>=', fromDate)
    .groupBy(['draw_date', 'draw_time'])
    .having((eb) => eb.fn.countAll(), '>=', strategies)
    .execute();
  return new Set(rows.map((r) => `${r.date}|${r.drawTime}`));
}

/** A pick whose draw is stored and whose grade is missing or names another number (a correction). */
export interface PickToGrade extends BoardPickRow {
  winner: string;
}

/** Picks of stored draws not yet graded against the stored number (at most `limit`, oldest draw first). */
export async function picksToGrade(
  db: Kysely<DB>,
  options: { states?: readonly string[]; limit?: number } = {},
): Promise<PickToGrade[]> {
  // The draw's columns renamed, so the pick's own columns stay unambiguous in the join.
  const stored = db
    .selectFrom('lottery_draws')
    .select(['state as d_state', 'date as d_date', 'draw_time as d_time', 'winner'])
    .as('d');
  let query = db
    .selectFrom('board_picks')
    .innerJoin(stored, (join) =>
      join
        .onRef('d.d_state', '=', 'board_picks.state')
        .onRef('d.d_date', '=', 'board_picks.draw_date')
        .onRef('d.d_time', '=', 'board_picks.draw_time'),
    )
    .select([...pickColumns, 'd.winner'])
    .where((eb) => eb.or([eb('drawn', 'is', null), eb('drawn', '<>', eb.ref('d.winner'))]));
  if (options.states !== undefined) {
    if (options.states.length === 0) return [];
    query = query.where('board_picks.state', 'in', [...options.states]);
  }
  const rows = await query
    .orderBy('board_picks.draw_date')
    .orderBy('board_picks.id')
    .limit(options.limit ?? 10_000)
    .execute();
  return rows as PickToGrade[];
}

export interface PickGrade {
  id: number;
  drawn: string;
  outcome: 'win' | 'loss';
  prizeCents: number;
  /** The grade this replaces (a corrected draw), recorded in board_regrades; null for a first grade. */
  previous: { drawn: string; outcome: 'win' | 'loss'; prizeCents: number } | null;
}

/** Saves grades, and a regrade record for each that replaces an earlier grade, in one transaction. */
export async function saveGrades(
  db: Kysely<DB>,
  grades: readonly PickGrade[],
  now: Date,
): Promise<void> {
  if (grades.length === 0) return;
  await inTransaction(db, async (trx) => {
    const regrades = grades.filter((g) => g.previous !== null);
    for (const slice of chunks(regrades, 500)) {
      await trx
        .insertInto('board_regrades')
        .values(
          slice.map((g) => ({
            pick_id: g.id,
            previous_drawn: g.previous!.drawn,
            previous_outcome: g.previous!.outcome,
            previous_prize_cents: g.previous!.prizeCents,
            drawn: g.drawn,
            outcome: g.outcome,
            prize_cents: g.prizeCents,
          })),
        )
        .execute();
    }
    // One statement per 500 picks, not one per pick: the rows stay locked for a moment, so a
    // grading beside this one (an ingestion's while the start-up backfill grades) does not wait
    // on thousands of updates past the query limit.
    for (const slice of chunks(grades, 500)) {
      const values = sql.join(
        slice.map(
          (g) => sql`(${g.id}::integer, ${g.drawn}, ${g.outcome}, ${g.prizeCents}::integer)`,
        ),
      );
      await sql`update board_picks as p
        set drawn = v.drawn, outcome = v.outcome, prize_cents = v.prize_cents, graded_at = ${now}
        from (values ${values}) as v(id, drawn, outcome, prize_cents)
        where p.id = v.id`.execute(trx);
    }
  });
}

/** Every pick of one draw: strategies first (board order by name), then players by time made. */
export async function picksOfDraw(db: Kysely<DB>, key: DrawKey): Promise<BoardPickRow[]> {
  const rows = await db
    .selectFrom('board_picks')
    .select(pickColumns)
    .where((eb) => eb.and(ofDraw(key)))
    .orderBy(sql`strategy is null`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows as BoardPickRow[];
}

/** The newest `limit` draws of a state that hold picks, newest first. */
export async function drawsWithPicks(
  db: Kysely<DB>,
  state: string,
  limit: number,
): Promise<DrawKey[]> {
  const rows = await db
    .selectFrom('board_picks')
    .select(['draw_date as date', 'draw_time as drawTime'])
    .where('state', '=', state)
    .groupBy(['draw_date', 'draw_time'])
    .orderBy('draw_date', 'desc')
    .orderBy(sql`max(${DRAW_ORDER})`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ state, date: r.date, drawTime: r.drawTime }));
}

/** A graded pick as the table reads it. */
export interface GradedPickRow {
  userId: string | null;
  playerName: string | null;
  strategy: string | null;
  outcome: 'win' | 'loss';
  prizeCents: number;
  costCents: number;
  chance: number;
  expectedReturn: number;
}

/** The graded picks of a state whose draw is on or after `fromDate` (null: all time). */
export async function gradedPicks(
  db: Kysely<DB>,
  state: string,
  fromDate: string | null,
): Promise<GradedPickRow[]> {
  let query = db
    .selectFrom('board_picks')
    .select([
      'user_id as userId',
      'player_name as playerName',
      'strategy',
      'outcome',
      'prize_cents as prizeCents',
      'cost_cents as costCents',
      'chance',
      'expected_return as expectedReturn',
    ])
    .where('state', '=', state)
    .where('outcome', 'is not', null);
  if (fromDate !== null) query = query.where('draw_date', '>=', fromDate);
  return (await query.execute()) as GradedPickRow[];
}

/** The regrades of one draw's picks, oldest first. */
export async function regradesOfDraw(
  db: Kysely<DB>,
  key: DrawKey,
): Promise<Array<{ pickId: number; previousDrawn: string; drawn: string; createdAt: Date }>> {
  return db
    .selectFrom('board_regrades as r')
    .innerJoin('board_picks as p', 'p.id', 'r.pick_id')
    .select([
      'r.pick_id as pickId',
      'r.previous_drawn as previousDrawn',
      'r.drawn',
      'r.created_at as createdAt',
    ])
    .where((eb) =>
      eb.and({ 'p.state': key.state, 'p.draw_date': key.date, 'p.draw_time': key.drawTime }),
    )
    .orderBy('r.id')
    .execute();
}

/** The states that hold at least one strategy pick (their backfill has run). */
export async function statesWithStrategyPicks(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('board_picks')
    .select('state')
    .distinct()
    .where('strategy', 'is not', null)
    .execute();
  return rows.map((r) => r.state);
}
