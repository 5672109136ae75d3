import type { FirstView, FirstViewElementId } from '@pick3/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeyToUrl } from './api-client.js';

/** The script element apps/api writes into an app page (its first-view.ts). */
const ELEMENT_ID: FirstViewElementId = 'pick3-first-view';

/** A request's URL with its query parameters sorted, so two spellings of one request compare equal. */
function normalized(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

/** The requests the page's first view answered (absolute URLs), for the offline cache. */
let answeredUrls: string[] = [];

export function firstViewRequestUrls(): readonly string[] {
  return answeredUrls;
}

/**
 * The answers the server put into the page for its first screen, read once: the element is removed,
 * so a later read (a remount) finds nothing and the app asks the API as usual. Undefined when the
 * page has none (the dev server, the offline copy) or it cannot be read.
 */
export function readFirstView(doc: Document = document): FirstView | undefined {
  const element = doc.getElementById(ELEMENT_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const view = JSON.parse(element.textContent ?? '') as FirstView;
    if (!Array.isArray(view.answers) || typeof view.at !== 'number') return undefined;
    answeredUrls = view.answers.map((answer) => new URL(answer.url, doc.baseURI).href);
    return view;
  } catch {
    // A page cut short in transit: the app fetches what it needs.
    return undefined;
  }
}

/** The answer of `url` in the first view, if the server sent one. */
export function firstViewAnswer(view: FirstView, url: string): unknown {
  const wanted = normalized(url);
  return view.answers.find((answer) => normalized(answer.url) === wanted)?.body;
}

/**
 * Files each answer of the first view under the query whose request it answers (the first of `keys`
 * whose URL it is), as fetched at `view.at`: the first render reads them from the cache instead of
 * asking, and each query's staleTime decides when it is read again. Answers no key asks for are
 * dropped. Returns how many queries were seeded.
 */
export function seedFirstView(client: QueryClient, view: FirstView, keys: readonly QueryKey[]) {
  let seeded = 0;
  for (const key of keys) {
    const body = firstViewAnswer(view, queryKeyToUrl(key));
    if (body === undefined || client.getQueryData(key) !== undefined) continue;
    client.setQueryData(key, body, { updatedAt: view.at });
    seeded += 1;
  }
  return seeded;
}
