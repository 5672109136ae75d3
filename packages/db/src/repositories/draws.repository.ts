import { sql, type Kysely } from 'kysely';
import {
  straightCombinations,
  toBoxKey,
  type Draw,
  type DrawTimeCode,
  type StateDraw,
} from '@pick3/core';
import type { DB, NewDrawConflict, SourceKindColumn } from '../schema.js';
import { chunks, inTransaction } from './transaction.js';

/** Rows per statement: large enough to amortise round trips, small enough to keep each statement short. */
const CHUNK = 2000;

export interface UpsertDrawsResult {
  added: number;
  unchanged: number;
  /** Rows whose number differs from the stored one (each recorded in draw_conflicts). */
  conflicts: number;
  /** Of the conflicts: stored aggregate values replaced by an official source's value. */
  replaced: number;
}

export interface UpsertDrawsOptions {
  /** `lottery_draws.source` of new rows and `draw_conflicts.source` (`ga-api`, `bundled:GA-cash3.csv`). */
  source: string;
  /** What kind of source this is; default `history` (bundled files, CLI imports). */
  kind?: SourceKindColumn;
  /**
   * `store` (default) adds new draws. `witness` only checks rows against stored draws (agreeing ones
   * count as unchanged, others are recorded conflicts) and adds nothing: a second source while the
   * official one is healthy.
   */
  mode?: 'store' | 'witness';
}

export interface StateDrawCount {
  state: string;
  count: number;
  firstDate: string;
  lastDate: string;
}

const keyOf = (d: { state: string; date: string; drawTime: string }): string =>
  `${d.state}|${d.date}|${d.drawTime}`;

/**
 * Stores draws in one transaction: new draws are inserted; a draw already stored with the same
 * winner counts as unchanged; one stored with another winner is recorded in draw_conflicts and the
 * stored draw is left as it is (a draw has one winner; a human decides), with one exception: an
 * official source's value replaces a value an aggregate (a results site) stored, and the conflict
 * row says `replaced` and keeps the aggregate's value. Nothing is ever deleted.
 * @example
 * await upsertDraws(db, [{ state: 'GA', date: '2025-07-04', drawTime: 'EVE', number: '610' }], { source: 'ga-official' });
 */
