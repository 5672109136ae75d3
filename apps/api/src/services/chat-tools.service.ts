// The facts the AI helper may cite, as functions over the stored draws and @pick3/core. The model
// calls them as tools (CHAT_TOOLS are their JSON schemas); the offline analyst calls them directly.
// Each returns plain JSON and states odds honestly: every draw is independent and uniform, so no
// history, elimination or pattern changes the chance of the next one.
import {
  backtest as coreBacktest,
  boxOddsOf,
  chanceOfSet,
  classify,
  digitFrequency as coreDigitFrequency,
  digitTypeOf,
  DRAW_TIME_LABELS,
  expectedGap,
  gameName,
  isDrawTimeCode,
  isKnownState,
  isoToUs,
  isPick3Error,
  lookupNumber as coreLookupNumber,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  parseStraight,
  resolveAnalysisOptions,
  playOdds,
  skipsTable,
  straightCombinations,
  TIME_FILTERS,
  toBoxKey,
  type Draw,
  type DrawTimeCode,
  type Hit,
  type SkipStats,
  type TimeFilter,
} from '@pick3/core';
import type { Database } from '@pick3/db';
import { Type } from 'typebox';
import { SKIPS_NOTE } from '@pick3/contract';
import type { AnalysisService } from './analysis.service.js';
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
}

export const ODDS_NOTE =
  'Each draw is independent and every one of the 1,000 straight numbers is equally likely; no strategy, elimination, repeat or pattern changes the odds of a fair draw.';

export class ChatToolError extends Error {
  override name = 'ChatToolError';
}

function stateOf(raw: unknown, ctx: ChatToolContext): string {
  const code =
    typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : ctx.defaultState;
  if (!isKnownState(code))
    throw new ChatToolError(
      `Unknown state ${JSON.stringify(raw)}; use a two-letter code such as GA or TX.`,
    );
  return code;
}

function numberOf(raw: unknown): string {
  const text = typeof raw === 'number' ? String(raw).padStart(3, '0') : raw;
  try {
    return parseStraight(text);
  } catch {
    throw new ChatToolError(`${JSON.stringify(raw)} is not a three-digit number (000-999).`);
  }
}

