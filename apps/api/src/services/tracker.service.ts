// The permanent pool trackers (domain.md §7): before each Georgia draw, record every permanent pool's
// remaining set as an expected result; once the draw is stored, settle it (win when the winner's box
// key was in that set). Run on demand (POST /api/expected-results/trigger-match/GA) and after every
// ingestion that added Georgia draws.
import {
  compareDraws,
  drawInstant,
  drawTimeWord,
  DRAW_TIME_LABELS,
  freshness,
  isoDateInZone,
  isoToUs,
  nextOpenDraw,
  POOL_IDS,
  resultDueAt,
  scheduleOf,
  stateName,
  trackerMoney,
  trackerRates,
  trackerSessionId,
  type DrawTimeCode,
} from '@pick3/core';
import type { ExpectedResults } from '@pick3/contract';
import { drawsRepository, expectedResultsRepository, type Database } from '@pick3/db';
import { nextPollAt } from '@pick3/scraper';
import { formatDate, message, type Language, type MessageKey } from '../messages/index.js';
import type { AnalysisService } from './analysis.service.js';
import { currentPool, POOL_DRAW_TIMES, POOL_STATE, type PoolDrawTime } from './pool-state.js';
import type { StatesService, StoringSource } from './states.service.js';

/** Draws read to settle pending results: about a month of Georgia draws. */
const MATCH_WINDOW = 100;

