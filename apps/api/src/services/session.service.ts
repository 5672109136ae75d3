// Login sessions. The browser holds a random 256-bit token in an httpOnly, SameSite=Lax `session`
// cookie (Secure when the request came over https, which honours TRUST_PROXY); the database holds only
// its SHA-256, so a leaked table opens no session. The `token` routes put in JSON bodies is the
// session's id: it tells the client it is logged in and is worth nothing to an attacker, since the
// server trusts the cookie alone.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionsRepository, usersRepository } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';

export type User = NonNullable<Awaited<ReturnType<typeof usersRepository.findById>>>;

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: 'auto' as const,
    path: '/',
    maxAge: maxAgeSeconds,
  };
}

/** Creates a session for the user and sets its cookie; returns the session id (the client's `token`). */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const session = await sessionsRepository.create(app.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(SESSION_DAYS * 86_400));
  return session.id;
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token !== undefined && TOKEN.test(token))
    await sessionsRepository.delete(app.db, hashToken(token));
  request.sessionUser = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The logged-in user or null; reads the database at most once per request. */
export async function loadUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<User | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = request.cookies[SESSION_COOKIE];
  let user: User | null = null;
  if (token !== undefined && TOKEN.test(token)) {
    const session = await sessionsRepository.findValid(app.db, hashToken(token));
    if (session !== undefined)
      user = (await usersRepository.findById(app.db, session.userId)) ?? null;
  }
  request.sessionUser = user;
  return user;
}

/** The logged-in user, else 401 UNAUTHORIZED. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const user = await loadUser(app, request);
  if (user === null) throw new HttpError(401, 'UNAUTHORIZED', 'Please log in');
  return user;
}
