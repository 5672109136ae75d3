import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as successfulUrlsRepository from './successful-urls.repository.js';

describeEachDriver('successfulUrlsRepository', (t) => {
  it('counts successes per state, URL and time label', async () => {
    const url = 'https://www.galottery.com/cash3.json';
    const t1 = new Date('2025-07-04T12:00:00Z');
    const t2 = new Date('2025-07-04T13:00:00Z');
    expect(await successfulUrlsRepository.recordSuccess(t.db(), { state: 'GA', url }, t1)).toBe(1);
    expect(await successfulUrlsRepository.recordSuccess(t.db(), { state: 'GA', url }, t2)).toBe(2);
    expect(
      await successfulUrlsRepository.recordSuccess(
        t.db(),
        { state: 'GA', url, timeLabel: 'Night' },
        t1,
      ),
    ).toBe(1);
    await successfulUrlsRepository.recordSuccess(t.db(), { state: 'TX', url: 'https://tx' }, t1);
    expect(await successfulUrlsRepository.list(t.db(), 'GA')).toEqual([
      { state: 'GA', url, timeLabel: '', lastUsed: t2, successCount: 2 },
      { state: 'GA', url, timeLabel: 'Night', lastUsed: t1, successCount: 1 },
    ]);
    expect(await successfulUrlsRepository.list(t.db())).toHaveLength(3);
  });
});
