// The analysis service called directly on PGlite and PostgreSQL: core's answer byte for byte (and
// what the `pick3` CLI prints for the same draws), the window's coverage and the hole it stops at, the
// cache (one computation for concurrent misses, a new answer once a draw is stored), and an empty
// state. The HTTP side (schema, Cache-Control, ETag/304, compression, the query's 400s) is
// routes/lottery-analysis/lottery-analysis.routes.test.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze, formatDrawsCsv, resolveAnalysisOptions, type AnalysisOptions } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { makeDraws, seedDraws } from '../testing/test-app.js';
import { AnalysisService } from './analysis.service.js';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 600, ['DAY', 'EVE', 'NITE'], 7);

/** The `pick3` CLI's main, loaded from @pick3/core's build (its exports map does not name it). */
async function cliMain(): Promise<
  (
    argv: string[],
    out: { write(t: string): unknown },
    err: { write(t: string): unknown },
  ) => Promise<number>
> {
  const root = dirname(fileURLToPath(import.meta.resolve('@pick3/core/package.json')));
  const cli = (await import(join(root, 'dist', 'cli.js'))) as {
    main: Awaited<ReturnType<typeof cliMain>>;
  };
  return cli.main;
}

describeEachDriver('analysis service', (t) => {
  it('answers exactly what core analyze gives, for each kind of option', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const service = new AnalysisService(t.db());
    const cases: Partial<AnalysisOptions>[] = [
      { limit: 730 },
      { limit: 100, timeFilter: 'Eve' },
      { limit: 200, timeFilter: 'repeats', digitFilter: 'singles' },
      { limit: 50, windowSize: 300, isBoxMode: false },
      { limit: 730, timeFilter: 'identical-repeats', digitFilter: 'doubles' },
    ];
    for (const options of cases) {
      const { analysis, bytes } = await service.get('GA', resolveAnalysisOptions(options));
      // Core's answer byte for byte, with the data's coverage as the one key added after it.
      expect(bytes.toString()).toBe(
        JSON.stringify({ ...analyze(GA_DRAWS, options), coverage: analysis.coverage }),
      );
    }
  });

  it('answers what `pick3 analyze --csv --json` prints for a CSV of the same draws', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const dir = await mkdtemp(join(tmpdir(), 'pick3-api-'));
    try {
      const csv = join(dir, 'ga.csv');
      await writeFile(csv, formatDrawsCsv(GA_DRAWS.map((d) => ({ ...d, game: 'Cash 3' }))));
      let printed = '';
      const argv = ['analyze', '--csv', csv, '--state', 'GA', '--limit', '300'];
      const code = await (
        await cliMain()
      )(
        [...argv, '--time-filter', 'Day', '--json'],
        { write: (text) => (printed += text) },
        { write: () => true },
      );
      expect(code).toBe(0);
      const service = new AnalysisService(t.db());
      const { analysis } = await service.get(
        'GA',
        resolveAnalysisOptions({ limit: 300, timeFilter: 'Day' }),
      );
      const { coverage, ...rest } = analysis;
      expect(coverage).toMatchObject({ missingInWindow: [] });
      expect(JSON.stringify(rest)).toBe(printed.trim());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('carries the coverage of the window: freshness and the scheduled draws missing from it', async () => {
    // Evening draws 7/10 → 7/14 and the Day draw of 7/20 never arrived.
    const holey = GA_DRAWS.filter(
      (d) =>
        !(d.drawTime === 'EVE' && d.date >= '2025-07-10' && d.date <= '2025-07-14') &&
        !(d.drawTime === 'DAY' && d.date === '2025-07-20'),
    );
    await seedDraws(t.database(), holey);
    // 8/1 early morning Eastern, after the Night draw of 7/31 was posted: live.
    let now = new Date('2025-08-01T06:00:00Z');
    const service = new AnalysisService(t.db(), { now: () => now });
    const coverage = async (options: Partial<AnalysisOptions>) =>
      (await service.get('GA', resolveAnalysisOptions(options))).analysis.coverage;
    expect(await coverage({ limit: 100 })).toEqual({
      status: 'live',
      latestDraw: { date: '2025-07-31', drawTime: 'NITE' },
      missingInWindow: [
        { drawTime: 'EVE', from: '2025-07-10', to: '2025-07-14', count: 5 },
        { drawTime: 'DAY', from: '2025-07-20', to: '2025-07-20', count: 1 },
      ],
    });
    // The Evening view only names Evening holes; a window after the holes names none.
    expect((await coverage({ limit: 100, timeFilter: 'Eve' })).missingInWindow).toEqual([
      { drawTime: 'EVE', from: '2025-07-10', to: '2025-07-14', count: 5 },
    ]);
    expect((await coverage({ limit: 20 })).missingInWindow).toEqual([]);
    // The cached answer follows the clock: once 8/1's Midday is due and not stored, it is behind.
    now = new Date('2025-08-01T18:00:00Z');
    expect((await coverage({ limit: 100 })).status).toBe('behind');
  });

  it('stops at a hole of the history, names it, and rests its coverage on the draws after it', async () => {
    // Every draw of 6/1 → 6/20 is missing (20 days, 60 draws): a hole, not a hiccup.
    const holey = GA_DRAWS.filter((d) => !(d.date >= '2025-06-01' && d.date <= '2025-06-20'));
    await seedDraws(t.database(), holey);
    const service = new AnalysisService(t.db(), { now: () => new Date('2025-08-01T06:00:00Z') });
    const { analysis, bytes } = await service.get('GA', resolveAnalysisOptions({ limit: 730 }));
    const afterHole = holey.filter((d) => d.date > '2025-06-20').length;
    expect(analysis.window).toEqual({
      requested: 730,
      used: afterHole,
      gap: { from: '2025-06-01', to: '2025-06-20', missing: 60 },
    });
    expect(analysis.draws).toHaveLength(afterHole);
    expect(analysis.draws.at(-1)!.date).toBe('6/21/2025');
    expect(analysis.coverage.missingInWindow).toEqual([]);
    expect(bytes.toString()).toBe(
      JSON.stringify({
        ...analyze(holey, { limit: 730 }, { state: 'GA' }),
        coverage: analysis.coverage,
      }),
    );
    // A window that does not reach the hole is whole.
    expect(
      (await service.get('GA', resolveAnalysisOptions({ limit: 100 }))).analysis.window,
    ).toEqual({ requested: 100, used: 100, gap: null });
  });

  it('computes once for concurrent asks, and anew (with a new ETag) once a draw is stored', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const service = new AnalysisService(t.db());
    const options = resolveAnalysisOptions({ limit: 100 });
    const [a, b] = await Promise.all([service.get('GA', options), service.get('GA', options)]);
    expect(a).toBe(b);
    expect(await service.get('GA', options)).toBe(a);
    expect((await service.get('GA', resolveAnalysisOptions({ limit: 99 }))).etag).not.toBe(a.etag);

    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-08-01', drawTime: 'DAY', number: '610' },
    ]);
    // Ingestion in this process invalidates the state's entries, as the refresh routes do.
    service.invalidate('GA');
    const after = await service.get('GA', options);
    expect(after.etag).not.toBe(a.etag);
    expect(after.analysis.draws[0]).toMatchObject({ date: '8/1/2025', draw: 'DAY', winner: '610' });
  });

  it('sees a draw stored by another process once the newest id is read again', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const service = new AnalysisService(t.db(), { newestIdTtlMs: 0 });
    const options = resolveAnalysisOptions({ limit: 100 });
    const before = await service.get('GA', options);
    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-08-01', drawTime: 'DAY', number: '611' },
    ]);
    const after = await service.get('GA', options);
    expect(after.etag).not.toBe(before.etag);
    expect(after.analysis.draws[0]).toMatchObject({ winner: '611' });
  });

  it('gives an empty analysis for a state without draws', async () => {
    const service = new AnalysisService(t.db());
    const { analysis } = await service.get('NY', resolveAnalysisOptions());
    expect(analysis.draws).toEqual([]);
    expect(analysis.stats.total).toBe(0);
    expect(analysis.boxAnalysis).toMatchObject({
      totalCount: 220,
      totalRemoved: 0,
      totalRemaining: 220,
    });
    expect(analysis.coverage).toEqual({ status: 'empty', latestDraw: null, missingInWindow: [] });
  });
});
