// The first view's data inline in an app page (issue 24 item 3): the answers of the GET routes the
// first screen reads, as `<script type="application/json" id="pick3-first-view">` (its shape is
// @pick3/contract's FirstView). The app seeds its query cache with them and draws the first screen
// without a request; its usual staleness rules refresh them later. Each answer is the route's own,
// read from the same service the route answers from (the states list and the analysis as their cached
// bytes), once per page: no request is injected, so a page view costs one unit of the address's rate
// budget (issue 35 item 18). The passcode gate decided for the page itself (web.plugin.ts reads the
// first view only for a request that may read data); an answer that cannot be had is left out (the app
// then asks for it itself).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_ANALYSIS_OPTIONS,
  DEFAULT_POOL_DRAW_TIME,
  POOL_STATE,
  addDays,
  parseAnalysisOptions,
  type PoolId,
} from '@pick3/core';
import type { FirstViewElementId } from '@pick3/contract';
import { poolReply } from '../services/pool-state.js';
import { drawsBetween, resultsPage } from '../services/results.service.js';

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

/** One answer of the first view: its URL as the app writes it, and how the server reads it. */
interface FirstViewRead {
  url: string;
  read: () => Promise<string | undefined>;
}

const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** What the first screen of `page` reads for `state`, as the app asks for it. */
function firstViewReads(
  app: FastifyInstance,
  state: string,
  page: FirstViewPage,
  lastDate: string | null,
): FirstViewRead[] {
  const reads: FirstViewRead[] = [
    { url: '/api/states', read: async () => (await app.states.listJson()).bytes.toString() },
  ];
  if (page.kind === 'home') {
    if (lastDate !== null) {
      const from = addDays(lastDate, -(RECENT_DAYS - 1));
      reads.push({
        url: `/api/draws?${new URLSearchParams({ state, from, to: lastDate })}`,
        read: async () => json(await drawsBetween(app, state, from, lastDate)),
      });
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
    reads.push({
      url: `/api/lottery-analysis?${query}`,
      read: async () =>
        // The options the route would parse from this URL's query.
        (
          await app.analysis.get(state, parseAnalysisOptions(Object.fromEntries(query)))
        ).bytes.toString(),
    });
  } else if (page.kind === 'results') {
    const query = new URLSearchParams({ state });
    if (page.month !== undefined) query.set('month', page.month);
    reads.push({
      url: `/api/draws/results?${query}`,
      read: async () => json(await resultsPage(app, state, page.month)),
    });
  } else if (page.kind === 'pool') {
    const { poolId } = page;
    reads.push({
      url: poolFirstUrl(poolId),
      read: async () => json(await poolReply(app.analysis, poolId, DEFAULT_POOL_DRAW_TIME)),
    });
  }
  return reads;
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
  const at = Date.now();
  const answers = await Promise.all(
    firstViewReads(app, state, page, lastDate).map(async ({ url, read }) => {
      try {
        const body = await read();
        return body === undefined ? undefined : { url, body };
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
