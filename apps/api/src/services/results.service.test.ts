// A state's results page called directly on PGlite and PostgreSQL: the newest results, one month's
// archive with its holes, the stored history by draw time, and a bad month or unknown state. The HTTP
// side (the query's schema and its 400s) is routes/draws/results.routes.test.ts.
import { drawInstant, STATES } from '@pick3/core';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { makeDraws, seedDraws } from '../testing/test-app.js';
import { serviceDeps } from '../testing/service-deps.js';
import { drawsBetween, resultsPage } from './results.service.js';

const GA_TIMES = ['DAY', 'EVE', 'NITE'] as const;

describeEachDriver('results service', (t) => {
  // June and July 2025, without the Midday draw of 7/10 (a hole named by the coverage).
  const draws = makeDraws('GA', '2025-07-31', 61, GA_TIMES, 3).filter(
    (d) => !(d.date === '2025-07-10' && d.drawTime === 'DAY'),
  );
  const now = new Date(drawInstant('GA', '2025-08-01', 'DAY').getTime() - 60 * 60_000);

  it("answers recent results, the month's archive and the holes, in the state's words", async () => {
    await seedDraws(t.database(), draws);
    const deps = serviceDeps(t.database(), {}, { states: { now: () => now } });
    const page = (await resultsPage(deps, 'GA'))!;
    expect(page).toMatchObject({
      state: 'GA',
      name: 'Georgia',
      gameName: 'Georgia Cash 3',
      url: STATES.find((s) => s.code === 'GA')!.url,
      today: '2025-08-01',
      month: '2025-07',
      firstMonth: '2025-06',
      lastMonth: '2025-07',
      status: 'live',
      drawCount: draws.length,
      totalMissing: 1,
      missing: [{ drawTime: 'DAY', from: '2025-07-10', to: '2025-07-10', count: 1 }],
      disputed: [],
    });
    expect(page.recent).toHaveLength(7);
    expect(page.recent[0]).toEqual({
      date: '2025-07-31',
      draws: GA_TIMES.map((drawTime) => ({
        drawTime,
        name: { DAY: 'Midday', EVE: 'Evening', NITE: 'Night' }[drawTime],
        number: draws.find((d) => d.date === '2025-07-31' && d.drawTime === drawTime)!.number,
      })),
    });
    expect(page.days).toHaveLength(31);
    expect(page.days[21]!.date).toBe('2025-07-10');
    expect(page.days[21]!.draws.map((d) => d.drawTime)).toEqual(['EVE', 'NITE']);
    expect(page.history.map((h) => [h.name, h.count])).toEqual([
      ['Midday', 60],
      ['Evening', 61],
      ['Night', 61],
    ]);

    // Another month; a month with nothing stored is an empty archive, not an error.
    const june = (await resultsPage(deps, 'GA', '2025-06'))!;
    expect(june.month).toBe('2025-06');
    expect(june.days).toHaveLength(30);
    expect(june.days[0]!.date).toBe('2025-06-30');
    expect(june.recent[0]!.date).toBe('2025-07-31');
    expect((await resultsPage(deps, 'GA', '2020-01'))!.days).toEqual([]);
  });

  it("shows an empty state's current month, and refuses a bad month before the state", async () => {
    const deps = serviceDeps(t.database(), {}, { states: { now: () => now } });
    expect(await resultsPage(deps, 'AR')).toMatchObject({
      state: 'AR',
      month: '2025-08',
      firstMonth: null,
      lastMonth: null,
      status: 'empty',
      recent: [],
      days: [],
      drawCount: 0,
    });
    expect(await resultsPage(deps, 'ZZ')).toBeUndefined();
    expect(await resultsPage(deps, 'ga')).toBeUndefined();
    for (const month of ['2025-13', 'July', '2025-07-01']) {
      // Core's Pick3Error; the error handler answers it with 400 naming the field.
      await expect(resultsPage(deps, 'ZZ', month)).rejects.toMatchObject({
        name: 'Pick3Error',
        code: 'INVALID_DATE',
        field: 'month',
      });
    }
  });

  it('lists the draws of a date range with their labels', async () => {
    await seedDraws(t.database(), draws);
    const deps = serviceDeps(t.database());
    const { draws: listed } = await drawsBetween(deps, 'GA', '2025-07-09', '2025-07-10');
    expect(listed).toHaveLength(5);
    expect(listed.map((d) => `${d.date} ${d.drawTime}`).sort()).toEqual([
      '2025-07-09 DAY',
      '2025-07-09 EVE',
      '2025-07-09 NITE',
      '2025-07-10 EVE',
      '2025-07-10 NITE',
    ]);
    const eve = listed.find((d) => d.date === '2025-07-10' && d.drawTime === 'EVE')!;
    expect(eve).toEqual({
      date: '2025-07-10',
      drawTime: 'EVE',
      timeLabel: 'Evening',
      number: draws.find((d) => d.date === '2025-07-10' && d.drawTime === 'EVE')!.number,
    });
    expect((await drawsBetween(deps, 'AR', '2025-07-09', '2025-07-10')).draws).toEqual([]);
  });
});
