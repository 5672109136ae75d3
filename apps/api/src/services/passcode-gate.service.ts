// The passcode gate's use cases (spec §2; the hooks that enforce it are plugins/passcode-gate.plugin.ts):
// checking a passcode for an IP (wrong tries counted in auth_attempts: the 5th within 15 minutes
// blocks the IP for 15 minutes), granting the signed `gate` cookie (g1.<passcode id>.<grant id>.
// <expiry>) and reading it back (the cookie itself: lib/auth-cookies.ts). Passcodes are stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { authAttemptsRepository, passcodesRepository } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';
import type { ServiceDeps } from './deps.js';

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

/** A grant cookie's value (signature already checked) when well formed and not expired. */
export function parseGrant(value: string, now = Date.now()): GateGrant | undefined {
  const match = GRANT.exec(value);
  if (match === null) return undefined;
  const grant = {
    passcodeId: Number(match[1]),
    grantId: match[2] ?? '',
    expiresAt: Number(match[3]),
  };
  return grant.expiresAt > now ? grant : undefined;
}

/** The value of a new grant of `passcodeId`, valid for GATE_GRANT_MS. */
export function passcodeGrant(passcodeId: number, now = Date.now()): string {
  return `g1.${passcodeId}.${randomBytes(16).toString('base64url')}.${now + GATE_GRANT_MS}`;
}

/** "15 minutes", "1 minute" */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 when the IP is blocked, with Retry-After (the error handler sets it). */
export function refuseIfBlocked(blockedUntil: Date | null | undefined, now = Date.now()): void {
  if (blockedUntil == null || blockedUntil.getTime() <= now) return;
  const ms = blockedUntil.getTime() - now;
  throw new HttpError(
    429,
    'LOCKED_OUT',
    `Too many failed attempts. Try again in ${minutesText(ms)}.`,
    {},
    Math.ceil(ms / 1000),
  );
}

/**
 * Checks a passcode for `ip`: records the use or the failure. Returns the passcode id on success.
 * @throws HttpError 429 LOCKED_OUT while the IP is blocked, 401 INVALID_PASSCODE for a wrong code.
 */
export async function checkPasscode(
  deps: Pick<ServiceDeps, 'db'>,
  code: string,
  ip: string,
): Promise<number> {
  // Counted before it is checked (one statement): parallel tries never check more than the limit.
  const claim = await authAttemptsRepository.claimAttempt(deps.db, ip, {
    max: MAX_PASSCODE_FAILURES,
    blockMs: PASSCODE_BLOCK_MS,
    windowMs: PASSCODE_FAILURE_WINDOW_MS,
  });
  if (!claim.allowed) refuseIfBlocked(claim.blockedUntil);
  const passcode =
    code.trim() === ''
      ? undefined
      : await passcodesRepository.findActiveByHash(deps.db, hashPasscode(code));
  if (passcode === undefined) throw new HttpError(401, 'INVALID_PASSCODE', 'Invalid passcode');
  // Only this try is given back: the address's failures still count, so knowing one passcode does
  // not buy more guesses at the others.
  await authAttemptsRepository.refund(deps.db, ip, MAX_PASSCODE_FAILURES);
  await passcodesRepository.recordUse(deps.db, passcode.id, ip);
  return passcode.id;
}
