// Route tests speak to the app as its own pages do. A browser sends `Origin` with every POST, PUT,
// PATCH and DELETE, and the API refuses state-changing requests without the app's own origin
// (plugins/origin-check.plugin.ts). `sendLikeTheApp` makes app.inject() add that header (the origin
// of the Host it sends) when a test did not set Origin or Sec-Fetch-Site itself; a test of the check
// sets its own, or calls `injectAsIs` to send exactly what it built.
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

/** Makes `app.inject(options)` send the app's origin on state-changing requests; returns the app. */
export function sendLikeTheApp(app: App): App {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  originalInject.set(app, inject as App['inject']);
  app.inject = ((options?: unknown, callback?: unknown) => {
    const adjusted =
      options !== undefined && typeof options === 'object'
        ? withAppOrigin(options as InjectOptions)
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
