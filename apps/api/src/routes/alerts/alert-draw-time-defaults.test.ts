import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentDrawTimes } from '@pick3/core';
import type { App } from '../../app.js';
import { describeWithDatabase, newBrowser } from '../../testing/accounts.js';
import { buildTestApp } from '../../testing/test-app.js';

const switchesOf = (body: Record<string, unknown>) => ({
  MORN: body['trackMorning'],
  DAY: body['trackDay'],
  EVE: body['trackEvening'],
  NITE: body['trackNight'],
});

describeWithDatabase("alert draw times default to the state's schedule", (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  it("offers Georgia's Midday, Evening and Night (no Morning) before anything is saved, and keeps them on the first save", async () => {
    const jar = await newBrowser(app);
    const shown = await app.inject({
      method: 'GET',
      url: '/api/aert?state=GA',
      headers: jar.headers(),
    });
    expect(shown.statusCode).toBe(200);
    expect(switchesOf(shown.json())).toEqual({ MORN: false, DAY: true, EVE: true, NITE: true });

    // The first save (a tracked number) stores the same draw times, not the spec's Morning/Day/Evening.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/aert?state=GA',
      headers: jar.headers(),
      payload: { trackedEntries: [{ state: 'GA', number: '123', mode: 'box' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(switchesOf(saved.json())).toEqual({ MORN: false, DAY: true, EVE: true, NITE: true });
    // Saved: another state's page now shows what was stored, not that state's defaults.
    const later = await app.inject({
      method: 'GET',
      url: '/api/aert?state=TX',
      headers: jar.headers(),
    });
    expect(switchesOf(later.json())).toEqual({ MORN: false, DAY: true, EVE: true, NITE: true });
  });

  it('follows each state: Texas has all four; a state drawn only in the evening has only that', async () => {
    for (const state of ['TX', 'NE']) {
      const jar = await newBrowser(app);
      const shown = await app.inject({
        method: 'GET',
        url: `/api/aert?state=${state}`,
        headers: jar.headers(),
      });
      const held = currentDrawTimes(state);
      expect(switchesOf(shown.json())).toEqual({
        MORN: held.includes('MORN'),
        DAY: held.includes('DAY'),
        EVE: held.includes('EVE'),
        NITE: held.includes('NITE'),
      });
    }
    expect(currentDrawTimes('TX')).toHaveLength(4);
  });

  it("keeps the spec's defaults when no state is known, and refuses a malformed state with a 400", async () => {
    const jar = await newBrowser(app);
    const shown = await app.inject({ method: 'GET', url: '/api/aert', headers: jar.headers() });
    expect(switchesOf(shown.json())).toEqual({ MORN: true, DAY: true, EVE: true, NITE: false });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/aert?state=G1',
      headers: jar.headers(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'state' });
  });
});
