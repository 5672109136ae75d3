/**
 * The event a feature sends when it needs the app's service worker now (push alerts): main.tsx
 * registers the worker once the first screen has settled, and at once on this event.
 */
export const SERVICE_WORKER_NEEDED = 'pick3:service-worker-needed';

/** Asks for the app's service worker to be registered now, if it is not yet. */
export function needServiceWorker(): void {
  window.dispatchEvent(new Event(SERVICE_WORKER_NEEDED));
}
