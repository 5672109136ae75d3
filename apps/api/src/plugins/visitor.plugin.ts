// Who is asking: `request.visitorId` identifies an anonymous visitor for carts, polls and trackers.
// A signed, httpOnly, SameSite=Lax `visitor` cookie carries a random id. A request without a valid
// cookie is a new visitor: a fresh id, set as its cookie on the answer (so a read sees an empty cart,
// never one shared by address), and a state change without the cookie is refused (400
// VISITOR_COOKIE_REQUIRED, plugins/origin-check.plugin.ts). A browser, whose first request is the
// HTML page, holds the cookie before its first API call.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Random cookie id (22 base64url characters); without a valid cookie, a fresh one set on the answer. */
    visitorId: string;
    /** True when visitorId came from the visitor cookie. */
    visitorFromCookie: boolean;
  }
}

export const VISITOR_COOKIE = 'visitor';
/** 400 days: the longest lifetime browsers honour for a cookie. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
// Never contains '.' or ':', so a cookie id can never collide with an IP address.
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export default fp(
  async function visitorPlugin(app: FastifyInstance) {
    app.decorateRequest('visitorId', '');
    app.decorateRequest('visitorFromCookie', false);

    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[VISITOR_COOKIE];
      if (raw !== undefined) {
        const unsigned = request.unsignCookie(raw);
        if (unsigned.valid && unsigned.value !== null && VISITOR_ID.test(unsigned.value)) {
          request.visitorId = unsigned.value;
          request.visitorFromCookie = true;
          return;
        }
      }
      // A visitor of its own, whose cookie this answer sets: nothing is shared by address.
      request.visitorId = newVisitorId();
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.visitorFromCookie) return;
      // A response a shared cache may store must not carry a personal Set-Cookie.
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && cacheControl.includes('public')) return;
      reply.setCookie(VISITOR_COOKIE, request.visitorId, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        path: '/',
        maxAge: MAX_AGE_SECONDS,
      });
    });
  },
  { name: 'visitor', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