export async function upsertDraws(
  db: Kysely<DB>,
  rows: readonly StateDraw[],
  { source, kind = 'history', mode = 'store' }: UpsertDrawsOptions,
): Promise<UpsertDrawsResult> {
  const firsts = new Map<string, StateDraw>();
  const repeats: StateDraw[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    if (firsts.has(key)) repeats.push(row);
    else firsts.set(key, row);
  }
  return inTransaction(db, async (trx) => {
    const notInserted: StateDraw[] = mode === 'store' ? [...repeats] : [...firsts.values()];
    let added = 0;
    for (const chunk of chunks(mode === 'store' ? [...firsts.values()] : [], CHUNK)) {
      // One array parameter per column (unnest) instead of a VALUES list with a parameter per cell:
      // 2–3× faster on PGlite, where parameter handling dominates, and as fast on PostgreSQL. unnest
      // flattens a text[][], so each row's combinations travel joined and are split in the select.
      const boxKeys = chunk.map((d) => toBoxKey(d.number));
      const { rows: inserted } = await sql<{ state: string; date: string; drawTime: string }>`
        insert into lottery_draws (state, date, draw_time, winner, actual_straight_winner, box_key, straight_combinations, source, source_kind, extra_ball, double_draw)
        select u.state, u.date, u.draw_time, u.winner, u.winner, u.box_key,
               string_to_array(u.combinations, ','), ${source}, ${kind}, u.extra_ball, u.double_draw
        from unnest(${chunk.map((d) => d.state)}::text[], ${chunk.map((d) => d.date)}::text[],
                    ${chunk.map((d) => d.drawTime)}::text[], ${chunk.map((d) => d.number)}::text[], ${boxKeys}::text[],
                    ${boxKeys.map((b) => straightCombinations(b).join(','))}::text[],
                    ${chunk.map((d) => d.extraBall ?? null)}::text[], ${chunk.map((d) => d.doubleDraw ?? null)}::text[])
          as u(state, date, draw_time, winner, box_key, combinations, extra_ball, double_draw)
        on conflict (state, date, draw_time) do nothing
        returning state, date, draw_time as "drawTime"`.execute(trx);
      added += inserted.length;
      if (inserted.length < chunk.length) {
        const done = new Set(inserted.map(keyOf));
        for (const d of chunk) if (!done.has(keyOf(d))) notInserted.push(d);
      }
    }

    let unchanged = 0;
    let conflicts = 0;
    let replaced = 0;
    // Draws reported alike that bring what is drawn beside them (a Fireball the bundled row lacks).
    const extras: StateDraw[] = [];
    for (const chunk of chunks(notInserted, CHUNK)) {
      // unnest() rather than a row-value IN list: PGlite 0.5.16 returns no rows for `(a, b) IN (…)`
      // lists of a few hundred tuples, and three array parameters are cheaper to send anyway.
      const { rows: stored } = await sql<{
        state: string;
        date: string;
        drawTime: DrawTimeCode;
        winner: string;
        sourceKind: SourceKindColumn;
        extraBall: string | null;
        doubleDraw: string | null;
      }>`
        select d.state, d.date, d.draw_time as "drawTime", d.winner, d.source_kind as "sourceKind",
               d.extra_ball as "extraBall", d.double_draw as "doubleDraw"
        from lottery_draws d
        join unnest(${chunk.map((x) => x.state)}::text[], ${chunk.map((x) => x.date)}::text[],
                    ${chunk.map((x) => x.drawTime)}::text[]) as k(state, date, draw_time)
          on d.state = k.state and d.date = k.date and d.draw_time = k.draw_time`.execute(trx);
      const storedByKey = new Map(stored.map((s) => [keyOf(s), s]));
      // Keyed like the unique constraint: one statement must not touch the same conflict row twice.
      const conflictRows = new Map<string, NewDrawConflict>();
      const replacements = new Map<string, StateDraw>();
      for (const d of chunk) {
        const known = storedByKey.get(keyOf(d));
        // A witness's report of a draw not stored is kept in draw_reports, not here.
        if (known === undefined && mode === 'witness') continue;
        const storedWinner = known?.winner;
        if (storedWinner === d.number) {
          unchanged += 1;
          if (
            (d.extraBall !== undefined && known?.extraBall !== d.extraBall) ||
            (d.doubleDraw !== undefined && known?.doubleDraw !== d.doubleDraw)
          )
            extras.push(d);
          continue;
        }
        conflicts += 1;
        // The state lottery's own report outranks a results site's copy (repeats in one batch aside:
        // the first report of a draw in a batch is the one stored).
        const replace =
          kind === 'official' && known?.sourceKind === 'aggregate' && !replacements.has(keyOf(d));
        if (replace) replacements.set(keyOf(d), d);
        conflictRows.set(`${keyOf(d)}|${storedWinner}|${d.number}`, {
          state: d.state,
          date: d.date,
          draw_time: d.drawTime,
          stored_winner: storedWinner ?? '',
          incoming_winner: d.number,
          source,
          resolution: replace ? 'replaced' : 'kept',
        });
      }
      for (const d of replacements.values()) {
        const boxKey = toBoxKey(d.number);
        await trx
          .updateTable('lottery_draws')
          .set({
            winner: d.number,
            actual_straight_winner: d.number,
            box_key: boxKey,
            straight_combinations: [...straightCombinations(boxKey)],
            source,
            source_kind: kind,
            extra_ball: d.extraBall ?? null,
            double_draw: d.doubleDraw ?? null,
            updated_at: sql<Date>`now()`,
          })
          .where('state', '=', d.state)
          .where('date', '=', d.date)
          .where('draw_time', '=', d.drawTime)
          .execute();
        replaced += 1;
      }
      if (conflictRows.size === 0) continue;
      await trx
        .insertInto('draw_conflicts')
        .values([...conflictRows.values()])
        .onConflict((oc) =>
          oc
            .columns(['state', 'date', 'draw_time', 'stored_winner', 'incoming_winner'])
            // Keeps the first source that reported it; seen_at says the conflict is still live.
            .doUpdateSet({ seen_at: sql`now()` }),
        )
        .execute();
    }
    for (const chunk of chunks(extras, CHUNK)) {
      // A value already stored stays (the first report of it); only a missing one is filled.
      await sql`
        update lottery_draws d
        set extra_ball = coalesce(d.extra_ball, u.extra_ball),
            double_draw = coalesce(d.double_draw, u.double_draw),
            updated_at = now()
        from unnest(${chunk.map((x) => x.state)}::text[], ${chunk.map((x) => x.date)}::text[],
                    ${chunk.map((x) => x.drawTime)}::text[], ${chunk.map((x) => x.extraBall ?? null)}::text[],
                    ${chunk.map((x) => x.doubleDraw ?? null)}::text[])
          as u(state, date, draw_time, extra_ball, double_draw)
        where d.state = u.state and d.date = u.date and d.draw_time = u.draw_time`.execute(trx);
    }
    return { added, unchanged, conflicts, replaced };
  });
}

