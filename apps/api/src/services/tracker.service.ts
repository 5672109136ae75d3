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
): string {
  const draw = `the ${DRAW_TIME_LABELS[result.drawTime]} draw of ${isoToUs(result.expectedDate)}`;
  const schedule = scheduleOf(POOL_STATE);
  const at = drawInstant(POOL_STATE, result.expectedDate, result.drawTime);
  const clock = ` at ${new Intl.DateTimeFormat('en-US', { timeZone: schedule.timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at)}`;
  if (ctx.now.getTime() < at.getTime()) return `Waits for ${draw}${clock}.`;
  if (
    ctx.latestStored !== null &&
    compareDraws(ctx.latestStored, { date: result.expectedDate, drawTime: result.drawTime }) > 0
  ) {
    return `${capitalize(draw)} is missing from the stored history (later draws are stored), so this result cannot settle until it is added.`;
  }
  const failure =
    ctx.lastRun === null
      ? ' The Georgia source has not been checked since the history was imported.'
      : ctx.lastRun.error === null
        ? ' It is fetched a few minutes after the draw.'
        : ` The last check of the Georgia source failed: ${ctx.lastRun.error}.`;
  return `${capitalize(draw)} took place${clock}; its result is not stored yet.${failure}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