function intIn(raw: unknown, min: number, max: number, fallback: number): number {
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

async function analysisOf(
  ctx: ChatToolContext,
  state: string,
  options: { limit?: number; timeFilter?: TimeFilter; isBoxMode?: boolean } = {},
) {
  return (await ctx.analysis.get(state, resolveAnalysisOptions(options))).analysis;
}

/** The newest draws of a state, with repeat information. */
export async function latestDraws(
  ctx: ChatToolContext,
  args: { state?: unknown; count?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const count = intIn(args.count, 1, 30, 10);
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
export async function checkRepeat(
  ctx: ChatToolContext,
  args: { state?: unknown; number?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const number = numberOf(args.number);
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
    isRepeat: hits.length >= 2,
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
export async function remainingNumbers(
  ctx: ChatToolContext,
  args: { state?: unknown; limit?: unknown; timeFilter?: unknown; mode?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const limit = intIn(args.limit, 1, MAX_LIMIT, 100);
  const timeFilter = (TIME_FILTERS as readonly string[]).includes(String(args.timeFilter))
    ? (args.timeFilter as TimeFilter)
    : 'all';
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
export async function lookupNumber(
  ctx: ChatToolContext,
  args: { number?: unknown; state?: unknown },
) {
  const number = numberOf(args.number);
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

/** The chance of winning a straight or box play on one number (or on any number of a digit type). */
export function odds(args: { number?: unknown; playType?: unknown }) {
  const playType = args.playType === 'box' ? 'box' : 'straight';
  if (args.number === undefined || args.number === null || args.number === '') {
    // Any straight play: the odds of one whatever its digits; box odds by digit type.
    const straight = playOdds({ number: '000', mode: 'straight' });
    return {
      playType,
      straight,
      box: {
        single: { oneIn: boxOddsOf('single').oneIn },
        double: { oneIn: boxOddsOf('double').oneIn },
        triple: { oneIn: boxOddsOf('triple').oneIn },
      },
      note: ODDS_NOTE,
    };
  }
  const number = numberOf(args.number);
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

function drawTimeOf(raw: unknown): DrawTimeCode | undefined {
  if (raw === undefined || raw === null || raw === '' || raw === 'all') return undefined;
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : raw;
  if (isDrawTimeCode(code)) return code;
  throw new ChatToolError(`${JSON.stringify(raw)} is not a draw time; use MORN, DAY, EVE or NITE.`);
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
export async function numberHistory(
  ctx: ChatToolContext,
  args: { state?: unknown; number?: unknown; drawTime?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const number = numberOf(args.number);
  const drawTime = drawTimeOf(args.drawTime);
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
export async function dueNumbers(
  ctx: ChatToolContext,
  args: { state?: unknown; mode?: unknown; count?: unknown; drawTime?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const mode = args.mode === 'straight' ? 'straight' : 'box';
  const count = intIn(args.count, 1, 50, 10);
  const drawTime = drawTimeOf(args.drawTime);
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
export async function digitFrequency(
  ctx: ChatToolContext,
  args: { state?: unknown; draws?: unknown; drawTime?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const newest = intIn(args.draws, 1, MAX_WINDOW_SIZE, 100);
  const drawTime = drawTimeOf(args.drawTime);
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
export async function backtest(
  ctx: ChatToolContext,
  args: { state?: unknown; depth?: unknown; evaluate?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const depth = intIn(args.depth, 1, MAX_WINDOW_SIZE, 100);
  const evaluate = intIn(args.evaluate, 1, 5000, 365);
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

// TypeBox schemas are JSON Schema: each tool's `parameters` is sent to the model as it stands.
const stateParam = Type.String({ description: 'Two-letter state code, e.g. GA or TX' });
const numberParam = Type.String({
  description: 'Three-digit number, e.g. "123"',
  pattern: '^[0-9]{3}$',
});
const drawTimeParam = Type.Union(
  [Type.Literal('MORN'), Type.Literal('DAY'), Type.Literal('EVE'), Type.Literal('NITE')],
  {
    description: 'Count only this draw time (default: all)',
  },
);
const modeParam = Type.Union([Type.Literal('box'), Type.Literal('straight')]);

/** JSON schemas of the tools, in the OpenAI `tools` format. */
export const CHAT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'latest_draws',
      description: 'Newest draws of a state (date, draw time, number, repeat information).',
      parameters: Type.Object(
        { state: stateParam, count: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })) },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'check_repeat',
      description:
        "Whether a number's box combination was drawn in the state's recent draws, how often and when.",
      parameters: Type.Object(
        { state: Type.Optional(stateParam), number: numberParam },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'remaining_numbers',
      description:
        'Removed and remaining numbers after eliminating those drawn in the newest `limit` draws.',
      parameters: Type.Object(
        {
          state: stateParam,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
          timeFilter: Type.Optional(Type.Union(TIME_FILTERS.map((f) => Type.Literal(f)))),
          mode: Type.Optional(modeParam),
        },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'lookup_number',
      description:
        'Classification (box, digit type, patterns, coordinate) and draw history of one number.',
      parameters: Type.Object(
        { number: numberParam, state: Type.Optional(stateParam) },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'odds',
      description: 'Exact odds of a straight or box play, optionally for one number.',
      parameters: Type.Object(
        { number: Type.Optional(numberParam), playType: Type.Optional(modeParam) },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'number_history',
      description:
        "When a number last hit in a state's whole history, straight and as a box: times drawn, draws since, average and longest skip beside the chance expectation.",
      parameters: Type.Object(
        {
          state: stateParam,
          number: numberParam,
          drawTime: Type.Optional(drawTimeParam),
        },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'due_numbers',
      description:
        "The box keys (or straights) with the longest current skips in a state's history, with the chi-square of all counts against a fair draw. Skips do not change the odds.",
      parameters: Type.Object(
        {
          state: stateParam,
          mode: Type.Optional(modeParam),
          count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
          drawTime: Type.Optional(drawTimeParam),
        },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'digit_frequency',
      description:
        'How often each digit (0-9) stood in each of the three positions over the newest draws, against the expected draws / 10.',
      parameters: Type.Object(
        {
          state: stateParam,
          draws: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: MAX_WINDOW_SIZE,
              description: 'Newest draws counted (default 100)',
            }),
          ),
          drawTime: Type.Optional(drawTimeParam),
        },
        { additionalProperties: false },
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'backtest',
      description:
        'Backtest of elimination: for each of the newest `evaluate` draws, was its box among the numbers remaining after eliminating the `depth` draws before it? Hit rate against the chance rate.',
      parameters: Type.Object(
        {
          state: stateParam,
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
        { additionalProperties: false },
      ),
    },
  },
] as const;

export type ChatToolName = (typeof CHAT_TOOLS)[number]['function']['name'];

/** Runs a tool by name; bad arguments come back as `{ error }` for the model to read, not as a throw. */
export async function runChatTool(
  name: string,
  rawArgs: string,
  ctx: ChatToolContext,
): Promise<unknown> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
    args = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { error: 'Arguments were not valid JSON.' };
  }
  try {
    switch (name) {
      case 'latest_draws':
        return await latestDraws(ctx, args);
      case 'check_repeat':
        return await checkRepeat(ctx, args);
      case 'remaining_numbers':
        return await remainingNumbers(ctx, args);
      case 'lookup_number':
        return await lookupNumber(ctx, args);
      case 'odds':
        return odds(args);
      case 'number_history':
        return await numberHistory(ctx, args);
      case 'due_numbers':
        return await dueNumbers(ctx, args);
      case 'digit_frequency':
        return await digitFrequency(ctx, args);
      case 'backtest':
        return await backtest(ctx, args);
      default:
        return { error: `Unknown tool ${name}.` };
    }
  } catch (error) {
    if (error instanceof ChatToolError) return { error: error.message };
    throw error;
  }
}
