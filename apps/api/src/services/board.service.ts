// The picks board's use cases (issue 37), without HTTP: a signed-in player's picks for an upcoming
// draw (refused once its sales close), grading every pick of a stored draw by core's settlement
// rule (and regrading, with a record, when a stored draw's number changes), the strategies' picks
// for the next draw and their backfill over the stored history, and the board with its table.
import {
  addDays,
  BOARD_MIN_RANKED_PICKS,
  BOARD_STRATEGIES,
  boardPeriodDays,
  boardRow,
  boardRowRanked,
  costOf,
  drawAfter,
  expectedReturn,
  nextOpenDraw,
  parsePrizePlay,
  parseStateCode,
  pickIsOpen,
  pickWindow,
  playWinChance,
  scheduleOf,
  settlePlay,
  strategyPicks,
  todayInZone,
  MAX_WINDOW_SIZE,
  isPick3Error,
  Pick3Error,
  type BoardPeriod,
  type BoardStrategy,
  type Draw,
  type DrawTimeCode,
  type PrizePlay,
  type PrizePlayType,
} from '@pick3/core';
import type { BoardDraw, BoardPick, BoardReply, BoardTableRow } from '@pick3/contract';
import { boardPicksRepository, drawsRepository, type Database } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';

type Db = Database['db'];
type BoardPickRow = boardPicksRepository.BoardPickRow;
type DrawKey = boardPicksRepository.DrawKey;
type NewBoardPick = boardPicksRepository.NewBoardPick;

const toCents = (dollars: number): number => Math.round(dollars * 100);
const toDollars = (cents: number): number => cents / 100;

/**
 * The settlement of a pick against a drawn number: core's one settlement rule for a play of any
 * type (the same a bought play is settled by). Kept behind this one function so the board follows
 * that rule wherever it changes.
 */
export function settlePick(state: string, play: PrizePlay, drawn: string) {
  return settlePlay(state, play, drawn);
}

/** A play as the board stores it: money in cents, its chance and expected return from core. */
function storedPlay(state: string, play: PrizePlay): NewBoardPick {
  return {
    number: play.number,
    playType: play.type,
    stakeCents: toCents(play.stake),
    costCents: toCents(costOf(state, play)),
    chance: playWinChance(state, play),
    expectedReturn: expectedReturn(state, play),
  };
}

/** A stored pick on the wire: its number shown only when `showNumber` (the draw's sales closed, or its owner asks). */
function toBoardPick(row: BoardPickRow, showNumber: boolean): BoardPick {
  return {
    id: String(row.id),
    kind: row.strategy === null ? 'player' : 'strategy',
    name: row.strategy ?? row.playerName ?? '',
    strategy: (row.strategy as BoardStrategy | null) ?? null,
    number: showNumber ? row.number : null,
    type: row.playType as PrizePlayType,
    stake: toDollars(row.stakeCents),
    cost: toDollars(row.costCents),
    createdAt: row.createdAt.toISOString(),
    backfilled: row.backfilled,
    outcome: row.outcome,
    prize: row.prizeCents === null ? null : toDollars(row.prizeCents),
  };
}

function isClosed(key: DrawKey, now: Date): boolean {
  const window = pickWindow(key.state, key);
  return window === null || !pickIsOpen(window, now);
}

/** Checks a draw a player names: a state, a draw its schedule holds, sales still open at `now`. */
function openDraw(input: { state: string; date: string; drawTime: DrawTimeCode }, now: Date) {
  const state = parseStateCode(input.state);
  const key: DrawKey = { state, date: input.date, drawTime: input.drawTime };
  const window = pickWindow(state, key);
  if (window === null) {
    throw new Pick3Error(
      'INVALID_DATE',
      `${state} holds no ${input.drawTime} draw on ${input.date}.`,
      { field: 'date' },
    );
  }
  if (!pickIsOpen(window, now)) {
    throw new HttpError(
      409,
      'PICKS_LOCKED',
      `Picks for the ${state} ${input.drawTime} draw of ${input.date} are locked: its sales closed at ${window.closesAt.toISOString()}.`,
      { field: 'date' },
    );
  }
  return key;
}

export interface PlayerPicksInput {
  state: string;
  date: string;
  drawTime: DrawTimeCode;
  name: string;
  picks: ReadonlyArray<{ number: string; type: string; stake: number }>;
}

/**
 * Posts (replaces) a player's picks for an upcoming draw. Every play is checked against the state's
 * table first (a 400 naming `picks[i].field`), and nothing changes unless all pass.
 */
