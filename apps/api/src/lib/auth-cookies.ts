// The cookies of the account flows, set and read on the HTTP side only (services return the values):
// the `session` token, the signed `signup` cookie of a verified account waiting for its payment, and
// the signed passcode `gate` grant. All httpOnly, SameSite=Lax, Secure when the request came over
// https (TRUST_PROXY honoured).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNUP_COOKIE } from '../services/auth.service.js';
import {
  GATE_COOKIE,
  parseGrant,
  passcodeGrant,
  type GateGrant,
} from '../services/passcode-gate.service.js';
import { SESSION_COOKIE, SESSION_DAYS } from '../services/session.service.js';

const base = { httpOnly: true, sameSite: 'lax' as const, secure: 'auto' as const, path: '/' };

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...base, maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Hands a verified account to the payment step for an hour. */
export function setSignupCookie(reply: FastifyReply, userId: string): void {
  reply.setCookie(SIGNUP_COOKIE, userId, { ...base, signed: true, maxAge: 3600 });
}

export function clearSignupCookie(reply: FastifyReply): void {
  reply.clearCookie(SIGNUP_COOKIE, { path: '/' });
}

/** A signed cookie's value when its signature is ours, else null. */
export function signedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** Sets the gate cookie: a new grant of `passcodeId` (services/passcode-gate.service.ts). */
export function setGateCookie(reply: FastifyReply, passcodeId: number, now = Date.now()): void {
  // No maxAge: a browser-session cookie, as the spec's gate is "hidden for the session"; the signed
  // expiry ends it even in a browser that restores its sessions.
  reply.setCookie(GATE_COOKIE, passcodeGrant(passcodeId, now), { ...base, signed: true });
}

/** The request's grant when its cookie is signed by us and not expired (the passcode is not checked). */
export function readGrant(request: FastifyRequest, now = Date.now()): GateGrant | undefined {
  const value = signedCookie(request, GATE_COOKIE);
  return value === null ? undefined : parseGrant(value, now);
}

/** Whether the request carries a valid grant of a passcode that is still active. */
export function passedGate(request: FastifyRequest): boolean {
  const grant = readGrant(request);
  if (grant === undefined) return false;
  // Answers from the last read; a stale list is re-read in the background for the next request.
  void request.server.passcodeGate.refresh();
  return request.server.passcodeGate.isActive(grant.passcodeId);
}
