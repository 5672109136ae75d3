// The chat tools on elimination: the numbers remaining after the newest draws, a Georgia pool's
// remaining numbers, and the backtest of elimination against chance.
import {
  backtest as coreBacktest,
  chanceOfSet,
  DEFAULT_POOL_DRAW_TIME,
  gameName,
  isoToUs,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  POOL_IDS,
  TIME_FILTERS,
  type TimeFilter,
} from '@pick3/core';
import { Type, type Static } from 'typebox';
import { poolRemaining } from '../chat-facts.js';
import { type ChatToolContext, stateOf, analysisOf, historyOf } from './tool-context.js';
import { fromCore } from './tool-error.js';
import { ODDS_NOTE } from './odds-note.js';
import { stateParam, modeParam, strict } from './tool-params.js';
import { tool } from './define-tool.js';

const RemainingArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
    timeFilter: Type.Optional(Type.Enum([...TIME_FILTERS])),
    mode: Type.Optional(modeParam),
  },
  strict,
);
const BacktestArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    depth: Type.Integer({
      minimum: 1,
      maximum: MAX_WINDOW_SIZE,
      description: 'Elimination depth: draws eliminated before each one',
    }),
    evaluate: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 5000,
        description: 'Newest draws evaluated (default 365)',
      }),
    ),
  },
  strict,
);
const PoolRemainingArgs = Type.Object(
  {
    pool: Type.Enum([...POOL_IDS], { description: 'The Georgia pool, e.g. 1-1' }),
    drawTime: Type.Optional(
      Type.Enum(['DAY', 'EVE', 'NITE'], { description: 'Georgia draw time (default EVE)' }),
    ),
  },
  strict,
);

/** Removed and remaining numbers after eliminating the numbers of the newest `limit` draws. */
export async function remainingNumbers(ctx: ChatToolContext, args: Static<typeof RemainingArgs>) {
  const state = stateOf(args.state, ctx);
  const limit = args.limit ?? 100;
  const timeFilter: TimeFilter = args.timeFilter ?? 'all';
  const isBoxMode = args.mode !== 'straight';
  const analysis = await analysisOf(ctx, state, { limit, timeFilter, isBoxMode });
  const box = analysis.boxAnalysis;
  return {
    state,
    mode: isBoxMode ? 'box' : 'straight',
    drawsUsed: analysis.draws.length,
    // The hole the newest draws reach back to: nothing is eliminated across it.
    stoppedAtGapInHistory: analysis.window.gap,
    totalCount: box.totalCount,
    totalRemoved: box.totalRemoved,
    totalRemaining: box.totalRemaining,
    remaining: box.remainingNumbers.slice(0, 250),
    remainingListTruncated: box.remainingNumbers.length > 250,
    chanceNextDrawIsRemaining: chanceOfSet(box.remainingNumbers, isBoxMode ? 'box' : 'straight'),
    note: `Eliminating past numbers does not change the odds: ${ODDS_NOTE}`,
  };
}

/** Backtest of elimination: how often the next draw's box was among the remaining numbers, against chance. */
export async function backtest(ctx: ChatToolContext, args: Static<typeof BacktestArgs>) {
  const state = stateOf(args.state, ctx);
  const depth = args.depth;
  const evaluate = args.evaluate ?? 365;
  const draws = await historyOf(ctx, state);
  const r = fromCore(() => coreBacktest(draws, { window: depth, limit: evaluate }));
  const first = r.draws[0];
  const last = r.draws.at(-1);
  return {
    state,
    game: gameName(state),
    depth,
    evaluated: r.evaluated,
    from: first === undefined ? null : isoToUs(first.date),
    to: last === undefined ? null : isoToUs(last.date),
    hits: r.hits,
    hitRate: r.hitRate,
    chanceRate: r.straightChanceRate,
    shareOfBoxKeysRemaining: r.chanceRate,
    note: `The chance rate is the share of the 1,000 straights the remaining box keys cover: what any choice achieves on average. ${ODDS_NOTE}`,
  };
}

export const remainingNumbersTool = tool({
  name: 'remaining_numbers',
  description:
    'Removed and remaining numbers after eliminating those drawn in the newest `limit` draws.',
  schema: RemainingArgs,
  run: remainingNumbers,
});

export const poolRemainingTool = tool({
  name: 'pool_remaining',
  description:
    "A Georgia pool's removed and remaining box numbers as the pools page shows them, and the chance a box play on each remaining one wins the next draw.",
  schema: PoolRemainingArgs,
  run: (ctx, a) =>
    poolRemaining(ctx, { pool: a.pool, drawTime: a.drawTime ?? DEFAULT_POOL_DRAW_TIME }),
});

export const backtestTool = tool({
  name: 'backtest',
  description:
    'Backtest of elimination: for each of the newest `evaluate` draws, was its box among the numbers remaining after eliminating the `depth` draws before it? Hit rate against the chance rate.',
  schema: BacktestArgs,
  run: backtest,
});
