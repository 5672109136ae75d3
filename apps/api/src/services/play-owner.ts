// Whose cart, orders and plays a request acts on (issue 25): the logged-in account's, on any
// browser; else the visitor cookie's own (those bought logged out). A login never takes a visitor's
// plays by itself: only POST /api/me/claim-visitor-plays moves them, when the player says yes.
import { ordersRepository } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';
import type { ServiceDeps } from './deps.js';
import type { Owner } from './owner.js';

export interface RequestOwner {
  visitorId: string;
  /** The account's id when logged in; null for a logged-out visitor. */
  userId: string | null;
}

export function playOwner(owner: Pick<Owner, 'visitorId' | 'user'>): RequestOwner {
  return { visitorId: owner.visitorId, userId: owner.user?.id ?? null };
}

/** The tracker session of a purchase: `purchase-<order id>` (checkout.service.ts). */
const PURCHASE_SESSION = 'purchase-';

/**
 * A purchase's tracker session is its buyer's (issue 35 finding 11): the account that bought it, or
 * the visitor who did. Anyone else gets the 404 an unknown session gets. Pool sessions are public.
 */
export async function requireTrackerSessionOwner(
  deps: Pick<ServiceDeps, 'db'>,
  asker: Owner,
  sessionId: string,
): Promise<void> {
  if (!sessionId.startsWith(PURCHASE_SESSION)) return;
  const order = await ordersRepository.findById(deps.db, sessionId.slice(PURCHASE_SESSION.length));
  const owner = playOwner(asker);
  const mine =
    order !== undefined &&
    ((order.userId !== null && order.userId === owner.userId) ||
      order.visitorId === owner.visitorId);
  if (!mine) throw new HttpError(404, 'NOT_FOUND', 'No such tracker session');
}

/** Whether a session id is a purchase's (private to its buyer). */
export const isPurchaseSession = (sessionId: string): boolean =>
  sessionId.startsWith(PURCHASE_SESSION);
