// Tests' way through an update-all job: start it as the web does, then read its status route until
// the run ends (the run itself is bounded by the sources' timeouts).
import type { RefreshJob } from '@pick3/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';

/** Reads the job's status route until it is no longer running; returns the last answer. */
export async function waitForRefreshJob(app: App, jobId: string): Promise<RefreshJob> {
  for (;;) {
    const job = (await app.inject(`/api/refresh/jobs/${jobId}`)).json<RefreshJob>();
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * POST /api/manual-refresh-all; when it started a job (202), waits for its end. `started` is the
 * POST's own answer (a refusal: 409, 429).
 */
export async function refreshAllAndWait(
  app: App,
  headers: Record<string, string> = {},
): Promise<{ started: LightMyRequestResponse; job: RefreshJob | undefined }> {
  const started = await app.inject({ method: 'POST', url: '/api/manual-refresh-all', headers });
  if (started.statusCode !== 202) return { started, job: undefined };
  return { started, job: await waitForRefreshJob(app, started.json<{ jobId: string }>().jobId) };
}
