// The answers a page's first screen reads (apps/web first-view-queries.ts names the requests),
// read from the services the API routes answer from, once per page: no request is injected, so a
// page view costs one unit of the address's rate budget (issue 35 item 18). The passcode gate
// decided for the page itself (web.plugin.ts reads nothing for a visitor it holds). A request this
// file does not know is answered undefined: the app then asks the API for it itself.
import type { FastifyInstance } from 'fastify';
import {
  BOARD_PERIODS,
  parseAnalysisOptions,
  POOL_IDS,
  type BoardPeriod,
  type PoolId,
} from '@pick3/core';
import { boardOf } from '../services/board.service.js';
import { poolReply } from '../services/pool-state.js';
import { drawsBetween, resultsPage } from '../services/results.service.js';

/** The answer of one API request (path and query) as its route would send it, parsed. */
export async function readFirstViewAnswer(app: FastifyInstance, url: string): Promise<unknown> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query = Object.fromEntries(searchParams);
  const state = query.state ?? '';
  if (pathname === '/api/states') return { states: await app.states.list() };
  if (pathname === '/api/draws' && query.from !== undefined && query.to !== undefined)
    return drawsBetween(app, state, query.from, query.to);
  if (pathname === '/api/lottery-analysis')
    // Its cached bytes: the analysis is serialized once per data version and options.
    return JSON.parse(
      (await app.analysis.get(state, parseAnalysisOptions(query))).bytes.toString(),
    );
  if (pathname === '/api/draws/results') return resultsPage(app, state, query.month);
  const board = /^\/api\/board\/([^/]+)$/.exec(pathname)?.[1];
  if (board !== undefined && (BOARD_PERIODS as readonly string[]).includes(query.period ?? ''))
    return boardOf(app.db, board, { period: query.period as BoardPeriod }, app.states.now());
  const pool = /^\/api\/pools\/([^/]+)$/.exec(pathname)?.[1];
  if (pool !== undefined && (POOL_IDS as readonly string[]).includes(pool) && query.drawTime)
    return poolReply(app.analysis, pool as PoolId, query.drawTime as 'DAY' | 'EVE' | 'NITE');
  return undefined;
}
