import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as backfillRepository from './backfill.repository.js';

describeEachDriver('backfillRepository', (t) => {
  const run = {
    state: 'AR',
    source: 'ar-lotteryusa',
    fromDate: '2024-01-01',
    toDate: '2026-07-01',
    trigger: 'test' as const,
    pagesTotal: 3,
  };

  it('remembers merged pages across runs, counts pages and failures, and closes a run', async () => {
    const id = await backfillRepository.start(t.db(), run);
    await backfillRepository.pageDone(
      t.db(),
      { runId: id, source: run.source, pageKey: '2026', rowsSeen: 180, rowsAdded: 180 },
      { remember: false },
    );
    await backfillRepository.pageDone(
      t.db(),
      { runId: id, source: run.source, pageKey: '2025', rowsSeen: 365, rowsAdded: 300 },
      { remember: true },
    );
    await backfillRepository.pageFailed(t.db(), id, 'HTTP_ERROR: HTTP 503');
    await backfillRepository.finish(t.db(), id, { status: 'done' });
    expect([...(await backfillRepository.donePages(t.db(), run.source))]).toEqual(['2025']);
    expect(await backfillRepository.find(t.db(), id)).toMatchObject({
      status: 'done',
      pagesDone: 2,
      pagesTotal: 3,
      rowsAdded: 480,
      failures: 1,
      error: 'HTTP_ERROR: HTTP 503',
    });
  });

  it('marks runs a killed process left running as interrupted, only for the state asked', async () => {
    const killed = await backfillRepository.start(t.db(), run);
    const other = await backfillRepository.start(t.db(), { ...run, state: 'AZ', source: 'az-x' });
    expect(
      await backfillRepository.markInterrupted(t.db(), new Date(Date.now() + 60_000), 'AR'),
    ).toBe(1);
    expect((await backfillRepository.find(t.db(), killed))?.status).toBe('interrupted');
    expect((await backfillRepository.find(t.db(), other))?.status).toBe('running');
    expect((await backfillRepository.latestPerSource(t.db())).map((r) => r.source)).toEqual([
      'ar-lotteryusa',
      'az-x',
    ]);
  });

  it("gives each state's open walks summed, leaving out closed runs and those begun before the cutoff", async () => {
    const before = new Date(Date.now() - 60_000);
    const first = await backfillRepository.start(t.db(), { ...run, state: 'ME', source: 'me-a' });
    await backfillRepository.start(t.db(), { ...run, state: 'ME', source: 'me-b', pagesTotal: 4 });
    await backfillRepository.pageDone(
      t.db(),
      { runId: first, source: 'me-a', pageKey: '2026', rowsSeen: 10, rowsAdded: 10 },
      { remember: false },
    );
    const closed = await backfillRepository.start(t.db(), { ...run, state: 'NH', source: 'nh-a' });
    await backfillRepository.finish(t.db(), closed, { status: 'done' });
    const mine = (walks: backfillRepository.OpenWalk[]) =>
      walks.filter((w) => w.state === 'ME' || w.state === 'NH');
    const open = mine(await backfillRepository.openPerState(t.db(), before));
    expect(open).toEqual([
      { state: 'ME', startedAt: expect.any(Date), pagesDone: 1, pagesTotal: 7 },
    ]);
    expect(Math.abs(open[0]!.startedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    // Runs begun before the cutoff are a killed process's: not shown as progress.
    expect(
      mine(await backfillRepository.openPerState(t.db(), new Date(Date.now() + 60_000))),
    ).toEqual([]);
  });
});
