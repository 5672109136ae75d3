// The passcode gate (spec §2): while it is on, /api/*, /paypal/* and /docs* answer only browsers that passed
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
// removed from PICK3_PASSCODES: such passcodes are turned off at the next start of a process that
// lists passcodes; a process without PICK3_PASSCODES turns none off). Which passcodes
// are active is re-read at most every PASSCODE_RECHECK_MS, so every replica notices within seconds.
//
// On or off: PASSCODE_GATE=on|off decides; unset, the gate is on when PICK3_PASSCODES is set or any
// active passcode is stored (decided at start: a passcode added with the CLI counts after a restart).
// Passcodes are stored only as SHA-256 hashes (lookups by hash; no secret needed, so the CLI and every
// replica agree), with their usage. Wrong tries count per IP in auth_attempts: the 5th within 15
// minutes of the previous one blocks the IP for 15 minutes (429 with Retry-After); older failures
// decay, so a shared address is never locked out for good.
//
// Pages (issue 35 item 1): every page is served (it shows the gate), but this plugin's one hook decides
// for every request whether it may read data (`request.mayReadData`): the page renderer reads draws,
// results, pools and the first view only when it may, so a page without a grant is the bare shell, and
// a visitor who passed the gate still gets the pages readable without JavaScript. Pages vary on the
// cookie too.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { passcodesRepository } from '@pick3/db';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import {
  CONFIG_PASSCODE_LABEL,
  hashPasscode,
  PASSCODE_RECHECK_MS,
} from '../services/passcode-gate.service.js';
import { readGrant } from '../lib/auth-cookies.js';

export interface PasscodeGate {
  readonly enabled: boolean;
  /** Whether the passcode `id` is active, as last read from the database (at most PASSCODE_RECHECK_MS ago). */
  isActive(id: number): boolean;
  /** Re-reads the active passcodes when the last read is older than PASSCODE_RECHECK_MS. */
  refresh(): Promise<void>;
  /** Re-reads the active passcodes now (an operator's command changed them). */
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passcodeGate: PasscodeGate;
  }
  interface FastifyRequest {
    /** Whether this request may be answered with stored data (false only under the gate, without a grant). */
    mayReadData: boolean;
  }
}

/** Routes of the gated prefixes that stay open: health probes and the gate itself. */
const OPEN_ROUTES = new Set([
  '/api/health',
  '/api/ready',
  '/api/auth/passcode',
  '/api/auth/passcode/status',
]);
// The API documentation (/docs, /docs/json, its UI's files) describes every gated route: gated too.
const GATED_ROUTE = /^\/(api|paypal|docs)(\/|$)/i;
/** Whether the matched route is behind the gate (by its route pattern, e.g. `/api/pools/:poolId`). */
export function isGatedRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && GATED_ROUTE.test(routeUrl) && !OPEN_ROUTES.has(routeUrl);
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
      passcode.isActive &&
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
    // Passcodes from the environment belong to the processes that list them: a process without
    // PICK3_PASSCODES (a worker, a replica with the gate off) says nothing about them and turns none
    // off; one with a list turns off those dropped from it.
    if (codes.length > 0) await retireRemovedConfigPasscodes(app, codes);

    let activeIds = new Set<number>();
    let readAt = 0;
    let reading: Promise<void> | undefined;
    const readActive = async () => {
      const all = await passcodesRepository.list(app.db);
      activeIds = new Set(all.filter((p) => p.isActive).map((p) => p.id));
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
    app.decorateRequest('mayReadData', true);
    const reload = async () => {
      readAt = 0;
      await refresh();
    };
    app.decorate('passcodeGate', {
      enabled,
      isActive: (id: number) => activeIds.has(id),
      refresh,
      reload,
    });
    if (gate === 'on' && activeIds.size === 0) {
      app.log.warn(
        'PASSCODE_GATE=on but no passcode exists: add one with `node dist/cli.js passcode add <code>`',
      );
    }
    app.log.info({ passcodeGate: enabled ? 'on' : 'off' }, 'passcode gate');
    if (!enabled) return;

    // The one decision for every request, API or page.
    app.addHook('onRequest', async (request) => {
      const grant = readGrant(request);
      let passed = false;
      if (grant !== undefined) {
        await refresh();
        passed = activeIds.has(grant.passcodeId);
      }
      request.mayReadData = passed;
      // The route the router matched: unknown paths have none and end in the 404 handler (a page).
      if (!passed && isGatedRoute(request.routeOptions.url))
        throw new HttpError(401, 'PASSCODE_REQUIRED', 'Passcode required');
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (isPage || isGatedRoute(request.routeOptions.url)) keepPrivate(reply);
      return payload;
    });
  },
  { name: 'passcode-gate', fastify: '5.x', dependencies: ['@fastify/cookie', 'db'] },
);