export async function putPlayerPicks(
  db: Db,
  userId: string,
  input: PlayerPicksInput,
  now: Date,
): Promise<BoardPick[]> {
  const key = openDraw(input, now);
  const name = input.name.trim();
  if (name === '') {
    throw new HttpError(400, 'VALIDATION_ERROR', 'name must not be blank', { field: 'name' });
  }
  const plays = input.picks.map((pick, i) => {
    try {
      return storedPlay(key.state, parsePrizePlay(key.state, pick));
    } catch (error) {
      if (!isPick3Error(error)) throw error;
      throw new Pick3Error(error.code, error.message, {
        field: `picks[${i}].${error.field ?? 'number'}`,
      });
    }
  });
  const rows = await boardPicksRepository.replacePlayerPicks(
    db,
    { userId, playerName: name },
    key,
    plays,
  );
  // The player's own picks: their numbers are theirs to see.
  return rows.map((r) => toBoardPick(r, true));
}

/** A player's own picks for one draw (numbers shown: they are the player's). */
export async function playerPicks(
  db: Db,
  userId: string,
  input: { state: string; date: string; drawTime: DrawTimeCode },
): Promise<BoardPick[]> {
  const key = { state: parseStateCode(input.state), date: input.date, drawTime: input.drawTime };
  return (await boardPicksRepository.playerPicksOf(db, userId, key)).map((r) =>
    toBoardPick(r, true),
  );
}

/** A player's pick graded for the first time: what the alerts and push tell its owner. */
export interface GradedPlayerPick extends DrawKey {
  id: number;
  userId: string;
  number: string;
  playType: string;
  drawn: string;
  outcome: 'win' | 'loss';
  prize: number;
}

/**
 * Grades every pick whose draw is stored and whose grade is missing or names another number (the
 * draw was corrected: the old grade goes to the regrade record). Returns the players' first grades.
 */
export async function gradeBoardPicks(
  db: Db,
  states: readonly string[] | undefined,
  now: Date,
): Promise<{ graded: number; regraded: number; players: GradedPlayerPick[] }> {
  let graded = 0;
  let regraded = 0;
  const players: GradedPlayerPick[] = [];
  for (;;) {
    const batch = await boardPicksRepository.picksToGrade(db, {
      ...(states === undefined ? {} : { states }),
      limit: 2000,
    });
    if (batch.length === 0) break;
    const grades = batch.map((p) => {
      const play = {
        number: p.number,
        type: p.playType as PrizePlayType,
        stake: p.stakeCents / 100,
      };
      const s = settlePick(p.state, play, p.winner);
      const previous =
        p.drawn === null || p.outcome === null
          ? null
          : { drawn: p.drawn, outcome: p.outcome, prizeCents: p.prizeCents ?? 0 };
      if (previous === null) graded++;
      else regraded++;
      if (previous === null && p.userId !== null) {
        players.push({
          id: p.id,
          state: p.state,
          date: p.date,
          drawTime: p.drawTime,
          userId: p.userId,
          number: p.number,
          playType: p.playType,
          drawn: s.drawn,
          outcome: s.outcome,
          prize: s.prize,
        });
      }
      return {
        id: p.id,
        drawn: s.drawn,
        outcome: s.outcome,
        prizeCents: toCents(s.prize),
        previous,
      };
    });
    await boardPicksRepository.saveGrades(db, grades, now);
  }
  return { graded, regraded, players };
}

/** History the strategies read: the page's window (the newest 1,500 draws before the target). */
const STRATEGY_HISTORY = MAX_WINDOW_SIZE;

/**
 * The strategies' picks for the draw after each state's newest stored draw, computed from the
 * stored draws (all before it). A pick posted after that draw's sales closed (data that came late)
 * is marked `backfilled`, as the board says.
 */
