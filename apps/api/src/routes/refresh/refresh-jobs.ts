// Manual update-all runs as jobs (issue 35 finding 13): reading every source takes from seconds to
// minutes, longer than a proxy waits, so POST /api/manual-refresh-all answers at once with a job id
// and the run goes on. The job lives in the database (refresh_jobs): its sources' progress as the
// run reports it, then the run's summary, so a client polling through a balancer may ask any replica.
import { randomUUID } from 'node:crypto';
import type { RefreshJob } from '@pick3/contract';
import { refreshJobsRepository, type Database } from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import type { RefreshKind, RefreshRunner, RefreshStatus } from './refresh-runner.js';

/** Progress is written at most this often (and once more when the run ends). */
const SAVE_EVERY_MS = 500;
/** A running job without news for this long belongs to a process that stopped. */
export const STALE_JOB_MS = 15 * 60_000;

type JobProgress = RefreshJob['progress'];
type JobSummary = NonNullable<RefreshJob['result']>;

/** The run's per-source status as the job reports it: counts in the player's terms, and each source. */
export function jobProgress(status: RefreshStatus): JobProgress {
  const sources = status.sources.map((s) => ({
    sourceId: s.sourceId,
    state: s.state,
    phase: s.phase,
    rowsAdded: s.rowsAdded,
  }));
  const done = sources.filter((s) => s.phase === 'done');
  const updated = done.filter((s) => s.rowsAdded > 0).length;
  const failed = sources.filter((s) => s.phase === 'failed').length;
  return {
    total: sources.length,
    done: done.length + failed,
    updated,
    noNew: done.length - updated,
    failed,
    sources,
  };
}

/**
 * Starts a run of `kind` as a job and returns its id once the job is recorded; the run goes on in the
 * background, writing its progress and finally its summary (`summarize`) or why it failed.
 * @throws HttpError 409 REFRESH_RUNNING while a run of this process is going.
 */
export async function startRefreshJob(
  db: Database['db'],
  runner: RefreshRunner,
  kind: RefreshKind,
  run: (kind: RefreshKind) => Promise<JobSummary>,
  log: { error(o: object, m: string): void },
): Promise<string> {
  if (runner.status().running)
    throw new HttpError(409, 'REFRESH_RUNNING', 'A refresh is already running; watch its job');
  const id = randomUUID();
  // The run sets its sources' list before its first await: the job is recorded with all of them.
  const running = run(kind);
  const recorded = refreshJobsRepository.start(db, {
    id,
    kind,
    progress: jobProgress(runner.status()),
  });

  // One write at a time, in order, after the job's row; a burst of progress events is written as
  // its last state.
  let writing: Promise<void> = recorded.catch(() => undefined);
  let latest: RefreshStatus | undefined;
  let timer: NodeJS.Timeout | undefined;
  const write = () => {
    timer = undefined;
    const status = latest;
    if (status === undefined) return;
    latest = undefined;
    writing = writing
      .then(() => refreshJobsRepository.saveProgress(db, id, jobProgress(status)))
      .catch((error: unknown) =>
        log.error({ err: error, job: id }, 'refresh job progress not saved'),
      );
  };
  const onStatus = (status: RefreshStatus) => {
    latest = status;
    timer ??= setTimeout(write, SAVE_EVERY_MS);
  };
  runner.on('status', onStatus);

  const finish = async (outcome: Parameters<typeof refreshJobsRepository.finish>[2]) => {
    runner.off('status', onStatus);
    if (timer !== undefined) clearTimeout(timer);
    latest = runner.status();
    write();
    await writing;
    await refreshJobsRepository.finish(db, id, outcome);
  };
  running
    .then(
      (result) => finish({ status: 'finished', result }),
      (error: unknown) => {
        const code =
          error instanceof HttpError && error.code === 'REFRESH_RUNNING'
            ? 'REFRESH_RUNNING'
            : 'RUN_FAILED';
        if (code === 'RUN_FAILED') log.error({ err: error, job: id }, 'refresh job failed');
        return finish({ status: 'failed', error: code });
      },
    )
    .catch((error: unknown) => log.error({ err: error, job: id }, 'refresh job not recorded'));
  await recorded;
  return id;
}

/**
 * The job as GET /api/refresh/jobs/:jobId answers it.
 * @throws HttpError 404 JOB_NOT_FOUND for an id no run has.
 */
export async function readRefreshJob(db: Database['db'], id: string): Promise<RefreshJob> {
  await refreshJobsRepository.failStale(db, STALE_JOB_MS);
  const job = await refreshJobsRepository.find(db, id);
  if (job === undefined) throw new HttpError(404, 'JOB_NOT_FOUND', 'No refresh job has this id');
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    progress: job.progress as JobProgress,
    result: (job.result ?? null) as JobSummary | null,
    error: job.error as RefreshJob['error'],
  };
}
