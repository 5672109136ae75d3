import { Type, type Static } from 'typebox';
import { errorResponses } from './error.schemas.js';
import { FailureKindSchema, SourceKindSchema } from './states.schemas.js';

export const RefreshSummarySchema = Type.Object({
  success: Type.Boolean({ description: 'false when no source could be read' }),
  message: Type.String(),
  summary: Type.Object({
    updatedStates: Type.Array(Type.String(), { description: 'states that gained draws' }),
    totalNewDraws: Type.Integer({ minimum: 0 }),
  }),
  failedSources: Type.Array(
    Type.Object({
      sourceId: Type.String(),
      state: Type.String(),
      error: Type.String({ description: '`CODE: message`, for operators; a page says `failure`' }),
      sourceKind: SourceKindSchema,
      failure: FailureKindSchema,
      nextTryAt: Type.String({
        format: 'date-time',
        description:
          "when the scheduler next reads this source's state (its draw clock's next poll or the hourly catch-all)",
      }),
    }),
  ),
});

const refreshDescription =
  'Waits for the run and answers its summary. One manual run at a time: 409 REFRESH_RUNNING meanwhile ' +
  '(watch /api/refresh/status or /api/refresh/events). Rate limited more strictly than other routes.';

export const RefreshGaSchema = {
  tags: ['refresh'],
  summary: 'Fetch new Georgia draws now',
  description: refreshDescription,
  response: { 200: RefreshSummarySchema, ...errorResponses },
};

export const ManualRefreshAllSchema = {
  tags: ['refresh'],
  summary: 'Fetch new draws of every state now',
  description: refreshDescription,
  response: { 200: RefreshSummarySchema, ...errorResponses },
};

const Phase = Type.Enum(['pending', 'started', 'rows', 'done', 'failed']);

export const RefreshStatusBody = Type.Object({
  running: Type.Boolean(),
  kind: Type.Union([Type.Enum(['ga', 'all']), Type.Null()]),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  sources: Type.Array(
    Type.Object({
      sourceId: Type.String(),
      state: Type.String(),
      phase: Phase,
      rowsSeen: Type.Integer(),
      rowsAdded: Type.Integer(),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  lastSummary: Type.Union([
    Type.Object({ updatedStates: Type.Array(Type.String()), totalNewDraws: Type.Integer() }),
    Type.Null(),
  ]),
});

export const RefreshStatusSchema = {
  tags: ['refresh'],
  summary: 'Progress of the current (or last) manual run in this process',
  response: { 200: RefreshStatusBody, ...errorResponses },
};

export const RefreshEventsSchema = {
  tags: ['refresh'],
  summary:
    'Server-sent events: `event: status` with the status JSON, on connect and on every change',
  produces: ['text/event-stream'],
  response: {
    200: Type.String({
      description: 'text/event-stream; each data line is a /api/refresh/status body',
    }),
    ...errorResponses,
  },
};

export type RefreshSummary = Static<typeof RefreshSummarySchema>;
export type RefreshStatus = Static<typeof RefreshStatusBody>;