export async function postStrategyPicks(
  db: Db,
  states: readonly string[],
  now: Date,
): Promise<number> {
  let added = 0;
  for (const state of states) {
    const newestFirst = await drawsRepository.newestDraws(db, state, STRATEGY_HISTORY);
    const newest = newestFirst[0];
    if (newest === undefined) continue;
    const target = drawAfter(state, newest);
    if (target === undefined) continue;
    const key: DrawKey = { state, date: target.date, drawTime: target.drawTime };
    const backfilled = isClosed(key, now);
    added += await boardPicksRepository.addStrategyPicks(
      db,
      strategyPicks(state, target, newestFirst).map(({ strategy, play }) => ({
        key,
        strategy,
        pick: storedPlay(state, play),
        backfilled,
      })),
    );
  }
  return added;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Draws computed between two writes: the backfill's unit of work, and what a crash can lose. */
const BACKFILL_BATCH_DRAWS = 200;
/**
 * The longest the backfill computes before it lets waiting requests in. A batch of 200 draws is
 * ~0.2 s of computing on an idle machine and several seconds on a loaded one, long enough for a
 * player's page to wait behind it at start (seen in the browser suite beside npm test's others).
 */
const BACKFILL_SLICE_MS = 20;

/**
 * Backfills the strategies over each state's stored history, the whole of it by default (`years`
 * limits it to the last years): for every stored draw without all strategies' picks, each
 * strategy's pick from the 1,500 stored draws before it (never a later one), then grades them.
 * - merge-only: picks that exist are never rewritten (one pick per strategy and draw, a unique index);
 * - batched: the picks of 200 draws are written in one insert; the event loop is yielded to every
 *   20 ms of computing, so requests are served meanwhile;
 * - resumable: a draw that holds every strategy's pick is skipped, so a run cut short (a restart)
 *   goes on where it stopped; a state is graded as soon as its picks are in.
 */
export async function backfillStrategies(
  db: Db,
  options: { states: readonly string[]; years?: number | undefined; now: Date },
): Promise<{ added: number; graded: number }> {
  let added = 0;
  let graded = 0;
  for (const state of options.states) {
    const from =
      options.years === undefined
        ? ''
        : addDays(
            todayInZone(scheduleOf(state).timeZone, options.now),
            -Math.round(options.years * 365.25),
          );
    const done = await boardPicksRepository.strategyDrawsOf(
      db,
      state,
      from,
      BOARD_STRATEGIES.length,
    );
    const draws: Draw[] = (await drawsRepository.newestDraws(db, state, 10_000_000)).reverse();
    let pending: Array<{
      key: DrawKey;
      strategy: string;
      pick: NewBoardPick;
      backfilled: boolean;
    }> = [];
    let batchDraws = 0;
    let sliceStarted = performance.now();
    for (let i = 0; i < draws.length; i++) {
      const target = draws[i]!;
      if (target.date < from || done.has(`${target.date}|${target.drawTime}`)) continue;
      const key: DrawKey = { state, date: target.date, drawTime: target.drawTime };
      for (const { strategy, play } of strategyPicks(
        state,
        key,
        draws.slice(Math.max(0, i - STRATEGY_HISTORY), i),
      )) {
        pending.push({ key, strategy, pick: storedPlay(state, play), backfilled: true });
      }
      if (++batchDraws >= BACKFILL_BATCH_DRAWS) {
        added += await boardPicksRepository.addStrategyPicks(db, pending);
        pending = [];
        batchDraws = 0;
      }
      if (performance.now() - sliceStarted >= BACKFILL_SLICE_MS) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
      }
    }
    added += await boardPicksRepository.addStrategyPicks(db, pending);
    graded += (await gradeBoardPicks(db, [state], options.now)).graded;
  }
  return { added, graded };
}

/** The table of a state's graded picks in a period: strategies in board order, then players. */
async function boardTable(
  db: Db,
  state: string,
  period: BoardPeriod,
  now: Date,
): Promise<BoardTableRow[]> {
  const days = boardPeriodDays(period);
  const from = days === null ? null : addDays(todayInZone(scheduleOf(state).timeZone, now), -days);
  const picks = await boardPicksRepository.gradedPicks(db, state, from);
  const groups = new Map<
    string,
    {
      kind: 'player' | 'strategy';
      name: string;
      strategy: BoardStrategy | null;
      picks: typeof picks;
    }
  >();
  for (const p of picks) {
    const id = p.strategy === null ? `player:${p.userId}` : `strategy:${p.strategy}`;
    let group = groups.get(id);
    if (group === undefined) {
      group = {
        kind: p.strategy === null ? 'player' : 'strategy',
        name: p.strategy ?? p.playerName ?? '',
        strategy: (p.strategy as BoardStrategy | null) ?? null,
        picks: [],
      };
      groups.set(id, group);
    }
    group.picks.push(p);
  }
  const rows = [...groups.values()].map((g): BoardTableRow => {
    const row = boardRow(
      g.picks.map((p) => ({
        hit: p.outcome === 'win',
        prize: toDollars(p.prizeCents),
        cost: toDollars(p.costCents),
        chance: p.chance,
        expectedReturn: p.expectedReturn,
      })),
    );
    return {
      kind: g.kind,
      name: g.name,
      strategy: g.strategy,
      ranked: boardRowRanked(g.kind, row.picks),
      picks: row.picks,
      hits: row.hits,
      hitRate: row.hitRate,
      low: row.interval.low,
      high: row.interval.high,
      chanceRate: row.chanceRate,
      spent: row.spent,
      won: row.won,
      returnPerDollar: row.returnPerDollar,
      expectedReturnPerDollar: row.expectedReturnPerDollar,
      beatsChance: row.beatsChance,
    };
  });
  const order = (r: BoardTableRow) =>
    r.strategy !== null ? BOARD_STRATEGIES.indexOf(r.strategy) : r.ranked ? 100 : 200;
  return rows.sort((a, b) => order(a) - order(b) || b.low - a.low || b.picks - a.picks);
}

