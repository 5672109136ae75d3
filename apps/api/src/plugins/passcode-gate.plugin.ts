// The passcode gate (spec §2): while it is on, /api/* and /paypal/* answer only browsers that passed
// it, proven by a signed httpOnly `gate` cookie that lives for the browser session. Health, readiness
// and the passcode routes themselves stay open; so do the page and its assets, which show the gate.
//
// On or off: PASSCODE_GATE=on|off decides; unset, the gate is on when PICK3_PASSCODES is set or any
// active passcode is stored (decided at start: a passcode added with the CLI counts after a restart).
// Passcodes are stored only as SHA-256 hashes (lookups by hash; no secret needed, so the CLI and every
// replica agree), with their usage. Wrong tries count per IP in auth_attempts: the 5th blocks the IP
// for 15 minutes (429 with Retry-After), whatever it sends meanwhile.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authAttemptsRepository, passcodesRepository } from '@pick3/db';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    passcodeGate: { readonly enabled: boolean };
  }
}

export const GATE_COOKIE = 'gate';
export const MAX_PASSCODE_FAILURES = 5;
export const PASSCODE_BLOCK_MS = 15 * 60_000;

const OPEN_PATHS = new Set(['/api/health', '/api/ready', '/api/auth/passcode', '/api/auth/passcode/status']);
const GATED = /^\/(api|paypal)(\/|$)/;

/** The stored form of a passcode. */
export function hashPasscode(code: string): string {
  return createHash('sha256').update(`pick3-passcode:${code.trim()}`).digest('hex');
}

export function passedGate(request: FastifyRequest): boolean {
  const raw = request.cookies[GATE_COOKIE];
  if (raw === undefined) return false;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && unsigned.value.startsWith('ok:');
}

/** "15 minutes", "1 minute" */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 when the IP is blocked; sets Retry-After. */
export function refuseIfBlocked(reply: FastifyReply, blockedUntil: Date | null | undefined, now = Date.now()): void {
  if (blockedUntil == null || blockedUntil.getTime() <= now) return;
  const ms = blockedUntil.getTime() - now;
  reply.header('retry-after', String(Math.ceil(ms / 1000)));
  throw new HttpError(429, 'LOCKED_OUT', `Too many failed attempts. Try again in ${minutesText(ms)}.`);
}

/**
 * Checks a passcode for `ip`: records the use or the failure. Returns the passcode id on success.
 * @throws HttpError 429 LOCKED_OUT while the IP is blocked, 401 INVALID_PASSCODE for a wrong code.
 */
export async function checkPasscode(app: FastifyInstance, reply: FastifyReply, code: string, ip: string): Promise<number> {
  const attempts = await authAttemptsRepository.get(app.db, ip);
  refuseIfBlocked(reply, attempts?.blockedUntil);
  const passcode = code.trim() === '' ? undefined : await passcodesRepository.findActiveByHash(app.db, hashPasscode(code));
  if (passcode === undefined) {
    await authAttemptsRepository.recordFailure(app.db, ip, { max: MAX_PASSCODE_FAILURES, blockMs: PASSCODE_BLOCK_MS });
    throw new HttpError(401, 'INVALID_PASSCODE', 'Invalid passcode');
  }
  await authAttemptsRepository.reset(app.db, ip);
  await passcodesRepository.recordUse(app.db, passcode.id, ip);
  return passcode.id;
}

export function grantGate(reply: FastifyReply, passcodeId: number): void {
  // No maxAge: a browser-session cookie, as the spec's gate is "hidden for the session".
  reply.setCookie(GATE_COOKIE, `ok:${passcodeId}`, { signed: true, httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/' });
}

export default fp(
  async function passcodeGatePlugin(app: FastifyInstance, opts: { config: Config }) {
    const { gate, codes } = opts.config.passcode;
    for (const code of codes) await passcodesRepository.upsertHash(app.db, { codeHash: hashPasscode(code), isActive: true });
    const enabled = gate === 'on' || (gate === 'auto' && (codes.length > 0 || (await passcodesRepository.countActive(app.db)) > 0));
    app.decorate('passcodeGate', { enabled });
    if (gate === 'on' && codes.length === 0 && (await passcodesRepository.countActive(app.db)) === 0) {
      app.log.warn('PASSCODE_GATE=on but no passcode exists: add one with `node dist/cli.js passcode add <code>`');
    }
    app.log.info({ passcodeGate: enabled ? 'on' : 'off' }, 'passcode gate');
    if (!enabled) return;

    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!GATED.test(path) || OPEN_PATHS.has(path) || passedGate(request)) return;
      throw new HttpError(401, 'PASSCODE_REQUIRED', 'Passcode required');
    });
  },
  { name: 'passcode-gate', fastify: '5.x', dependencies: ['@fastify/cookie', 'db'] },
);
