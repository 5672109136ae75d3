import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as pollsRepository from './polls.repository.js';

describeEachDriver('pollsRepository', (t) => {
  it('stores poll answers', async () => {
    const first = await pollsRepository.insert(t.db(), {
      pollType: 'pool',
      selectedLottoPool: '1,1',
      state: 'GA',
      visitorId: 'v1',
    });
    const second = await pollsRepository.insert(t.db(), {
      pollType: 'pairsum',
      selectedPairsum: '10/1,1',
    });
    expect(second).toBeGreaterThan(first);
    const rows = await t.db().selectFrom('polls').selectAll().orderBy('id').execute();
    expect(
      rows.map((r) => [
        r.poll_type,
        r.selected_lotto_pool,
        r.selected_pairsum,
        r.state,
        r.visitor_id,
      ]),
    ).toEqual([
      ['pool', '1,1', null, 'GA', 'v1'],
      ['pairsum', null, '10/1,1', null, null],
    ]);
  });
});
