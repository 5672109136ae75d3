// The chat tools counting the stored draws: the longest current skips with the chi-square, digit
// counts by position, hot and cold digits and boxes, and the numbers none of the newest draws drew.
import {
  digitFrequency as coreDigitFrequency,
  DRAW_TIME_LABELS,
  gameName,
  hotCold as coreHotCold,
  skipsTable,
} from '@pick3/core';
import { Type, type Static } from 'typebox';
import { SKIPS_NOTE } from '@pick3/contract';
import { numbersNotDrawn } from '../chat-facts.js';
import { type ChatToolContext, stateOf, historyOf } from './tool-context.js';
import { fromCore } from './tool-error.js';
import { ODDS_NOTE } from './odds-note.js';
import { stateParam, drawTimeParam, modeParam, strict, newestDraws } from './tool-params.js';
import { round1, round2 } from './figures.js';
import { tool } from './define-tool.js';

const DueArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    mode: Type.Optional(modeParam),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);
const FrequencyArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    draws: Type.Optional(newestDraws),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);
const HotColdArgs = FrequencyArgs;
const NotDrawnArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    draws: Type.Optional(newestDraws),
    mode: Type.Optional(modeParam),
    drawTime: Type.Optional(drawTimeParam),
  },
  strict,
);

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

export const dueNumbersTool = tool({
  name: 'due_numbers',
  description:
    "The box keys (or straights) with the longest current skips in a state's history, with the chi-square of all counts against a fair draw. Skips do not change the odds.",
  schema: DueArgs,
  run: dueNumbers,
});

export const digitFrequencyTool = tool({
  name: 'digit_frequency',
  description:
    'How often each digit (0-9) stood in each of the three positions over the newest draws, against the expected draws / 10.',
  schema: FrequencyArgs,
  run: digitFrequency,
});

export const hotColdTool = tool({
  name: 'hot_cold',
  description:
    'Hot and cold over the newest draws: the most and least drawn digits (against the 10% share chance gives each) and box combinations (against their expected counts).',
  schema: HotColdArgs,
  run: hotCold,
});

export const numbersNotDrawnTool = tool({
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
});
