import { fetchText, type FetchOptions } from '../fetch-text.js';
import type { Source, SourceRequest } from '../sources/source.types.js';
import { politeFetchText } from './polite-fetch.js';

/**
 * The body of one request of a source, as ingest fetches it. An official source's endpoint is the
 * lottery's own and is fetched as it asks (method, body, headers); an aggregate source's page is a
 * third party's and goes through {@link politeFetchText} (robots.txt, conditional requests, once per
 * draw).
 */
export async function fetchForSource(
  source: Source,
  request: SourceRequest,
  options: FetchOptions & { now: Date },
): Promise<string> {
  const { now, ...fetchOptions } = options;
  if (source.kind === 'aggregate') {
    const page = await politeFetchText(request, {
      ...fetchOptions,
      state: source.state,
      now,
      sourceId: source.id,
    });
    return page.body;
  }
  return fetchText(request.url, {
    ...fetchOptions,
    sourceId: source.id,
    ...(request.headers === undefined ? {} : { headers: request.headers }),
    ...(request.method === undefined ? {} : { method: request.method }),
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}
