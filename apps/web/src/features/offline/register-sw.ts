// Registers the service worker (dist/sw.js, built from sw.ts) in production builds.
import { Workbox } from 'workbox-window';
import { isOfflineReadable } from './cache-policy.js';
import { offerUpdate } from './update-store.js';
import { firstViewRequestUrls } from '../../lib/first-view.js';

/** A tab left open for days still learns about a new version. */
const UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      // The page reloads once the new worker controls it, so page and worker are the same version.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  // On the very first install the page's data was fetched before the worker existed, so it is not
  // stored yet: the worker fetches those public answers again through its cache, and the view just
  // seen can be read offline from the next visit on.
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // The answers the page carried inline (lib/first-view.ts) were never requested: named too.
    const urlsToCache = [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...firstViewRequestUrls(),
    ].filter((name) => isOfflineReadable('GET', new URL(name), window.location.origin));
    if (urlsToCache.length > 0)
      void wb.messageSW({
        type: 'CACHE_URLS',
        payload: { urlsToCache: [...new Set(urlsToCache)] },
      });
  });

  // Called after the window's load event (main.tsx): the first screen's requests went first.
  void wb.register().then(() => {
    window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  });
}
