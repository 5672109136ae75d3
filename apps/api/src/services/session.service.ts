// Login sessions. The browser holds a random 256-bit token in an httpOnly, SameSite=Lax `session`
// cookie (Secure when the request came over https, which honours TRUST_PROXY; set and cleared by
// lib/auth-cookies.ts); the database holds only its SHA-256, so a leaked table opens no session. The
// `token` routes put in JSON bodies is the session's id: it tells the client it is logged in and is
// worth nothing to an attacker, since the server trusts the cookie alone.
import { createHash, randomBytes } from 'node:crypto';
import { sessionsRepository, usersRepository } from '@pick3/db';
import type { ServiceDeps } from './deps.js';

export type User = NonNullable<Awaited<ReturnType<typeof usersRepository.findById>>>;

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session of the user: `token` goes in the cookie, `id` is the client's `token`. */
export async function startSession(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const session = await sessionsRepository.create(deps.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
  });
  return { id: session.id, token };
}

/** Deletes the session of a cookie's token (if it names one). */
export async function endSession(
  deps: Pick<ServiceDeps, 'db'>,
  token: string | undefined,
): Promise<void> {
  if (token !== undefined && TOKEN.test(token))
    await sessionsRepository.delete(deps.db, hashToken(token));
}

/** The account of a session cookie's token, or null (no cookie, a malformed or expired one). */
export async function sessionUser(
  deps: Pick<ServiceDeps, 'db'>,
  token: string | undefined,
): Promise<User | null> {
  if (token === undefined || !TOKEN.test(token)) return null;
  const session = await sessionsRepository.findValid(deps.db, hashToken(token));
  if (session === undefined) return null;
  return (await usersRepository.findById(deps.db, session.userId)) ?? null;
}
