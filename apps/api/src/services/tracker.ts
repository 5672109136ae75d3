// The permanent pool trackers (domain.md §7): before each Georgia draw, record every permanent pool's
// remaining set as an expected result; once the draw is stored, settle it (win when the winner's box
// key was in that set). Run on demand (POST /api/expected-results/trigger-match/GA) and after every
// ingestion that added Georgia draws.
import { compareDrawTimes, POOL_IDS, trackerSessionId, type Draw, type DrawTimeCode } from '@pick3/core';
import { drawsRepository, expectedResultsRepository, type Database } from '@pick3/db';
import type { AnalysisService } from './analysis.service.js';
import { currentPool, POOL_STATE, type PoolDrawTime } from './pool-state.js';

/** Draws read to settle pending results: about a month of Georgia draws. */
const MATCH_WINDOW = 100;
/** Draws read to learn the state's current draw times (a schedule change shows up within days). */
const SCHEDULE_WINDOW = 30;

/**
 * The draw that follows `newest` in a schedule of draw times: the next later time the same day, else
 * the first time of the next day. The schedule is read from the recent draws, not assumed.
 */
export function nextDraw(recent: readonly Draw[]): { date: string; drawTime: DrawTimeCode } | undefined {
  const newest = recent[0];
  if (newest === undefined) return undefined;
  const times = [...new Set(recent.map((d) => d.drawTime))].sort(compareDrawTimes);
  const later = times.find((t) => compareDrawTimes(t, newest.drawTime) > 0);
  if (later !== undefined) return { date: newest.date, drawTime: later };
  const next = new Date(`${newest.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { date: next.toISOString().slice(0, 10), drawTime: times[0]! };
}

export interface TrackerStep {
  settled: Awaited<ReturnType<typeof expectedResultsRepository.matchPending>>;
  recorded: Array<{ sessionId: string; expectedDate: string; drawTime: DrawTimeCode; created: boolean; remainingCount: number }>;
}

export async function runTrackerStep(db: Database['db'], analysis: AnalysisService): Promise<TrackerStep> {
  const recent = await drawsRepository.newestDraws(db, POOL_STATE, MATCH_WINDOW);
  const settled = await expectedResultsRepository.matchPending(db, POOL_STATE, recent);
  const upcoming = nextDraw(recent.slice(0, SCHEDULE_WINDOW));
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
