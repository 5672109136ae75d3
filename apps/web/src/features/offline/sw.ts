/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js):
// - precaches the app shell (the built JS, CSS, icons, manifest and the page `/`), so the app
//   starts with no network;
// - page loads go to the network first, so the server's answer (a 404 for an unknown page, a new
//   build) wins whenever it is reachable; the precached `/` is only the fallback when offline;
// - the public data GETs of cache-policy.ts go to the network first too (short timeout), and their
//   last good answer per URL is kept for offline reading, marked so the page can say so.
// Nothing else is intercepted: personal answers never touch the cache.
// - Web Push: a push message (results, a tracked number's hit, a settled pool play; written by the
//   server in the subscription's language) is shown as a notification; a click opens its page.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import {
  FROM_CACHE_HEADER,
  OFFLINE_DATA_CACHE,
  OFFLINE_DATA_MAX_AGE_SECONDS,
  OFFLINE_DATA_MAX_ENTRIES,
  OFFLINE_NETWORK_TIMEOUT_SECONDS,
  isOfflineReadable,
  isStorableAnswer,
} from './cache-policy.js';
import { openNotificationPage, pushNotificationOf } from './push-notification.js';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The precached page every route of the SPA can start from (vite.config.ts maps index.html to it). */
const SHELL_URL = '/';

// registerType 'prompt': a new version waits until the user presses Reload in the app's prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Registered before the precache route, so a load of `/` goes to the server as well.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL_URL);
        if (shell) return shell;
        throw error;
      }
    },
    // The API, its docs and PayPal's return page are not the SPA (web.plugin.ts's NOT_SPA).
    { denylist: [/^\/(api|docs)([/.?]|$)/i, /^\/paypal/i] },
  ),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => isOfflineReadable(request.method, url, self.location.origin),
  new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
    // Past the browser's HTTP cache (a conditional request, a 304 when unchanged): otherwise an
    // answer still fresh there (max-age 60-120 s) would show offline without the offline notice.
    fetchOptions: { cache: 'no-cache' },
    plugins: [
      {
        // Replaces NetworkFirst's default (any 200 or opaque answer).
        cacheWillUpdate: async ({ response }) => (isStorableAnswer(response) ? response : null),
      },
      new ExpirationPlugin({
        maxEntries: OFFLINE_DATA_MAX_ENTRIES,
        maxAgeSeconds: OFFLINE_DATA_MAX_AGE_SECONDS,
      }),
      {
        // Runs after the expiration check: only answers that will really be shown get the mark.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(FROM_CACHE_HEADER, '1');
          return new Response(cachedResponse.body, {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

self.addEventListener('push', (event) => {
  const notification = pushNotificationOf(event.data?.text());
  if (notification === null) return;
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(notification.tag === undefined ? {} : { tag: notification.tag }),
      ...(notification.lang === undefined ? {} : { lang: notification.lang }),
      data: { url: notification.url },
    }),
  );
});

// A click opens the notification's page: in a window of this app already open (focused and sent
// there), else in a new one (push-notification.ts, unit-tested there).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationPage(event.notification.data, self.clients, self.location.origin),
  );
});
