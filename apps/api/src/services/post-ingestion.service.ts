// The one thing that happens after every ingestion, wherever it ran (the API's in-process scheduler,
// a manual refresh, or the standalone worker): caches forget what changed, the permanent pool tracker
// settles and records, the picks board grades its picks and the strategies post their next ones, alerts for the new draws and graded board picks go out (e-mail and SMS, then Web Push: results, tracked
// hits and settled pool plays, once per subscription and event), and yesterday's daily summaries are sent once
// the day is complete. Every step runs even when an earlier one failed; failures are logged and
// reported, never thrown, so an ingestion's answer never depends on a mail server.
import type { Logger } from './deps.js';
import { clockInZone, yesterdayInZone } from '@pick3/core';
import { POOL_STATE } from './pool-state.js';
import type { AnalysisService } from './analysis.service.js';
import {
  sendAlertsForNewDraws,
  sendDailySummaries,
  SUMMARY_TIME_ZONE,
  type AlertRunSummary,
} from './alerts.service.js';
import type { Mailer } from './mailer.service.js';
import type { SmsSender } from './sms.service.js';
import { sendPushForIngestion, type PushRunSummary, type PushSender } from './push.service.js';
import type { StatesService } from './states.service.js';
import { runTrackerStep, type TrackerStep } from './tracker.service.js';
import { runBoardStep, type BoardStep } from './board.service.js';
import { sendBoardPickAlerts } from './board-alerts.service.js';
import type { Database } from '@pick3/db';

/** What the pipeline needs: the app itself provides all of it (`afterIngestion(app, summary)`). */
export interface PostIngestionContext {
  db: Database['db'];
  analysis: AnalysisService;
  states: StatesService;
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  log: Logger;
}

/** The part of an ingestion's summary the pipeline reads. */
export interface IngestionOutcome {
  /** States that gained at least one draw. */
  updatedStates: readonly string[];
}

export interface PostIngestionReport {
  updatedStates: string[];
  /** The tracker step, when Georgia gained draws; null otherwise (or when it failed: see errors). */
  tracker: TrackerStep | null;
  /** The picks board: picks graded (a corrected draw's regraded), the strategies' next picks. */
  board: BoardStep | null;
  alerts: AlertRunSummary | null;
  /** E-mail and SMS to players whose board picks were graded (their alert settings decide); null when none. */
  boardAlerts: AlertRunSummary | null;
  /** Web Push for the new draws and settled pool plays; null when nothing was new (or it failed). */
  push: PushRunSummary | null;
  summaries: AlertRunSummary | null;
  /** One line per failed step. */
  errors: string[];
}

/** Daily summaries for yesterday go out from this Eastern hour on (every night draw is in by then). */
const SUMMARY_HOUR_EASTERN = 7;

/**
 * Runs the post-ingestion steps for one ingestion's outcome.
 * @example
 * const summary = await ingest({ db: app.db });
 * await afterIngestion(app, summary);
 */
export async function afterIngestion(
  ctx: PostIngestionContext,
  outcome: IngestionOutcome,
  /**
   * `push: 'background'` (the manual refresh, which answers a person): push goes out after the
   * answer, the report's `push` stays null (issue 35 finding 3).
   */
  options: { now?: Date; push?: 'await' | 'background' } = {},
): Promise<PostIngestionReport> {
  const now = options.now ?? new Date();
  const updatedStates = [...outcome.updatedStates];
  const report: PostIngestionReport = {
    updatedStates,
    tracker: null,
    board: null,
    alerts: null,
    boardAlerts: null,
    push: null,
    summaries: null,
    errors: [],
  };
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report.errors.push(`${name}: ${message}`);
      ctx.log.error({ err: error, step: name }, `post-ingestion ${name} failed`);
      return null;
    }
  };

  // Every ingestion run changes the freshness figures (a confirmed state is fresher), even without new draws.
  ctx.states.invalidate();
  for (const state of updatedStates) ctx.analysis.invalidate(state);

  if (updatedStates.includes(POOL_STATE)) {
    report.tracker = await step('tracker', () => runTrackerStep(ctx.db, ctx.analysis, now));
  }
  // Every run: a corrected draw regrades its picks even when no state gained a draw.
  report.board = await step('board', () => runBoardStep(ctx.db, updatedStates, now));
  const gradedPicks = report.board?.players ?? [];
  if (gradedPicks.length > 0) {
    report.boardAlerts = await step('board alerts', () => sendBoardPickAlerts(ctx, gradedPicks));
  }
  if (updatedStates.length > 0) {
    report.alerts = await step('alerts', () => sendAlertsForNewDraws(ctx, updatedStates));
    const pushing = step('push', () =>
      sendPushForIngestion(ctx, {
        updatedStates,
        settled: report.tracker?.settled ?? [],
        boardGraded: report.board?.players ?? [],
      }),
    );
    if (options.push === 'background') void pushing;
    else report.push = await pushing;
  }
  // Each recipient's summary is claimed once per date, so calling this after every ingestion sends it once.
  if (clockInZone(SUMMARY_TIME_ZONE, now).hour >= SUMMARY_HOUR_EASTERN) {
    report.summaries = await step('daily summaries', () =>
      sendDailySummaries(ctx, { date: yesterdayInZone(SUMMARY_TIME_ZONE, now) }),
    );
  }
  return report;
}
