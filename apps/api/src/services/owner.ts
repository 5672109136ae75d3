// Who a request is for (issue 36): the visitor cookie's id, the logged-in account and the client's
// address and language, resolved once per request by plugins/owner.plugin.ts into `request.owner`.
// Services take this plain value, never the request, so a test builds one in a line.
import { createHash } from 'node:crypto';
import { HttpError } from '../lib/http-error.js';
import type { Language } from '../messages/index.js';
import type { User } from './session.service.js';

export interface Owner {
  /** The visitor cookie's random id; without a valid cookie, the fresh one this answer sets. */
  visitorId: string;
  /** True when visitorId came from the visitor cookie. */
  visitorFromCookie: boolean;
  /** The account of a valid session cookie, else null. */
  user: User | null;
  /** The account named by a validly signed signup cookie (its payment step), not yet checked. */
  signupUserId: string | null;
  /** The client's address (TRUST_PROXY honoured): the key of per-address limits. */
  ip: string;
  /** The language of the answer (Accept-Language). */
  language: Language;
}

/** The logged-in account, else 401 UNAUTHORIZED. */
export function requireUser(owner: Owner): User {
  if (owner.user === null) throw new HttpError(401, 'UNAUTHORIZED', 'Please log in');
  return owner.user;
}

/**
 * The digest of this browser's visitor cookie id, stored with an account it creates (null without a
 * valid visitor cookie: a client that keeps no cookie is nobody's creator). Verifying from another
 * browser keeps no password (whoever signed up first with someone else's address must not get a
 * password into the account its owner then verifies), and demo mode shows codes only to it.
 */
export function visitorDigest(owner: Owner): string | null {
  if (!owner.visitorFromCookie) return null;
  return createHash('sha256').update(`visitor:${owner.visitorId}`).digest('base64url');
}

/** Whether this browser (its visitor cookie) created the account. */
export function createdHere(owner: Owner, user: { createdByVisitor: string | null }): boolean {
  const digest = visitorDigest(owner);
  return digest !== null && user.createdByVisitor === digest;
}
