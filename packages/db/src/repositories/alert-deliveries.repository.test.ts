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

describeEachDriver('alertDeliveriesRepository.listForRecipients', (t) => {
  async function settled(
    claim: Parameters<typeof alertDeliveriesRepository.claimDelivery>[1],
    status: 'sent' | 'skipped' | 'failed' | 'pending',
  ): Promise<number> {
    const id = await alertDeliveriesRepository.claimDelivery(t.db(), claim);
    if (id === undefined) throw new Error('claim lost');
    if (status !== 'pending') await alertDeliveriesRepository.settle(t.db(), id, { status });
    return id;
  }

  it("lists only the given addresses' settled deliveries, by channel, newest first, capped", async () => {
    const mine = [
      { channel: 'email' as const, recipient: 'me@x.com' },
      { channel: 'sms' as const, recipient: '+15550101' },
    ];
    const a = await settled({ ...key, recipient: 'me@x.com', number: '111' }, 'sent');
    const b = await settled(
      { ...key, channel: 'sms', recipient: '+15550101', number: '222' },
      'failed',
    );
    const c = await settled(
      { kind: 'summary', channel: 'email', recipient: 'me@x.com', date: '2025-07-05' },
      'skipped',
    );
    // Not mine: another address, my e-mail address on the other channel, a claim still pending.
    await settled({ ...key, recipient: 'other@x.com', number: '333' }, 'sent');
    await settled({ ...key, channel: 'sms', recipient: 'me@x.com', number: '444' }, 'sent');
    await settled({ ...key, recipient: 'me@x.com', number: '555' }, 'pending');

    const listed = await alertDeliveriesRepository.listForRecipients(t.db(), mine);
    expect(listed.map((d) => d.id)).toEqual([c, b, a]);
    expect(listed.map((d) => [d.kind, d.channel, d.status, d.number])).toEqual([
      ['summary', 'email', 'skipped', ''],
      ['match', 'sms', 'failed', '222'],
      ['match', 'email', 'sent', '111'],
    ]);
    expect(listed[2]).toMatchObject({ state: 'GA', date: '2025-07-04', drawTime: 'EVE' });
    expect(listed[2]?.createdAt).toBeInstanceOf(Date);

    const capped = await alertDeliveriesRepository.listForRecipients(t.db(), mine, { limit: 2 });
    expect(capped.map((d) => d.id)).toEqual([c, b]);
    expect(await alertDeliveriesRepository.listForRecipients(t.db(), [])).toEqual([]);
  });
});
