import pRetry from 'p-retry';
import { PROJECT_URL } from './project.js';
import { SourceError, isSourceError } from './source-error.js';

/** How sources are fetched. Every field has a production default; tests make them small. */
export interface FetchOptions {
  /** Per attempt, headers and body included. Default 20 s. */
  timeoutMs?: number;
  /** Attempts after the first one. Default 2. */
  retries?: number;
  /** Wait before the first retry; doubled before each next one. Default 1 s. */
  backoffMs?: number;
  /** Sent with every request; some lottery sites reject a missing or library User-Agent. */
  userAgent?: string;
  /** Cancels the fetch (and any wait between attempts). */
  signal?: AbortSignal;
  /** Largest body read (after content decoding), in bytes. Default 20 MB. */
  maxBytes?: number;
}

/** Names the scraper and where to read about it (robots.txt groups match its `pick3-scraper` token). */
export const DEFAULT_USER_AGENT = `pick3-scraper/0.1 (+${PROJECT_URL}; hourly results ingest)`;

/** The largest history file a source serves is a few MB; 20 MB leaves room and bounds memory. */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/** Redirects followed (on the source's own host) before giving up. */
export const MAX_REDIRECTS = 5;

const DEFAULTS = {
  timeoutMs: 20_000,
  retries: 2,
  backoffMs: 1_000,
  userAgent: DEFAULT_USER_AGENT,
  maxBytes: DEFAULT_MAX_BYTES,
};

/**
 * A body over `maxBytes`: reading stopped there (a source does not get to fill the server's memory).
 * Not retried. Its `code` stays `HTTP_ERROR`, the closed list ingest records.
 */
export class ResponseTooLargeError extends SourceError {
  readonly maxBytes: number;

  constructor(url: string, maxBytes: number, sourceId: string | undefined) {
    super(
      'HTTP_ERROR',
      `${sourceId ?? 'fetch'}: the answer from ${url} is larger than ${maxBytes} bytes; not read further`,
      {
        url,
        ...(sourceId === undefined ? {} : { sourceId }),
      },
    );
    this.maxBytes = maxBytes;
  }
}

/**
 * Whether a redirect stays on the source's host: the same host name, or the same one with or without
 * a leading `www.`, over http(s). A redirect elsewhere is refused, so a source (or whoever took over
 * its DNS or a path on it) cannot send the server on to another machine.
 */
export function sameSourceHost(from: URL, to: URL): boolean {
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  return bare(from.hostname) === bare(to.hostname);
}

/** The body as UTF-8 text, refused past `maxBytes` (announced length or bytes actually read). */
async function readCapped(
  response: Response,
  maxBytes: number,
  url: string,
  sourceId: string | undefined,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(url, maxBytes, sourceId);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(url, maxBytes, sourceId);
    }
    chunks.push(value);
  }
  // As response.text() decodes: UTF-8, a leading BOM dropped, bad bytes replaced.
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/**
 * Statuses worth another attempt: timeouts, throttling (lottery sites answer 403 or 429 when they
 * rate-limit) and server errors. Any other 4xx will not change by asking again.
 */