/** What the reason for a pending result is computed from. */
export interface PendingContext {
  now: Date;
  /** The newest stored draw of the result's state. */
  latestStored: { date: string; drawTime: DrawTimeCode } | null;
  /** The health of the source that stores the state's draws now (states service); null when none. */
  source: StoringSource | null;
  /** When the scheduler next reads the state's sources (the scraper's draw clock). */
  nextTryAt: Date;
}

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** A clock time in the state's zone ("6:59 PM EDT"), with its date when it is not on `sameDayAs`'s date. */
function clock(language: Language, timeZone: string, at: Date, sameDayAs?: Date): string {
  const time = new Intl.DateTimeFormat(LOCALE[language], {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
  const date = isoDateInZone(at, timeZone);
  if (sameDayAs !== undefined && date === isoDateInZone(sameDayAs, timeZone)) return time;
  return `${language === 'en' ? isoToUs(date) : formatDate(language, date)} ${time}`;
}

const FAILING_KEY: Record<NonNullable<StoringSource['failure']>, MessageKey> = {
  unreachable: 'pending.unreachable',
  'error-status': 'pending.errorStatus',
  changed: 'pending.changed',
};

/**
 * Why a tracker result is still pending, in the reader's language: the draw it waits for (the
 * result's own state, date and draw time), then when its data will come, from the health of the
 * source that stores the state's draws: "results usually arrive by 7:14 PM EST" while that source
 * answers, or since when it fails and when it is tried next. A draw missing from the history while
 * later draws are stored cannot settle until someone adds it, and says so.
 */
export function pendingReason(
  result: { state: string; expectedDate: string; drawTime: DrawTimeCode },
  ctx: PendingContext,
  language: Language = 'en',
): string {
  const { state, expectedDate, drawTime } = result;
  const zone = scheduleOf(state).timeZone;
  const at = drawInstant(state, expectedDate, drawTime);
  const values = {
    drawTime: drawTimeWord(state, drawTime, language),
    date: language === 'en' ? isoToUs(expectedDate) : formatDate(language, expectedDate),
    time: clock(language, zone, at, at),
  };
  if (
    ctx.latestStored !== null &&
    compareDraws(ctx.latestStored, { date: expectedDate, drawTime }) > 0
  ) {
    return message(language, 'pending.missing', values);
  }
  const draw =
    ctx.now.getTime() < at.getTime()
      ? message(language, 'pending.waits', values)
      : message(language, 'pending.tookPlace', values);
  const next = clock(language, zone, ctx.nextTryAt, ctx.now);
  const named = { state: stateName(state), next };
  const source = ctx.source;
  const dueAt = resultDueAt(state, expectedDate, drawTime);
  const latest = ctx.latestStored;
  const when =
    source === null
      ? message(language, 'pending.noSource', named)
      : !source.checked
        ? message(language, 'pending.neverChecked', named)
        : source.failingSince !== null
          ? message(language, FAILING_KEY[source.failure ?? 'error-status'], {
              ...named,
              since: clock(language, zone, source.failingSince, ctx.now),
            })
          : latest !== null && freshness(state, latest, ctx.now).status === 'stale'
            ? message(language, 'pending.staleData', {
                ...named,
                newest:
                  language === 'en' ? isoToUs(latest.date) : formatDate(language, latest.date),
              })
            : ctx.now.getTime() < dueAt.getTime()
              ? message(language, 'pending.arrivesBy', { by: clock(language, zone, dueAt, at) })
              : message(language, 'pending.late', named);
  return `${draw} ${when}`;
}

/**
 * What the pending reasons of `states` are computed from, per state: the newest stored draw, the
 * source that stores the state's draws and when the scheduler next reads it (tracker results and
 * bought plays share it).
 */
export async function pendingContexts(
  ctx: { db: Database['db']; states: StatesService },
  states: Iterable<string>,
): Promise<Map<string, PendingContext>> {
  const now = ctx.states.now();
  const contexts = new Map<string, PendingContext>();
  for (const state of new Set(states)) {
    const [latest, source] = await Promise.all([
      drawsRepository.newestDraws(ctx.db, state, 1),
      ctx.states.storingSource(state),
    ]);
    contexts.set(state, {
      now,
      latestStored: latest[0] ?? null,
      source,
      nextTryAt: nextPollAt(state, now),
    });
  }
  return contexts;
}

/**
 * A tracker session's expected results, newest first, each with the set it is scored on and, pending,
 * why it waits (in `language`), its record against chance, and its money at `stake` by the pool
 * state's prize table (each number played straight, as the basket sells it).
 *
 * @throws Pick3Error `INVALID_STAKE` (a 400 naming `stake`) for a stake the state does not sell.
 */
export async function listExpectedResults(
  ctx: { db: Database['db']; states: StatesService },
  query: { sessionId: string; stake?: number | undefined },
  language: Language,
): Promise<ExpectedResults> {
  // A stake Georgia does not sell is a 400 naming `stake` (core's Pick3Error), before any read.
  const stake = query.stake ?? 1;
  trackerMoney(POOL_STATE, [], stake);
  const rows = await expectedResultsRepository.listBySession(ctx.db, query.sessionId);
  const contexts = await pendingContexts(
    ctx,
    rows.filter((r) => r.matchStatus === 'pending').map((r) => r.state),
  );
  return {
    results: rows.map((row) => {
      const pending = row.matchStatus === 'pending' ? contexts.get(row.state) : undefined;
      return {
        id: String(row.id),
        expectedDate: row.expectedDate,
        drawTime: DRAW_TIME_LABELS[row.drawTime],
        matchStatus: row.matchStatus,
        winnerNumber: row.winnerNumber,
        pendingReason: pending === undefined ? null : pendingReason(row, pending, language),
        remainingNumbers: row.remainingNumbers,
      };
    }),
    ...trackerRates(rows),
    money: {
      state: POOL_STATE,
      stake,
      play: 'remaining-straight' as const,
      ...trackerMoney(
        POOL_STATE,
        rows.map((row) => ({
          date: row.expectedDate,
          drawTime: row.drawTime,
          remainingNumbers: row.remainingNumbers,
          winnerNumber: row.matchStatus === 'pending' ? null : row.winnerNumber,
        })),
        stake,
      ),
    },
  };
}

export interface TrackerStep {
  settled: Awaited<ReturnType<typeof expectedResultsRepository.matchPending>>;
  recorded: Array<{
    sessionId: string;
    expectedDate: string;
    drawTime: DrawTimeCode;
    created: boolean;
    remainingCount: number;
  }>;
}

/**
 * Settles the pending results whose draws are stored, then records each permanent pool's current
 * remaining set for the next draw still on sale at `now` (after the newest stored one): the draw a
 * player buying the pool now would play, so a stale history never makes the tracker wait on a draw
 * weeks old.
 */
export async function runTrackerStep(
  db: Database['db'],
  analysis: AnalysisService,
  now: Date,
): Promise<TrackerStep> {
  const recent = await drawsRepository.newestDraws(db, POOL_STATE, MATCH_WINDOW);
  const settled = await expectedResultsRepository.matchPending(db, POOL_STATE, recent);
  // Pools are defined for Day / Eve / Nite only; a pool needs a stored history to have a set.
  const upcoming =
    recent[0] === undefined
      ? undefined
      : nextOpenDraw(POOL_STATE, now, { drawTimes: POOL_DRAW_TIMES, after: recent[0] });
  const recorded: TrackerStep['recorded'] = [];
  if (upcoming !== undefined) {
    for (const poolId of POOL_IDS) {
      const pool = await currentPool(analysis, poolId, upcoming.drawTime as PoolDrawTime);
      const sessionId = trackerSessionId(poolId);
      const { result, created } = await expectedResultsRepository.insertPending(db, {
        sessionId,
        expectedDate: upcoming.date,
        state: POOL_STATE,
        drawTime: upcoming.drawTime,
        remainingNumbers: pool.remainingNumbers,
      });
      recorded.push({
        sessionId,
        expectedDate: result.expectedDate,
        drawTime: result.drawTime,
        created,
        remainingCount: result.remainingNumbers.length,
      });
    }
  }
  return { settled, recorded };
}
