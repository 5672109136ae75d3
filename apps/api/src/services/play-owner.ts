// Whose cart, orders and plays a request acts on (issue 25): the logged-in account's, on any
// browser; else the visitor cookie's own (those bought logged out). A login never takes a visitor's
// plays by itself: only POST /api/me/claim-visitor-plays moves them, when the player says yes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadUser } from './session.service.js';

export interface RequestOwner {
  visitorId: string;
  /** The account's id when logged in; null for a logged-out visitor. */
  userId: string | null;
}

export async function playOwner(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RequestOwner> {
  const user = await loadUser(app, request);
  return { visitorId: request.visitorId, userId: user?.id ?? null };
}
