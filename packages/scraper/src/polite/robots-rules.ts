import robotsParserModule from 'robots-parser';
import { fetchText, type FetchOptions } from '../fetch-text.js';
import { SourceError, isSourceError } from '../source-error.js';
import type { PoliteStore, RobotsRecord } from './polite-store.js';

// The package is CommonJS and its `module.exports` is the parser function, while its typings declare
// an ES default export: under NodeNext the default import is that function, typed as the module.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** A host's robots.txt is fetched again after a day. */
export const ROBOTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A URL the host's robots.txt disallows for our User-Agent: it was not fetched. Its `code` stays
 * `HTTP_ERROR`, the closed list ingest records.
 */
export class RobotsDisallowedError extends SourceError {
  constructor(url: string, sourceId: string | undefined) {
    super(
      'HTTP_ERROR',
      `${sourceId ?? 'fetch'}: robots.txt of ${new URL(url).origin} disallows ${url}; not fetched`,
      {
        url,
        ...(sourceId === undefined ? {} : { sourceId }),
      },
    );
    this.name = 'SourceError';
  }
}

/** Fetches of robots.txt under way, per store and origin: concurrent sources share one request. */
const inFlight = new WeakMap<PoliteStore, Map<string, Promise<RobotsRecord>>>();

/**
 * The host's robots.txt, from the store while younger than a day. A host without one (any 4xx)
 * allows everything (RFC 9309 §2.3.1.3); one that cannot be reached or answers 5xx is an error, and
 * nothing on it is fetched (§2.3.1.4), nor is the failure remembered: the next run asks again.
 */
async function robotsOf(
  origin: string,
  store: PoliteStore,
  now: Date,
  fetchOptions: FetchOptions & { sourceId?: string },
): Promise<RobotsRecord> {
  const known = await store.getRobots(origin);
  if (known !== undefined && now.getTime() - Date.parse(known.fetchedAt) < ROBOTS_MAX_AGE_MS) {
    return known;
  }
  let pending = inFlight.get(store);
  if (pending === undefined) inFlight.set(store, (pending = new Map()));
  const running = pending.get(origin);
  if (running !== undefined) return running;
  const fetching = (async () => {
    let body: string;
    try {
      body = await fetchText(`${origin}/robots.txt`, fetchOptions);
    } catch (error) {
      const status = isSourceError(error) ? error.status : undefined;
      if (status === undefined || status >= 500) {
        throw new SourceError(
          'HTTP_ERROR',
          `${fetchOptions.sourceId ?? 'fetch'}: robots.txt of ${origin} is unavailable (${error instanceof Error ? error.message : String(error)}); nothing on that host is fetched`,
          {
            url: `${origin}/robots.txt`,
            ...(status === undefined ? {} : { status }),
            cause: error,
          },
        );
      }
      body = '';
    }
    const record = { origin, body, fetchedAt: now.toISOString() };
    await store.putRobots(record);
    return record;
  })();
  pending.set(origin, fetching);
  try {
    return await fetching;
  } finally {
    pending.delete(origin);
  }
}

/**
 * Throws {@link RobotsDisallowedError} when the host's robots.txt disallows `url` for `userAgent`
 * (matched on its product token, `pick3-scraper`, then `*`); fetches that robots.txt first when the
 * store has none younger than a day. Parsed with `robots-parser`.
 *
 * @example
 * ```ts
 * await assertRobotsAllow('https://www.lotteryusa.com/new-york/numbers/', { store, now, userAgent });
 * ```
 */
export async function assertRobotsAllow(
  url: string,
  options: FetchOptions & { store: PoliteStore; now: Date; userAgent: string; sourceId?: string },
): Promise<void> {
  const { store, now, ...fetchOptions } = options;
  const origin = new URL(url).origin;
  const robots = await robotsOf(origin, store, now, fetchOptions);
  const rules = robotsParser(`${origin}/robots.txt`, robots.body);
  if (rules.isAllowed(url, options.userAgent) === false) {
    throw new RobotsDisallowedError(url, options.sourceId);
  }
}