const drawColumns = [
  'date',
  'draw_time as drawTime',
  'winner as number',
  'extra_ball as extraBall',
  'double_draw as doubleDraw',
] as const;

/** A stored row as a Draw: what was drawn beside the number only where it is known. */
function asDraws(
  rows: Array<{
    date: string;
    drawTime: DrawTimeCode;
    number: string;
    extraBall: string | null;
    doubleDraw: string | null;
  }>,
): Draw[] {
  // The winner column holds validated straights (checked on insert via its box key).
  return rows.map(({ date, drawTime, number, extraBall, doubleDraw }) => ({
    date,
    drawTime,
    number,
    ...(extraBall === null ? {} : { extraBall }),
    ...(doubleDraw === null ? {} : { doubleDraw }),
  }));
}

/**
 * The newest `n` draws of a state, newest first (date, then NITE > EVE > DAY > MORN): one scan of
 * the (state, date desc, draw_order desc) index.
 */
export async function newestDraws(db: Kysely<DB>, state: string, n: number): Promise<Draw[]> {
  return asDraws(await newestDrawsQuery(db, state, n).execute());
}

/** The query behind newestDraws, exposed so a test can EXPLAIN exactly what runs. */
export function newestDrawsQuery(db: Kysely<DB>, state: string, n: number) {
  return db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('state', '=', state)
    .orderBy('date', 'desc')
    .orderBy('draw_order', 'desc')
    .limit(n);
}

