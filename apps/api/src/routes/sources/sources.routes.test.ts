import { STATE_CODES, drawInstant } from '@pick3/core';
import { SourcesSchema, StatesSchema } from '@pick3/contract';
import { drawReportsRepository, drawsRepository, ingestRunsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { SOURCES } from '@pick3/scraper';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { buildTestApp, makeDraws, seedDraws } from '../../testing/test-app.js';

describeEachDriver('source health', (t) => {
  it('GET /api/sources lists every source with kind, verified, role, failures and agreement', async () => {
    const db = t.database().db;
    const failed = await ingestRunsRepository.start(db, { source: 'ga-api', state: 'GA' });
    await ingestRunsRepository.finish(db, failed, {
      rowsSeen: 0,
      rowsAdded: 0,
      rowsUnchanged: 0,
      conflicts: 0,
      error:
        'HTTP_ERROR: ga-api: cannot reach https://www.galottery.com/api/v2/…: getaddrinfo ENOTFOUND',
    });
    const draws = makeDraws('GA', '2025-07-31', 1, ['DAY', 'EVE'], 3);
    await drawReportsRepository.record(db, draws, { source: 'ga-lotteryusa', kind: 'aggregate' });
    await drawReportsRepository.record(db, [draws[0]!], { source: 'ny-socrata', kind: 'official' });
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/sources');
    expect(response.statusCode).toBe(200);
    const { sources } = response.json();
    expect(Value.Errors(SourcesSchema.response[200], response.json())).toEqual([]);
    expect(sources).toHaveLength(SOURCES.length);
    expect(sources.find((s: { id: string }) => s.id === 'ga-api')).toMatchObject({
      state: 'GA',
      kind: 'official',
      verified: false,
      role: 'primary',
      lastSuccessAt: null,
      lastFailureAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastError: expect.stringContaining('ENOTFOUND'),
      failureKind: 'unreachable',
      failingSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(sources.find((s: { id: string }) => s.id === 'ga-lotteryusa')).toMatchObject({
      kind: 'aggregate',
      role: 'witness',
      newestDraw: { date: '2025-07-31', drawTime: 'EVE' },
      agreement: { agreed: 1, disagreed: 0 },
      backfill: null,
    });
    // Verified only where a saved real response is in the tests.
    const verified = sources
      .filter((s: { verified: boolean }) => s.verified)
      .map((s: { id: string }) => s.id);
    expect(verified).toEqual(SOURCES.filter((s) => s.verified).map((s) => s.id));
    expect(verified).toContain('tx-csv');
    expect(verified).not.toContain('ga-api');
  });

  it('GET /api/states gives every listed state a source, and says why a state is behind', async () => {
    await seedDraws(
      t.database(),
      makeDraws('GA', '2025-07-31', 5, ['DAY', 'EVE', 'NITE'], 1).slice(0, -2),
    );
    // After Georgia's Evening draw of 7/31 is due: the newest stored is Midday.
    const now = new Date(drawInstant('GA', '2025-07-31', 'EVE').getTime() + 40 * 60_000);
    const notPosted = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    const first = (await notPosted.inject('/api/states')).json();
    expect(Value.Errors(StatesSchema.response[200], first)).toEqual([]);
    expect(first.states.map((s: { code: string }) => s.code).sort()).toEqual(
      [...STATE_CODES].sort(),
    );
    for (const state of first.states) expect(state.sources.length, state.code).toBeGreaterThan(0);
    const ga = first.states.find((s: { code: string }) => s.code === 'GA');
    expect(ga.status).toBe('behind');
    expect(ga.sources).toEqual([
      { id: 'ga-api', kind: 'official', verified: false, role: 'primary' },
      { id: 'ga-lotteryusa', kind: 'aggregate', verified: false, role: 'witness' },
    ]);
    expect(ga.behind).toEqual({
      reason: 'not-posted',
      draw: {
        date: '2025-07-31',
        drawTime: 'EVE',
        at: drawInstant('GA', '2025-07-31', 'EVE').toISOString(),
      },
      sourceKind: 'official',
      failingSince: null,
      failure: null,
    });
    expect(first.states.find((s: { code: string }) => s.code === 'AR').behind).toBeNull();

    // The official source fails: the reason says so, since when and how.
    const db = t.database().db;
    const run = await ingestRunsRepository.start(db, { source: 'ga-api', state: 'GA' });
    await ingestRunsRepository.finish(db, run, {
      rowsSeen: 0,
      rowsAdded: 0,
      rowsUnchanged: 0,
      conflicts: 0,
      error: 'HTTP_ERROR: ga-api: HTTP 503 Service Unavailable from https://www.galottery.com/…',
    });
    const failing = await buildTestApp(t.database(), {}, { states: { now: () => now } });
    const second = (await failing.inject('/api/states')).json();
    expect(second.states.find((s: { code: string }) => s.code === 'GA').behind).toMatchObject({
      reason: 'source-failing',
      sourceKind: 'official',
      failingSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      failure: 'error-status',
    });
  });

  it('the coverage of a state names its disputed draws with both numbers', async () => {
    const db = t.database().db;
    await drawsRepository.upsertDraws(db, makeDraws('NY', '2026-07-16', 2, ['EVE'], 5), {
      source: 'ny-socrata',
      kind: 'official',
    });
    const stored = (await drawsRepository.newestDraws(db, 'NY', 1))[0]!;
    const other = String((Number(stored.number) + 1) % 1000).padStart(3, '0');
    await drawsRepository.upsertDraws(db, [{ state: 'NY', ...stored, number: other }], {
      source: 'ny-lotteryusa',
      kind: 'aggregate',
      mode: 'witness',
    });
    const app = await buildTestApp(t.database());
    const response = await app.inject('/api/states/NY/coverage');
    expect(response.statusCode).toBe(200);
    expect(response.json().disputed).toEqual([
      {
        date: stored.date,
        drawTime: 'EVE',
        stored: stored.number,
        reported: other,
        source: 'ny-lotteryusa',
        resolution: 'kept',
      },
    ]);
    expect((await app.inject('/api/states/GA/coverage')).json().disputed).toEqual([]);
  });
});
