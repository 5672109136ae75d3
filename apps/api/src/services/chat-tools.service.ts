// The facts the AI helper may cite, as functions over the stored draws and @pick3/core, in one table
// of tools `{ name, description, schema, run }`. The model sees each schema (TypeBox is JSON Schema)
// and its arguments are checked by that same schema, compiled by TypeBox: a bad argument comes back
// naming its field, never reaching `run`. The offline analyst calls the same tools through the same
// check. Each returns plain JSON and states odds honestly: every draw is independent and uniform,
// so no history, elimination or pattern changes the chance of the next one.
import {
  ALL_STRAIGHTS,
  backtest as coreBacktest,
  BOX_KEYS,
  boxKeysOf,
  boxOddsOf,
  chanceOfSet,
  classify,
  costOf,
  DEFAULT_POOL_DRAW_TIME,
  digitFrequency as coreDigitFrequency,
  digitTypeOf,
  DIGIT_TYPES,
  DRAW_TIME_LABELS,
  DRAW_TIMES,
  expectedGap,
  expectedReturn,
  gameName,
  hotCold as coreHotCold,
  isoToUs,
  isPick3Error,
  lookupNumber as coreLookupNumber,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  parsePrizePlay,
  playTypesOf,
  POOL_IDS,
  PRIZE_PLAY_TYPES,
  prizeOf,
  resolveAnalysisOptions,
  playOdds,
  skipsTable,
  STATE_CODES,
  stateName,
  straightCombinations,
  TIME_FILTERS,
  toBoxKey,
  type Draw,
  type FreshnessStatus,
  type Hit,
  type PrizePlayType,
  type SkipStats,
  type TimeFilter,
} from '@pick3/core';
import type { Database } from '@pick3/db';
import { Type, type Static, type TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { SKIPS_NOTE } from '@pick3/contract';
import type { AnalysisService } from './analysis.service.js';
import {
  latestOfDrawTime,
  numberHeat,
  numbersNotDrawn,
  playWinnings,
  poolRemaining,
} from './chat-facts.js';
import { historyCacheOf } from './state-history.js';

type Db = Database['db'];

export interface ChatToolContext {
  db: Db;
  /** The analysis cache the HTTP route reads: a tool asking what the page shows computes nothing new. */
  analysis: Pick<AnalysisService, 'get'>;
  /** State used when a question names none. */
  defaultState: string;
  /** What the stored data covers and how current it is (describeCoverage), stated instead of assumed. */
  coverage?: string;
  /** How current a state's stored draws are, as its freshness badge says (states service, core's `freshness`). */
  dataAge?: (state: string) => DataAge | undefined;
}

/** A state's freshness status, its newest stored draw's date and today's date in its zone (ISO). */
export interface DataAge {
  status: FreshnessStatus;
  latestDate: string | null;
  today: string;
}

export const ODDS_NOTE =
  'Each draw is independent and every one of the 1,000 straight numbers is equally likely; no strategy, elimination, repeat or pattern changes the odds of a fair draw.';

/** A tool's refusal: bad arguments (`field` names the first bad one) or a rule of core. */
export class ChatToolError extends Error {
  override name = 'ChatToolError';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

// TypeBox schemas are JSON Schema: each tool's `schema` is sent to the model as it stands.
const stateParam = Type.Enum([...STATE_CODES], {
  description: 'Two-letter state code, e.g. GA or TX (default: the state on screen)',
});
const numberParam = Type.String({
  description: 'Three-digit number, e.g. "123"',
  pattern: '^[0-9]{3}$',
});
const drawTimeParam = Type.Enum([...DRAW_TIMES], {
  description: 'Count only this draw time (default: all)',
});
const modeParam = Type.Enum(['box', 'straight']);
const strict = { additionalProperties: false } as const;

const LatestDrawsArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  },
  strict,
);
const CheckRepeatArgs = Type.Object(
  { state: Type.Optional(stateParam), number: numberParam },
  strict,
);
const RemainingArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
    timeFilter: Type.Optional(Type.Enum([...TIME_FILTERS])),
    mode: Type.Optional(modeParam),
  },
  strict,
);
const LookupArgs = Type.Object({ number: numberParam, state: Type.Optional(stateParam) }, strict);
const OddsArgs = Type.Object(
  { number: Type.Optional(numberParam), playType: Type.Optional(modeParam) },
  strict,
);
const NumberHistoryArgs = Type.Object(
  { state: Type.Optional(stateParam), number: numberParam, drawTime: Type.Optional(drawTimeParam) },
  strict,
);
const DueArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    mode: Type.Optional(modeParam),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);
const newestDraws = Type.Integer({
  minimum: 1,
  maximum: MAX_WINDOW_SIZE,
  description: 'Newest draws counted (default 100)',
});
const FrequencyArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    draws: Type.Optional(newestDraws),
    drawTime: Type.Optional(drawTimeParam),
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
const HotColdArgs = FrequencyArgs;
const NoArgs = Type.Object({}, strict);
const ShouldIPlayArgs = Type.Object(
  { state: Type.Optional(stateParam), number: numberParam },
  strict,
);
const PlayPrizeArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    number: numberParam,
    type: Type.Enum([...PRIZE_PLAY_TYPES], { description: 'The play type' }),
    stake: Type.Number({ exclusiveMinimum: 0, description: 'Dollars per play, e.g. 1 or 0.5' }),
  },
  strict,
);

const NumberHeatArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    number: numberParam,
    draws: Type.Optional(newestDraws),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);
const NotDrawnArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    draws: Type.Optional(newestDraws),
    mode: Type.Optional(modeParam),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);
const isoDate = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });
const PlayWinningsArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    number: numberParam,
    type: Type.Enum([...PRIZE_PLAY_TYPES], { description: 'The play type' }),
    stake: Type.Number({ exclusiveMinimum: 0, description: 'Dollars per play, e.g. 1 or 0.5' }),
    from: isoDate('First day played, YYYY-MM-DD'),
    to: isoDate('Last day played, YYYY-MM-DD'),
    drawTime: Type.Optional(drawTimeParam),
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
const DrawTimeLatestArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    drawTime: drawTimeParam,
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  },
  strict,
);

/** The state asked about: the argument, else the state on screen. */
function stateOf(state: string | undefined, ctx: ChatToolContext): string {
  return state ?? ctx.defaultState;
}

async function analysisOf(
  ctx: ChatToolContext,
  state: string,
  options: { limit?: number; timeFilter?: TimeFilter; isBoxMode?: boolean } = {},
) {
  return (await ctx.analysis.get(state, resolveAnalysisOptions(options))).analysis;
}

/** The newest draws of a state, with repeat information. */
export async function latestDraws(ctx: ChatToolContext, args: Static<typeof LatestDrawsArgs>) {
  const state = stateOf(args.state, ctx);
  const count = args.count ?? 10;
  const analysis = await analysisOf(ctx, state);
  // The analysis window's size: the stored draws it can see.
  const stored = Math.min((await historyOf(ctx, state)).length, MAX_WINDOW_SIZE);
  return {
    state,
    game: gameName(state),
    storedDraws: stored,
    draws: analysis.draws.slice(0, count).map((d) => ({
      date: d.date,
      time: d.timeLabel,
      number: d.winner,
      box: d.sortedNumbers,
      isRepeat: d.isRepeat,
      lastSeenDate: d.lastSeenDate,
      gap: d.gap,
    })),
  };
}

/** Whether a number's box combination was drawn in the state's recent history, and when. */
export async function checkRepeat(ctx: ChatToolContext, args: Static<typeof CheckRepeatArgs>) {
  const state = stateOf(args.state, ctx);
  const number = args.number;
  const box = toBoxKey(number);
  const analysis = await analysisOf(ctx, state);
  const hits = analysis.draws.filter((d) => d.sortedNumbers === box);
  const newest = analysis.draws[0];
  const sinceLast = hits[0] ? analysis.draws.indexOf(hits[0]) : null;
  return {
    state,
    number,
    box,
    drawsExamined: analysis.draws.length,
    timesDrawnAsBox: hits.length,
    timesDrawnExactly: hits.filter((d) => d.winner === number).length,
    // Core's rule (domain §5): a box key drawn twice or more in the base sequence repeats.
    isRepeat: hits.some((d) => d.isRepeat),
    occurrences: hits
      .slice(0, 10)
      .map((d) => ({ date: d.date, time: d.timeLabel, number: d.winner })),
    drawsSinceLastSeen: sinceLast,
    expectedGapForItsType: Math.round(expectedGap(digitTypeOf(box)) * 10) / 10,
    latestDraw: newest
      ? {
          date: newest.date,
          time: newest.timeLabel,
          number: newest.winner,
          isRepeat: newest.isRepeat,
        }
      : null,
  };
}

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

