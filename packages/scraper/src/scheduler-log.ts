// The scheduler's log lines: one per catch-all tick and one per draw-clock poll.
import { DRAW_TIME_LABELS, type DrawTimeCode } from '@pick3/core';
import type { IngestSummary } from './ingest.js';
import { INGEST_LOCK_KEY, type SchedulerLogger, type TickResult } from './scheduler-types.js';

function describeSummary(summary: IngestSummary): string {
  const failed = summary.runs.filter((run) => run.error !== undefined);
  const failures = failed.map((run) => `${run.sourceId} ${run.error?.code}`).join(', ');
  const rejected = summary.runs.reduce((total, run) => total + run.rowsRejected, 0);
  return (
    `${summary.totalNewDraws} new draws` +
    (summary.updatedStates.length > 0 ? ` (${summary.updatedStates.join(', ')})` : '') +
    (rejected > 0 ? `, ${rejected} rows rejected` : '') +
    `; ${summary.runs.length - failed.length}/${summary.runs.length} sources ok` +
    (failed.length > 0 ? `; failed: ${failures}` : '')
  );
}

/** "GA 2026-11-20 Evening": a draw as the log names it. */
export const drawLabel = (d: { state: string; date: string; drawTime: DrawTimeCode }): string =>
  `${d.state} ${d.date} ${DRAW_TIME_LABELS[d.drawTime]}`;

/** Logs a catch-all tick's outcome. */
export function logCatchAllTick(logger: SchedulerLogger, result: TickResult): void {
  const at = result.slot.toISOString();
  if (result.status === 'ran')
    logger.info(`pick3-scraper: tick ${at}: ${describeSummary(result.summary)}`);
  else if (result.status === 'skipped') {
    logger.info(
      `pick3-scraper: tick ${at} skipped: ` +
        (result.reason === 'locked'
          ? `another worker holds the "${INGEST_LOCK_KEY}" lock`
          : 'another worker already ran this slot'),
    );
  } else logger.warn(`pick3-scraper: tick ${at} failed: ${result.error}`);
}

/** Logs a draw-clock poll's outcome, with the draws it polled for. */
export function logDrawPoll(logger: SchedulerLogger, result: TickResult): void {
  const what = (result.draws ?? [])
    .map((d) => `${drawLabel(d)} #${d.attempt}${d.stored ? ' stored' : ''}`)
    .join(', ');
  const at = result.slot.toISOString();
  if (result.status === 'ran')
    logger.info(`pick3-scraper: poll ${at} (${what}): ${describeSummary(result.summary)}`);
  else if (result.status === 'skipped') {
    logger.info(
      `pick3-scraper: poll ${at} (${what}) skipped: ` +
        (result.reason === 'locked'
          ? `another worker holds the "${INGEST_LOCK_KEY}" lock; again in 30 s`
          : result.reason === 'stored'
            ? 'already stored'
            : 'another worker already ingested these states'),
    );
  } else logger.warn(`pick3-scraper: poll ${at} (${what}) failed: ${result.error}`);
}