/** The highest draw id of a state (changes whenever a draw is added), or null without draws: a cache key. */
export async function newestDrawId(db: Kysely<DB>, state: string): Promise<number | null> {
  const row = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('state', '=', state)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Per state: number of draws, first and last date; ordered by state code. */
export async function countByState(db: Kysely<DB>): Promise<StateDrawCount[]> {
  return db
    .selectFrom('lottery_draws')
    .select([
      'state',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`min(date)`.as('firstDate'),
      sql<string>`max(date)`.as('lastDate'),
    ])
    .groupBy('state')
    .orderBy('state')
    .execute();
}

/** Stored draws of one draw time of a state: how many, the first and the last date. */
export interface DrawTimeCount {
  state: string;
  drawTime: DrawTimeCode;
  count: number;
  firstDate: string;
  lastDate: string;
}

/**
 * Per state and draw time: number of draws, first and last date; ordered by state, then draw time
 * chronologically (MORN, DAY, EVE, NITE). One grouped pass over the draws: which draw times a
 * state's history holds (many bundled histories hold only the Evening or Night draw).
 * @example
 * await countByStateAndDrawTime(db);
 * // [{ state: 'GA', drawTime: 'DAY', count: 8379, firstDate: '1998-01-12', lastDate: '2026-09-11' }, …]
 */
export async function countByStateAndDrawTime(db: Kysely<DB>): Promise<DrawTimeCount[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select([
      'state',
      'draw_time as drawTime',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`min(date)`.as('firstDate'),
      sql<string>`max(date)`.as('lastDate'),
    ])
    .groupBy(['state', 'draw_time', 'draw_order'])
    .orderBy('state')
    .orderBy('draw_order')
    .execute();
  return rows as DrawTimeCount[];
}

/** Draws of a state with fromIso ≤ date ≤ toIso (ISO dates, inclusive), newest first. */
export async function drawsOn(
  db: Kysely<DB>,
  state: string,
  fromIso: string,
  toIso: string,
): Promise<Draw[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('state', '=', state)
    .where('date', '>=', fromIso)
    .where('date', '<=', toIso)
    .orderBy('date', 'desc')
    .orderBy('draw_order', 'desc')
    .execute();
  return asDraws(rows);
}

/** Draws of a state whose winner has this box key (sorted digits), newest first. */
export async function findByBoxKey(db: Kysely<DB>, state: string, boxKey: string): Promise<Draw[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('state', '=', state)
    .where('box_key', '=', boxKey)
    .orderBy('date', 'desc')
    .orderBy('draw_order', 'desc')
    .execute();
  return asDraws(rows);
}

/** Number of stored draws, of one state or of all. */
export async function count(db: Kysely<DB>, state?: string): Promise<number> {
  let query = db.selectFrom('lottery_draws').select(sql<number>`count(*)::int`.as('count'));
  if (state !== undefined) query = query.where('state', '=', state);
  const row = await query.executeTakeFirstOrThrow();
  return row.count;
}

/** A draw of {@link findByBoxKeyWithDrawsSince}. */
export type DrawWithDrawsSince = Draw & { drawsSince: number };

/**
 * Draws of a state whose winner has this box key, newest first, each with `drawsSince`: how many
 * draws of the state (all draw times) came after it (0 for the newest draw). One pass over the
 * state's draws. (Added by the API helper for GET /api/draws/lookup.)
 */
export async function findByBoxKeyWithDrawsSince(
  db: Kysely<DB>,
  state: string,
  boxKey: string,
): Promise<DrawWithDrawsSince[]> {
  const ranked = db
    .selectFrom('lottery_draws')
    .select([
      'date',
      'draw_time as drawTime',
      'winner as number',
      'box_key',
      sql<number>`(row_number() over (order by date desc, draw_order desc) - 1)::int`.as(
        'drawsSince',
      ),
    ])
    .where('state', '=', state)
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .select(['date', 'drawTime', 'number', 'drawsSince'])
    .where('box_key', '=', boxKey)
    .orderBy('drawsSince')
    .execute();
  return rows as DrawWithDrawsSince[];
}

/** The newest stored draw of a state (date and draw time). */
export interface LatestDraw {
  state: string;
  date: string;
  drawTime: DrawTimeCode;
}

/**
 * The newest draw of every state that has draws, ordered by state: one index-ordered pass per state
 * (DISTINCT ON over the (state, date desc, draw_order desc) index). Freshness is computed from it.
 */
export async function latestPerState(db: Kysely<DB>): Promise<LatestDraw[]> {
  const rows = await db
    .selectFrom('lottery_draws')
    .distinctOn('state')
    .select(['state', 'date', 'draw_time as drawTime'])
    .orderBy('state')
    .orderBy('date', 'desc')
    .orderBy('draw_order', 'desc')
    .execute();
  return rows as LatestDraw[];
}

/**
 * Every stored (date, draw time) of a state, oldest first: what the coverage check compares with the
 * state's schedule. Only the two key columns are read (GA's whole history is ~22k short rows).
 */
export async function drawSlots(
  db: Kysely<DB>,
  state: string,
): Promise<Array<{ date: string; drawTime: DrawTimeCode }>> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['date', 'draw_time as drawTime'])
    .where('state', '=', state)
    .orderBy('date')
    .orderBy('draw_order')
    .execute();
  return rows as Array<{ date: string; drawTime: DrawTimeCode }>;
}
