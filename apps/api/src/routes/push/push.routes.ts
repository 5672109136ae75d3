// Web Push subscriptions (issue 25 item 6): the VAPID public key a browser subscribes with, and the
// browser's subscription with the events it asks for. A visitor or an account may subscribe; the
// subscription belongs to whoever sent it (the visitor id, or the account once logged in), which is
// whose tracked numbers its hit pushes follow. Sending is services/push.service.ts, after ingestion.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isKnownState, type DrawTimeCode } from '@pick3/core';
import { pushRepository } from '@pick3/db';
import {
  DeletePushSubscriptionSchema,
  FindPushSubscriptionSchema,
  GetPushKeySchema,
  PutPushSubscriptionSchema,
} from '@pick3/contract';
import { HttpError } from '../../lib/http-error.js';
import { endpointProblem, PUSH_SUBSCRIPTIONS_PER_OWNER } from '../../services/push.service.js';

/** The same owner key as the alert settings: the account when logged in, else the visitor. */
function ownerOf(request: FastifyRequest): string {
  const user = request.owner.user;
  return user === null ? request.owner.visitorId : `user:${user.id}`;
}

function checkEndpoint(app: FastifyInstance, endpoint: string, field: string): void {
  const problem = endpointProblem(endpoint, app.config.push.extraServiceHosts);
  if (problem !== null) throw new HttpError(400, 'VALIDATION_ERROR', problem, { field });
}

const toReply = (s: pushRepository.PushSubscription) => ({
  endpoint: s.endpoint,
  language: s.language,
  states: s.states,
  drawTimes: s.drawTimes,
  hits: s.hits,
  pool: s.pool,
});

const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/push/key', { schema: GetPushKeySchema }, async () => ({
    publicKey: app.push.publicKey,
  }));

  app.put('/push/subscription', { schema: PutPushSubscriptionSchema }, async (request) => {
    const { subscription, language, states, drawTimes, hits, pool } = request.body;
    checkEndpoint(app, subscription.endpoint, 'subscription.endpoint');
    const codes = states.map((s) => s.toUpperCase());
    const unknown = codes.find((code) => !isKnownState(code));
    if (unknown !== undefined)
      throw new HttpError(400, 'VALIDATION_ERROR', `Unknown state: ${unknown}`, {
        field: 'states',
      });
    const owner = ownerOf(request);
    const stored = await pushRepository.upsertSubscription(app.db, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      owner,
      language,
      states: [...new Set(codes)],
      drawTimes: drawTimes as DrawTimeCode[],
      hits,
      pool,
    });
    // At most PUSH_SUBSCRIPTIONS_PER_OWNER: a new browser replaces the owner's oldest subscription.
    await pushRepository.keepNewestOfOwner(app.db, owner, PUSH_SUBSCRIPTIONS_PER_OWNER);
    return toReply(stored);
  });

  // POST with the endpoint in the body, not a GET with it in the URL: URLs are logged.
  app.post('/push/subscription/find', { schema: FindPushSubscriptionSchema }, async (request) => {
    const stored = await pushRepository.findSubscription(app.db, request.body.endpoint);
    if (stored === undefined)
      throw new HttpError(404, 'NOT_FOUND', 'This browser is not subscribed to push alerts');
    return toReply(stored);
  });

  // The endpoint is the browser's secret (only it and its push service know it): whoever holds it
  // may stop the pushes, as the browser itself can by unsubscribing.
  app.post('/push/unsubscribe', { schema: DeletePushSubscriptionSchema }, async (request) => ({
    removed: await pushRepository.removeSubscription(app.db, request.body.endpoint),
  }));
};

export default pushRoutes;