/** Everything the app knows about one number: its classifications and its history in a state. */
export async function lookupNumber(ctx: ChatToolContext, args: Static<typeof LookupArgs>) {
  const number = args.number;
  const state = stateOf(args.state, ctx);
  const straight = classify(number, { mode: 'straight' });
  const box = classify(number, { mode: 'box' });
  const history = await checkRepeat(ctx, { state, number });
  return {
    number,
    box: box.boxKey,
    digitType: box.digitType,
    straightCombinations: straightCombinations(box.boxKey),
    straightPatterns: {
      highLow: straight.highLow,
      oddEven: straight.oddEven,
      pairsum: straight.pairsum,
      sum12: straight.sum12,
      binary: straight.binary,
    },
    boxPatterns: {
      highLow: box.highLow,
      oddEven: box.oddEven,
      pairsum: box.pairsum,
      sum12: box.sum12,
      binary: box.binary,
      numberSet: box.numberSet,
      coordinate: box.coordinate,
      displayNumber: box.displayNumber,
    },
    digitSum: straight.digitSum,
    history,
  };
}

/** The odds of any straight play, and of a box play by digit type, for answers that name no number. */
function oddsOfAny(playType: 'box' | 'straight') {
  return {
    playType,
    straight: playOdds({ number: '000', mode: 'straight' }),
    box: {
      single: { oneIn: boxOddsOf('single').oneIn },
      double: { oneIn: boxOddsOf('double').oneIn },
      triple: { oneIn: boxOddsOf('triple').oneIn },
    },
    note: ODDS_NOTE,
  };
}

/** The odds of a straight or box play on one number. */
function oddsOfNumber(number: string, playType: 'box' | 'straight') {
  const { chance, oneIn } = playOdds({ number, mode: playType });
  return {
    number,
    playType,
    digitType: digitTypeOf(number),
    chance,
    oneIn: Math.round(oneIn * 10) / 10,
    note: ODDS_NOTE,
  };
}

/** The chance of winning a straight or box play on one number (or on any number of a digit type). */
export function odds(
  args: Static<typeof OddsArgs>,
): ReturnType<typeof oddsOfAny> | ReturnType<typeof oddsOfNumber> {
  const playType = args.playType ?? 'straight';
  return args.number === undefined ? oddsOfAny(playType) : oddsOfNumber(args.number, playType);
}

/** Core's validation errors (bad window, depth…) read as the tool's own, for the model to correct. */
function fromCore<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isPick3Error(error)) throw new ChatToolError(error.message);
    throw error;
  }
}

/** The state's whole history, newest first, shared with the lookup and skips routes (cached per newest draw). */
async function historyOf(ctx: ChatToolContext, state: string): Promise<readonly Draw[]> {
  return (await historyCacheOf(ctx.db).get(state)).draws;
}

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/** A draw as people read it: US date and draw-time label. */
function drawOf(d: Pick<Draw, 'date' | 'drawTime' | 'number'>) {
  return { date: isoToUs(d.date), time: DRAW_TIME_LABELS[d.drawTime], number: d.number };
}

function skipFigures(hits: readonly Hit[], stats: SkipStats) {
  const last = hits[0];
  return {
    timesDrawn: stats.hits,
    lastHit: last === undefined ? null : drawOf(last),
    drawsSinceLast: stats.drawsSinceLast,
    drawsSinceLastAtLeast: stats.drawsSinceLastAtLeast,
    averageSkip: round1(stats.averageSkip),
    longestSkip: stats.longestSkip,
    expectedSkip: round1(stats.expectedSkip),
  };
}

/** When a number last hit, straight and as a box, in a state's whole history, with its skips against chance. */
export async function numberHistory(ctx: ChatToolContext, args: Static<typeof NumberHistoryArgs>) {
  const state = stateOf(args.state, ctx);
  const number = args.number;
  const drawTime = args.drawTime;
  const draws = await historyOf(ctx, state);
  const r = fromCore(() =>
    coreLookupNumber(draws, number, drawTime === undefined ? { state } : { drawTime, state }),
  );
  return {
    state,
    game: gameName(state),
    number,
    box: r.boxKey,
    digitType: r.digitType,
    drawTime: drawTime === undefined ? 'all' : DRAW_TIME_LABELS[drawTime],
    drawsCounted:
      drawTime === undefined ? draws.length : draws.filter((d) => d.drawTime === drawTime).length,
    straight: skipFigures(r.straightHits, r.straight),
    boxPlay: skipFigures(r.boxHits, r.box),
    recentBoxHits: r.boxHits.slice(0, 10).map((h) => ({ ...drawOf(h), drawsAgo: h.drawsAgo })),
    holeInHistory: r.hole,
    note: `${SKIPS_NOTE} ${ODDS_NOTE}`,
  };
}

