// Registers the service worker (dist/sw.js, built from sw.ts) in production builds.
import { Workbox } from 'workbox-window';
import { isOfflineReadable } from './cache-policy.js';
import { offerUpdate } from './update-store.js';
import { firstViewRequestUrls } from '../../lib/first-view.js';

/** A tab left open for days still learns about a new version. */
const UPDATE_CHECK_MS = 60 * 60_000;

/** The one registration of this page, started by whichever asks first. */
let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the service worker once: main.tsx asks when the first screen has settled, and a feature
 * that needs the worker sooner (push alerts) asks when it needs it. Resolves with the registration
 * (undefined where there is no worker: development builds, browsers without service workers).
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registering ??= register();
  return registering;
}

function register(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(undefined);
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

  // Called once the first screen has settled (main.tsx), or when a feature needs the worker sooner.
  return wb.register().then((registration) => {
    window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
    return registration;
  });
}