function isRetryableStatus(status: number): boolean {
  return status === 403 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** The request line and body: GET by default. */
interface RequestShape {
  method: 'GET' | 'POST';
  body: string | undefined;
  /** The request carries validators (If-None-Match, If-Modified-Since): a 304 is an answer. */
  conditional: boolean;
}

/** An answer: the body (empty for a 304) and the validators to send next time. */
export interface FetchedText {
  /** 200-299, or 304 (Not Modified) for a conditional request. */
  status: number;
  body: string;
  etag?: string;
  lastModified?: string;
}

/** Where a failure happened, as a SourceError carries it. */
type Where = { url: string; sourceId?: string };

/** Fetches `url`, following redirects by hand: each one must stay on the source's host. */
async function fetchFollowing(
  url: string,
  shape: RequestShape,
  headers: Record<string, string>,
  signal: AbortSignal,
  where: Where,
): Promise<Response> {
  const name = where.sourceId ?? 'fetch';
  let current = new URL(url);
  for (let hops = 0; ; hops++) {
    // A redirected POST is not re-sent with its body (as browsers do for 301-303): the source moved.
    const method = hops === 0 ? shape.method : 'GET';
    const response = await fetch(current, {
      method,
      headers,
      signal,
      redirect: 'manual',
      ...(method === 'POST' && shape.body !== undefined ? { body: shape.body } : {}),
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = new URL(location, current);
    if (!sameSourceHost(new URL(url), next)) {
      throw new SourceError(
        'HTTP_ERROR',
        `${name}: ${url} redirected off the source's host to ${next.origin}; not followed`,
        { ...where, status: response.status },
      );
    }
    if (hops >= MAX_REDIRECTS) {
      throw new SourceError(
        'HTTP_ERROR',
        `${name}: more than ${MAX_REDIRECTS} redirects from ${url}`,
        {
          ...where,
          status: response.status,
        },
      );
    }
    current = next;
  }
}

/** The answer's body and validators: a 304 to a conditional request, a 2xx, else an HTTP_ERROR. */
async function answerOf(
  response: Response,
  shape: RequestShape,
  maxBytes: number,
  where: Where,
): Promise<FetchedText> {
  const { url, sourceId } = where;
  const validators = {
    ...optionalHeader('etag', response.headers.get('etag')),
    ...optionalHeader('lastModified', response.headers.get('last-modified')),
  };
  if (response.status === 304 && shape.conditional) {
    await response.body?.cancel().catch(() => undefined);
    return { status: 304, body: '', ...validators };
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    throw new SourceError(
      'HTTP_ERROR',
      `${sourceId ?? 'fetch'}: HTTP ${response.status} ${response.statusText} from ${url}`,
      { ...where, status: response.status },
    );
  }
  const body = await readCapped(response, maxBytes, url, sourceId);
  return { status: response.status, body, ...validators };
}

/** A failed attempt as a SourceError: TIMEOUT when the timeout fired, else HTTP_ERROR; a caller's abort as it is. */
function attemptFailure(
  error: unknown,
  timeout: AbortSignal,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  where: Where,
): unknown {
  const { url, sourceId } = where;
  if (isSourceError(error)) return error;
  if (timeout.aborted && signal?.aborted !== true) {
    return new SourceError(
      'TIMEOUT',
      `${sourceId ?? 'fetch'}: no complete answer from ${url} within ${timeoutMs} ms`,
      { ...where, cause: error },
    );
  }
  if (signal?.aborted === true) return error;
  const reason =
    error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  return new SourceError('HTTP_ERROR', `${sourceId ?? 'fetch'}: cannot reach ${url}: ${reason}`, {
    ...where,
    cause: error,
  });
}

async function attempt(
  url: string,
  shape: RequestShape,
  headers: Record<string, string>,
  timeoutMs: number,
  maxBytes: number,
  signal: AbortSignal | undefined,
  sourceId: string | undefined,
): Promise<FetchedText> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal === undefined ? timeout : AbortSignal.any([timeout, signal]);
  const where: Where = { url, ...(sourceId === undefined ? {} : { sourceId }) };
  try {
    const response = await fetchFollowing(url, shape, headers, combined, where);
    return await answerOf(response, shape, maxBytes, where);
  } catch (error) {
    throw attemptFailure(error, timeout, timeoutMs, signal, where);
  }
}

/**
 * GETs (or POSTs `body` to) `url` and returns its body as text, with a per-attempt timeout (`AbortSignal.timeout`),
 * retries with exponential backoff on timeouts, network errors, 403/429 and 5xx, and a User-Agent.
 * Redirects are followed only on the source's own host (at most {@link MAX_REDIRECTS}), and the body
 * is read up to `maxBytes` (default {@link DEFAULT_MAX_BYTES}).
 *
 * @throws {@link SourceError} `TIMEOUT` or `HTTP_ERROR` (with `status` when the server answered)
 * once the attempts are used up; {@link ResponseTooLargeError} (an `HTTP_ERROR`) for a body over
 * `maxBytes`, at once.
 * @example
 * ```ts
 * const csv = await fetchText('https://www.texaslottery.com/…/pick3day.csv', { retries: 3 });
 * ```
 */
export async function fetchText(
  url: string,
  options: FetchOptions & {
    headers?: Readonly<Record<string, string>>;
    sourceId?: string;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<string> {
  return (await fetchWithRetries(url, options, false)).body;
}

/**
 * {@link fetchText} as a conditional GET: sends `If-None-Match` / `If-Modified-Since` with the
 * validators of the copy the caller holds, and returns the answer with its status and the new
 * validators. A 304 (Not Modified) is then an answer (`status: 304`, empty body): the held copy is
 * still current. Same timeouts, retries, redirect and size rules as {@link fetchText}.
 *
 * @example
 * ```ts
 * const first = await fetchTextConditional(url);
 * const again = await fetchTextConditional(url, { etag: first.etag, lastModified: first.lastModified });
 * const body = again.status === 304 ? first.body : again.body;
 * ```
 */
export async function fetchTextConditional(
  url: string,
  options: FetchOptions & {
    headers?: Readonly<Record<string, string>>;
    sourceId?: string;
    etag?: string | undefined;
    lastModified?: string | undefined;
  } = {},
): Promise<FetchedText> {
  const headers = {
    ...options.headers,
    ...(options.etag === undefined ? {} : { 'if-none-match': options.etag }),
    ...(options.lastModified === undefined ? {} : { 'if-modified-since': options.lastModified }),
  };
  const conditional = options.etag !== undefined || options.lastModified !== undefined;
  return fetchWithRetries(url, { ...options, headers }, conditional);
}

async function fetchWithRetries(
  url: string,
  options: FetchOptions & {
    headers?: Readonly<Record<string, string>>;
    sourceId?: string;
    method?: 'GET' | 'POST';
    body?: string;
  },
  conditional: boolean,
): Promise<FetchedText> {
  const { timeoutMs, retries, backoffMs, userAgent, maxBytes } = {
    ...DEFAULTS,
    ...definedOnly(options),
  };
  const headers = { accept: '*/*', ...options.headers, 'user-agent': userAgent };
  const shape = { method: options.method ?? 'GET', body: options.body, conditional };
  let attempts = 0;
  try {
    return await pRetry(
      () => {
        attempts++;
        return attempt(url, shape, headers, timeoutMs, maxBytes, options.signal, options.sourceId);
      },
      {
        retries,
        // Exponential, unjittered: backoffMs, then twice that, and so on (one scraper, few retries).
        factor: 2,
        minTimeout: backoffMs,
        maxTimeout: Number.POSITIVE_INFINITY,
        randomize: false,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        shouldRetry: ({ error }) =>
          isSourceError(error) &&
          !(error instanceof ResponseTooLargeError) &&
          (error.code === 'TIMEOUT' ||
            error.status === undefined ||
            isRetryableStatus(error.status)),
      },
    );
  } catch (error) {
    if (isSourceError(error) && attempts > 1) error.message += ` (after ${attempts} attempts)`;
    throw error;
  }
}

/** `{ [key]: value }` when the header is present, else nothing (exactOptionalPropertyTypes). */
function optionalHeader<K extends string>(
  key: K,
  value: string | null,
): Partial<Record<K, string>> {
  return value === null ? {} : ({ [key]: value } as Record<K, string>);
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
