import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as alertDeliveriesRepository from './alert-deliveries.repository.js';

const key = { channel: 'email' as const, recipient: 'a@x.com', state: 'GA', date: '2025-07-04', drawTime: 'EVE' as const, number: '610' };

describeEachDriver('alertDeliveriesRepository', (t) => {
  it('lets exactly one caller claim an alert', async () => {
    expect(await alertDeliveriesRepository.claim(t.db(), key)).toBe(true);
    expect(await alertDeliveriesRepository.claim(t.db(), key)).toBe(false);
    expect(await alertDeliveriesRepository.claim(t.db(), { ...key, channel: 'sms', recipient: '+15550100' })).toBe(true);
    expect(await alertDeliveriesRepository.claim(t.db(), { ...key, drawTime: 'NITE' })).toBe(true);
  });

  it('gives one winner among concurrent claims', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => alertDeliveriesRepository.claim(t.db(), key)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('can release a claim after a failed send so a retry may claim it', async () => {
    await alertDeliveriesRepository.claim(t.db(), key);
    await alertDeliveriesRepository.release(t.db(), key);
    expect(await alertDeliveriesRepository.claim(t.db(), key)).toBe(true);
  });
});
