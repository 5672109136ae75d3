import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';

describeEachDriver('POST /api/poll', (t) => {
  it('stores a validated answer with the visitor and answers 201 { ok, id }', async () => {
    const app = await buildTestApp(t.database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/poll',
      payload: {
        pollType: 'favourite-pool',
        selectedLottoPool: 'Pool 1,2',
        selectedPairsum: '10/1,1',
        state: 'ga',
      },
    });
    expect(response.statusCode).toBe(201);
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    const row = await t
      .db()
      .selectFrom('polls')
      .select(['poll_type', 'selected_lotto_pool', 'selected_pairsum', 'state', 'visitor_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      poll_type: 'favourite-pool',
      selected_lotto_pool: '1,2',
      selected_pairsum: '10/1,1',
      state: 'GA',
      // The visitor of the browser's cookie (a state change needs one), never an address.
      visitor_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    await app.close();
  });

  it.each([
    [{}, 'pollType'],
    [{ pollType: '' }, 'pollType'],
    [{ pollType: 'x', selectedPairsum: '13/1,1' }, 'selectedPairsum'],
    [{ pollType: 'x', selectedLottoPool: '9,9' }, 'selectedLottoPool'],
    [{ pollType: 'x', state: 'Texas' }, 'state'],
    [{ pollType: '<script>' }, 'pollType'],
  ])('refuses %j naming %s', async (payload, field) => {
    const app = await buildTestApp(t.database());
    const response = await app.inject({ method: 'POST', url: '/api/poll', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    await app.close();
  });
});
