import { FRESHNESS_STATUSES } from '@pick3/core';
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

// Core's statuses, one literal each (a mapped array would lose the literal types).
const [LIVE, BEHIND, STALE, EMPTY] = FRESHNESS_STATUSES;
export const FreshnessStatusSchema = Type.Union(
  [Type.Literal(LIVE), Type.Literal(BEHIND), Type.Literal(STALE), Type.Literal(EMPTY)],
  {
    description:
      'live: the newest draw that should be posted by now is stored; behind: the latest scheduled draws are ' +
      'missing; stale: the newest stored draw is more than a week old; empty: nothing stored',
  },
);

/**
 * What some states draw beside the number (additive, optional): shown with the draw, never part of
 * it. The state's own names for them are @pick3/core's `extraBallName` / `doubleDrawName`.
 */
export const DrawExtrasProperties = {
  extraBall: Type.Optional(
    Type.String({
      pattern: '^[0-9]$',
      description: 'the extra ball drawn beside the number (TX, FL, NC, NJ Fireball; PA Wild Ball)',
    }),
  ),
  doubleDraw: Type.Optional(
    Type.String({
      pattern: '^[0-9]{3}$',
      description: "North Carolina's Double Draw of that night, beside the regular draw",
    }),
  ),
};

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

export const DisputedDrawSchema = Type.Object({
  date: IsoDate,
  drawTime: DrawTime,
  stored: Type.String({ pattern: '^[0-9]{3}$', description: 'the number stored' }),
  reported: Type.String({ pattern: '^[0-9]{3}$', description: 'the other number reported' }),
  source: Type.String({ description: 'the source that reported it' }),
  resolution: Type.Union([Type.Literal('kept'), Type.Literal('replaced')], {
    description:
      "kept: the stored number stayed; replaced: the official number replaced an aggregate's",
  }),
});

export const DrawTimeHistorySchema = Type.Object({
  drawTime: DrawTime,
  name: Type.String({
    description:
      "the state's own name for the draw time, from its schedule (Midday, Daytime, Night)",
  }),
  count: Type.Integer({ minimum: 0, description: 'stored draws of this draw time' }),
  first: Type.Union([IsoDate, Type.Null()], { description: 'the first stored (null: none)' }),
  last: Type.Union([IsoDate, Type.Null()], { description: 'the last stored (null: none)' }),
});

export const SourceKindSchema = Type.Union([Type.Literal('official'), Type.Literal('aggregate')], {
  description: "official: the state lottery's own endpoint; aggregate: a results site (LotteryUSA)",
});
export const SourceRoleSchema = Type.Union(
  [Type.Literal('primary'), Type.Literal('witness'), Type.Literal('handover')],
  {
    description:
      'primary: its draws are stored; witness: an aggregate that checks the official source; ' +
      'handover: an aggregate storing draws because the official source has failed for longer than one draw cycle',
  },
);
export const FailureKindSchema = Type.Union(
  [Type.Literal('unreachable'), Type.Literal('error-status'), Type.Literal('changed')],
  {
    description:
      'unreachable: no answer; error-status: the site answered with an error; changed: its page is not what the parser knows',
  },
);

export const StateSourceSchema = Type.Object({
  id: Type.String(),
  kind: SourceKindSchema,
  verified: Type.Boolean({ description: 'its parser is tested on a saved real response' }),
  role: SourceRoleSchema,
});

export const BehindReasonSchema = Type.Object(
  {
    reason: Type.Union([Type.Literal('not-posted'), Type.Literal('source-failing')]),
    draw: Type.Object({
      date: IsoDate,
      drawTime: DrawTime,
      at: Type.String({ format: 'date-time', description: 'the draw instant' }),
    }),
    sourceKind: SourceKindSchema,
    failingSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    failure: Type.Union([FailureKindSchema, Type.Null()]),
  },
  {
    description:
      'why a behind state is behind: its source has not posted the newest due draw yet, or the source ' +
      'that stores its draws is failing (since when, and how)',
  },
);

export const CatchUpProgressSchema = Type.Object(
  {
    startedAt: Type.String({ format: 'date-time', description: 'when the walk began' }),
    pagesDone: Type.Integer({ minimum: 0 }),
    pagesTotal: Type.Integer({ minimum: 0 }),
  },
  { description: "a state's archive walk now: archive pages read of those it will read" },
);

export const StateSummarySchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z]{2}$' }),
  name: Type.String(),
  gameName: Type.String(),
  url: Type.String({ description: "the lottery's own page for the game ('' when unknown)" }),
  drawCount: Type.Integer({ minimum: 0 }),
  firstDate: Type.Union([IsoDate, Type.Null()]),
  lastDate: Type.Union([IsoDate, Type.Null()]),
  history: Type.Array(DrawTimeHistorySchema, {
    description:
      'which draw times the stored history holds: one entry per draw time stored or drawn now, in day ' +
      'order; count 0 for a draw time the state draws and nothing of it is stored',
  }),
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
  sources: Type.Array(StateSourceSchema, {
    description: 'where its draws come from: official first, then the aggregate',
  }),
  behind: Type.Union([BehindReasonSchema, Type.Null()], {
    description: 'set when status is behind: why, in terms a page can say to a player',
  }),
  catchUp: Type.Union([CatchUpProgressSchema, Type.Null()], {
    description:
      "set while a walk of the state's source archives is open (the first start's catch-up, or a " +
      'backfill; backfill_runs): the page says the state is catching up. null otherwise',
  }),
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
      disputed: Type.Array(DisputedDrawSchema, {
        description: 'draws two sources reported with different numbers, newest first',
      }),
    }),
    ...errorResponses,
  },
};

export type FreshnessStatus = Static<typeof FreshnessStatusSchema>;
export type DrawRef = Static<typeof DrawRefSchema>;
export type MissingRun = Static<typeof MissingRunSchema>;
export type DrawTimeHistoryEntry = Static<typeof DrawTimeHistorySchema>;
export type HistoryHole = Static<typeof HistoryHoleSchema>;
export type StateSummary = Static<typeof StateSummarySchema>;
export type StateSource = Static<typeof StateSourceSchema>;
export type BehindReason = Static<typeof BehindReasonSchema>;
export type DisputedDraw = Static<typeof DisputedDrawSchema>;
export type StatesReply = ReplyOf<typeof StatesSchema>;
export type StateCoverage = ReplyOf<typeof CoverageSchema>;
