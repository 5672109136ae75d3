// Web Push over HTTP: what HTTP adds to the push service (services/push.service.test.ts holds the
// fan-out: each event once, settled hits, pool plays, gone and failing subscriptions): the VAPID key
// served, the subscription's schema and refusals, find and unsubscribe, and a subscription made
// here being pushed to.
import { pushRepository } from '@pick3/db';
import { isoToUs } from '@pick3/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { afterIngestion } from '../../services/post-ingestion.service.js';
import { describeWithDatabase, newBrowser } from '../../testing/accounts.js';
import type { CookieJar } from '../../testing/cookie-jar.js';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../../testing/push-service.server.js';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';

/** An ISO date `days` from today (UTC): draws after the subscriptions were made. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeWithDatabase('Web Push (a local push service speaking RFC 8030/8291/8292)', (database) => {
  let service: LocalPushService;
  let app: App;
  const logLines: string[] = [];
  beforeAll(async () => {
    service = await startLocalPushService();
    app = await buildTestApp(
      database(),
      { PUSH_SERVICE_HOSTS: service.host, LOG_LEVEL: 'debug' },
      { push: { agent: service.agent }, logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  const subscribe = (jar: CookieJar, body: Record<string, unknown>, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: jar.headers(),
      payload: {
        language,
        states: [],
        drawTimes: [],
        hits: false,
        pool: false,
        ...body,
      },
    });

  it('serves one VAPID public key, made on the first start and kept for the next, never logging the private one', async () => {
    const key = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json<{ publicKey: string }>();
    // An uncompressed P-256 point: 65 bytes starting 0x04.
    const raw = Buffer.from(publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    const stored = await database().db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.public_key).toBe(publicKey);

    // A restart (a second app, a replica) on the same database signs with the same key.
    const again = await buildTestApp(database());
    try {
      const second = await again.inject({ method: 'GET', url: '/api/push/key' });
      expect(second.json()).toEqual({ publicKey });
    } finally {
      await again.close();
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(stored[0]!.private_key);
  });

  it('refuses a bad subscription with a 400 naming the field, storing nothing', async () => {
    const jar = await newBrowser(app);
    const good = service.subscribe();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { subscription: { ...good, endpoint: good.endpoint.replace('https:', 'http:') } },
        'subscription.endpoint',
      ],
      [
        { subscription: { ...good, endpoint: 'https://attacker.example.com/push/1' } },
        'subscription.endpoint',
      ],
      [
        { subscription: { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' } },
        'subscription.endpoint',
      ],
      [
        { subscription: { ...good, endpoint: 'https://fcm.googleapis.com/fcm/send/a\u0000b' } },
        'subscription.endpoint',
      ],
      [
        { subscription: { ...good, keys: { ...good.keys, p256dh: 'short' } } },
        'subscription.keys.p256dh',
      ],
      [{ subscription: { ...good, keys: { p256dh: good.keys.p256dh } } }, 'subscription.keys.auth'],
      [{ subscription: good, states: ['ZZ'] }, 'states'],
      [{ subscription: good, drawTimes: ['NOON'] }, 'drawTimes.0'],
      [{ subscription: good, language: 'fr' }, 'language'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(jar, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect(await pushRepository.findSubscription(database().db, good.endpoint)).toBeUndefined();
  });

  it('pushes to a subscription made over HTTP, in its language, signed with the key it serves', async () => {
    const english = await newBrowser(app);
    const spanish = await newBrowser(app);
    const en: LocalSubscription = service.subscribe();
    const es: LocalSubscription = service.subscribe();
    const enReply = await subscribe(english, {
      subscription: en,
      states: ['ga'],
      drawTimes: ['EVE'],
    });
    expect(enReply.statusCode).toBe(200);
    expect(enReply.json()).toEqual({
      endpoint: en.endpoint,
      language: 'en',
      states: ['GA'],
      drawTimes: ['EVE'],
      hits: false,
      pool: false,
    });
    // The Spanish visitor tracks 016 (box) and 034 (straight) in its alert settings and wants hits
    // and pool plays.
    const tracked = await app.inject({
      method: 'PUT',
      url: '/api/aert',
      headers: spanish.headers(),
      payload: {
        trackedEntries: [
          { state: 'GA', number: '016', mode: 'box' },
          { state: 'GA', number: '034', mode: 'straight' },
        ],
      },
    });
    expect(tracked.statusCode).toBe(200);
    expect(
      (await subscribe(spanish, { subscription: es, states: [], hits: true, pool: true }, 'es'))
        .statusCode,
    ).toBe(200);
    const found = await app.inject({
      method: 'POST',
      url: '/api/push/subscription/find',
      headers: spanish.headers(),
      payload: { endpoint: es.endpoint },
    });
    expect(found.json()).toMatchObject({ language: 'es', hits: true, pool: true });

    // One ingestion: each browser gets what its subscription asked for, signed with the key served.
    // What each event says, once per subscription, is services/push.service.test.ts's.
    const date = dayFromNow(2);
    await seedDraws(database(), [{ state: 'GA', date, drawTime: 'EVE', number: '610' }]);
    const first = await afterIngestion(app, { updatedStates: ['GA'] });
    expect(first.errors).toEqual([]);
    expect(service.refused).toEqual([]);
    const key = (await app.inject({ method: 'GET', url: '/api/push/key' })).json<{
      publicKey: string;
    }>().publicKey;
    const toEn = service.messages.filter((m) => m.endpoint === en.endpoint);
    const toEs = service.messages.filter((m) => m.endpoint === es.endpoint);
    expect(toEn.map((m) => JSON.parse(m.payload) as unknown)).toEqual([
      {
        title: 'GA Evening result',
        body: `${isoToUs(date)}: 610`,
        url: '/results/GA',
        tag: 'result-GA-EVE',
        lang: 'en',
      },
    ]);
    // The tracked 016 (box) saved through /api/aert hits, told in the subscription's Spanish.
    expect(toEs.map((m) => JSON.parse(m.payload) as unknown)).toMatchObject([
      { title: 'Salió 610 en GA', lang: 'es' },
    ]);
    for (const m of [...toEn, ...toEs]) expect(m.vapidKey).toBe(key);
  });

  it('unsubscribes a browser by its endpoint', async () => {
    const jar = await newBrowser(app);
    const sub = service.subscribe();
    expect((await subscribe(jar, { subscription: sub, states: ['TX'] })).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: jar.headers(),
      payload: { endpoint: sub.endpoint },
    });
    expect(removed.json()).toEqual({ removed: true });
    const find = await app.inject({
      method: 'POST',
      url: '/api/push/subscription/find',
      headers: jar.headers(),
      payload: { endpoint: sub.endpoint },
    });
    expect(find.statusCode).toBe(404);
  });
});
