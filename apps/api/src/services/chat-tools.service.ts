// The facts the AI helper may cite, as functions over the stored draws and @pick3/core. The model
// calls them as tools (CHAT_TOOLS are their JSON schemas); the offline analyst calls them directly.
// Each returns plain JSON and states odds honestly: every draw is independent and uniform, so no
// history, elimination or pattern changes the chance of the next one.
import {
  analyze,
  chanceOfSet,
  classify,
  digitTypeOf,
  expectedGap,
  gameName,
  isKnownState,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  parseStraight,
  straightCombinations,
  TIME_FILTERS,
  toBoxKey,
  type TimeFilter,
} from '@pick3/core';
import { drawsRepository, type Database } from '@pick3/db';

type Db = Database['db'];

export interface ChatToolContext {
  db: Db;
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
  const code = typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : ctx.defaultState;
  if (!isKnownState(code)) throw new ChatToolError(`Unknown state ${JSON.stringify(raw)}; use a two-letter code such as GA or TX.`);
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

async function analysisOf(ctx: ChatToolContext, state: string, options: { limit?: number; timeFilter?: TimeFilter; isBoxMode?: boolean } = {}) {
  const draws = await drawsRepository.newestDraws(ctx.db, state, MAX_WINDOW_SIZE);
  return { stored: draws.length, analysis: analyze(draws, options) };
}

/** The newest draws of a state, with repeat information. */
export async function latestDraws(ctx: ChatToolContext, args: { state?: unknown; count?: unknown }) {
  const state = stateOf(args.state, ctx);
  const count = intIn(args.count, 1, 30, 10);
  const { stored, analysis } = await analysisOf(ctx, state);
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
export async function checkRepeat(ctx: ChatToolContext, args: { state?: unknown; number?: unknown }) {
  const state = stateOf(args.state, ctx);
  const number = numberOf(args.number);
  const box = toBoxKey(number);
  const { analysis } = await analysisOf(ctx, state);
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
    occurrences: hits.slice(0, 10).map((d) => ({ date: d.date, time: d.timeLabel, number: d.winner })),
    drawsSinceLastSeen: sinceLast,
    expectedGapForItsType: Math.round(expectedGap(digitTypeOf(box)) * 10) / 10,
    latestDraw: newest ? { date: newest.date, time: newest.timeLabel, number: newest.winner, isRepeat: newest.isRepeat } : null,
  };
}

/** Removed and remaining numbers after eliminating the numbers of the newest `limit` draws. */
export async function remainingNumbers(
  ctx: ChatToolContext,
  args: { state?: unknown; limit?: unknown; timeFilter?: unknown; mode?: unknown },
) {
  const state = stateOf(args.state, ctx);
  const limit = intIn(args.limit, 1, MAX_LIMIT, 100);
  const timeFilter = (TIME_FILTERS as readonly string[]).includes(String(args.timeFilter)) ? (args.timeFilter as TimeFilter) : 'all';
  const isBoxMode = args.mode !== 'straight';
  const { analysis } = await analysisOf(ctx, state, { limit, timeFilter, isBoxMode });
  const box = analysis.boxAnalysis;
  return {
    state,
    mode: isBoxMode ? 'box' : 'straight',
    drawsUsed: analysis.draws.length,
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
export async function lookupNumber(ctx: ChatToolContext, args: { number?: unknown; state?: unknown }) {
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
    straightPatterns: { highLow: straight.highLow, oddEven: straight.oddEven, pairsum: straight.pairsum, sum12: straight.sum12, binary: straight.binary },
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
    return {
      playType,
      straight: { chance: 1 / 1000, oneIn: 1000 },
      box: { single: { oneIn: 1000 / 6 }, double: { oneIn: 1000 / 3 }, triple: { oneIn: 1000 } },
      note: ODDS_NOTE,
    };
  }
  const number = numberOf(args.number);
  const chance = playType === 'box' ? chanceOfSet([number], 'box') : 1 / 1000;
  return {
    number,
    playType,
    digitType: digitTypeOf(number),
    chance,
    oneIn: Math.round((1 / chance) * 10) / 10,
    note: ODDS_NOTE,
  };
}

const stateParam = { type: 'string', description: 'Two-letter state code, e.g. GA or TX' };
const numberParam = { type: 'string', description: 'Three-digit number, e.g. "123"', pattern: '^[0-9]{3}$' };

/** JSON schemas of the tools, in the OpenAI `tools` format. */
export const CHAT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'latest_draws',
      description: 'Newest draws of a state (date, draw time, number, repeat information).',
      parameters: {
        type: 'object',
        properties: { state: stateParam, count: { type: 'integer', minimum: 1, maximum: 30 } },
        required: ['state'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'check_repeat',
      description: "Whether a number's box combination was drawn in the state's recent draws, how often and when.",
      parameters: { type: 'object', properties: { state: stateParam, number: numberParam }, required: ['number'], additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'remaining_numbers',
      description: 'Removed and remaining numbers after eliminating those drawn in the newest `limit` draws.',
      parameters: {
        type: 'object',
        properties: {
          state: stateParam,
          limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
          timeFilter: { type: 'string', enum: [...TIME_FILTERS] },
          mode: { type: 'string', enum: ['box', 'straight'] },
        },
        required: ['state'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'lookup_number',
      description: 'Classification (box, digit type, patterns, coordinate) and draw history of one number.',
      parameters: { type: 'object', properties: { number: numberParam, state: stateParam }, required: ['number'], additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'odds',
      description: 'Exact odds of a straight or box play, optionally for one number.',
      parameters: {
        type: 'object',
        properties: { number: numberParam, playType: { type: 'string', enum: ['straight', 'box'] } },
        additionalProperties: false,
      },
    },
  },
] as const;

export type ChatToolName = (typeof CHAT_TOOLS)[number]['function']['name'];

/** Runs a tool by name; bad arguments come back as `{ error }` for the model to read, not as a throw. */
export async function runChatTool(name: string, rawArgs: string, ctx: ChatToolContext): Promise<unknown> {
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
      default:
        return { error: `Unknown tool ${name}.` };
    }
  } catch (error) {
    if (error instanceof ChatToolError) return { error: error.message };
    throw error;
  }
}
