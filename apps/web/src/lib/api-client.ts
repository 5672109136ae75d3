import type { QueryFunction } from '@tanstack/react-query';
import { activeLanguage } from '../i18n/i18n.js';
import { noteAnswerSource } from './offline-source.js';

/**
 * A non-OK answer from the API. `message` is `${status}: ${body text or status text}` (spec §8),
 * `code` is the API's machine code from `{ statusCode, code, message }` when it sent one, and
 * `body` is the parsed JSON (or the raw text) so callers can read extra fields such as `poolLimit`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = code;
  }

  /** The server's own `message` field, when the body was the API's error JSON. */
  get serverMessage(): string | undefined {
    const body = this.body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string') return message;
    }
    return undefined;
  }
}

export interface ApiFetchInit extends RequestInit {
  /** Sent as a JSON body with the JSON content type. */
  json?: unknown;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds the spec §8 error from a non-OK response. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseBody(text);
  const code =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string'
      ? (body as { code: string }).code
      : undefined;
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    body,
    code,
  );
}

/**
 * fetch with the app's defaults: cookies always sent (the server tracks anonymous visitors and
 * sessions by cookie/IP), JSON in and out, non-OK answers thrown as ApiError.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const merged = new Headers(headers);
  if (json !== undefined) merged.set('Content-Type', 'application/json');
  if (!merged.has('Accept')) merged.set('Accept', 'application/json');
  // The server writes e-mails and alert texts in this language.
  if (!merged.has('Accept-Language')) merged.set('Accept-Language', activeLanguage());
  const response = await fetch(path, {
    credentials: 'include',
    ...rest,
    headers: merged,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  // Whether this answer is the service worker's offline copy (the page then says so).
  noteAnswerSource(path, response.headers);
  const text = await response.text();
  return parseBody(text) as T;
}

/**
 * The URL of a query key: string and number parts joined with '/', a plain object part becomes
 * the query string (undefined values left out), so `['/api/lottery-analysis', { state: 'TX' }]`
 * is `/api/lottery-analysis?state=TX`.
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const parts: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') {
      parts.push(String(part));
    } else if (typeof part === 'object' && part !== null) {
      for (const [key, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) params.set(key, String(value));
      }
    }
  }
  const query = params.toString();
  return parts.join('/') + (query ? `?${query}` : '');
}

export type On401 = 'throw' | 'returnNull';

/** The spec §7 default query function; `on401: 'returnNull'` turns a 401 into `null` data. */
export function getQueryFn({ on401 }: { on401: On401 }): QueryFunction {
  return async ({ queryKey, signal }) => {
    try {
      return await apiFetch(queryKeyToUrl(queryKey), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

export const defaultQueryFn = getQueryFn({ on401: 'throw' });
