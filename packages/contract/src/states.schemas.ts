import { Type, type Static } from 'typebox';
import type { ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ISO date' });
const DrawTime = Type.Union([
  Type.Literal('MORN'),
  Type.Literal('DAY'),
  Type.Literal('EVE'),
  Type.Literal('NITE'),
]);

export const FreshnessStatusSchema = Type.Union(
  [Type.Literal('live'), Type.Literal('behind'), Type.Literal('stale'), Type.Literal('empty')],
  {
    description:
      'live: the newest draw that should be posted by now is stored; behind: the latest scheduled draws are ' +
      'missing; stale: the newest stored draw is more than a week old; empty: nothing stored',
  },
);

export const DrawRefSchema = Type.Object({ date: IsoDate, drawTime: DrawTime });

/** core's HistoryHole: scheduled draws missing for more than a week; no statistic is counted across one. */
export const HistoryHoleSchema = Type.Object(
  {
    from: IsoDate,
    to: IsoDate,
    missing: Type.Integer({
      minimum: 1,
      description: 'scheduled draws missing from `from` to `to`',
    }),
  },
  {
    description: 'a hole in the history: no repeat, gap, skip or elimination is counted across it',
  },
);

export const MissingRunSchema = Type.Object({
  drawTime: DrawTime,
  from: IsoDate,
  to: IsoDate,
  count: Type.Integer({
    minimum: 1,
    description: 'scheduled draws of this draw time in from–to that are not stored',
  }),
});

export const StateSummarySchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z]{2}$' }),
  name: Type.String(),
  gameName: Type.String(),
  url: Type.String({ description: "the lottery's own page for the game ('' when unknown)" }),
  drawCount: Type.Integer({ minimum: 0 }),
  firstDate: Type.Union([IsoDate, Type.Null()]),
  lastDate: Type.Union([IsoDate, Type.Null()]),
  status: FreshnessStatusSchema,
  latestDraw: Type.Union([DrawRefSchema, Type.Null()], { description: 'the newest stored draw' }),
  lastIngestAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'when a live official source last changed or confirmed this state (null: never)',
  }),
  nextDraw: Type.Union([
    Type.Object({
      date: IsoDate,
      drawTime: DrawTime,
      at: Type.String({ format: 'date-time', description: 'the draw instant' }),
    }),
    Type.Null(),
  ]),
});

export const StatesSchema = {
  tags: ['draws'],
  summary:
    'States with their game, lottery site, stored draws and freshness (TX first, then by code)',
  response: { 200: Type.Object({ states: Type.Array(StateSummarySchema) }), ...errorResponses },
};

export const CoverageSchema = {
  tags: ['draws'],
  summary:
    "A state's stored history against its draw schedule: status, first and newest draw, missing draws",
  params: Type.Object({
    code: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'state code, e.g. GA' }),
  }),
  response: {
    200: Type.Object({
      state: Type.String({ pattern: '^[A-Z]{2}$' }),
      status: FreshnessStatusSchema,
      firstDate: Type.Union([IsoDate, Type.Null()]),
      latestDraw: Type.Union([DrawRefSchema, Type.Null()]),
      missing: Type.Array(MissingRunSchema),
      totalMissing: Type.Integer({ minimum: 0 }),
    }),
    ...errorResponses,
  },
};

export type FreshnessStatus = Static<typeof FreshnessStatusSchema>;
export type DrawRef = Static<typeof DrawRefSchema>;
export type MissingRun = Static<typeof MissingRunSchema>;
export type HistoryHole = Static<typeof HistoryHoleSchema>;
export type StateSummary = Static<typeof StateSummarySchema>;
export type StatesReply = ReplyOf<typeof StatesSchema>;
export type StateCoverage = ReplyOf<typeof CoverageSchema>;
