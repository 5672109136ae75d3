// The pool tracker: GET lists a session's expected results, each pending one with the draw it waits
// for and when its data will come, and how the pool fares against chance (hit rate, and money: each
// number of a settled set bought straight as the basket sells it, core trackerMoney); POST trigger-match settles
// arrived draws and records the next draw on sale (services/tracker.service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json.js';
import { POOL_STATE } from '../../services/pool-state.js';
import { languageOf } from '../../messages/index.js';
import { listExpectedResults, runTrackerStep } from '../../services/tracker.service.js';
import { isPurchaseSession, requireTrackerSessionOwner } from '../../services/play-owner.js';
import { ListExpectedResultsSchema, TriggerMatchSchema } from '@pick3/contract';

const expectedResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptEmptyJsonBodies(app);

  app.get('/expected-results', { schema: ListExpectedResultsSchema }, async (request, reply) => {
    await requireTrackerSessionOwner(app, request.owner, request.query.sessionId);
    const answer = await listExpectedResults(
      app,
      request.query,
      languageOf(request.headers['accept-language']),
    );
    reply.header('cache-control', 'no-cache');
    return answer;
  });

  app.post('/expected-results/trigger-match/:state', { schema: TriggerMatchSchema }, async () => {
    const step = await runTrackerStep(app.db, app.analysis, app.states.now());
    return {
      state: POOL_STATE,
      // Purchases' sessions are their buyers' own: only the public pools' are listed.
      settled: step.settled
        .filter((row) => !isPurchaseSession(row.sessionId))
        .map((row) => ({
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
