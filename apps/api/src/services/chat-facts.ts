// The helper's facts about one number's heat, the numbers a window did not draw, what a play would
// have won over a period and a Georgia pool's remaining numbers: plain JSON from @pick3/core over the
// stored draws, each with its chance baseline. chat-tools.service.ts lists them as tools (the model's
// and the offline analyst's), checking their arguments first.
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  chanceOfSet,
  checkPlay,
  DRAW_TIME_SHORT,
  gameName,
  MAX_LIMIT,
  parsePrizePlay,
  playOdds,
  POOL_STATE,
  poolAnalysis,
  resolveAnalysisOptions,
  toBoxKey,
  type Draw,
  type DrawTimeCode,
  type PoolId,
  type PrizePlayType,
} from '@pick3/core';
import type { Database } from '@pick3/db';
import type { AnalysisService } from './analysis.service.js';
import { historyCacheOf } from './state-history.js';

/** What the facts read: the stored draws and the analysis cache (a chat tool's context). */
interface FactsContext {
  db: Database['db'];
  analysis: Pick<AnalysisService, 'get'>;
}

/** The newest `count` stored draws of a state (of one draw time when given), newest first. */
async function newestDraws(
  ctx: FactsContext,
  state: string,
  count: number,
  drawTime: DrawTimeCode | undefined,
): Promise<readonly Draw[]> {
  const all = (await historyCacheOf(ctx.db).get(state)).draws;
  const draws = drawTime === undefined ? all : all.filter((d) => d.drawTime === drawTime);
  return draws.slice(0, count);
}

/** The newest stored draws of one draw time, however old: a draw time missing lately still has a last draw. */
export async function latestOfDrawTime(
  ctx: FactsContext,
  args: { state: string; drawTime: DrawTimeCode; count: number },
) {
  return {
    state: args.state,
    game: gameName(args.state),
    drawTime: args.drawTime,
    draws: await newestDraws(ctx, args.state, args.count, args.drawTime),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** How often one number came in the newest draws, straight and as a box, against what chance expects. */
export async function numberHeat(
  ctx: FactsContext,
  args: { state: string; number: string; draws: number; drawTime?: DrawTimeCode | undefined },
) {
  const window = await newestDraws(ctx, args.state, args.draws, args.drawTime);
  const box = toBoxKey(args.number);
  const straightChance = playOdds({ number: args.number, mode: 'straight' }).chance;
  const boxChance = playOdds({ number: args.number, mode: 'box' }).chance;
  const boxHits = window.filter((d) => toBoxKey(d.number) === box);
  const boxCount = boxHits.length;
  const expectedBox = round2(window.length * boxChance);
  return {
    state: args.state,
    game: gameName(args.state),
    number: args.number,
    box,
    drawTime: args.drawTime ?? 'all',
    drawsCounted: window.length,
    straightCount: window.filter((d) => d.number === args.number).length,
    expectedStraight: round2(window.length * straightChance),
    boxCount,
    expectedBox,
    heat: boxCount > expectedBox ? 'hot' : boxCount < expectedBox ? 'cold' : 'even',
    lastBoxHit: boxHits[0] ?? null,
  } as const;
}

/** The box keys (or straights) that none of the newest draws drew, and the chance the next draw is one. */
export async function numbersNotDrawn(
  ctx: FactsContext,
  args: {
    state: string;
    draws: number;
    mode: 'box' | 'straight';
    drawTime?: DrawTimeCode | undefined;
  },
) {
  const window = await newestDraws(ctx, args.state, args.draws, args.drawTime);
  const key = args.mode === 'box' ? toBoxKey : (n: string) => n;
  const drawn = new Set(window.map((d) => key(d.number)));
  const universe: readonly string[] = args.mode === 'box' ? BOX_KEYS : ALL_STRAIGHTS;
  const notDrawn = universe.filter((n) => !drawn.has(n));
  return {
    state: args.state,
    game: gameName(args.state),
    mode: args.mode,
    drawTime: args.drawTime ?? 'all',
    drawsCounted: window.length,
    total: universe.length,
    notDrawn,
    chanceNextDrawIsOne: chanceOfSet(notDrawn, args.mode),
  };
}

/**
 * What one play made at every stored draw of a period (of one draw time when given) would have won,
 * settled by core's prize table as a bought play is, beside what chance gives back. The period is
 * cut to the stored history; null when no draw of it is stored.
 */
export async function playWinnings(
  ctx: FactsContext,
  args: {
    state: string;
    play: { number: string; type: PrizePlayType; stake: number };
    from: string;
    to: string;
    drawTime?: DrawTimeCode | undefined;
  },
) {
  const play = parsePrizePlay(args.state, args.play);
  const all = (await historyCacheOf(ctx.db).get(args.state)).draws;
  const draws = all.filter(
    (d) =>
      (args.drawTime === undefined || d.drawTime === args.drawTime) &&
      d.date >= args.from &&
      d.date <= args.to,
  );
  if (draws.length === 0) return null;
  const check = checkPlay(args.state, play, draws);
  return {
    state: args.state,
    game: gameName(args.state),
    play,
    drawTime: args.drawTime ?? 'all',
    ...check,
  };
}

/** A Georgia pool's remaining numbers over the server's full window of one draw time (as the pools page). */
export async function poolRemaining(
  ctx: FactsContext,
  args: { pool: PoolId; drawTime: 'DAY' | 'EVE' | 'NITE' },
) {
  const options = resolveAnalysisOptions({
    limit: MAX_LIMIT,
    timeFilter: DRAW_TIME_SHORT[args.drawTime],
  });
  const { analysis } = await ctx.analysis.get(POOL_STATE, options);
  const pool = poolAnalysis(analysis, args.pool);
  const members = pool.removedNumbers.length + pool.remainingNumbers.length;
  return {
    state: POOL_STATE,
    game: gameName(POOL_STATE),
    pool: pool.id,
    drawTime: args.drawTime,
    drawsUsed: analysis.draws.length,
    members,
    removed: pool.removedNumbers,
    remaining: pool.remainingNumbers,
    // A box play on each remaining key wins when the draw is one of their straights.
    chance: chanceOfSet(pool.remainingNumbers, 'box'),
  };
}
