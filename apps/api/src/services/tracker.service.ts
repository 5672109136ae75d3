// The permanent pool trackers (domain.md §7): before each Georgia draw, record every permanent pool's
// remaining set as an expected result; once the draw is stored, settle it (win when the winner's box
// key was in that set). Run on demand (POST /api/expected-results/trigger-match/GA) and after every
// ingestion that added Georgia draws.
import {
  compareDraws,
  drawAfter,
  drawInstant,
  DRAW_TIME_LABELS,
  isoToUs,
  POOL_IDS,
  scheduleOf,
  trackerSessionId,
  type DrawTimeCode,
} from '@pick3/core';
import { drawsRepository, expectedResultsRepository, type Database } from '@pick3/db';
import { formatDate, message, type Language } from '../messages/index.js';
import type { AnalysisService } from './analysis.service.js';
import { currentPool, POOL_STATE, type PoolDrawTime } from './pool-state.js';

/** Draws read to settle pending results: about a month of Georgia draws. */
const MATCH_WINDOW = 100;

/** What the reason for a pending result is computed from. */
export interface PendingContext {
  now: Date;
  /** The newest stored Georgia draw. */
  latestStored: { date: string; drawTime: DrawTimeCode } | null;
  /** The latest run of the Georgia source (its error, null when it succeeded); null when it never ran. */
  lastRun: { error: string | null } | null;
}

/**
 * Why a tracker result is still pending, in one sentence: the draw is still to come, it took place and
 * is not stored yet (with the source's last failure, if any), or it is missing from the history while
 * later draws are stored (it cannot settle until someone adds it).
 */
export function pendingReason(
  result: { expectedDate: string; drawTime: DrawTimeCode },
  ctx: PendingContext,
  language: Language = 'en',
): string {
  const schedule = scheduleOf(POOL_STATE);
  const at = drawInstant(POOL_STATE, result.expectedDate, result.drawTime);
  const values = {
    drawTime: DRAW_TIME_LABELS[result.drawTime],
    date:
      language === 'en' ? isoToUs(result.expectedDate) : formatDate(language, result.expectedDate),
    time: new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      timeZone: schedule.timeZone,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(at),
  };
  if (ctx.now.getTime() < at.getTime()) return message(language, 'pending.waits', values);
  if (
    ctx.latestStored !== null &&
    compareDraws(ctx.latestStored, { date: result.expectedDate, drawTime: result.drawTime }) > 0
  ) {
    return message(language, 'pending.missing', values);
  }
  // The source's error is technical English; a Spanish reader gets its code (e.g. HTTP_ERROR).
  const error = ctx.lastRun?.error ?? null;
  const failure =
    ctx.lastRun === null
      ? message(language, 'pending.neverChecked')
      : error === null
        ? message(language, 'pending.fetchedSoon')
        : message(language, 'pending.failed', {
            error: language === 'en' ? error : (error.split(':')[0] ?? error),
          });
  return `${message(language, 'pending.tookPlace', values)} ${failure}`;
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

export async function runTrackerStep(
  db: Database['db'],
  analysis: AnalysisService,
): Promise<TrackerStep> {
  const recent = await drawsRepository.newestDraws(db, POOL_STATE, MATCH_WINDOW);
  const settled = await expectedResultsRepository.matchPending(db, POOL_STATE, recent);
  // The draw after the newest stored one: what the pools' current remaining sets predict.
  const upcoming = recent[0] === undefined ? undefined : drawAfter(POOL_STATE, recent[0]);
  const recorded: TrackerStep['recorded'] = [];
  // Pools are defined for Day / Eve / Nite only; a morning draw (none in Georgia) is not tracked.
  if (upcoming !== undefined && upcoming.drawTime !== 'MORN') {
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
