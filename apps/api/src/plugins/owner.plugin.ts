// Who a request is for, resolved once (issue 36): a preHandler reads the visitor (visitor.plugin.ts),
// the session cookie's account, the signup cookie, the address and the language into
// `request.owner` (services/owner.ts), which routes hand to the services. Only the API's routes
// (/api, /paypal) look the account up: pages and static files never act for an account, and a
// logged-in browser sends its cookie with every file.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signedCookie } from '../lib/auth-cookies.js';
import { languageOf } from '../messages/index.js';
import { SIGNUP_COOKIE } from '../services/auth.service.js';
import type { Owner } from '../services/owner.js';
import { SESSION_COOKIE, sessionUser } from '../services/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request is for; set by the preHandler of owner.plugin.ts. */
    owner: Owner;
  }
}

/** Route paths that act for an account. */
const ACCOUNT_ROUTES = ['/api/', '/paypal/'];

export default fp(
  async function ownerPlugin(app: FastifyInstance) {
    app.decorateRequest('owner', null as unknown as Owner);
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.url ?? '';
      const forAccount = ACCOUNT_ROUTES.some((prefix) => route.startsWith(prefix));
      request.owner = {
        visitorId: request.visitorId,
        visitorFromCookie: request.visitorFromCookie,
        user: forAccount ? await sessionUser(app, request.cookies[SESSION_COOKIE]) : null,
        signupUserId: forAccount ? signedCookie(request, SIGNUP_COOKIE) : null,
        ip: request.ip,
        language: languageOf(request.headers['accept-language']),
      };
    });
  },
  { name: 'owner', fastify: '5.x', dependencies: ['@fastify/cookie', 'db', 'visitor'] },
);
