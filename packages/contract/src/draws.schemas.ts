import { Type, type Static } from 'typebox';
import type { ReplyOf } from './route-types.js';
import { DIGIT_TYPES, DRAW_TIMES, PAIRSUM_GROUPS, SUM12_GROUPS } from '@pick3/core';
import { errorResponses } from './error.schemas.js';
import { StateCode } from './lottery-analysis.schemas.js';
import {
  DisputedDrawSchema,
  DrawExtrasProperties,
  DrawTimeHistorySchema,
  FreshnessStatusSchema,
  HistoryHoleSchema,
  MissingRunSchema,
} from './states.schemas.js';

export const IsoDate = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'ISO date YYYY-MM-DD',
});
export const Straight = Type.String({
  pattern: '^[0-9]{3}$',
  description: 'three digits, e.g. 610',
});

/** Longest calendar range one request may ask for. */
export const MAX_RANGE_DAYS = 366;

export const CalendarDrawSchema = Type.Object({
  date: IsoDate,
  drawTime: Type.Enum([...DRAW_TIMES]),
  timeLabel: Type.String({ description: 'Morning, Day, Evening or Night' }),
  number: Straight,
  ...DrawExtrasProperties,
});

export const DrawsSchema = {
  tags: ['draws'],
  summary: 'Draws of a state between two dates (inclusive, at most one year), newest first',
  description: 'Within a date: night, evening, day, morning (the calendar order).',
  querystring: Type.Object(
    { state: Type.Optional({ ...StateCode, default: 'TX' }), from: IsoDate, to: IsoDate },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ draws: Type.Array(CalendarDrawSchema) }), ...errorResponses },
};

/** `drawTime=EVE`: one draw time; empty or absent: all of them. */
export const DrawTimeQuery = Type.Enum(['', ...DRAW_TIMES], {
  description: 'a draw-time code (MORN, DAY, EVE, NITE); empty or absent: every draw time',
});

/** Skip figures of a straight or a box key (core's SkipStats). */
export const SkipStatsSchema = Type.Object({
  hits: Type.Integer({ minimum: 0 }),
  drawsSinceLast: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'draws after the newest hit (0: the newest draw); null when it never hit; the draws after the newest hole when the hit is older (see drawsSinceLastAtLeast)',
  }),
  drawsSinceLastAtLeast: Type.Boolean({
    description: 'drawsSinceLast is a lower bound ("≥ N"): not drawn since the newest hole',
  }),
  averageSkip: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'mean draws from one hit to the next; null with fewer than two hits',
  }),
  longestSkip: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'longest draws from one hit to the next; null with fewer than two hits',
  }),
  expectedSkip: Type.Number({
    description:
      'chance expectation: 1,000 straight; 166.7 / 333.3 / 1,000 for a single, double, triple box',
  }),
});

const HitSchema = Type.Object({
  date: IsoDate,
  drawTime: Type.Enum([...DRAW_TIMES]),
  number: Straight,
  drawsAgo: Type.Integer({ minimum: 0, description: 'draws of the state after this one' }),
  gap: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'draws strictly between this hit and the next older one (an analysed draw\'s gap, "Non-Repeats"); null for the oldest hit and across a hole',
  }),
});

/** core's classify(number) (box mode). */
const PatternsSchema = Type.Object({
  number: Straight,
  boxKey: Straight,
  digitType: Type.Enum([...DIGIT_TYPES]),
  displayNumber: Type.Integer({ minimum: 1, maximum: 220 }),
  coordinate: Type.String(),
  numberSet: Type.Integer({ minimum: 1, maximum: 11 }),
  highLow: Type.String(),
  oddEven: Type.String(),
  binary: Type.String(),
  pairsum: Type.Enum([...PAIRSUM_GROUPS]),
  sum12: Type.Enum([...SUM12_GROUPS]),
  digitSum: Type.Integer({ minimum: 0, maximum: 27 }),
  rootSum: Type.Integer({ minimum: 0, maximum: 9 }),
});

export const LookupSchema = {
  tags: ['draws'],
  summary:
    "Every hit of a number in a state's whole history, straight and box, with its skips against chance",
  description:
    'Hits newest first; `drawsAgo` counts the draws after each (of every draw time, or of `drawTime` only). ' +
    'A skip is the draws from one hit to the next; `expectedSkip` is its chance expectation.',
  querystring: Type.Object(
    {
      state: Type.Optional({ ...StateCode, default: 'TX' }),
      number: Straight,
      drawTime: Type.Optional(DrawTimeQuery),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      state: Type.String(),
      number: Straight,
      boxKey: Straight,
      digitType: Type.Enum([...DIGIT_TYPES]),
      straightHits: Type.Array(HitSchema),
      boxHits: Type.Array(HitSchema),
      straight: SkipStatsSchema,
      box: SkipStatsSchema,
      patterns: PatternsSchema,
      hole: Type.Union([HistoryHoleSchema, Type.Null()], {
        description: 'the newest hole of the history: no gap or skip spans it',
      }),
    }),
    ...errorResponses,
  },
};

