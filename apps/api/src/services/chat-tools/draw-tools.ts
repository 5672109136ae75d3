// The chat tools on a state's newest draws: the latest draws, the newest of one draw time, and
// whether a number's box combination was drawn lately (a repeat).
import { digitTypeOf, expectedGap, gameName, MAX_WINDOW_SIZE, toBoxKey } from '@pick3/core';
import { Type, type Static } from 'typebox';
import { latestOfDrawTime } from '../chat-facts.js';
import { type ChatToolContext, stateOf, analysisOf, historyOf } from './tool-context.js';
import { stateParam, numberParam, drawTimeParam, strict } from './tool-params.js';
import { tool } from './define-tool.js';

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
const DrawTimeLatestArgs = Type.Object(
  {
    state: Type.Optional(stateParam),
    drawTime: drawTimeParam,
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
  },
  strict,
);

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

export const latestDrawsTool = tool({
  name: 'latest_draws',
  description: 'Newest draws of a state (date, draw time, number, repeat information).',
  schema: LatestDrawsArgs,
  run: latestDraws,
});

export const checkRepeatTool = tool({
  name: 'check_repeat',
  description:
    "Whether a number's box combination was drawn in the state's recent draws, how often and when.",
  schema: CheckRepeatArgs,
  run: checkRepeat,
});

export const drawTimeLatestTool = tool({
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
});
