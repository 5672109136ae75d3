// What the polite fetch remembers between runs: each page's last copy with its validators and the
// earliest time it may be asked for again, and each host's robots.txt. An interface, so the state can
// move into the database later; the in-memory store lives as long as the process.

/** The last copy of one page (by URL). */
export interface PageRecord {
  url: string;
  body: string;
  /** ISO instant of the last request that reached the server (a 200 or a 304). */
  fetchedAt: string;
  etag?: string;
  lastModified?: string;
  /**
   * ISO instant before which the page is not asked for again (the held copy is served instead), or
   * `null`: never again (an archive page of a past year cannot change).
   */
  refetchAfter: string | null;
}

/** A host's robots.txt as last fetched. */
export interface RobotsRecord {
  /** `https://www.lotteryusa.com` */
  origin: string;
  /** The file's text; empty when the host has none (any 4xx), which allows everything. */
  body: string;
  /** ISO instant it was fetched; it is fetched again a day later. */
  fetchedAt: string;
}

/** Where polite fetching keeps its state. Implementations may be asynchronous (a database). */
export interface PoliteStore {
  getPage(url: string): Promise<PageRecord | undefined>;
  putPage(record: PageRecord): Promise<void>;
  getRobots(origin: string): Promise<RobotsRecord | undefined>;
  putRobots(record: RobotsRecord): Promise<void>;
}

/** A {@link PoliteStore} in memory: the process's own, forgotten on restart. */
export class MemoryPoliteStore implements PoliteStore {
  private readonly pages = new Map<string, PageRecord>();
  private readonly robots = new Map<string, RobotsRecord>();

  getPage(url: string): Promise<PageRecord | undefined> {
    return Promise.resolve(this.pages.get(url));
  }

  putPage(record: PageRecord): Promise<void> {
    this.pages.set(record.url, { ...record });
    return Promise.resolve();
  }

  getRobots(origin: string): Promise<RobotsRecord | undefined> {
    return Promise.resolve(this.robots.get(origin));
  }

  putRobots(record: RobotsRecord): Promise<void> {
    this.robots.set(record.origin, { ...record });
    return Promise.resolve();
  }
}