/** A state's board: its newest draws with picks, the table of a period, and the next draw open to picks. */
export async function boardOf(
  db: Db,
  stateCode: string,
  options: { period?: BoardPeriod; draws?: number },
  now: Date,
): Promise<BoardReply> {
  const state = parseStateCode(stateCode);
  const period = options.period ?? '30d';
  const keys = await boardPicksRepository.drawsWithPicks(db, state, options.draws ?? 10);
  const draws: BoardDraw[] = [];
  for (const key of keys) {
    const [rows, regrades, stored] = await Promise.all([
      boardPicksRepository.picksOfDraw(db, key),
      boardPicksRepository.regradesOfDraw(db, key),
      drawsRepository.drawsOn(db, state, key.date, key.date),
    ]);
    const window = pickWindow(state, key);
    const drawn = stored.find((d) => d.drawTime === key.drawTime)?.number ?? null;
    // A stored draw shows its picks' numbers even where its result came before the scheduled close.
    const closed = drawn !== null || isClosed(key, now);
    draws.push({
      date: key.date,
      drawTime: key.drawTime,
      closesAt: window?.closesAt.toISOString() ?? null,
      drawn,
      picks: rows.map((r) => toBoardPick(r, closed)),
      regrades: regrades.length,
    });
  }
  const next = nextOpenDraw(state, now);
  return {
    state,
    period,
    minRankedPicks: BOARD_MIN_RANKED_PICKS,
    nextDraw:
      next === undefined
        ? null
        : {
            date: next.date,
            drawTime: next.drawTime,
            closesAt: pickWindow(state, next)!.closesAt.toISOString(),
          },
    draws,
    table: await boardTable(db, state, period, now),
  };
}

/** What the post-ingestion pipeline's board step did. */
export interface BoardStep {
  graded: number;
  regraded: number;
  /** Strategies' picks posted for the next draw of the states that gained draws. */
  posted: number;
  /** Players' picks graded for the first time (their push and alerts). */
  players: GradedPlayerPick[];
}

/**
 * After an ingestion: grade every pick whose draw is now stored (and regrade those whose stored
 * number changed), then let the strategies post for the next draw of each state that gained draws.
 */
export async function runBoardStep(
  db: Db,
  updatedStates: readonly string[],
  now: Date,
): Promise<BoardStep> {
  const { graded, regraded, players } = await gradeBoardPicks(db, undefined, now);
  const posted = await postStrategyPicks(db, updatedStates, now);
  return { graded, regraded, posted, players };
}

/**
 * The strategies' backfill at start, in the background, one state at a time, after the server
 * listens (the time to serving does not change): every state with stored draws
 * (`only` limits them), over its whole stored history unless `years` limits it; `years` 0 turns it
 * off. Each state resumes where an earlier run stopped (see {@link backfillStrategies}), so a state
 * already done costs one read of its draws.
 */
export async function backfillStoredHistory(
  ctx: { db: Db; log: { info(o: object, m: string): void } },
  options: { years: number | undefined; only?: readonly string[] | null; now: () => Date },
): Promise<void> {
  if (options.years === 0) return;
  const states = (await drawsRepository.latestPerState(ctx.db))
    .map((s) => s.state)
    .filter((s) => options.only === undefined || options.only === null || options.only.includes(s));
  for (const state of states) {
    const t0 = Date.now();
    const { added, graded } = await backfillStrategies(ctx.db, {
      states: [state],
      years: options.years,
      now: options.now(),
    });
    if (added + graded > 0)
      ctx.log.info({ state, added, graded, ms: Date.now() - t0 }, 'board strategies backfilled');
  }
}
