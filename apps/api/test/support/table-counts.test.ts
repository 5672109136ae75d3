// The fuzzer's "stored nothing" rests on this counter: it must see every write, including one that
// ends between two requests when the counter skipped its count.
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { makeDraws, seedDraws } from '../../src/testing/test-app.js';
import { countChanges, tableCounter } from './table-counts.js';

describeEachDriver('tableCounter', (t) => {
  it('counts again after a write has ended, and only then', async () => {
    const counts = await tableCounter(t.db());
    const first = await counts();
    // A read-only query ends no write: the same counts, not read again.
    await t.db().selectFrom('lottery_draws').selectAll().execute();
    expect(await counts()).toBe(first);

    await seedDraws(t.database(), makeDraws('GA', '2025-08-01', 2, ['DAY'], 7));
    const second = await counts();
    expect(countChanges(first, second)).toEqual([
      `lottery_draws: ${first['lottery_draws']} → ${(first['lottery_draws'] ?? 0) + 2}`,
    ]);

    await t.db().deleteFrom('lottery_draws').where('state', '=', 'GA').execute();
    expect(countChanges(second, await counts())).toEqual([
      `lottery_draws: ${second['lottery_draws']} → ${first['lottery_draws']}`,
    ]);
  });
});
