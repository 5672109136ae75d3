import { Type, type Static } from 'typebox';
import type { QueryOf } from './route-types.js';
import { DIGIT_TYPES } from '@pick3/core';
import { errorResponses } from './error.schemas.js';
import { DrawTimeQuery, Straight } from './draws.schemas.js';
import { StateCode } from './lottery-analysis.schemas.js';
import { HistoryHoleSchema } from './states.schemas.js';

/** Said above every skips table: a skip is history, not a forecast. */
export const SKIPS_NOTE =
  'Skips do not change the odds of the next draw: every number is equally likely each draw.';

/** The largest window accepted: above any state's history (about 25,000 draws). */
export const MAX_SKIPS_WINDOW = 100_000;

export const SkipsRowSchema = Type.Object({
  key: Straight,
  digitType: Type.Enum([...DIGIT_TYPES]),
  currentSkip: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'draws since its newest hit; null when it never hit; when that hit is older than the newest hole, the draws after the hole (see currentSkipAtLeast)',
  }),
  currentSkipAtLeast: Type.Boolean({
    description: 'currentSkip is a lower bound ("≥ N"): not drawn since the newest hole',
  }),
  averageSkip: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description:
      'mean draws from one hit to the next (never across a hole); null without two such hits',
  }),
  longestSkip: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'longest draws from one hit to the next (never across a hole); null without two such hits',
  }),
  hitsInWindow: Type.Integer({ minimum: 0 }),
  hitsAllTime: Type.Integer({ minimum: 0 }),
  expectedSkip: Type.Number({
    description: 'chance expectation of the skip: 1,000 / straights the key covers',
  }),
});

export const SkipsResponseSchema = Type.Object({
  state: Type.String(),
  mode: Type.Enum(['box', 'straight']),
  window: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'the window asked for; null: the whole history',
  }),
  windowDraws: Type.Integer({
    minimum: 0,
    description:
      'draws hitsInWindow counts: the window, never reaching back across the newest hole',
  }),
  hole: Type.Union([HistoryHoleSchema, Type.Null()], {
    description: 'the newest hole of the history (at the draw time counted): no skip spans it',
  }),
  rows: Type.Array(SkipsRowSchema, {
    description: '220 box keys or 1,000 straights, in display order',
  }),
  chiSquare: Type.Number({ minimum: 0, description: 'of the all-time counts against a fair draw' }),
  degreesOfFreedom: Type.Integer({ minimum: 1 }),
  pValue: Type.Number({ minimum: 0, maximum: 1 }),
  note: Type.String(),
});

export const SkipsSchema = {
  tags: ['skips'],
  summary:
    'The skips ("due") table of a state: every box key or straight, with the chi-square against uniform',
  description:
    'Current, average and longest skip (draws from one hit to the next), hits in the newest `window` draws and ' +
    'all time, each next to the chance expectation. A skip says nothing about the next draw.',
  querystring: Type.Object(
    {
      state: Type.Optional({ ...StateCode, default: 'TX' }),
      mode: Type.Optional(Type.Enum(['box', 'straight'], { default: 'box' })),
      window: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: MAX_SKIPS_WINDOW,
          description: 'newest draws of hitsInWindow; absent: all',
        }),
      ),
      drawTime: Type.Optional(DrawTimeQuery),
    },
    { additionalProperties: false },
  ),
  response: { 200: SkipsResponseSchema, ...errorResponses },
};

export type SkipsRow = Static<typeof SkipsRowSchema>;
export type SkipsResponse = Static<typeof SkipsResponseSchema>;
export type SkipsQuery = QueryOf<typeof SkipsSchema>;
