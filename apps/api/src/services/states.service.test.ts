// The states service called directly on PGlite and PostgreSQL: each state's stored history and
// freshness against the clock (live, behind, stale, empty), the last live run, the holes of a history,
// and the sentence the chat states. The HTTP side (schema, ETag, compression, 404/400 for a code) is
// routes/states/states.routes.test.ts.
import { STATES, drawInstant, missingDraws } from '@pick3/core';
import { ingestRunsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { makeDraws, seedDraws } from '../testing/test-app.js';
import { describeCoverage, StatesService } from './states.service.js';

/** Georgia draws Midday 12:29, Evening 18:59 and Night 23:34 Eastern every day. */
const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

describeEachDriver('states service', (t) => {
  it('lists every state, TX first, with game, site, stored draws, history and freshness', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 10, GA_TIMES, 1));
    await seedDraws(t.database(), makeDraws('TX', '2023-01-14', 3, ['DAY'], 2));
    // Just after Georgia's Night draw of 7/31 would be posted: Georgia is live.
    const now = new Date(drawInstant('GA', '2025-07-31', 'NITE').getTime() + 30 * 60_000);
    const states = await new StatesService(t.db(), { now: () => now }).list();
    expect(states).toHaveLength(STATES.length);
    expect(states[0]).toMatchObject({
      code: 'TX',
      name: 'Texas',
      gameName: STATES.find((s) => s.code === 'TX')!.gameName,
      url: STATES.find((s) => s.code === 'TX')!.url,
      drawCount: 3,
      firstDate: '2023-01-12',
      lastDate: '2023-01-14',
      status: 'stale',
      latestDraw: { date: '2023-01-14', drawTime: 'DAY' },
      lastIngestAt: null,
    });
    const codes = states.slice(1).map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
    const ga = states.find((s) => s.code === 'GA')!;
    expect(ga).toMatchObject({
      drawCount: 30,
      firstDate: '2025-07-22',
      lastDate: '2025-07-31',
      status: 'live',
      latestDraw: { date: '2025-07-31', drawTime: 'NITE' },
      nextDraw: {
        date: '2025-08-01',
        drawTime: 'DAY',
        at: drawInstant('GA', '2025-08-01', 'DAY').toISOString(),
      },
    });
    expect(states.find((s) => s.code === 'AR')).toMatchObject({
      drawCount: 0,
      firstDate: null,
      lastDate: null,
      status: 'empty',
      latestDraw: null,
    });
    // Which draw times each history holds, named from the state's schedule, in day order.
    expect(ga.history).toEqual([
      { drawTime: 'DAY', name: 'Midday', count: 10, first: '2025-07-22', last: '2025-07-31' },
      { drawTime: 'EVE', name: 'Evening', count: 10, first: '2025-07-22', last: '2025-07-31' },
      { drawTime: 'NITE', name: 'Night', count: 10, first: '2025-07-22', last: '2025-07-31' },
    ]);
    expect(states[0]!.history).toEqual([
      { drawTime: 'MORN', name: 'Morning', count: 0, first: null, last: null },
      { drawTime: 'DAY', name: 'Day', count: 3, first: '2023-01-12', last: '2023-01-14' },
      { drawTime: 'EVE', name: 'Evening', count: 0, first: null, last: null },
      { drawTime: 'NITE', name: 'Night', count: 0, first: null, last: null },
    ]);
    expect(states.find((s) => s.code === 'AR')!.history).toEqual([
      { drawTime: 'DAY', name: 'Midday', count: 0, first: null, last: null },
      { drawTime: 'EVE', name: 'Evening', count: 0, first: null, last: null },
    ]);

    // The chat's sentence about the same list: what is stored, how fresh, and what is lacking.
    const sentence = describeCoverage(states);
    expect(sentence).toContain(`Draws are stored for 2 of ${STATES.length} states`);
    expect(sentence).toContain('Georgia: 30 draws, newest 7/31/2025 (live).');
    expect(sentence).toContain(
      'Texas: 3 draws, newest 1/14/2023 (stale); no Morning or Evening or Night draws stored.',
    );
    expect(sentence).toMatch(/No draws are stored for [^.]*Arkansas/);
  });

  it('turns live into behind when a scheduled draw is posted and not stored, without any ingestion', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 3, GA_TIMES, 3));
    const states = new StatesService(t.db());
    const status = async (now: Date) => (await states.get('GA', now))?.status;
    expect(await status(new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60_000))).toBe(
      'live',
    );
    expect(await status(drawInstant('GA', '2025-08-01', 'EVE'))).toBe('behind');
    expect(await status(new Date('2025-08-09T12:00:00Z'))).toBe('stale');
    expect(await states.get('ZZ')).toBeUndefined();
  });

  it('gives lastIngestAt from the last successful live run once another process finishes one', async () => {
    await seedDraws(t.database(), makeDraws('GA', '2025-07-31', 2, GA_TIMES, 4));
    const states = new StatesService(t.db(), { versionTtlMs: 0 });
    expect((await states.get('GA'))?.lastIngestAt).toBeNull();
    const before = await states.listJson();
    // Georgia's official source stores its draws; it has not run yet.
    expect(await states.storingSource('GA')).toMatchObject({ kind: 'official', checked: false });
    expect(await states.storingSource('ZZ')).toBeNull();
    const run = await ingestRunsRepository.start(t.db(), { source: 'ga-api', state: 'GA' });
    await ingestRunsRepository.finish(t.db(), run, {
      rowsSeen: 6,
      rowsAdded: 0,
      rowsUnchanged: 6,
      conflicts: 0,
    });
    const finishedAt = (await ingestRunsRepository.latest(t.db(), 'ga-api'))?.finishedAt;
    // The data version moved: the cached list is read again without an invalidate().
    expect((await states.get('GA'))?.lastIngestAt).toBe(finishedAt?.toISOString());
    // The bytes GET /api/states sends are serialized again from the new list, with a new ETag.
    const after = await states.listJson();
    expect(after.etag).not.toBe(before.etag);
    const listed = (JSON.parse(after.bytes.toString()) as { states: { code: string }[] }).states;
    expect(listed.find((s) => s.code === 'GA')).toMatchObject({
      lastIngestAt: finishedAt?.toISOString(),
    });
    expect(await states.listJson()).toBe(after);
    expect(await states.storingSource('GA')).toMatchObject({ checked: true, failingSince: null });
  });

  it('names the runs of missing scheduled draws between the first and the newest stored draw', async () => {
    const draws = makeDraws('GA', '2025-10-20', 60, GA_TIMES, 5);
    // A hole as in the real Georgia history: Evening 9/13 → 10/10 (28 draws).
    const holey = draws.filter(
      (d) => !(d.drawTime === 'EVE' && d.date >= '2025-09-13' && d.date <= '2025-10-10'),
    );
    await seedDraws(t.database(), holey);
    // 8:00 Eastern on 10/21: the newest due draw is 10/20's Night, which is stored.
    const states = new StatesService(t.db(), { now: () => new Date('2025-10-21T12:00:00Z') });
    expect(await states.coverage('GA')).toEqual({
      state: 'GA',
      status: 'live',
      disputed: [],
      firstDate: '2025-08-22',
      latestDraw: { date: '2025-10-20', drawTime: 'NITE' },
      missing: missingDraws('GA', holey, { from: '2025-08-22', to: '2025-10-20' }),
      totalMissing: 28,
    });
    expect((await states.coverage('GA'))?.missing).toEqual([
      { drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 },
    ]);
    // Filling the hole (in this process) shows at once after invalidate().
    await seedDraws(
      t.database(),
      draws.filter((d) => d.drawTime === 'EVE' && d.date === '2025-09-13'),
    );
    states.invalidate();
    expect((await states.coverage('GA'))?.totalMissing).toBe(27);
    expect(await states.coverage('AR')).toEqual({
      state: 'AR',
      disputed: [],
      status: 'empty',
      firstDate: null,
      latestDraw: null,
      missing: [],
      totalMissing: 0,
    });
    expect(await states.coverage('ZZ')).toBeUndefined();
  });
});
