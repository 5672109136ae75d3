import { Type, type Static } from 'typebox';
import { errorResponses } from './error.schemas.js';
import type { ReplyOf } from './route-types.js';
import { FailureKindSchema, SourceKindSchema, SourceRoleSchema } from './states.schemas.js';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ISO date' });
const Instant = Type.String({ format: 'date-time' });
const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const SourceHealthSchema = Type.Object({
  id: Type.String({ description: 'stable id, `<state>-<kind>` (ga-api, ga-lotteryusa)' }),
  state: Type.String({ pattern: '^[A-Z]{2}$' }),
  game: Type.String(),
  name: Type.String(),
  kind: SourceKindSchema,
  verified: Type.Boolean({
    description:
      'true only when its parser is tested on a saved real response of this endpoint; false: built from docs',
  }),
  verifiedBy: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'the saved real responses that prove it (fixture paths of @pick3/scraper); empty when unverified',
    }),
  ),
  endpoint: Type.String({ description: "the endpoint's origin" }),
  role: SourceRoleSchema,
  lastSuccessAt: OrNull(Instant),
  lastFailureAt: OrNull(Instant),
  lastError: OrNull(Type.String({ description: 'the recorded error of the last failure' })),
  failureKind: OrNull(FailureKindSchema),
  failingSince: OrNull(Instant),
  newestDraw: OrNull(
    Type.Object({
      date: IsoDate,
      drawTime: Type.Union([
        Type.Literal('MORN'),
        Type.Literal('DAY'),
        Type.Literal('EVE'),
        Type.Literal('NITE'),
      ]),
    }),
  ),
  agreement: Type.Object(
    {
      agreed: Type.Integer({ minimum: 0 }),
      disagreed: Type.Integer({ minimum: 0 }),
    },
    { description: 'draws this source and another one both reported: alike, or not' },
  ),
  backfill: OrNull(
    Type.Object({
      status: Type.Union([
        Type.Literal('running'),
        Type.Literal('done'),
        Type.Literal('failed'),
        Type.Literal('interrupted'),
      ]),
      from: IsoDate,
      pagesDone: Type.Integer({ minimum: 0 }),
      pagesTotal: Type.Integer({ minimum: 0 }),
      rowsAdded: Type.Integer({ minimum: 0 }),
      failures: Type.Integer({ minimum: 0 }),
      startedAt: Instant,
      finishedAt: OrNull(Instant),
    }),
  ),
});

export const SourcesSchema = {
  tags: ['draws'],
  summary:
    'Every source of every state with its health: kind, verified, role, last success and failure, ' +
    'newest draw seen, agreement with the other source, latest backfill',
  response: { 200: Type.Object({ sources: Type.Array(SourceHealthSchema) }), ...errorResponses },
};

export type SourceHealthEntry = Static<typeof SourceHealthSchema>;
export type SourcesReply = ReplyOf<typeof SourcesSchema>;
