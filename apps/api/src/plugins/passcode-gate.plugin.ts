// The passcode gate (spec §2): while it is on, /api/* and /paypal/* answer only browsers that passed
// it, proven by a signed httpOnly `gate` cookie that lives for the browser session. Health, readiness
// and the passcode routes themselves stay open; so do the page and its assets, which show the gate.
//
// The gate decides on the route the router matched (`request.routeOptions.url`), never on the raw
// URL: `/%61pi/states`, `/API/states` or `//api/states` either reach a gated route (and are gated)
// or match none (404). Gated answers are `Cache-Control: private` and vary on the cookie, so no
// shared cache hands them to a browser that did not pass.
//
// The cookie carries the passcode's id, a random grant id and an expiry, signed with COOKIE_SECRET.
// It stops working when it expires, or when its passcode is turned off (CLI `passcode disable`, or
// removed from PICK3_PASSCODES: such passcodes are turned off at the next start). Which passcodes
// are active is re-read at most every PASSCODE_RECHECK_MS, so every replica notices within seconds.
//
// On or off: PASSCODE_GATE=on|off decides; unset, the gate is on when PICK3_PASSCODES is set or any
// active passcode is stored (decided at start: a passcode added with the CLI counts after a restart).
// Passcodes are stored only as SHA-256 hashes (lookups by hash; no secret needed, so the CLI and every
// replica agree), with their usage. Wrong tries count per IP in auth_attempts: the 5th within 15
// minutes of the previous one blocks the IP for 15 minutes (429 with Retry-After); older failures
// decay, so a shared address is never locked out for good.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authAttemptsRepository, passcodesRepository } from '@pick3/db';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

export interface PasscodeGate {
  readonly enabled: boolean;
  /** Whether the passcode `id` is active, as last read from the database (at most PASSCODE_RECHECK_MS ago). */
  isActive(id: number): boolean;
  /** Re-reads the active passcodes when the last read is older than PASSCODE_RECHECK_MS. */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passcodeGate: PasscodeGate;
  }
}

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

/** Routes of the gated prefixes that stay open: health probes and the gate itself. */
const OPEN_ROUTES = new Set([
  '/api/health',
  '/api/ready',
  '/api/auth/passcode',
  '/api/auth/passcode/status',
]);
const GATED_ROUTE = /^\/(api|paypal)(\/|$)/i;
// g1.<passcode id>.<grant id>.<expiry, ms since epoch>
const GRANT = /^g1\.([0-9]{1,10})\.([A-Za-z0-9_-]{16,32})\.([0-9]{1,15})$/;

/** The stored form of a passcode. */
export function hashPasscode(code: string): string {
  return createHash('sha256').update(`pick3-passcode:${code.trim()}`).digest('hex');
}

/** Whether the matched route is behind the gate (by its route pattern, e.g. `/api/pools/:poolId`). */
export function isGatedRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && GATED_ROUTE.test(routeUrl) && !OPEN_ROUTES.has(routeUrl);
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
  const attempts = await authAttemptsRepository.get(app.db, ip);
  refuseIfBlocked(reply, attempts?.blockedUntil);
  const passcode =
    code.trim() === ''
      ? undefined
      : await passcodesRepository.findActiveByHash(app.db, hashPasscode(code));
  if (passcode === undefined) {
    await authAttemptsRepository.recordFailure(app.db, ip, {
      max: MAX_PASSCODE_FAILURES,
      blockMs: PASSCODE_BLOCK_MS,
      windowMs: PASSCODE_FAILURE_WINDOW_MS,
    });
    throw new HttpError(401, 'INVALID_PASSCODE', 'Invalid passcode');
  }
  await authAttemptsRepository.reset(app.db, ip);
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

/**
 * A gated answer must not sit in a shared cache: `public` becomes `private`, an answer without
 * Cache-Control gets `private`, and `Vary: Cookie` is added.
 */
function keepPrivate(reply: FastifyReply): void {
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl !== 'string' || cacheControl.trim() === '') {
    reply.header('cache-control', 'private');
  } else if (/\bpublic\b/i.test(cacheControl)) {
    reply.header('cache-control', cacheControl.replace(/\bpublic\b/gi, 'private'));
  } else if (!/\b(private|no-store)\b/i.test(cacheControl)) {
    reply.header('cache-control', `private, ${cacheControl}`);
  }
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(varies))
    reply.header('vary', varies === '' ? 'Cookie' : `${varies}, Cookie`);
}

/** Turns off passcodes that came from PICK3_PASSCODES earlier and are no longer listed there. */
async function retireRemovedConfigPasscodes(
  app: FastifyInstance,
  codes: readonly string[],
): Promise<void> {
  const listed = new Set(codes.map(hashPasscode));
  for (const passcode of await passcodesRepository.list(app.db)) {
    if (
      passcode.code === CONFIG_PASSCODE_LABEL &&
      passcode.isActive === 'true' &&
      !listed.has(passcode.codeHash)
    ) {
      await passcodesRepository.setActive(app.db, passcode.codeHash, false);
      app.log.info(
        { passcodeId: passcode.id },
        'passcode no longer in PICK3_PASSCODES: turned off',
      );
    }
  }
}

export default fp(
  async function passcodeGatePlugin(app: FastifyInstance, opts: { config: Config }) {
    const { gate, codes } = opts.config.passcode;
    for (const code of codes) {
      await passcodesRepository.upsertHash(app.db, {
        codeHash: hashPasscode(code),
        code: CONFIG_PASSCODE_LABEL,
        isActive: true,
      });
    }
    await retireRemovedConfigPasscodes(app, codes);

    let activeIds = new Set<number>();
    let readAt = 0;
    let reading: Promise<void> | undefined;
    const readActive = async () => {
      const all = await passcodesRepository.list(app.db);
      activeIds = new Set(all.filter((p) => p.isActive === 'true').map((p) => p.id));
      readAt = Date.now();
    };
    await readActive();
    const refresh = async (): Promise<void> => {
      if (Date.now() - readAt < PASSCODE_RECHECK_MS) return;
      // One read at a time, shared by every request waiting for it.
      reading ??= readActive()
        .catch((error: unknown) => {
          // Keep the last known list: the database being away is not a reason to open or shut the gate.
          app.log.warn({ err: error }, 'passcode gate: cannot re-read the active passcodes');
        })
        .finally(() => {
          reading = undefined;
        });
      await reading;
    };

    const enabled = gate === 'on' || (gate === 'auto' && activeIds.size > 0);
    app.decorate('passcodeGate', { enabled, isActive: (id: number) => activeIds.has(id), refresh });
    if (gate === 'on' && activeIds.size === 0) {
      app.log.warn(
        'PASSCODE_GATE=on but no passcode exists: add one with `node dist/cli.js passcode add <code>`',
      );
    }
    app.log.info({ passcodeGate: enabled ? 'on' : 'off' }, 'passcode gate');
    if (!enabled) return;

    app.addHook('onRequest', async (request) => {
      // The route the router matched: unknown paths have none and end in the 404 handler.
      if (!isGatedRoute(request.routeOptions.url)) return;
      const grant = readGrant(request);
      if (grant !== undefined) {
        await refresh();
        if (activeIds.has(grant.passcodeId)) return;
      }
      throw new HttpError(401, 'PASSCODE_REQUIRED', 'Passcode required');
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isGatedRoute(request.routeOptions.url)) keepPrivate(reply);
      return payload;
    });
  },
  { name: 'passcode-gate', fastify: '5.x', dependencies: ['@fastify/cookie', 'db'] },
);
