// Which answers the service worker may keep for offline reading. An allow-list, not a deny-list:
// only the public, same-for-everyone GETs the reading pages show (the analysis, a pool, a number's
// lookup, the states list). Everything else (cart, account, alerts, purchased numbers, payments,
// chat, speech, passcode, sign-in) always goes to the network and is never stored, so nothing
// personal can be served from the cache to another session on the same device.

/** Public GET paths readable offline (spec §7 and features/*\/api). Exact shapes, no prefixes. */
export const OFFLINE_READABLE_PATHS: readonly RegExp[] = [
  /^\/api\/lottery-analysis$/,
  /^\/api\/pools\/[^/]+$/,
  /^\/api\/draws\/lookup$/,
  /^\/api\/states$/,
];

/** The service worker's cache of those answers. */
export const OFFLINE_DATA_CACHE = 'pick3-public-data';
/** At most this many answers (one per URL: state, filters, pool, number): old ones are dropped. */
export const OFFLINE_DATA_MAX_ENTRIES = 60;
/** Kept a month: older figures would mislead more than help. */
export const OFFLINE_DATA_MAX_AGE_SECONDS = 30 * 24 * 3600;
/**
 * How long a data request waits for the network before the stored answer is shown. Short, so a
 * phone on a dead connection reads its last view at once; the API answers in well under it.
 */
export const OFFLINE_NETWORK_TIMEOUT_SECONDS = 4;

/** The mark the service worker sets on an answer it took from its cache (read by apiFetch). */
export { FROM_CACHE_HEADER } from '../../lib/offline-source.js';

/**
 * Whether a request may be answered from, and stored in, the offline cache.
 * @example isOfflineReadable('GET', new URL('https://x/api/pools/1-1?state=GA'), 'https://x') // true
 * @example isOfflineReadable('GET', new URL('https://x/api/cart'), 'https://x') // false
 */
export function isOfflineReadable(method: string, url: URL, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return OFFLINE_READABLE_PATHS.some((path) => path.test(url.pathname));
}

/**
 * Whether an answer may be stored: a complete 200 the server did not mark `no-store` (what the
 * API sends on every personal answer, so it stays out even if a path slipped into the allow-list).
 * `private` is allowed: it keeps an answer out of shared caches (the passcode gate marks the public
 * data it guards that way), and this cache is the browser's own. Set-Cookie needs no check:
 * browsers strip it from every response a script or service worker sees, so a stored answer can
 * never carry one.
 */
export function isStorableAnswer(response: {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default'))
    return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\bno-store\b/.test(cacheControl);
}
