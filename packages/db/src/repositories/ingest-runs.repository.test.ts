import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as ingestRunsRepository from './ingest-runs.repository.js';

describeEachDriver('ingestRunsRepository', (t) => {
  it('starts a run open and finishes it with its counts', async () => {
    const id = await ingestRunsRepository.start(t.db(), { source: 'ga-official', state: 'GA' });
    expect(await ingestRunsRepository.latest(t.db(), 'ga-official')).toMatchObject({
      id,
      state: 'GA',
      finishedAt: null,
      rowsSeen: 0,
      error: null,
    });
    await ingestRunsRepository.finish(t.db(), id, {
      rowsSeen: 10,
      rowsAdded: 3,
      rowsUnchanged: 6,
      conflicts: 1,
    });
    const run = await ingestRunsRepository.latest(t.db(), 'ga-official');
    expect(run).toMatchObject({
      rowsSeen: 10,
      rowsAdded: 3,
      rowsUnchanged: 6,
      conflicts: 1,
      error: null,
    });
    expect(run?.finishedAt).toBeInstanceOf(Date);
    expect(run?.startedAt).toBeInstanceOf(Date);
  });

  it('keeps a failure with its error, which does not count as success', async () => {
    const id = await ingestRunsRepository.start(t.db(), { source: 'tx' });
    expect(await ingestRunsRepository.hasSucceeded(t.db(), 'tx')).toBe(false);
    await ingestRunsRepository.finish(t.db(), id, {
      rowsSeen: 0,
      rowsAdded: 0,
      rowsUnchanged: 0,
      conflicts: 0,
      error: 'HTTP 503',
    });
    expect(await ingestRunsRepository.latest(t.db(), 'tx')).toMatchObject({
      error: 'HTTP 503',
      state: null,
    });
    expect(await ingestRunsRepository.hasSucceeded(t.db(), 'tx')).toBe(false);
    const ok = await ingestRunsRepository.start(t.db(), { source: 'tx' });
    await ingestRunsRepository.finish(t.db(), ok, {
      rowsSeen: 1,
      rowsAdded: 1,
      rowsUnchanged: 0,
      conflicts: 0,
    });
    expect(await ingestRunsRepository.hasSucceeded(t.db(), 'tx')).toBe(true);
  });

  it('gives the latest run per source, and recent runs newest first', async () => {
    const a1 = await ingestRunsRepository.start(t.db(), { source: 'a' });
    const b1 = await ingestRunsRepository.start(t.db(), { source: 'b' });
    const a2 = await ingestRunsRepository.start(t.db(), { source: 'a' });
    expect(
      (await ingestRunsRepository.latestPerSource(t.db())).map((r) => [r.source, r.id]),
    ).toEqual([
      ['a', a2],
      ['b', b1],
    ]);
    expect((await ingestRunsRepository.recent(t.db(), 2)).map((r) => r.id)).toEqual([a2, b1]);
    expect((await ingestRunsRepository.recent(t.db())).map((r) => r.id)).toEqual([a2, b1, a1]);
    expect(await ingestRunsRepository.latest(t.db(), 'none')).toBeUndefined();
  });

  it('tells the last live success per state and a data version that grows with every finished run', async () => {
    const db = t.db();
    expect(await ingestRunsRepository.dataVersion(db)).toBe(0);
    expect(await ingestRunsRepository.lastLiveSuccessPerState(db)).toEqual([]);
    const done = { rowsSeen: 1, rowsAdded: 1, rowsUnchanged: 0, conflicts: 0 };
    // Imports of the bundled history or a CLI file are not a live source confirming the state.
    const bundled = await ingestRunsRepository.start(db, {
      source: 'bundled:GA-cash3.csv',
      state: 'GA',
    });
    await ingestRunsRepository.finish(db, bundled, done);
    const cli = await ingestRunsRepository.start(db, { source: 'cli:ga.csv', state: 'GA' });
    await ingestRunsRepository.finish(db, cli, done);
    expect(await ingestRunsRepository.dataVersion(db)).toBe(cli);
    const failed = await ingestRunsRepository.start(db, { source: 'ga-api', state: 'GA' });
    await ingestRunsRepository.finish(db, failed, { ...done, error: 'TIMEOUT: no answer' });
    expect(await ingestRunsRepository.lastLiveSuccessPerState(db)).toEqual([]);
    const ok = await ingestRunsRepository.start(db, { source: 'ga-api', state: 'GA' });
    const open = await ingestRunsRepository.start(db, { source: 'tx-csv', state: 'TX' });
    // An open run changes nothing yet.
    expect(await ingestRunsRepository.dataVersion(db)).toBe(failed);
    await ingestRunsRepository.finish(db, ok, done);
    const live = await ingestRunsRepository.lastLiveSuccessPerState(db);
    expect(live.map((r) => r.state)).toEqual(['GA']);
    expect(live[0]?.finishedAt).toEqual(
      (await ingestRunsRepository.latest(db, 'ga-api'))?.finishedAt,
    );
    expect(await ingestRunsRepository.dataVersion(db)).toBe(ok);
    await ingestRunsRepository.finish(db, open, done);
    expect(await ingestRunsRepository.dataVersion(db)).toBe(open);
  });
});