const Month = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'a month YYYY-MM' });

const ResultDrawSchema = Type.Object({
  drawTime: Type.Enum([...DRAW_TIMES]),
  name: Type.String({ description: "the state's own name for the draw time (Midday, Daytime …)" }),
  number: Straight,
  ...DrawExtrasProperties,
});

export const ResultDaySchema = Type.Object({
  date: IsoDate,
  draws: Type.Array(ResultDrawSchema, { description: 'in day order' }),
});

export const ResultsSchema = {
  tags: ['draws'],
  summary: "A state's results page: recent results, one month's archive and what the data holds",
  description:
    'Days newest first, each with its draws in day order named as the state names them. `month` ' +
    "defaults to the newest stored draw's month. `missing` and `disputed` are the coverage's, `history` " +
    "the states list's.",
  querystring: Type.Object(
    { state: StateCode, month: Type.Optional(Month) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      state: Type.String({ pattern: '^[A-Z]{2}$' }),
      name: Type.String(),
      gameName: Type.String(),
      url: Type.String({ description: "the lottery's official page for the game" }),
      today: IsoDate,
      month: Month,
      firstMonth: Type.Union([Month, Type.Null()], { description: 'the oldest stored month' }),
      lastMonth: Type.Union([Month, Type.Null()], { description: 'the newest stored month' }),
      recent: Type.Array(ResultDaySchema, { description: 'the newest stored dates (up to 7)' }),
      days: Type.Array(ResultDaySchema, { description: "the month's stored dates" }),
      status: FreshnessStatusSchema,
      drawCount: Type.Integer({ minimum: 0 }),
      history: Type.Array(DrawTimeHistorySchema),
      missing: Type.Array(MissingRunSchema),
      totalMissing: Type.Integer({ minimum: 0 }),
      disputed: Type.Array(DisputedDrawSchema),
    }),
    ...errorResponses,
  },
};

/** One exported draw: the columns of the shared history files. */
export const ExportRowSchema = Type.Object({
  state: Type.String(),
  game: Type.String(),
  date: IsoDate,
  draw_time: Type.Enum(['Morning', 'Day', 'Evening', 'Night']),
  number: Straight,
});

const OptionalDate = Type.String({
  pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'ISO date YYYY-MM-DD; empty or absent: no bound',
});

export const ExportSchema = {
  tags: ['draws'],
  summary: 'Download draws of a state as CSV or JSON (streamed), oldest first',
  description:
    'CSV header `state,game,date,draw_time,number` (draw_time Morning, Day, Evening or Night); JSON: an array of ' +
    'the same objects. Every bound is optional: without them, the whole stored history.',
  querystring: Type.Object(
    {
      state: Type.Optional({ ...StateCode, default: 'TX' }),
      from: Type.Optional(OptionalDate),
      to: Type.Optional(OptionalDate),
      drawTime: Type.Optional(DrawTimeQuery),
      format: Type.Optional(Type.Enum(['csv', 'json'], { default: 'csv' })),
    },
    { additionalProperties: false },
  ),
  produces: ['text/csv', 'application/json'],
  response: {
    200: {
      description: 'The draws, as an attachment named <ST>-draws-<from>-<to>.<csv|json>',
      content: {
        'text/csv': {
          schema: Type.String({
            description: 'state,game,date,draw_time,number then one line per draw',
          }),
        },
        'application/json': { schema: Type.Array(ExportRowSchema) },
      },
    },
    ...errorResponses,
  },
};

export type CalendarDraw = Static<typeof CalendarDrawSchema>;
export type DrawsReply = ReplyOf<typeof DrawsSchema>;
export type SkipStats = Static<typeof SkipStatsSchema>;
export type LookupHit = Static<typeof HitSchema>;
export type NumberLookup = ReplyOf<typeof LookupSchema>;
export type ExportRow = Static<typeof ExportRowSchema>;
export type ResultDay = Static<typeof ResultDaySchema>;
export type ResultsReply = ReplyOf<typeof ResultsSchema>;
