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

/** The answer of POST /api/manual-refresh-all: the run started; ask its status route how it goes. */
export const RefreshJobStartedSchema = Type.Object({
  jobId: Type.String({ format: 'uuid' }),
  status: Type.Literal('running'),
  statusUrl: Type.String({
    description: 'GET this for the progress and, once finished, the summary',
  }),
});

export const ManualRefreshAllSchema = {
  tags: ['refresh'],
  summary: 'Fetch new draws of every state: starts a run and answers at once (202) with its job',
  description:
    'Reading every source takes from seconds to minutes, more than a proxy waits: the answer is the ' +
    "run's job id, and GET /api/refresh/jobs/{jobId} reports each source's progress and, once finished, " +
    'the summary. One manual run at a time: 409 REFRESH_RUNNING meanwhile. Rate limited more strictly ' +
    'than other routes.',
  response: { 202: RefreshJobStartedSchema, ...errorResponses },
};

const JobSourcePhase = Type.Enum(['pending', 'started', 'rows', 'done', 'failed']);

export const RefreshJobBody = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(['ga', 'all']),
  status: Type.Enum(['running', 'finished', 'failed'], {
    description:
      "'failed': the run could not be made (see `error`); failed sources of a finished run are in `result`",
  }),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  progress: Type.Object({
    total: Type.Integer({ minimum: 0, description: 'sources the run reads' }),
    done: Type.Integer({
      minimum: 0,
      description: 'sources finished (with or without new draws, or failed)',
    }),
    updated: Type.Integer({ minimum: 0, description: 'finished sources that stored new draws' }),
    noNew: Type.Integer({ minimum: 0, description: 'finished sources that had nothing new' }),
    failed: Type.Integer({ minimum: 0, description: 'sources that could not be read' }),
    sources: Type.Array(
      Type.Object({
        sourceId: Type.String(),
        state: Type.String(),
        phase: JobSourcePhase,
        rowsAdded: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
  result: Type.Union([RefreshSummarySchema, Type.Null()], {
    description: 'the summary once finished (as POST /api/refresh-ga answers); null before',
  }),
  error: Type.Union([Type.Enum(['REFRESH_RUNNING', 'RUN_FAILED', 'RUN_STOPPED']), Type.Null()], {
    description:
      "why a failed run was not made: another process's run held the lock, an error, or the process running it stopped",
  }),
});

export const GetRefreshJobSchema = {
  tags: ['refresh'],
  summary: 'A manual run started by POST /api/manual-refresh-all: its progress, then its summary',
  params: Type.Object({
    jobId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'the jobId POST /api/manual-refresh-all answered',
    }),
  }),
  response: { 200: RefreshJobBody, ...errorResponses },
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
export type RefreshJobStarted = Static<typeof RefreshJobStartedSchema>;
export type RefreshJob = Static<typeof RefreshJobBody>;
