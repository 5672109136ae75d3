import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as alertDeliveriesRepository from './alert-deliveries.repository.js';

const key = {
  channel: 'email' as const,
  recipient: 'a@x.com',
  state: 'GA',
  date: '2025-07-04',
  drawTime: 'EVE' as const,
  number: '610',
};

describeEachDriver('alertDeliveriesRepository', (t) => {
  it('lets exactly one caller claim an alert', async () => {
    expect(await alertDeliveriesRepository.claim(t.db(), key)).toBe(true);
    expect(await alertDeliveriesRepository.claim(t.db(), key)).toBe(false);
    expect(
      await alertDeliveriesRepository.claim(t.db(), {
        ...key,
        channel: 'sms',
        recipient: '+15550100',
      }),
    ).toBe(true);
    expect(await alertDeliveriesRepository.claim(t.db(), { ...key, drawTime: 'NITE' })).toBe(true);
  });

  it('gives one winner among concurrent claims', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => alertDeliveriesRepository.claim(t.db(), key)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('can release a claim after a failed send so a retry may claim it', async () => {
    await alertDeliveriesRepository.claim(t.db(), key);
    await alertDeliveriesRepository.release(t.db(), key);
    expect(await alertDeliveriesRepository.claim(t.db(), key)).toBe(true);
  });
});

describeEachDriver('alertDeliveriesRepository outcomes', (t) => {
  it('claims a draw alert and a daily summary once each, and records how each ended', async () => {
    const matchId = await alertDeliveriesRepository.claimDelivery(t.db(), key);
    expect(matchId).toEqual(expect.any(Number));
    expect(await alertDeliveriesRepository.claimDelivery(t.db(), key)).toBeUndefined();
    const summary = {
      kind: 'summary' as const,
      channel: 'email' as const,
      recipient: 'a@x.com',
      date: '2025-07-04',
    };
    const summaryId = await alertDeliveriesRepository.claimDelivery(t.db(), summary);
    expect(summaryId).toEqual(expect.any(Number));
    expect(await alertDeliveriesRepository.claimDelivery(t.db(), summary)).toBeUndefined();
    await alertDeliveriesRepository.settle(t.db(), matchId ?? 0, {
      status: 'sent',
      detail: 'msg-1',
    });
    await alertDeliveriesRepository.settle(t.db(), summaryId ?? 0, {
      status: 'skipped',
      detail: 'offline',
    });
    await alertDeliveriesRepository.claimDelivery(t.db(), { ...key, recipient: 'b@x.com' });

    const mine = await alertDeliveriesRepository.list(t.db(), { recipient: 'a@x.com' });
    expect(mine.map((d) => [d.kind, d.status, d.detail, d.number, d.drawTime])).toEqual([
      ['summary', 'skipped', 'offline', '', ''],
      ['match', 'sent', 'msg-1', '610', 'EVE'],
    ]);
    expect(await alertDeliveriesRepository.list(t.db())).toHaveLength(3);
    expect(await alertDeliveriesRepository.list(t.db(), { limit: 1 })).toHaveLength(1);
  });

  it('releases a claim by id so it can be claimed again', async () => {
    const id = await alertDeliveriesRepository.claimDelivery(t.db(), key);
    await alertDeliveriesRepository.releaseById(t.db(), id ?? 0);
    expect(await alertDeliveriesRepository.claimDelivery(t.db(), key)).toEqual(expect.any(Number));
    expect((await alertDeliveriesRepository.list(t.db()))[0]?.status).toBe('pending');
  });
});
