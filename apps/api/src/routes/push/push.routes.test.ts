import { expectedResultsRepository, pushRepository } from '@pick3/db';
import { isoToUs, trackerSessionId } from '@pick3/core';
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

/** 2026-11-28 as es-US writes it: day/month/year. */
const spanishDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}/${m}/${y}`;
};

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

  it("pushes each event once, in the subscription's language, and drops a subscription its service says is gone", async () => {
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
    // The Spanish visitor tracks 016 (box) in its alert settings and wants hits and pool plays.
    const tracked = await app.inject({
      method: 'PUT',
      url: '/api/aert',
      headers: spanish.headers(),
      payload: { trackedEntries: [{ state: 'GA', number: '016', mode: 'box' }] },
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

    // Pool 1,1 waits on the Evening draw with 016 in its remaining set; the Evening draw is 610.
    const date = dayFromNow(2);
    const { result: pending } = await expectedResultsRepository.insertPending(database().db, {
      sessionId: trackerSessionId('1-1'),
      expectedDate: date,
      state: 'GA',
      drawTime: 'EVE',
      remainingNumbers: ['016', '123'],
    });
    await seedDraws(database(), [
      { state: 'GA', date, drawTime: 'DAY', number: '999' },
      { state: 'GA', date, drawTime: 'EVE', number: '610' },
    ]);
    const first = await afterIngestion(app, { updatedStates: ['GA'] });
    expect(first.errors).toEqual([]);
    expect(service.refused).toEqual([]);

    const key = (await app.inject({ method: 'GET', url: '/api/push/key' })).json<{
      publicKey: string;
    }>().publicKey;
    const toEn = service.messages.filter((m) => m.endpoint === en.endpoint);
    const toEs = service.messages.filter((m) => m.endpoint === es.endpoint);
    // English: only the Evening result of Georgia (the Midday one is not among its draw times).
    expect(toEn.map((m) => JSON.parse(m.payload) as unknown)).toEqual([
      {
        title: 'GA Evening result',
        body: `${isoToUs(date)}: 610`,
        url: '/results/GA',
        tag: 'result-GA-EVE',
        lang: 'en',
      },
    ]);
    // Spanish: the hit of its tracked 016 box, and Pool 1,1's settled play; no results (no states).
    expect(toEs.map((m) => JSON.parse(m.payload) as unknown)).toEqual([
      {
        title: 'Salió 610 en GA',
        body: `Evening ${spanishDate(date)}. Coincide con tus números seguidos 016 (box).`,
        url: '/lookup/610?state=GA',
        tag: `hit-GA-${date}-EVE`,
        lang: 'es',
      },
      {
        title: 'Jugada del Pool 1,1 resuelta: ganó',
        body: `GA Evening ${spanishDate(date)}: salió 610.`,
        url: '/pools/1-1',
        tag: 'pool-1-1',
        lang: 'es',
      },
    ]);
    for (const m of [...toEn, ...toEs]) {
      expect(m.vapidKey).toBe(key);
      expect(m.claims.aud).toBe(service.origin);
      expect(m.ttl).toBeGreaterThan(0);
    }
    expect(first.push).toMatchObject({ sent: 3, failed: 0, dropped: 0 });
    expect((await expectedResultsRepository.matchPending(database().db, 'GA', [])).length).toBe(0);
    expect(pending.matchStatus).toBe('pending');

    // The same ingestion again (a re-run, a second worker): nothing is pushed twice. The result and
    // the hit are claimed already; the pool play settled in the first run and is not settled again.
    const second = await afterIngestion(app, { updatedStates: ['GA'] });
    expect(second.push).toMatchObject({ sent: 0, duplicates: 2 });
    expect(service.messages).toHaveLength(3);

    // The English browser unsubscribed at its push service: the next push is answered 410 and the
    // subscription (with its sent log) is dropped; the Spanish one still gets its next hit.
    service.gone(en.endpoint);
    const next = dayFromNow(3);
    await seedDraws(database(), [{ state: 'GA', date: next, drawTime: 'EVE', number: '106' }]);
    const third = await afterIngestion(app, { updatedStates: ['GA'] });
    expect(third.push).toMatchObject({ sent: 1, dropped: 1 });
    expect(await pushRepository.findSubscription(database().db, en.endpoint)).toBeUndefined();
    expect(service.refused).toEqual([
      { endpoint: en.endpoint, status: 410, reason: 'subscription expired' },
    ]);
    expect(JSON.parse(service.messages.at(-1)!.payload)).toMatchObject({
      title: 'Salió 106 en GA',
      lang: 'es',
    });
    const log = await database()
      .db.selectFrom('push_sends')
      .select(['event_key', 'status'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { event_key: `hit:GA:${date}:EVE`, status: 'sent' },
      { event_key: `pool:${pending.id}`, status: 'sent' },
      { event_key: `hit:GA:${next}:EVE`, status: 'sent' },
    ]);
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
