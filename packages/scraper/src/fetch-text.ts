import { setTimeout as sleep } from 'node:timers/promises';
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
}

export const DEFAULT_USER_AGENT =
  'pick3-scraper/0.1 (+https://github.com/pick3-app; hourly results ingest)';

const DEFAULTS = { timeoutMs: 20_000, retries: 2, backoffMs: 1_000, userAgent: DEFAULT_USER_AGENT };

/**
 * Statuses worth another attempt: timeouts, throttling (lottery sites answer 403 or 429 when they
 * rate-limit) and server errors. Any other 4xx will not change by asking again.
 */
function isRetryableStatus(status: number): boolean {
  return status === 403 || status === 408 || status === 425 || status === 429 || status >= 500;
}

async function attempt(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  sourceId: string | undefined,
) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal === undefined ? timeout : AbortSignal.any([timeout, signal]);
  const where = { url, ...(sourceId === undefined ? {} : { sourceId }) };
  try {
    const response = await fetch(url, { headers, signal: combined, redirect: 'follow' });
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      throw new SourceError(
        'HTTP_ERROR',
        `${sourceId ?? 'fetch'}: HTTP ${response.status} ${response.statusText} from ${url}`,
        {
          ...where,
          status: response.status,
        },
      );
    }
    return await response.text();
  } catch (error) {
    if (isSourceError(error)) throw error;
    if (timeout.aborted && signal?.aborted !== true) {
      throw new SourceError(
        'TIMEOUT',
        `${sourceId ?? 'fetch'}: no complete answer from ${url} within ${timeoutMs} ms`,
        {
          ...where,
          cause: error,
        },
      );
    }
    if (signal?.aborted === true) throw error;
    const reason =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new SourceError('HTTP_ERROR', `${sourceId ?? 'fetch'}: cannot reach ${url}: ${reason}`, {
      ...where,
      cause: error,
    });
  }
}

/**
 * GETs `url` and returns its body as text, with a per-attempt timeout (`AbortSignal.timeout`),
 * retries with exponential backoff on timeouts, network errors, 403/429 and 5xx, and a User-Agent.
 *
 * @throws {@link SourceError} `TIMEOUT` or `HTTP_ERROR` (with `status` when the server answered)
 * once the attempts are used up.
 * @example
 * ```ts
 * const csv = await fetchText('https://www.texaslottery.com/…/pick3day.csv', { retries: 3 });
 * ```
 */
export async function fetchText(
  url: string,
  options: FetchOptions & { headers?: Readonly<Record<string, string>>; sourceId?: string } = {},
): Promise<string> {
  const { timeoutMs, retries, backoffMs, userAgent } = { ...DEFAULTS, ...definedOnly(options) };
  const headers = { accept: '*/*', ...options.headers, 'user-agent': userAgent };
  for (let attemptNumber = 0; ; attemptNumber++) {
    try {
      return await attempt(url, headers, timeoutMs, options.signal, options.sourceId);
    } catch (error) {
      const retryable =
        isSourceError(error) &&
        (error.code === 'TIMEOUT' || error.status === undefined || isRetryableStatus(error.status));
      if (!retryable || attemptNumber >= retries) {
        if (isSourceError(error) && attemptNumber > 0)
          error.message += ` (after ${attemptNumber + 1} attempts)`;
        throw error;
      }
      await sleep(
        backoffMs * 2 ** attemptNumber,
        undefined,
        options.signal === undefined ? {} : { signal: options.signal },
      );
    }
  }
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
