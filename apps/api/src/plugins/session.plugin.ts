// Login sessions on each request: `request.sessionUser` starts unknown and is loaded at most once by
// services/session.service.ts (`loadUser`), which also starts and ends sessions.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../services/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. Loaded once per request by `loadUser`. */
    sessionUser: User | null | undefined;
  }
}

export default fp(
  async function sessionPlugin(app: FastifyInstance) {
    app.decorateRequest('sessionUser', undefined);
  },
  { name: 'session', fastify: '5.x', dependencies: ['@fastify/cookie', 'db'] },
);
