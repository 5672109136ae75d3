// Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) must come from the
// app's own pages. Browsers say where a request comes from: `Origin` on every such fetch, and
// `Sec-Fetch-Site` on modern ones. The request passes when its Origin is the host it was sent to
// (the Host header, or X-Forwarded-Host behind a trusted proxy, with the request's scheme) or
// PUBLIC_ORIGIN, scheme and all; without an Origin,
// only `Sec-Fetch-Site: same-origin` passes. Anything else is 403 CROSS_ORIGIN_REFUSED.
//
// A body must also be JSON: a form or `text/plain` body is what a cross-site page can send without a
// CORS preflight, so no route accepts one (415 UNSUPPORTED_MEDIA_TYPE, the status Fastify already gives
// other unknown types). SameSite=Lax cookies already keep most cross-site POSTs from carrying a session;
// this check does not rely on it.
//
// And a state change needs a valid visitor cookie (400 VISITOR_COOKIE_REQUIRED): the first answer to
// any request sets one, so the app's pages always hold it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * `scheme://host[:port]` as a URL writes it (lower case, no default port), or undefined when
 * unparseable. The scheme counts (issue 35 finding 15): http://pick3.example is not the app served at
 * https://pick3.example (a network attacker can serve the former).
 */
function originOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the request carries a body (a length above zero, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** The origins allowed besides the request's own host. */
export interface OriginCheckOptions {
  publicOrigin?: string | undefined;
}

/**
 * Whether the request comes from the app itself.
 * @example sameOrigin(request, new Set(['https://pick3.example'])) // Origin: https://pick3.example → true
 */
export function sameOrigin(request: FastifyRequest, publicOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    const from = originOf(origin);
    if (from === undefined) return false; // `null` (sandboxed frames, file://) and garbage
    if (publicOrigins.has(from)) return true;
    const fromUrl = new URL(from);
    // PUBLIC_ORIGIN's host is served only under PUBLIC_ORIGIN's scheme.
    for (const known of publicOrigins) if (new URL(known).host === fromUrl.host) return false;
    const own = originOf(`${request.protocol}://${request.host}`);
    if (own === undefined) return false;
    if (own === from) return true;
    // A plain-http request may come through a TLS-terminating proxy that is not trusted to say so
    // (no TRUST_PROXY): then an https Origin of the same host is the app's own. An https request
    // never takes an http Origin.
    const ownUrl = new URL(own);
    return (
      ownUrl.protocol === 'http:' && fromUrl.protocol === 'https:' && ownUrl.host === fromUrl.host
    );
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export default fp(
  async function originCheckPlugin(app: FastifyInstance, opts: OriginCheckOptions) {
    const publicOrigins = new Set<string>();
    const publicOrigin = opts.publicOrigin === undefined ? undefined : originOf(opts.publicOrigin);
    if (publicOrigin !== undefined) publicOrigins.add(publicOrigin);

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (!sameOrigin(request, publicOrigins)) {
        throw new HttpError(
          403,
          'CROSS_ORIGIN_REFUSED',
          'This request must come from the app itself (Origin or Sec-Fetch-Site)',
        );
      }
      const type = request.headers['content-type'];
      if (hasBody(request) && (typeof type !== 'string' || !JSON_TYPE.test(type))) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'A request body must be JSON (content-type: application/json)',
        );
      }
      // A state change belongs to a visitor: the one of the cookie the first answer set. Without it
      // nothing ties the change to a browser (an address is shared by many), so it is refused. An
      // unknown route stays a 404.
      if (!request.visitorFromCookie && request.routeOptions.url !== undefined) {
        throw new HttpError(
          400,
          'VISITOR_COOKIE_REQUIRED',
          'This request needs the visitor cookie the app sets on its first answer: load the app (or send any GET) first, then send its cookies',
        );
      }
    });
  },
  { name: 'origin-check', fastify: '5.x', dependencies: ['visitor'] },
);