/** How the chi-square of the counts reads against a fair draw (5 % level). */
function chiSquareReading(pValue: number, draws: number): string {
  if (draws === 0) return 'No draws stored, so no evidence either way.';
  return pValue < 0.05
    ? `The counts differ from a fair draw more than chance usually allows (p = ${pValue.toPrecision(3)}); with many states and windows some such results are expected by chance.`
    : `The counts are consistent with a fair draw (p = ${pValue.toPrecision(3)}).`;
}

/** The box keys (or straights) with the longest current skips, with the chi-square reading and the odds note. */
export async function dueNumbers(ctx: ChatToolContext, args: Static<typeof DueArgs>) {
  const state = stateOf(args.state, ctx);
  const mode = args.mode ?? 'box';
  const count = args.count ?? 10;
  const drawTime = args.drawTime;
  const draws = await historyOf(ctx, state);
  const table = fromCore(() =>
    skipsTable(draws, drawTime === undefined ? { mode, state } : { mode, drawTime, state }),
  );
  // Never drawn counts as the longest skip of all (the whole history).
  const skipOf = (row: { currentSkip: number | null }) => row.currentSkip ?? table.draws;
  const rows = [...table.rows].sort((a, b) => skipOf(b) - skipOf(a) || a.key.localeCompare(b.key));
  return {
    state,
    game: gameName(state),
    mode,
    drawTime: drawTime === undefined ? 'all' : DRAW_TIME_LABELS[drawTime],
    drawsCounted: table.draws,
    longestCurrentSkips: rows.slice(0, count).map((row) => ({
      number: row.key,
      digitType: row.digitType,
      currentSkip: row.currentSkip,
      // "≥ currentSkip": not drawn since the hole below, unknown inside it.
      currentSkipAtLeast: row.currentSkipAtLeast,
      neverDrawn: row.currentSkip === null,
      averageSkip: round1(row.averageSkip),
      longestSkip: row.longestSkip,
      expectedSkip: round1(row.expectedSkip),
      timesDrawn: row.hitsAllTime,
    })),
    chiSquare: round1(table.chiSquare),
    degreesOfFreedom: table.degreesOfFreedom,
    pValue: table.pValue,
    chiSquareReading: chiSquareReading(table.pValue, table.draws),
    holeInHistory: table.hole,
    note: `${SKIPS_NOTE} ${ODDS_NOTE}`,
  };
}

const POSITIONS = ['first', 'second', 'third'] as const;

