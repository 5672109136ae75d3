import { STATES } from '@pick3/core';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as statesRepository from './states.repository.js';

describeEachDriver('statesRepository', (t) => {
  it('lists every Lottery Sites entry of @pick3/core, with game names, ordered by code', async () => {
    const sites = await statesRepository.list(t.db());
    expect(sites.map((s) => s.stateCode)).toEqual(STATES.map((s) => s.code).sort());
    const tx = STATES.find((s) => s.code === 'TX');
    expect(sites.find((s) => s.stateCode === 'TX')).toEqual({
      stateCode: 'TX',
      stateName: tx?.name,
      pick3Url: tx?.url,
      gameName: tx?.gameName,
      verified: true,
      lastScraped: null,
    });
  });

  it('seeds idempotently, restoring names from the code and keeping scrape facts', async () => {
    const at = new Date('2025-07-04T12:00:00Z');
    await statesRepository.markScraped(t.db(), 'GA', at);
    await t
      .db()
      .updateTable('state_pick3_urls')
      .set({ game_name: 'stale' })
      .where('state_code', '=', 'GA')
      .execute();
    await statesRepository.seedStates(t.db());
    await statesRepository.seedStates(t.db());
    const sites = await statesRepository.list(t.db());
    expect(sites).toHaveLength(STATES.length);
    expect(sites.find((s) => s.stateCode === 'GA')).toMatchObject({
      gameName: STATES.find((s) => s.code === 'GA')?.gameName,
      lastScraped: at,
    });
  });
});
