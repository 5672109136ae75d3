// The pool tracker: GET lists a session's expected results and how the pool fares against chance
// (hit rate, and money: each settled set played in full by Georgia's prize table, core trackerMoney);
// POST trigger-match settles arrived draws and records the next one (services/tracker.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DRAW_TIME_LABELS, setPlayPricing, trackerMoney, trackerRates } from '@pick3/core';
import { drawsRepository, expectedResultsRepository, ingestRunsRepository } from '@pick3/db';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json.js';
import { POOL_STATE } from '../../services/pool-state.js';
import { languageOf } from '../../messages/index.js';
import {
  pendingReason,
  runTrackerStep,
  type PendingContext,
} from '../../services/tracker.service.js';
import { ListExpectedResultsSchema, TriggerMatchSchema } from '@pick3/contract';

const expectedResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptEmptyJsonBodies(app);

  app.get('/expected-results', { schema: ListExpectedResultsSchema }, async (request, reply) => {
    // A stake Georgia does not sell is a 400 naming `stake` (core's Pick3Error), before any read.
    const stake = setPlayPricing(POOL_STATE, request.query.stake ?? 1).stake;
    const rows = await expectedResultsRepository.listBySession(app.db, request.query.sessionId);
    let pendingContext: PendingContext | undefined;
    if (rows.some((row) => row.matchStatus === 'pending')) {
      const [latest, runs] = await Promise.all([
        drawsRepository.newestDraws(app.db, POOL_STATE, 1),
        ingestRunsRepository.latestPerSource(app.db),
      ]);
      const lastRun = runs
        .filter(
          (run) =>
            run.state === POOL_STATE &&
            !run.source.startsWith('bundled:') &&
            !run.source.startsWith('cli:'),
        )
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
      pendingContext = {
        now: app.states.now(),
        latestStored: latest[0] ?? null,
        lastRun: lastRun === undefined ? null : { error: lastRun.error },
      };
    }
    reply.header('cache-control', 'no-cache');
    return {
      results: rows.map((row) => ({
        id: String(row.id),
        expectedDate: row.expectedDate,
        drawTime: DRAW_TIME_LABELS[row.drawTime],
        matchStatus: row.matchStatus,
        winnerNumber: row.winnerNumber,
        pendingReason:
          row.matchStatus === 'pending' && pendingContext !== undefined
            ? pendingReason(row, pendingContext, languageOf(request.headers['accept-language']))
            : null,
      })),
      ...trackerRates(rows),
      money: {
        state: POOL_STATE,
        stake,
        play: 'remaining-box' as const,
        ...trackerMoney(
          POOL_STATE,
          rows.map((row) => ({
            date: row.expectedDate,
            drawTime: row.drawTime,
            remainingNumbers: row.remainingNumbers,
            winnerNumber: row.matchStatus === 'pending' ? null : row.winnerNumber,
          })),
          stake,
        ),
      },
    };
  });

  app.post('/expected-results/trigger-match/:state', { schema: TriggerMatchSchema }, async () => {
    const step = await runTrackerStep(app.db, app.analysis);
    return {
      state: POOL_STATE,
      settled: step.settled.map((row) => ({
        id: String(row.id),
        sessionId: row.sessionId,
        expectedDate: row.expectedDate,
        drawTime: row.drawTime,
        matchStatus: row.matchStatus,
        winnerNumber: row.winnerNumber,
      })),
      recorded: step.recorded,
    };
  });
};

export default expectedResultsRoutes;