/** Counts of each digit by position over the newest `draws` draws, against the expected draws / 10. */
export async function digitFrequency(ctx: ChatToolContext, args: Static<typeof FrequencyArgs>) {
  const state = stateOf(args.state, ctx);
  const newest = args.draws ?? 100;
  const drawTime = args.drawTime;
  const history = await historyOf(ctx, state);
  const f = fromCore(() =>
    coreDigitFrequency(history, drawTime === undefined ? { newest } : { newest, drawTime }),
  );
  return {
    state,
    game: gameName(state),
    drawTime: drawTime === undefined ? 'all' : DRAW_TIME_LABELS[drawTime],
    drawsCounted: f.draws,
    expectedPerDigit: f.expected,
    positions: f.counts.map((counts, p) => {
      const most = counts.indexOf(Math.max(...counts));
      const least = counts.indexOf(Math.min(...counts));
      return {
        position: POSITIONS[p]!,
        counts,
        most: { digit: most, count: counts[most]! },
        least: { digit: least, count: counts[least]! },
      };
    }),
    note: `Each digit of a fair draw is equally likely (1 in 10) at every position, whatever the recent counts. ${ODDS_NOTE}`,
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

/** How many of each digit and of each box combination the newest draws held, beside what chance expects. */
export async function hotCold(ctx: ChatToolContext, args: Static<typeof HotColdArgs>) {
  const state = stateOf(args.state, ctx);
  const newest = args.draws ?? 100;
  const drawTime = args.drawTime;
  const history = await historyOf(ctx, state);
  const r = fromCore(() =>
    coreHotCold(history, drawTime === undefined ? { newest } : { newest, drawTime }),
  );
  const digits = r.digits
    .map((count, digit) => ({ digit, count, share: r.draws === 0 ? 0 : count / (3 * r.draws) }))
    .sort((a, b) => b.count - a.count || a.digit - b.digit);
  const notDrawn = r.boxes.filter((b) => b.count === 0);
  return {
    state,
    game: gameName(state),
    drawTime: drawTime === undefined ? 'all' : DRAW_TIME_LABELS[drawTime],
    drawsCounted: r.draws,
    expectedDigitShare: r.expectedDigitShare,
    hotDigits: digits.slice(0, 3),
    coldDigits: digits.slice(-3).reverse(),
    hotBoxes: r.boxes.slice(0, 5).map((b) => ({ ...b, expected: round2(b.expected) })),
    boxCombinations: r.boxes.length,
    boxesNotDrawn: notDrawn.length,
    coldBoxes: notDrawn
      .slice(0, 5)
      .map((b) => ({ key: b.key, count: b.count, expected: round2(b.expected) })),
    note: `Hot and cold describe the past only. ${ODDS_NOTE}`,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** How many straight and box combinations the game has, by digit type. */
export function combinations() {
  return {
    straight: ALL_STRAIGHTS.length,
    box: BOX_KEYS.length,
    byDigitType: DIGIT_TYPES.map((digitType) => {
      const keys = boxKeysOf(digitType);
      return {
        digitType,
        boxCombinations: keys.length,
        ordersEach: straightCombinations(keys[0]!).length,
        straights: keys.length * straightCombinations(keys[0]!).length,
      };
    }),
  };
}

/** A $1 play's prize in a state when it wins, its odds and its expected return per dollar. */
function dollarPlay(state: string, number: string, type: PrizePlayType) {
  if (!playTypesOf(state).includes(type)) return null;
  if (type === 'box' && digitTypeOf(number) === 'triple') return null; // one order: nothing to box
  const play = { number, type, stake: 1 };
  return {
    prize: prizeOf(state, play, number),
    ...playOdds({ number, mode: type === 'box' ? 'box' : 'straight' }),
    expectedReturnPerDollar: round2(expectedReturn(state, play)),
  };
}

/**
 * "Should I play N?": its straight and box odds for its digit pattern, the state's $1 prizes, when
 * it was last drawn in the state's history, the expected return per $1, and that no pattern changes
 * the odds.
 */
export async function shouldIPlay(ctx: ChatToolContext, args: Static<typeof ShouldIPlayArgs>) {
  const state = stateOf(args.state, ctx);
  const number = args.number;
  const draws = await historyOf(ctx, state);
  const r = fromCore(() => coreLookupNumber(draws, number, { state }));
  const straight = fromCore(() => dollarPlay(state, number, 'straight'));
  const box = fromCore(() => dollarPlay(state, number, 'box'));
  const last = (hits: readonly Hit[], stats: SkipStats) =>
    hits[0] === undefined ? null : { ...drawOf(hits[0]), drawsAgo: stats.drawsSinceLast };
  return {
    state,
    stateName: stateName(state),
    game: gameName(state),
    number,
    box: r.boxKey,
    digitType: r.digitType,
    drawsStored: draws.length,
    straight,
    boxPlay: box,
    lastSeenStraight: last(r.straightHits, r.straight),
    lastSeenBox: last(r.boxHits, r.box),
    note: ODDS_NOTE,
  };
}

/** What a play pays in a state: on the exact order and, for box plays, on another order; its cost and expected return. */
export function playPrize(ctx: ChatToolContext, args: Static<typeof PlayPrizeArgs>) {
  const state = stateOf(args.state, ctx);
  const play = fromCore(() =>
    parsePrizePlay(state, { number: args.number, type: args.type, stake: args.stake }),
  );
  const otherOrder = straightCombinations(play.number).find((s) => s !== play.number);
  return {
    state,
    stateName: stateName(state),
    game: gameName(state),
    number: play.number,
    type: play.type,
    stake: play.stake,
    cost: costOf(state, play),
    prizeExactOrder: prizeOf(state, play, play.number),
    prizeOtherOrder: otherOrder === undefined ? null : prizeOf(state, play, otherOrder),
    expectedReturnPerDollar: round2(expectedReturn(state, play)),
    offeredTypes: playTypesOf(state),
    note: ODDS_NOTE,
  };
}

/** One tool: its name and description for the model, the schema of its arguments, and what it does. */
interface ChatTool<N extends string, S extends TObject, R> {
  name: N;
  description: string;
  schema: S;
  run(ctx: ChatToolContext, args: Static<S>): R;
}

/** A tool with its schema compiled once, at load. */
function tool<N extends string, S extends TObject, R>(definition: ChatTool<N, S, R>) {
  return { ...definition, validator: Compile(definition.schema) };
}

/** Every tool the model may call and the offline analyst uses. */
export const CHAT_TOOLS = [
  tool({
    name: 'latest_draws',
    description: 'Newest draws of a state (date, draw time, number, repeat information).',
    schema: LatestDrawsArgs,
    run: latestDraws,
  }),
  tool({
    name: 'check_repeat',
    description:
      "Whether a number's box combination was drawn in the state's recent draws, how often and when.",
    schema: CheckRepeatArgs,
    run: checkRepeat,
  }),
  tool({
    name: 'remaining_numbers',
    description:
      'Removed and remaining numbers after eliminating those drawn in the newest `limit` draws.',
    schema: RemainingArgs,
    run: remainingNumbers,
  }),
  tool({
    name: 'lookup_number',
    description:
      'Classification (box, digit type, patterns, coordinate) and draw history of one number.',
    schema: LookupArgs,
    run: lookupNumber,
  }),
  tool({
    name: 'odds',
    description: 'Exact odds of a straight or box play, optionally for one number.',
    schema: OddsArgs,
    run: (_ctx, args) => odds(args),
  }),
  tool({
    name: 'number_history',
    description:
      "When a number last hit in a state's whole history, straight and as a box: times drawn, draws since, average and longest skip beside the chance expectation.",
    schema: NumberHistoryArgs,
    run: numberHistory,
  }),
  tool({
    name: 'due_numbers',
    description:
      "The box keys (or straights) with the longest current skips in a state's history, with the chi-square of all counts against a fair draw. Skips do not change the odds.",
    schema: DueArgs,
    run: dueNumbers,
  }),
  tool({
    name: 'digit_frequency',
    description:
      'How often each digit (0-9) stood in each of the three positions over the newest draws, against the expected draws / 10.',
    schema: FrequencyArgs,
    run: digitFrequency,
  }),
  tool({
    name: 'hot_cold',
    description:
      'Hot and cold over the newest draws: the most and least drawn digits (against the 10% share chance gives each) and box combinations (against their expected counts).',
    schema: HotColdArgs,
    run: hotCold,
  }),
  tool({
    name: 'combinations',
    description: 'How many straight and box combinations the game has, by digit type.',
    schema: NoArgs,
    run: () => combinations(),
  }),
  tool({
    name: 'should_i_play',
    description:
      "For one number in a state: straight and box odds for its digit pattern, the state's $1 prizes, when it was last drawn and the expected return per $1.",
    schema: ShouldIPlayArgs,
    run: shouldIPlay,
  }),
  tool({
    name: 'play_prize',
    description:
      "What a play pays in a state's prize table (exact order and, for box plays, another order), its cost and expected return per $1.",
    schema: PlayPrizeArgs,
    run: playPrize,
  }),
  tool({
    name: 'number_heat',
    description:
      'Whether one number ran hot or cold over the newest draws: its straight and box counts beside what chance expects, and its last box hit.',
    schema: NumberHeatArgs,
    run: (ctx, a) =>
      numberHeat(ctx, {
        state: stateOf(a.state, ctx),
        number: a.number,
        draws: a.draws ?? 100,
        drawTime: a.drawTime,
      }),
  }),
  tool({
    name: 'numbers_not_drawn',
    description:
      'The box keys (or straights) none of the newest draws drew, and the chance the next draw is one of them (their share).',
    schema: NotDrawnArgs,
    run: (ctx, a) =>
      numbersNotDrawn(ctx, {
        state: stateOf(a.state, ctx),
        draws: a.draws ?? 100,
        mode: a.mode ?? 'box',
        drawTime: a.drawTime,
      }),
  }),
  tool({
    name: 'play_winnings',
    description:
      "What one play made at every stored draw from `from` to `to` would have cost and won by the state's prize table, beside what chance gives back; null when no draw of the period is stored.",
    schema: PlayWinningsArgs,
    run: (ctx, a) =>
      playWinnings(ctx, {
        state: stateOf(a.state, ctx),
        play: { number: a.number, type: a.type, stake: a.stake },
        from: a.from,
        to: a.to,
        drawTime: a.drawTime,
      }),
  }),
  tool({
    name: 'pool_remaining',
    description:
      "A Georgia pool's removed and remaining box numbers as the pools page shows them, and the chance a box play on each remaining one wins the next draw.",
    schema: PoolRemainingArgs,
    run: (ctx, a) =>
      poolRemaining(ctx, { pool: a.pool, drawTime: a.drawTime ?? DEFAULT_POOL_DRAW_TIME }),
  }),
  tool({
    name: 'draw_time_latest',
    description:
      'The newest stored draws of one draw time of a state, however old (a draw time missing lately still has a last draw).',
    schema: DrawTimeLatestArgs,
    run: (ctx, a) =>
      latestOfDrawTime(ctx, {
        state: stateOf(a.state, ctx),
        drawTime: a.drawTime,
        count: a.count ?? 1,
      }),
  }),
  tool({
    name: 'backtest',
    description:
      'Backtest of elimination: for each of the newest `evaluate` draws, was its box among the numbers remaining after eliminating the `depth` draws before it? Hit rate against the chance rate.',
    schema: BacktestArgs,
    run: backtest,
  }),
] as const;

type AnyTool = (typeof CHAT_TOOLS)[number];
export type ChatToolName = AnyTool['name'];
type ToolNamed<N extends ChatToolName> = Extract<AnyTool, { name: N }>;

/** The tools in the OpenAI `tools` format. */
export const MODEL_TOOLS = CHAT_TOOLS.map((t) => ({
  type: 'function' as const,
  function: { name: t.name, description: t.description, parameters: t.schema },
}));

const BY_NAME = new Map<string, AnyTool>(CHAT_TOOLS.map((t) => [t.name, t]));

/** The field an argument error names: the path of the value, or the property missing or extra. */
function fieldOf(error: { instancePath: string; params: object }): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = error.params as { requiredProperties?: unknown; additionalProperties?: unknown };
  const named = [params.requiredProperties, params.additionalProperties]
    .flatMap((p) => (Array.isArray(p) ? (p as unknown[]) : []))
    .map(String)[0];
  return named === undefined ? path : path === '' ? named : `${path}.${named}`;
}

/** Checks `args` against the tool's schema: the arguments as typed, or a ChatToolError naming the field. */
function checked(t: AnyTool, args: unknown) {
  if (t.validator.Check(args)) return args as never;
  // TypeBox lists the errors of sub-schemas before the object's own; the most specific comes last.
  const errors = t.validator.Errors(args);
  const error = errors.find((e) => e.keyword !== 'boolean') ?? errors[0]!;
  const field = fieldOf(error);
  const subject = error.instancePath === '' ? 'arguments' : field;
  throw new ChatToolError(`${t.name}: ${subject} ${error.message}.`, field || undefined);
}

/** Runs a tool by name for the offline analyst: its arguments are checked like the model's. */
export async function callChatTool<N extends ChatToolName>(
  name: N,
  args: Static<ToolNamed<N>['schema']>,
  ctx: ChatToolContext,
): Promise<Awaited<ReturnType<ToolNamed<N>['run']>>> {
  const t = BY_NAME.get(name)!;
  return fromCore(() => t.run(ctx, checked(t, args))) as never;
}

/** Runs a tool the model asked for; bad arguments come back as `{ error, field }` for the model to read, not as a throw. */
export async function runChatTool(
  name: string,
  rawArgs: string,
  ctx: ChatToolContext,
): Promise<unknown> {
  const t = BY_NAME.get(name);
  if (t === undefined) return { error: `Unknown tool ${name}.` };
  let args: unknown;
  try {
    args = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
  } catch {
    return { error: 'Arguments were not valid JSON.' };
  }
  try {
    return await t.run(ctx, checked(t, args));
  } catch (error) {
    if (error instanceof ChatToolError)
      return error.field === undefined
        ? { error: error.message }
        : { error: error.message, field: error.field };
    if (isPick3Error(error)) return { error: error.message };
    throw error;
  }
}
