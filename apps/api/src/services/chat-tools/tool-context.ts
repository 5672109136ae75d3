// What a chat tool runs against (the stored draws, the analysis cache, the state on screen) and
// how it reads them.
import {
  resolveAnalysisOptions,
  type Draw,
  type FreshnessStatus,
  type TimeFilter,
} from '@pick3/core';
import type { Database } from '@pick3/db';
import type { AnalysisService } from '../analysis.service.js';
import { historyCacheOf } from '../state-history.js';

type Db = Database['db'];

export interface ChatToolContext {
  db: Db;
  /** The analysis cache the HTTP route reads: a tool asking what the page shows computes nothing new. */
  analysis: Pick<AnalysisService, 'get'>;
  /** State used when a question names none. */
  defaultState: string;
  /** What the stored data covers and how current it is (describeCoverage), stated instead of assumed. */
  coverage?: string;
  /** How current a state's stored draws are, as its freshness badge says (states service, core's `freshness`). */
  dataAge?: (state: string) => DataAge | undefined;
}

/** A state's freshness status, its newest stored draw's date and today's date in its zone (ISO). */
export interface DataAge {
  status: FreshnessStatus;
  latestDate: string | null;
  today: string;
}

/** The state asked about: the argument, else the state on screen. */
export function stateOf(state: string | undefined, ctx: ChatToolContext): string {
  return state ?? ctx.defaultState;
}

export async function analysisOf(
  ctx: ChatToolContext,
  state: string,
  options: { limit?: number; timeFilter?: TimeFilter; isBoxMode?: boolean } = {},
) {
  return (await ctx.analysis.get(state, resolveAnalysisOptions(options))).analysis;
}

/** The state's whole history, newest first, shared with the lookup and skips routes (cached per newest draw). */
export async function historyOf(ctx: ChatToolContext, state: string): Promise<readonly Draw[]> {
  return (await historyCacheOf(ctx.db).get(state)).draws;
}
