import { Type, type Static } from 'typebox';
import {
  DrawExtrasProperties,
  DrawRefSchema,
  FreshnessStatusSchema,
  HistoryHoleSchema,
  MissingRunSchema,
} from './states.schemas.js';
import {
  DIGIT_FILTERS,
  DRAW_TIMES,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  PAIRSUM_GROUPS,
  SUM12_GROUPS,
  TIME_FILTERS,
} from '@pick3/core';
import { errorResponses } from './error.schemas.js';

/** Two letters, any case; a known code without draws gives an empty analysis. */
export const StateCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'two-letter state code, e.g. GA',
  examples: ['GA'],
});

/** The analysis query of spec §7 (minus `state`), reused by the pattern-count route. */
export const AnalysisQueryProperties = {
  state: Type.Optional({ ...StateCode, default: 'TX' }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_LIMIT,
      default: MAX_LIMIT,
      description: 'newest draws analysed after the filters',
    }),
  ),
  windowSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_WINDOW_SIZE,
      default: MAX_WINDOW_SIZE,
      description: 'most recent draws considered',
    }),
  ),
  timeFilter: Type.Optional(Type.Enum([...TIME_FILTERS], { default: 'all' })),
  digitFilter: Type.Optional(Type.Enum([...DIGIT_FILTERS], { default: 'all-numbers' })),
  isBoxMode: Type.Optional(
    Type.Boolean({ default: true, description: 'box (220) or straight (1,000) universe' }),
  ),
};

export const AnalysisQuerySchema = Type.Object(AnalysisQueryProperties, {
  additionalProperties: false,
});
export type AnalysisQuery = Static<typeof AnalysisQuerySchema>;

export const AnalyzedDrawSchema = Type.Object({
  date: Type.String({ description: 'M/D/YYYY' }),
  draw: Type.Enum([...DRAW_TIMES]),
  timeLabel: Type.String(),
  winner: Type.String({ pattern: '^[0-9]{3}$' }),
  sortedNumbers: Type.String({ pattern: '^[0-9]{3}$' }),
  straightCombinations: Type.String(),
  isRepeat: Type.Boolean(),
  isIdenticalRepeat: Type.Boolean(),
  gap: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'draws of the base sequence strictly between this draw and its original; null when lastSeenDate is LAST',
  }),
  // Never null: a draw without an older occurrence (a non-repeat too) is the oldest of its key, LAST.
  lastSeenDate: Type.Union(
    [Type.String({ pattern: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$' }), Type.Literal('LAST')],
    {
      description:
        "M/D/YYYY of the original (the next older draw of the box key; of the straight in the identical-repeats view), or 'LAST' when there is none",
    },
  ),
  digitPattern: Type.Enum(['singles', 'doubles', 'triples']),
  pairsum: Type.Enum([...PAIRSUM_GROUPS]),
  highLow: Type.String(),
  oddEven: Type.String(),
  sum12: Type.Enum([...SUM12_GROUPS]),
  binary: Type.String(),
  numberSet: Type.Integer(),
  coordinate: Type.String(),
  displayNumber: Type.Integer(),
  ...DrawExtrasProperties,
});

export const AnalysisResponseSchema = Type.Object({
  draws: Type.Array(AnalyzedDrawSchema, { description: 'newest first' }),
  stats: Type.Object({
    total: Type.Integer(),
    repeats: Type.Integer(),
    uniqueRepeats: Type.Integer(),
    morning: Type.Integer(),
    day: Type.Integer(),
    evening: Type.Integer(),
    night: Type.Integer(),
  }),
  boxAnalysis: Type.Object({
    removedNumbers: Type.Array(Type.String()),
    remainingNumbers: Type.Array(Type.String()),
    removedDisplayNumbers: Type.Array(Type.String()),
    remainingDisplayNumbers: Type.Array(Type.String()),
    allBoxNumbers: Type.Array(Type.String()),
    totalCount: Type.Integer(),
    totalRemoved: Type.Integer(),
    totalRemaining: Type.Integer(),
  }),
  window: Type.Object(
    {
      requested: Type.Integer({
        minimum: 0,
        description: 'draws the limit reaches (the limit, or fewer when the window holds fewer)',
      }),
      used: Type.Integer({
        minimum: 0,
        description: 'draws the statistics use: those after `gap`, else all requested',
      }),
      gap: Type.Union([HistoryHoleSchema, Type.Null()], {
        description: 'the newest hole the requested draws reach back across; null when none',
      }),
    },
    {
      description:
        'the draws the analysis rests on: never across a hole in the history (scheduled draws missing for more than a week)',
    },
  ),
  coverage: Type.Object(
    {
      status: FreshnessStatusSchema,
      latestDraw: Type.Union([DrawRefSchema, Type.Null()], {
        description: 'the newest stored draw of the state',
      }),
      missingInWindow: Type.Array(MissingRunSchema, {
        description:
          'scheduled draws missing between the oldest and newest draw used (after `window.gap`)',
      }),
    },
    { description: "the data's freshness and the holes the displayed window rests on" },
  ),
});

export const LotteryAnalysisSchema = {
  tags: ['analysis'],
  summary: 'Repeats and elimination over the newest draws of a state',
  description:
    'Same result as `pick3 analyze` on the same draws. Cached per (state, options, newest draw); ' +
    '`Cache-Control: public, max-age=120` and a strong ETag (send If-None-Match for a 304).',
  querystring: AnalysisQuerySchema,
  response: {
    200: AnalysisResponseSchema,
    304: Type.Null({ description: 'Not modified (If-None-Match matched the ETag)' }),
    ...errorResponses,
  },
};

export type AnalyzedDrawReply = Static<typeof AnalyzedDrawSchema>;
/** The analysis as the route sends it: core's AnalysisResponse plus the data's coverage. */
export type AnalysisReply = Static<typeof AnalysisResponseSchema>;
