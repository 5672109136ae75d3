import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as refreshJobsRepository from './refresh-jobs.repository.js';

describeEachDriver('refreshJobsRepository', (t) => {
  it('keeps a job’s progress and result, and fails a job whose process stopped', async () => {
    const db = t.db();
    const id = '00000000-0000-4000-8000-000000000001';
    await refreshJobsRepository.start(db, { id, kind: 'all', progress: { done: 0 } });
    await refreshJobsRepository.saveProgress(db, id, { done: 3 });
    expect(await refreshJobsRepository.find(db, id)).toMatchObject({
      status: 'running',
      progress: { done: 3 },
      result: null,
      finishedAt: null,
    });
    await refreshJobsRepository.finish(db, id, { status: 'finished', result: { success: true } });
    // A finished job's progress no longer changes.
    await refreshJobsRepository.saveProgress(db, id, { done: 9 });
    expect(await refreshJobsRepository.find(db, id)).toMatchObject({
      status: 'finished',
      progress: { done: 3 },
      result: { success: true },
    });

    const stopped = '00000000-0000-4000-8000-000000000002';
    await refreshJobsRepository.start(db, { id: stopped, kind: 'all', progress: {} });
    await db
      .updateTable('refresh_jobs')
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', stopped)
      .execute();
    expect(await refreshJobsRepository.failStale(db, 60_000)).toBe(1);
    expect(await refreshJobsRepository.find(db, stopped)).toMatchObject({
      status: 'failed',
      error: 'RUN_STOPPED',
    });
  });
});
