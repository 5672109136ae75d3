// This device's side of Web Push: whether the browser can do it, the notification permission, and
// its PushSubscription (made by the browser's push service through the app's service worker). Each
// failure is named, so the page can say in a player's words what stopped it.
import type { PushSubscriptionUpdate } from '@pick3/contract';
import { needServiceWorker } from '../../lib/service-worker.js';

export type PushProblem =
  /** No service worker, PushManager or Notification in this browser. */
  | 'unsupported'
  /** The app's service worker is not running (a development build, or it failed to install). */
  | 'noWorker'
  /** The player (or the browser) refused notifications. */
  | 'denied'
  /** The browser's push service could not be reached, or refused to subscribe. */
  | 'pushService'
  /** The browser's push service did not answer within PUSH_WAIT_MS. */
  | 'timeout';

export class PushSetupError extends Error {
  constructor(
    readonly problem: PushProblem,
    cause?: unknown,
  ) {
    super(problem, { cause });
    this.name = 'PushSetupError';
  }
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * How long the browser's push service may take to subscribe: a Chromium profile that cannot reach
 * it spins for more than 75 s; past this the page gives up and says so.
 */
export const PUSH_WAIT_MS = 10_000;

/** `work`, or a PushSetupError 'timeout' once `ms` have passed. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('timeout')), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** How long a production build waits for its worker to be registered and active. */
const WORKER_WAIT_MS = 15_000;

/** The app's service worker registration, or null when none is registered for this page. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  if (import.meta.env.PROD) {
    // The app registers its worker once the first screen has settled (main.tsx); push needs it
    // now. Null when it does not become active (sw.js failed to install).
    needServiceWorker();
    return Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
    ]);
  }
  const found = await navigator.serviceWorker.getRegistration('/');
  if (found === undefined) return null;
  // Registered: wait until a worker is active (it is, except right after the first install).
  return navigator.serviceWorker.ready;
}

/** This browser's current push subscription for the app, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg === null ? null : reg.pushManager.getSubscription();
}

/** base64url → the bytes pushManager.subscribe takes as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for the notification permission (the browser's own prompt) and subscribes this browser with
 * the server's VAPID key. Throws PushSetupError naming what stopped it.
 */
export async function subscribeDevice(
  publicKey: string,
): Promise<PushSubscriptionUpdate['subscription']> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const reg = await registration();
  if (reg === null) throw new PushSetupError('noWorker');
  let subscription: PushSubscription;
  try {
    subscription = await withinTime(
      reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }),
      PUSH_WAIT_MS,
    );
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    // NotAllowedError: permission withdrawn meanwhile; anything else (AbortError "push service
    // error", a network failure): the browser's push service did not answer.
    if (error instanceof DOMException && error.name === 'NotAllowedError')
      throw new PushSetupError('denied', error);
    throw new PushSetupError('pushService', error);
  }
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
  };
}
