// A state's results page (GET /api/draws/results and the HTML the server renders for /results/:state):
// its newest results, one month's archive, and what its stored history holds with its holes named.
// Written once here so the page a crawler reads and the data the app fetches are the same.
import {
  DRAW_TIME_LABELS,
  isKnownState,
  monthBounds,
  parseMonth,
  resultDays,
  scheduleOf,
  todayInZone,
} from '@pick3/core';
import type { DrawsReply, ResultsReply } from '@pick3/contract';
import { drawsRepository } from '@pick3/db';
import type { ServiceDeps } from './deps.js';

/** The draws of a state between two dates (GET /api/draws and the main page's first view). */
export async function drawsBetween(
  deps: Pick<ServiceDeps, 'db'>,
  state: string,
  from: string,
  to: string,
): Promise<DrawsReply> {
  const draws = await drawsRepository.drawsOn(deps.db, state, from, to);
  return {
    draws: draws.map((d) => ({
      date: d.date,
      drawTime: d.drawTime,
      timeLabel: DRAW_TIME_LABELS[d.drawTime],
      number: d.number,
      ...(d.extraBall === undefined ? {} : { extraBall: d.extraBall }),
      ...(d.doubleDraw === undefined ? {} : { doubleDraw: d.doubleDraw }),
    })),
  };
}

/** How many of the newest stored dates "recent results" shows. */
const RECENT_DAYS = 7;
/** At most four draw times a day: enough draws for RECENT_DAYS dates. */
const RECENT_DRAWS = RECENT_DAYS * 4;

/**
 * The results page of a known state (undefined for any other code); `month` (YYYY-MM, parsed by
 * core: a bad one throws INVALID_DATE on `month`) defaults to the newest stored draw's month, else
 * the state's current month.
 */
export async function resultsPage(
  deps: Pick<ServiceDeps, 'db' | 'states'>,
  state: string,
  month?: string,
  now: Date = deps.states.now(),
): Promise<ResultsReply | undefined> {
  if (month !== undefined) parseMonth(month);
  if (!isKnownState(state)) return undefined;
  const [summary, coverage] = await Promise.all([
    deps.states.get(state, now),
    deps.states.coverage(state, now),
  ]);
  if (summary === undefined || coverage === undefined) return undefined;
  const today = todayInZone(scheduleOf(state).timeZone, now);
  const lastMonth = summary.lastDate?.slice(0, 7) ?? null;
  const shown = month ?? lastMonth ?? today.slice(0, 7);
  const { from, to } = monthBounds(shown);
  const [newest, inMonth] = await Promise.all([
    drawsRepository.newestDraws(deps.db, state, RECENT_DRAWS),
    drawsRepository.drawsOn(deps.db, state, from, to),
  ]);
  return {
    state,
    name: summary.name,
    gameName: summary.gameName,
    url: summary.url,
    today,
    month: shown,
    firstMonth: summary.firstDate?.slice(0, 7) ?? null,
    lastMonth,
    recent: resultDays(state, newest).slice(0, RECENT_DAYS),
    days: resultDays(state, inMonth),
    status: summary.status,
    drawCount: summary.drawCount,
    history: summary.history,
    missing: coverage.missing,
    totalMissing: coverage.totalMissing,
    disputed: coverage.disputed,
  };
}
