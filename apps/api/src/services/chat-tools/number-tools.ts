// The chat tools on one number: its classification, its whole-history skips (straight and box)
// and whether it ran hot or cold lately, each beside what chance expects.
import {
  classify,
  DRAW_TIME_LABELS,
  gameName,
  lookupNumber as coreLookupNumber,
  straightCombinations,
  type Hit,
  type SkipStats,
} from '@pick3/core';
import { Type, type Static } from 'typebox';
import { SKIPS_NOTE } from '@pick3/contract';
import { numberHeat } from '../chat-facts.js';
import { type ChatToolContext, stateOf, historyOf } from './tool-context.js';
import { fromCore } from './tool-error.js';
import { ODDS_NOTE } from './odds-note.js';
import { stateParam, numberParam, drawTimeParam, strict, newestDraws } from './tool-params.js';
import { round1, drawOf } from './figures.js';
import { tool } from './define-tool.js';
import { checkRepeat } from './draw-tools.js';

const LookupArgs = Type.Object({ number: numberParam, state: Type.Optional(stateParam) }, strict);
const NumberHistoryArgs = Type.Object(
  { state: Type.Optional(stateParam), number: numberParam, drawTime: Type.Optional(drawTimeParam) },
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

export const lookupNumberTool = tool({
  name: 'lookup_number',
  description:
    'Classification (box, digit type, patterns, coordinate) and draw history of one number.',
  schema: LookupArgs,
  run: lookupNumber,
});

export const numberHistoryTool = tool({
  name: 'number_history',
  description:
    "When a number last hit in a state's whole history, straight and as a box: times drawn, draws since, average and longest skip beside the chance expectation.",
  schema: NumberHistoryArgs,
  run: numberHistory,
});

export const numberHeatTool = tool({
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
});
