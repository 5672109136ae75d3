// Which answers on screen came from the service worker's offline cache instead of the network, and
// when the server had sent them. apiFetch notes every answer here; the offline notice reads it for
// the queries the current page shows.

/**
 * Set by the service worker (features/offline/sw.ts) on an answer it took from its cache because
 * the network failed or timed out. The answer's own `Date` header says when the server sent it.
 */
export const FROM_CACHE_HEADER = 'x-pick3-from-cache';

/** Key of a URL: path plus its query parameters in sorted order (so parameter order never matters). */
export function answerKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return parsed.pathname + (query ? `?${query}` : '');
}

/** Key -> when the cached answer was sent (epoch ms; NaN when it carried no readable Date). */
const fromCache = new Map<string, number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Records where the answer for `url` came from: a fresh network answer clears an earlier mark. */
export function noteAnswerSource(url: string, headers: Pick<Headers, 'get'>): void {
  const key = answerKey(url);
  if (headers.get(FROM_CACHE_HEADER) !== null) {
    const sentAt = Date.parse(headers.get('date') ?? '');
    if (fromCache.get(key) === sentAt) return;
    fromCache.set(key, sentAt);
    changed();
  } else if (fromCache.delete(key)) {
    changed();
  }
}

/**
 * When the answer shown for `url` was sent, if it came from the offline cache: epoch ms, NaN when
 * unknown, undefined when the answer came from the network (or none was fetched).
 */
export function cachedAnswerSentAt(url: string): number | undefined {
  return fromCache.get(answerKey(url));
}

/** Whether any answer on record came from the offline cache (the common case: none). */
export function anyCachedAnswer(): boolean {
  return fromCache.size > 0;
}

/** For useSyncExternalStore. */
export function subscribeAnswerSources(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
