// The first view's data inline in an app page (issue 24 item 3): the answers of the GET routes the
// first screen reads, as `<script type="application/json" id="pick3-first-view">` (its shape is
// @pick3/contract's FirstView). The app seeds its query cache with them and draws the first screen
// without a request; its usual staleness rules refresh them later. Each answer is the route's own,
// obtained by injecting the request into this server with the visitor's cookies and address, so it
// passes the same gate, rate limit and schemas as the app's own request would, and a refused one is
// simply left out (the app then asks for it itself).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_ANALYSIS_OPTIONS,
  DEFAULT_POOL_DRAW_TIME,
  POOL_STATE,
  addDays,
  type PoolId,
} from '@pick3/core';
import type { FirstViewElementId } from '@pick3/contract';

const ELEMENT_ID: FirstViewElementId = 'pick3-first-view';

/** The latest results block reads the week of draws ending on the newest stored one (apps/web latest-draws.ts). */
const RECENT_DAYS = 7;

/**
 * Which page the first view is for: the main page, a state's results page, a pool page, or another
 * app page.
 */
export type FirstViewPage =
  | { kind: 'home' }
  | { kind: 'results'; month?: string | undefined }
  | { kind: 'pool'; poolId: PoolId }
  | { kind: 'other' };

/** The pool a pool page opens on, as the app asks for it (apps/web get-pool.ts). */
export function poolFirstUrl(poolId: PoolId): string {
  const query = new URLSearchParams({ state: POOL_STATE, drawTime: DEFAULT_POOL_DRAW_TIME });
  return `/api/pools/${poolId}?${query}`;
}

/** The first view's script element and the answers it carries (JSON text by URL). */
export interface FirstViewData {
  script: string;
  answers: ReadonlyMap<string, string>;
}

/** The URLs the first screen of `page` reads for `state`, as the app writes them. */
export function firstViewUrls(
  state: string,
  page: FirstViewPage,
  lastDate: string | null,
): string[] {
  const urls = ['/api/states'];
  if (page.kind === 'home') {
    if (lastDate !== null) {
      const from = addDays(lastDate, -(RECENT_DAYS - 1));
      urls.push(`/api/draws?${new URLSearchParams({ state, from, to: lastDate })}`);
    }
    const o = DEFAULT_ANALYSIS_OPTIONS;
    const query = new URLSearchParams({
      state,
      limit: String(o.limit),
      timeFilter: o.timeFilter,
      digitFilter: o.digitFilter,
      windowSize: String(o.windowSize),
      isBoxMode: String(o.isBoxMode),
    });
    urls.push(`/api/lottery-analysis?${query}`);
  } else if (page.kind === 'results') {
    const query = new URLSearchParams({ state });
    if (page.month !== undefined) query.set('month', page.month);
    urls.push(`/api/draws/results?${query}`);
  } else if (page.kind === 'pool') {
    urls.push(poolFirstUrl(page.poolId));
  }
  return urls;
}

/**
 * The script element carrying the first view of `page` for `state`, to go before `</body>` (an empty
 * string when no answer could be had), with the answers themselves. `lastDate` is the state's newest
 * stored date (null: none).
 */
export async function firstViewData(
  app: FastifyInstance,
  request: FastifyRequest,
  state: string,
  page: FirstViewPage,
  lastDate: string | null,
): Promise<FirstViewData> {
  const headers: Record<string, string> = {};
  if (request.headers.cookie !== undefined) headers.cookie = request.headers.cookie;
  const at = Date.now();
  const answers = await Promise.all(
    firstViewUrls(state, page, lastDate).map(async (url) => {
      try {
        const response = await app.inject({
          method: 'GET',
          url,
          headers,
          remoteAddress: request.ip,
        });
        return response.statusCode === 200 &&
          String(response.headers['content-type'] ?? '').startsWith('application/json')
          ? { url, body: response.body }
          : undefined;
      } catch (error) {
        request.log.warn({ err: error, url }, 'first view: an answer could not be had');
        return undefined;
      }
    }),
  );
  const kept = answers.filter((a) => a !== undefined);
  const bodies = new Map(kept.map((a) => [a.url, a.body]));
  if (kept.length === 0) return { script: '', answers: bodies };
  const entries = kept.map((a) => `{"url":${JSON.stringify(a.url)},"body":${a.body}}`);
  // `<` escaped (\u003c is the same JSON text), so no answer can close the script element early.
  const json =
    `{"at":${at},"state":${JSON.stringify(state)},"answers":[${entries.join(',')}]}`.replace(
      /</g,
      '\\u003c',
    );
  return {
    script: `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`,
    answers: bodies,
  };
}
