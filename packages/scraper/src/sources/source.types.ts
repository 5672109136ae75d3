import type { DrawTimeCode, StateDraw } from '@pick3/core';

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

/** One HTTP GET a source needs for a "recent" refresh. */
export interface SourceRequest {
  url: string;
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

/** One official endpoint for one state's three-digit game. */
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
  requests(options: RequestOptions): SourceRequest[];
  parse(body: string, ctx?: ParseContext): StateDraw[];
}

/** Joins an origin (possibly with a path prefix) and a path without losing the prefix. */
export function joinUrl(baseUrl: string, pathAndQuery: string): string {
  return baseUrl.replace(/\/+$/, '') + pathAndQuery;
}
