// Alert settings, served at /api/alerts with the spec's /api/aert as an alias (see app.ts): each
// route parses, calls one use case of services/alert-settings.service.ts and answers; never cached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GetAlertSettingsSchema,
  GetAlertHistorySchema,
  PutAlertSettingsSchema,
  SendAlertCodeSchema,
  VerifyAlertCodeSchema,
} from '@pick3/contract';
import { authRateLimit } from '../../lib/auth-rate-limit.js';
import {
  alertHistory,
  alertSettings,
  saveAlertSettings,
  sendAlertAddressCode,
  verifyAlertAddress,
} from '../../services/alert-settings.service.js';

const alertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/alerts', { schema: GetAlertSettingsSchema }, async (request) =>
    alertSettings(app, request.owner, request.query.state),
  );

  app.get('/alerts/history', { schema: GetAlertHistorySchema }, async (request) =>
    alertHistory(app, request.owner),
  );

  app.put('/alerts', { schema: PutAlertSettingsSchema }, async (request) =>
    saveAlertSettings(app, request.owner, request.body, request.query.state),
  );

  app.post(
    '/alerts/verify/send',
    { schema: SendAlertCodeSchema, config: { rateLimit: authRateLimit('alerts-code') } },
    async (request) => sendAlertAddressCode(app, request.owner, request.body),
  );

  app.post(
    '/alerts/verify',
    { schema: VerifyAlertCodeSchema, config: { rateLimit: authRateLimit('alerts-verify') } },
    async (request) => verifyAlertAddress(app, request.owner, request.body),
  );
};

export default alertsRoutes;
