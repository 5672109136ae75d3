// Route tests speak to the app as its own pages do. A browser sends `Origin` with every POST, PUT,
// PATCH and DELETE, and the API refuses state-changing requests without the app's own origin
// (plugins/origin-check.plugin.ts). `sendLikeTheApp` makes app.inject() add that header (the origin
// of the Host it sends) when a test did not set Origin or Sec-Fetch-Site itself; a test of the check
// sets its own, or calls `injectAsIs` to send exactly what it built.
//
// A page also holds the visitor cookie of its first answer, and a state change without it is refused
// (400 VISITOR_COOKIE_REQUIRED). A state-changing request that sends no cookie at all gets the
// visitor cookie of its client address's browser (one browser per `remoteAddress`, the id derived
// from it and signed with the app's secret), and so do later requests of that address that send no
// cookie, so a test that changed something from an address reads it back from there. Tests of the
// cookie rules use `injectAsIs`.
import { createHash } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const originalInject = new WeakMap<App, App['inject']>();

/** The options with `origin` added when the request changes state and names no origin of its own. */
export function withAppOrigin(options: InjectOptions): InjectOptions {
  const method = String(options.method ?? 'GET').toUpperCase();
  if (!STATE_CHANGING.has(method)) return options;
  const headers = { ...(options.headers ?? {}) } as Record<string, string | string[] | undefined>;
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  if (names.has('origin') || names.has('sec-fetch-site')) return options;
  const explicitHost = Object.entries(headers).find(([name]) => name.toLowerCase() === 'host')?.[1];
  const url = typeof options.url === 'string' ? options.url : undefined;
  const urlHost = url !== undefined && /^https?:\/\//i.test(url) ? new URL(url).host : undefined;
  // light-my-request's own Host when the test sets none.
  const host = typeof explicitHost === 'string' ? explicitHost : (urlHost ?? 'localhost:80');
  return { ...options, headers: { ...headers, origin: `http://${host}` } };
}

/** The visitor cookie of the browser at `address` (its id derived from the address), signed. */
function addressVisitorCookie(app: App, address: string): string {
  const id = createHash('sha256')
    .update(`test-browser:${address}`)
    .digest('base64url')
    .slice(0, 22);
  return `visitor=${encodeURIComponent(app.signCookie(id))}`;
}

/**
 * The options with the visitor cookie of the client address's browser added, when they send no
 * cookie and either change state or come from an address that changed state before.
 */
function withAddressVisitor(
  app: App,
  browsers: Set<string>,
  options: InjectOptions,
): InjectOptions {
  const headers = { ...(options.headers ?? {}) } as Record<string, string | string[] | undefined>;
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'cookie')) return options;
  if (options.cookies !== undefined) return options;
  const address = options.remoteAddress ?? '127.0.0.1';
  const method = String(options.method ?? 'GET').toUpperCase();
  if (!STATE_CHANGING.has(method) && !browsers.has(address)) return options;
  browsers.add(address);
  return { ...options, headers: { ...headers, cookie: addressVisitorCookie(app, address) } };
}

/** Makes `app.inject(options)` send the app's origin on state-changing requests; returns the app. */
export function sendLikeTheApp(app: App): App {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  originalInject.set(app, inject as App['inject']);
  const browsers = new Set<string>();
  app.inject = ((options?: unknown, callback?: unknown) => {
    const asObject = typeof options === 'string' ? { url: options } : options;
    const adjusted =
      asObject !== undefined && typeof asObject === 'object'
        ? withAppOrigin(withAddressVisitor(app, browsers, asObject as InjectOptions))
        : options;
    return callback === undefined ? inject(adjusted) : inject(adjusted, callback);
  }) as App['inject'];
  return app;
}

/** app.inject without the added origin: the request exactly as the test built it. */
export function injectAsIs(app: App, options: InjectOptions): Promise<LightMyRequestResponse> {
  const inject = originalInject.get(app) ?? app.inject.bind(app);
  return inject(options);
}
