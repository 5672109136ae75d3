// Rendered pages, kept and sent again as they are (compressed once): React renders a page in some
// milliseconds, which would cap a popular address at a few hundred pages a second (issue 35 item 18
// asks 1,000 for `/?state=GA`). An entry is keyed by the page's address (query sorted), language and
// what the gate lets the visitor see, and belongs to one states list: a new list (an ingestion
// stored a draw, a draw came due, a day passed: apps/api states.service.ts) makes every entry stale,
// so no page shows older data than the API. The entries are bounded in bytes (least recently used
// out first) and live at most PAGE_TTL_MS besides.
import { LRUCache } from 'lru-cache';
import { CachedJson } from '../lib/cached-json.js';

/** Bytes of rendered pages kept (each some 100-400 kB plain, a fifth of it compressed). */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The longest an entry is served, whatever the states list says. */
export const PAGE_TTL_MS = 60_000;

interface Entry {
  list: object | undefined;
  page: CachedJson;
}

export class PageCache {
  readonly #entries = new LRUCache<string, Entry>({
    maxSize: PAGE_CACHE_MAX_BYTES,
    // The plain bytes and about as much again for the compressed forms kept with them.
    sizeCalculation: (entry) => Math.max(1, entry.page.bytes.length * 2),
    ttl: PAGE_TTL_MS,
  });
  /** Pages being built, by key: the requests that miss meanwhile wait for the same build. */
  readonly #building = new Map<string, { list: object | undefined; page: Promise<CachedJson> }>();

  /** The page kept under `key` for this states list (the same object); undefined when stale. */
  get(key: string, list: object | undefined): CachedJson | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.list !== list) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  /**
   * The page kept under `key` for this states list, or the one `build` makes, kept. Requests that
   * miss together wait for one build: pages are rendered one at a time (entry-server.tsx), so 50
   * visitors arriving at a cold or just-invalidated page would otherwise queue 50 identical renders.
   */
  getOrBuild(
    key: string,
    list: object | undefined,
    build: () => Promise<string>,
  ): Promise<CachedJson> {
    const kept = this.get(key, list);
    if (kept !== undefined) return Promise.resolve(kept);
    const pending = this.#building.get(key);
    if (pending !== undefined && pending.list === list) return pending.page;
    const page = build().then((html) => this.set(key, list, html));
    const entry = { list, page };
    this.#building.set(key, entry);
    // Forgotten once settled, a failed build too: the next request tries again.
    const forget = () => {
      if (this.#building.get(key) === entry) this.#building.delete(key);
    };
    page.then(forget, forget);
    return page;
  }

  /** Keeps `html` under `key` for this states list, and returns it as sent. */
  set(key: string, list: object | undefined, html: string): CachedJson {
    const page = new CachedJson(Buffer.from(html), '');
    this.#entries.set(key, { list, page });
    return page;
  }
}
