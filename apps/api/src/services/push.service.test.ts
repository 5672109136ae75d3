// Web Push's use cases called directly (no HTTP), on PGlite and PostgreSQL, through a local push
// service speaking RFC 8030/8291/8292: which endpoints are refused, one VAPID key kept in the
// database, and the fan-out after an ingestion (results, tracked hits settled as their tickets say,
// settled pool plays, graded board picks), each event once per subscription, in its language, a
// gone subscription dropped and one failing three draws in a row dropped. The HTTP side (the
// subscription's schema and refusals, find and unsubscribe) is routes/push/push.routes.test.ts.
import { isoToUs, trackerSessionId } from '@pick3/core';
import { alertSettingsRepository, expectedResultsRepository, pushRepository } from '@pick3/db';
import type { Database } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../testing/push-service.server.js';
import { serviceDeps } from '../testing/service-deps.js';
import { seedDraws } from '../testing/test-app.js';
import {
  createPushSender,
  endpointProblem,
  PUSH_FAILED_DRAWS_LIMIT,
  sendPushForIngestion,
} from './push.service.js';

/** An ISO date `days` from today (UTC): draws after the subscriptions were made. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An ISO date as es-US writes it: day/month/year. */
const spanishDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}/${m}/${y}`;
};

let service: LocalPushService;
beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(async () => {
  await service.close();
});

it('refuses an endpoint that is not https on the default port of a known push service', () => {
  const fcm = 'https://fcm.googleapis.com/fcm/send/abc';
  expect(endpointProblem(fcm, [])).toBeNull();
  expect(endpointProblem('https://web.push.apple.com/xyz', [])).toBeNull();
  expect(endpointProblem('not a url', [])).toBe('The push endpoint is not a URL');
  expect(endpointProblem('http://fcm.googleapis.com/x', [])).toBe(
    'The push endpoint must be an https URL',
  );
  for (const endpoint of [
    'https://fcm.googleapis.com:8443/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://evil.example/x',
    'https://apple.com.evil.example/x',
  ])
    expect(endpointProblem(endpoint, []), endpoint).toBe('The push endpoint is not a push service');
  // A self-hosted push service, as listed (host:port).
  expect(endpointProblem(`${service.origin}/push/1`, [service.host])).toBeNull();
});

describeEachDriver('push service', (t) => {
  const sender = (database: Database) =>
    createPushSender(database.db, { subject: 'mailto:test@example.com', agent: service.agent });
  const context = async () => {
    const deps = serviceDeps(t.database());
    return { db: deps.db, log: deps.log, push: await sender(t.database()) };
  };
  const subscribe = (
    sub: LocalSubscription,
    fields: Partial<Omit<pushRepository.PushSubscriptionInput, 'endpoint'>>,
  ) =>
    pushRepository.upsertSubscription(t.db(), {
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      owner: `visitor:${sub.endpoint}`,
      language: 'en',
      states: [],
      drawTimes: [],
      hits: false,
      pool: false,
      ...fields,
    });
  const payloadsTo = (sub: LocalSubscription) =>
    service.messages
      .filter((m) => m.endpoint === sub.endpoint)
      .map((m) => JSON.parse(m.payload) as Record<string, unknown>);

  it('makes one VAPID key pair and signs with it on every start', async () => {
    const first = await sender(t.database());
    const second = await sender(t.database());
    expect(second.publicKey).toBe(first.publicKey);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it("pushes each event once, in the subscription's language, and drops one its service says is gone", async () => {
    const ctx = await context();
    const en = service.subscribe();
    const es = service.subscribe();
    await subscribe(en, { states: ['GA'], drawTimes: ['EVE'] });
    await subscribe(es, { language: 'es', owner: 'visitor-es', hits: true, pool: true });
    await alertSettingsRepository.upsert(t.db(), 'visitor-es', {
      trackedEntries: [
        { state: 'GA', number: '016', mode: 'box' },
        { state: 'GA', number: '034', mode: 'straight' },
      ],
    });
    // Pool 1,1 waits on the Evening draw; the Evening draw is 610, settled as a win.
    const date = dayFromNow(2);
    const { result: pending } = await expectedResultsRepository.insertPending(t.db(), {
      sessionId: trackerSessionId('1-1'),
      expectedDate: date,
      state: 'GA',
      drawTime: 'EVE',
      remainingNumbers: ['016', '123'],
    });
    await seedDraws(t.database(), [
      { state: 'GA', date, drawTime: 'DAY', number: '999' },
      { state: 'GA', date, drawTime: 'EVE', number: '610' },
    ]);
    const settled = { ...pending, winnerNumber: '610', matchStatus: 'win' as const };
    const input = { updatedStates: ['GA'], settled: [settled] };
    expect(await sendPushForIngestion(ctx, input)).toEqual({
      sent: 3,
      failed: 0,
      dropped: 0,
      duplicates: 0,
    });
    expect(
      service.refused.filter((r) => r.endpoint === en.endpoint || r.endpoint === es.endpoint),
    ).toEqual([]);
    // English: only the Evening result of Georgia (the Midday one is not among its draw times).
    expect(payloadsTo(en)).toEqual([
      {
        title: 'GA Evening result',
        body: `${isoToUs(date)}: 610`,
        url: '/results/GA',
        tag: 'result-GA-EVE',
        lang: 'en',
      },
    ]);
    // Spanish: the hit of its tracked 016 box and Pool 1,1's settled play; no results (no states).
    expect(payloadsTo(es)).toEqual([
      {
        title: 'Salió 610 en GA',
        body: `Evening ${spanishDate(date)}. Coincide con tus números seguidos 016 (box): $80 con una jugada de $1.`,
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
    for (const m of service.messages.slice(-3)) {
      expect(m.vapidKey).toBe(ctx.push.publicKey);
      expect(m.claims.aud).toBe(service.origin);
      expect(m.ttl).toBeGreaterThan(0);
    }

    // The same ingestion again (a re-run, a second worker): nothing is pushed twice.
    expect(await sendPushForIngestion(ctx, input)).toMatchObject({ sent: 0, duplicates: 3 });
    expect(payloadsTo(en)).toHaveLength(1);

    // The English browser unsubscribed at its push service: the next push is answered 410 and the
    // subscription (with its sent log) is dropped; the Spanish one still gets its next hit.
    service.gone(en.endpoint);
    const next = dayFromNow(3);
    await seedDraws(t.database(), [{ state: 'GA', date: next, drawTime: 'EVE', number: '106' }]);
    expect(await sendPushForIngestion(ctx, { updatedStates: ['GA'], settled: [] })).toMatchObject({
      sent: 1,
      dropped: 1,
    });
    expect(await pushRepository.findSubscription(t.db(), en.endpoint)).toBeUndefined();
    expect(service.refused).toContainEqual({
      endpoint: en.endpoint,
      status: 410,
      reason: 'subscription expired',
    });
    expect(payloadsTo(es).at(-1)).toMatchObject({ title: 'Salió 106 en GA', lang: 'es' });

    // Tracked hits are settled as their tickets say: 430 is 034's box, but a straight 034 does not
    // win there; 034 itself pays the straight prize.
    const boxOrder = dayFromNow(4);
    await seedDraws(t.database(), [
      { state: 'GA', date: boxOrder, drawTime: 'EVE', number: '430' },
    ]);
    expect((await sendPushForIngestion(ctx, { updatedStates: ['GA'], settled: [] })).sent).toBe(0);
    const exact = dayFromNow(5);
    await seedDraws(t.database(), [{ state: 'GA', date: exact, drawTime: 'EVE', number: '034' }]);
    expect((await sendPushForIngestion(ctx, { updatedStates: ['GA'], settled: [] })).sent).toBe(1);
    expect(payloadsTo(es).at(-1)).toMatchObject({
      title: 'Salió 034 en GA',
      body: `Evening ${spanishDate(exact)}. Coincide con tus números seguidos 034 (straight): $500 con una jugada de $1.`,
    });
    const log = await t
      .db()
      .selectFrom('push_sends')
      .select(['event_key', 'status'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { event_key: `hit:GA:${date}:EVE`, status: 'sent' },
      { event_key: `pool:${pending.id}`, status: 'sent' },
      { event_key: `hit:GA:${next}:EVE`, status: 'sent' },
      { event_key: `hit:GA:${exact}:EVE`, status: 'sent' },
    ]);
  });

  it("tells a graded board pick to its player's subscriptions that asked for hits, and to no one else", async () => {
    const ctx = await context();
    const mine = service.subscribe();
    const quiet = service.subscribe();
    const other = service.subscribe();
    await subscribe(mine, { owner: 'user:u-1', hits: true });
    await subscribe(quiet, { owner: 'user:u-1', hits: false });
    await subscribe(other, { owner: 'user:u-2', hits: true });
    const date = dayFromNow(2);
    const pick = {
      id: 41,
      state: 'GA',
      date,
      drawTime: 'EVE' as const,
      userId: 'u-1',
      number: '123',
      playType: 'box',
      drawn: '321',
      outcome: 'win' as const,
      prize: 80,
    };
    expect(
      await sendPushForIngestion(ctx, { updatedStates: [], settled: [], boardGraded: [pick] }),
    ).toMatchObject({ sent: 1 });
    expect(payloadsTo(mine)).toMatchObject([{ url: '/board/GA', tag: 'board-GA', lang: 'en' }]);
    expect(payloadsTo(mine)[0]?.title).toContain('123');
    expect(payloadsTo(quiet)).toEqual([]);
    expect(payloadsTo(other)).toEqual([]);
  });

  it('tells a subscription nothing that happened before it was made', async () => {
    const ctx = await context();
    const sub = service.subscribe();
    await subscribe(sub, { states: ['GA'] });
    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-01-02', drawTime: 'EVE', number: '610' },
    ]);
    expect(await sendPushForIngestion(ctx, { updatedStates: ['GA'], settled: [] })).toEqual({
      sent: 0,
      failed: 0,
      dropped: 0,
      duplicates: 0,
    });
    expect(payloadsTo(sub)).toEqual([]);
  });

  it(`drops a subscription whose pushes failed ${PUSH_FAILED_DRAWS_LIMIT} draws in a row, and logs each failure`, async () => {
    const ctx = await context();
    const sub = service.subscribe();
    await subscribe(sub, { states: ['TX'] });
    service.failing(sub.endpoint);
    for (let draw = 1; draw <= PUSH_FAILED_DRAWS_LIMIT; draw++) {
      await seedDraws(t.database(), [
        { state: 'TX', date: dayFromNow(draw + 1), drawTime: 'EVE', number: '123' },
      ]);
      const summary = await sendPushForIngestion(ctx, { updatedStates: ['TX'], settled: [] });
      expect(summary.failed).toBe(1);
      const stored = await pushRepository.findSubscription(t.db(), sub.endpoint);
      if (draw < PUSH_FAILED_DRAWS_LIMIT) {
        expect(summary.dropped).toBe(0);
        expect(stored?.failedDraws).toBe(draw);
      } else {
        expect(summary.dropped).toBe(1);
        expect(stored).toBeUndefined();
      }
    }
    expect(
      ctx.log.lines.filter((l) => l.message === 'push delivery failed').length,
    ).toBeGreaterThanOrEqual(PUSH_FAILED_DRAWS_LIMIT);
  });
});
