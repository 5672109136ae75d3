// The passcode gate's use cases (spec §2; the hooks that enforce it are plugins/passcode-gate.plugin.ts):
// checking a passcode for an IP (wrong tries counted in auth_attempts: the 5th within 15 minutes
// blocks the IP for 15 minutes), granting the signed `gate` cookie (g1.<passcode id>.<grant id>.
// <expiry>) and reading it back. Passcodes are stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authAttemptsRepository, passcodesRepository } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';

export const GATE_COOKIE = 'gate';
export const MAX_PASSCODE_FAILURES = 5;
export const PASSCODE_BLOCK_MS = 15 * 60_000;
/** Failures further apart than this do not add up (auth_attempts windowMs). */
export const PASSCODE_FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a grant lasts, whatever the browser does with its session cookie. */
export const GATE_GRANT_MS = 7 * 24 * 60 * 60_000;
/** How stale the list of active passcodes may be. */
export const PASSCODE_RECHECK_MS = 2_000;
/** The `code` label of passcodes that come from PICK3_PASSCODES (never the secret itself). */
export const CONFIG_PASSCODE_LABEL = 'PICK3_PASSCODES';

// g1.<passcode id>.<grant id>.<expiry, ms since epoch>
const GRANT = /^g1\.([0-9]{1,10})\.([A-Za-z0-9_-]{16,32})\.([0-9]{1,15})$/;

/** The stored form of a passcode. */
export function hashPasscode(code: string): string {
  return createHash('sha256').update(`pick3-passcode:${code.trim()}`).digest('hex');
}

export interface GateGrant {
  passcodeId: number;
  grantId: string;
  expiresAt: number;
}

/** The request's grant when its cookie is signed by us and not expired (the passcode is not checked). */
export function readGrant(request: FastifyRequest, now = Date.now()): GateGrant | undefined {
  const raw = request.cookies[GATE_COOKIE];
  if (raw === undefined) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  const match = GRANT.exec(unsigned.value);
  if (match === null) return undefined;
  const grant = {
    passcodeId: Number(match[1]),
    grantId: match[2] ?? '',
    expiresAt: Number(match[3]),
  };
  return grant.expiresAt > now ? grant : undefined;
}

/** Whether the request carries a valid grant of a passcode that is still active. */
export function passedGate(request: FastifyRequest): boolean {
  const grant = readGrant(request);
  if (grant === undefined) return false;
  // Answers from the last read; a stale list is re-read in the background for the next request.
  void request.server.passcodeGate.refresh();
  return request.server.passcodeGate.isActive(grant.passcodeId);
}

/** "15 minutes", "1 minute" */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 when the IP is blocked; sets Retry-After. */
export function refuseIfBlocked(
  reply: FastifyReply,
  blockedUntil: Date | null | undefined,
  now = Date.now(),
): void {
  if (blockedUntil == null || blockedUntil.getTime() <= now) return;
  const ms = blockedUntil.getTime() - now;
  reply.header('retry-after', String(Math.ceil(ms / 1000)));
  throw new HttpError(
    429,
    'LOCKED_OUT',
    `Too many failed attempts. Try again in ${minutesText(ms)}.`,
  );
}

/**
 * Checks a passcode for `ip`: records the use or the failure. Returns the passcode id on success.
 * @throws HttpError 429 LOCKED_OUT while the IP is blocked, 401 INVALID_PASSCODE for a wrong code.
 */
export async function checkPasscode(
  app: FastifyInstance,
  reply: FastifyReply,
  code: string,
  ip: string,
): Promise<number> {
  // Counted before it is checked (one statement): parallel tries never check more than the limit.
  const claim = await authAttemptsRepository.claimAttempt(app.db, ip, {
    max: MAX_PASSCODE_FAILURES,
    blockMs: PASSCODE_BLOCK_MS,
    windowMs: PASSCODE_FAILURE_WINDOW_MS,
  });
  if (!claim.allowed) refuseIfBlocked(reply, claim.blockedUntil);
  const passcode =
    code.trim() === ''
      ? undefined
      : await passcodesRepository.findActiveByHash(app.db, hashPasscode(code));
  if (passcode === undefined) throw new HttpError(401, 'INVALID_PASSCODE', 'Invalid passcode');
  // Only this try is given back: the address's failures still count, so knowing one passcode does
  // not buy more guesses at the others.
  await authAttemptsRepository.refund(app.db, ip, MAX_PASSCODE_FAILURES);
  await passcodesRepository.recordUse(app.db, passcode.id, ip);
  return passcode.id;
}

/** Sets the gate cookie: a new grant of `passcodeId`, valid for GATE_GRANT_MS. */
export function grantGate(reply: FastifyReply, passcodeId: number, now = Date.now()): void {
  const value = `g1.${passcodeId}.${randomBytes(16).toString('base64url')}.${now + GATE_GRANT_MS}`;
  // No maxAge: a browser-session cookie, as the spec's gate is "hidden for the session"; the signed
  // expiry ends it even in a browser that restores its sessions.
  reply.setCookie(GATE_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
  });
}
