import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as pushRepository from './push.repository.js';

describeEachDriver('pushRepository', (t) => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    p256dh: 'BPub',
    auth: 'secret',
    owner: 'visitor-1',
    language: 'es' as const,
    states: ['GA', 'TX'],
    drawTimes: ['EVE' as const],
    hits: true,
    pool: false,
  };

  it('keeps the first VAPID key pair made, whoever asks later or at once', async () => {
    let made = 0;
    const make = () => {
      made += 1;
      return { publicKey: `pub-${made}`, privateKey: `priv-${made}` };
    };
    const [a, b] = await Promise.all([
      pushRepository.ensureVapidKeys(t.db(), make),
      pushRepository.ensureVapidKeys(t.db(), make),
    ]);
    expect(b).toEqual(a);
    expect(await pushRepository.ensureVapidKeys(t.db(), make)).toEqual(a);
    const rows = await t.db().selectFrom('push_vapid_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.public_key).toBe(a.publicKey);
  });

  it('stores a subscription once per endpoint, replacing its keys, owner and topics', async () => {
    const first = await pushRepository.upsertSubscription(t.db(), subscription);
    expect(first).toMatchObject({ states: ['GA', 'TX'], drawTimes: ['EVE'], language: 'es' });
    const again = await pushRepository.upsertSubscription(t.db(), {
      ...subscription,
      auth: 'other',
      owner: 'user:1',
      states: [],
      drawTimes: [],
      pool: true,
    });
    expect(again.id).toBe(first.id);
    expect(await pushRepository.listSubscriptions(t.db())).toEqual([
      expect.objectContaining({
        id: first.id,
        auth: 'other',
        owner: 'user:1',
        states: [],
        pool: true,
      }),
    ]);
    expect(await pushRepository.findSubscription(t.db(), subscription.endpoint)).toMatchObject({
      owner: 'user:1',
    });
    expect(await pushRepository.removeSubscription(t.db(), subscription.endpoint)).toBe(true);
    expect(await pushRepository.removeSubscription(t.db(), subscription.endpoint)).toBe(false);
    expect(await pushRepository.listSubscriptions(t.db())).toEqual([]);
  });

  it('lets exactly one caller claim an event for a subscription, and drops the log with it', async () => {
    const { id } = await pushRepository.upsertSubscription(t.db(), subscription);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        pushRepository.claimSend(t.db(), id, 'result:GA:2026-11-24:EVE'),
      ),
    );
    const won = claims.filter((c) => c !== undefined);
    expect(won).toHaveLength(1);
    await pushRepository.settleSend(t.db(), won[0]!, { status: 'sent', detail: '201' });
    expect(await pushRepository.claimSend(t.db(), id, 'result:GA:2026-11-24:EVE')).toBeUndefined();
    expect(await pushRepository.claimSend(t.db(), id, 'result:GA:2026-11-24:NITE')).toBeDefined();
    const log = await t.db().selectFrom('push_sends').select(['event_key', 'status']).execute();
    expect(log).toContainEqual({ event_key: 'result:GA:2026-11-24:EVE', status: 'sent' });
    await pushRepository.removeSubscription(t.db(), subscription.endpoint);
    expect(await t.db().selectFrom('push_sends').selectAll().execute()).toEqual([]);
  });
});
