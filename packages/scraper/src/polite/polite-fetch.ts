import { DEFAULT_USER_AGENT, fetchTextConditional, type FetchOptions } from '../fetch-text.js';
import type { SourceRequest } from '../sources/source.types.js';
import { MemoryPoliteStore, type PoliteStore } from './polite-store.js';
import { refetchAfter } from './refetch-after.js';
import { assertRobotsAllow } from './robots-rules.js';

let defaultStore: PoliteStore = new MemoryPoliteStore();

/** The store polite fetches use when none is given: the process's in-memory one until replaced. */
export function politeStore(): PoliteStore {
  return defaultStore;
}

/** Replaces the default store (a database-backed one, so the state outlives the process). */
export function setPoliteStore(store: PoliteStore): void {
  defaultStore = store;
}

export interface PoliteFetchOptions extends FetchOptions {
  /** The state the page is for: its schedule says when the page can hold something new. */
  state: string;
  /** The current time (ingest's `now`). */
  now: Date;
  store?: PoliteStore;
  sourceId?: string;
}

/** A page's body and where it came from. */
export interface PoliteFetchResult {
  body: string;
  /** `network`: a new copy; `not-modified`: the server said the held copy is current (304); `held`: not asked (too soon, or a past year). */
  from: 'network' | 'not-modified' | 'held';
}

/**
 * GETs a page of a third-party site the way a polite client does: with the project's User-Agent;
 * only where the host's robots.txt allows it (fetched once a day per host); as a conditional request
 * (`If-None-Match` / `If-Modified-Since`) when a copy is held; and at most once per draw: until the
 * next draw of the page's draw time is due ({@link refetchAfter}) the held copy is returned without
 * asking, and an archive page of a past year is asked for once, ever.
 *
 * @throws {@link SourceError} `HTTP_ERROR` ({@link RobotsDisallowedError} for a disallowed URL, not
 * fetched; robots.txt unreachable) or `TIMEOUT`, as {@link fetchText}.
 * @example
 * ```ts
 * const { body, from } = await politeFetchText(request, { state: 'NY', now: new Date() });
 * ```
 */
export async function politeFetchText(
  request: SourceRequest,
  options: PoliteFetchOptions,
): Promise<PoliteFetchResult> {
  const { state, now, store = defaultStore, ...fetchOptions } = options;
  const userAgent = fetchOptions.userAgent ?? DEFAULT_USER_AGENT;
  const held = await store.getPage(request.url);
  if (
    held !== undefined &&
    (held.refetchAfter === null || now.getTime() < Date.parse(held.refetchAfter))
  ) {
    return { body: held.body, from: 'held' };
  }
  await assertRobotsAllow(request.url, { ...fetchOptions, store, now, userAgent });
  const answer = await fetchTextConditional(request.url, {
    ...fetchOptions,
    userAgent,
    ...(request.headers === undefined ? {} : { headers: request.headers }),
    etag: held?.etag,
    lastModified: held?.lastModified,
  });
  const notModified = answer.status === 304 && held !== undefined;
  const body = notModified ? held.body : answer.body;
  const etag = answer.etag ?? (notModified ? held.etag : undefined);
  const lastModified = answer.lastModified ?? (notModified ? held.lastModified : undefined);
  const next = refetchAfter(
    state,
    { drawTime: request.ctx.drawTime, pageKey: request.pageKey },
    now,
  );
  await store.putPage({
    url: request.url,
    body,
    fetchedAt: now.toISOString(),
    ...(etag === undefined ? {} : { etag }),
    ...(lastModified === undefined ? {} : { lastModified }),
    refetchAfter: next === null ? null : next.toISOString(),
  });
  return { body, from: notModified ? 'not-modified' : 'network' };
}
