import { addDays, todayInZone, type DrawTimeCode, type StateDraw } from '@pick3/core';

/** What a parser may need to know about the request its body answered. */
export interface ParseContext {
  /** The URL the body came from (only used in error messages). */
  url?: string;
  /**
   * The draw time the request was for, when the body itself does not say it
   * (TX CSV per draw time, PA per game id).
   */
  drawTime?: DrawTimeCode;
  /**
   * An empty body is normal for this request (PA's current year during the first hours of
   * January, when the previous year is fetched too). Otherwise an empty body is `NO_RESULTS`.
   */
  allowEmpty?: boolean;
  /**
   * ISO date: rows dated before it are validated but left out. For a source whose one URL serves the
   * whole history (NC's CSV since 2006), so a recent refresh does not re-merge thousands of rows.
   */
  since?: string;
}

/** One HTTP request a source needs (a "recent" refresh, or one page of its archive). */
export interface SourceRequest {
  url: string;
  /** Default GET. WI's draw-history pager answers its infinite-scroll POST (`page=N` form body). */
  method?: 'GET' | 'POST';
  /** Request body (with `method: 'POST'`); its content type goes in `headers`. */
  body?: string;
  /**
   * For archive requests: a stable name of the page (`2019`, `2019-01-01..2019-12-31`), what a
   * resumed backfill records as done. Default: `url`.
   */
  pageKey?: string;
  /**
   * For archive requests: the page still grows (this year's page), so every walk asks for it again
   * instead of remembering it as merged. Default: only the first (newest) archive request.
   */
  current?: boolean;
  /** Label stored in `successful_urls.timeLabel`: the draw time the URL covers, or '' when it serves all. */
  timeLabel: string;
  /**
   * The URL to record in `successful_urls` when `url` carries a moving date window (which would
   * otherwise add a row every hour). Default: `url`.
   */
  recordAs?: string;
  headers?: Readonly<Record<string, string>>;
  ctx: ParseContext;
}

/** Options for building the request URLs of a "recent" refresh. */
export interface RequestOptions {
  /** Replaces the source's default origin (tests point it at a local server). */
  baseUrl?: string;
  /** "Now", so windows such as "the last 30 days" are reproducible. */
  now: Date;
  /** How many days back a date-windowed source asks for. */
  days: number;
}

/** Options for the requests that walk a source's archive back in time. */
export interface ArchiveOptions {
  baseUrl?: string;
  /** Oldest ISO date wanted (inclusive). */
  from: string;
  /** Newest ISO date wanted (inclusive), usually today in the state's zone. */
  to: string;
}

/**
 * `official`: the state lottery's own endpoint. `aggregate`: a third-party results site that covers
 * many states (LotteryUSA): a second, independent witness and the fallback when the official one fails.
 */
export type SourceKind = 'official' | 'aggregate';

/** One endpoint (official or aggregate) for one state's three-digit game. */
export interface Source {
  /** Stable id, `<state>-<kind>` (`tx-csv`). Used in `ingest_runs.source` and `--source`. */
  readonly id: string;
  readonly state: StateDraw['state'];
  /** The state's name for its game (`Pick 3`, `Cash 3`, `Daily 3`, `Numbers`). */
  readonly game: string;
  /** Human name of the endpoint. */
  readonly name: string;
  /** One paragraph: what is fetched and the quirks handled. */
  readonly describe: string;
  readonly defaultBaseUrl: string;
  /** Part of a default ingest run (alternatives to another source of the same state are not). */
  readonly defaultEnabled: boolean;
  readonly kind: SourceKind;
  /**
   * True only when the parser's tests run on a saved real response of this endpoint (a fixture
   * whose repository, path and commit are recorded). A parser tested only on a response built from
   * the documented format is `false`: it may not read the real site.
   */
  readonly verified: boolean;
  /**
   * The saved real responses its parser's tests read (paths under packages/scraper/fixtures, each
   * listed in the README's "Real" table); empty exactly when `verified` is false.
   */
  readonly verifiedBy: readonly string[];
  requests(options: RequestOptions): SourceRequest[];
  /**
   * The requests that walk the archive (year pages, date ranges) from `to` back to `from`, newest
   * first; absent when the endpoint serves only recent draws.
   */
  archive?(options: ArchiveOptions): SourceRequest[];
  parse(body: string, ctx?: ParseContext): StateDraw[];
}

/** Joins an origin (possibly with a path prefix) and a path without losing the prefix. */
export function joinUrl(baseUrl: string, pathAndQuery: string): string {
  return baseUrl.replace(/\/+$/, '') + pathAndQuery;
}

/**
 * The requests of a source whose one page lists every recent draw (no date window, no paging): that
 * page, at `baseUrl` when a test or the CLI gives one.
 */
export function onePageRequests(defaultBaseUrl: string, path: string): Source['requests'] {
  return ({ baseUrl = defaultBaseUrl }) => [
    { url: joinUrl(baseUrl, path), timeLabel: '', ctx: {} },
  ];
}

/**
 * The request of a source that downloads its state's whole history in one file (NC's CSV, NY's
 * Socrata export): that file, with the first date to keep (`ctx.since`, the last `days` days in the
 * state's time zone) so a run stores only recent draws.
 */
export function wholeHistoryRequests(
  defaultBaseUrl: string,
  path: string,
  timeZone: string,
): Source['requests'] {
  return ({ baseUrl = defaultBaseUrl, now, days }) => [
    {
      url: joinUrl(baseUrl, path),
      timeLabel: '',
      ctx: { since: addDays(todayInZone(timeZone, now), -days) },
    },
  ];
}
