// The post-ingestion pipeline called directly (no HTTP), on PGlite and PostgreSQL, with a local SMTP
// server and push service: after a Georgia ingestion the tracker settles, the board grades and posts,
// alerts, board alerts, Web Push and the daily summaries go out; without new draws only the board
// runs; before 7 Eastern no summary; a failing step is reported and logged while the others run; and
// a manual refresh's push goes out after the answer.
import { addDays, drawInstant, trackerSessionId } from '@pick3/core';
import {
  alertSettingsRepository,
  expectedResultsRepository,
  pushRepository,
  usersRepository,
} from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.server.js';
import { startLocalPushService, type LocalPushService } from '../testing/push-service.server.js';
import { serviceDeps } from '../testing/service-deps.js';
import { makeDraws, seedDraws } from '../testing/test-app.js';
import { putPlayerPicks } from './board.service.js';
import { afterIngestion } from './post-ingestion.service.js';
import { createPushSender } from './push.service.js';

/** Georgia's Evening draw two days from now (push tells nothing older than a subscription). */
const DATE = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const EVE = { state: 'GA', date: DATE, drawTime: 'EVE' } as const;
const AFTER_EVE = new Date(drawInstant('GA', DATE, 'EVE').getTime() + 30 * 60_000);
const HISTORY = [
  ...makeDraws('GA', addDays(DATE, -1), 60),
  { state: 'GA', date: DATE, drawTime: 'DAY', number: '555' } as const,
];

let smtp: FakeSmtp;
let pushService: LocalPushService;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  pushService = await startLocalPushService();
});
afterAll(async () => {
  await smtp.close();
  await pushService.close();
});

describeEachDriver('post-ingestion pipeline', (t) => {
  const context = async () => {
    const deps = serviceDeps(t.database(), { SMTP_URL: smtp.smtpUrl });
    const push = await createPushSender(deps.db, {
      subject: 'mailto:test@example.com',
      agent: pushService.agent,
    });
    return { ...deps, push };
  };

  /** A player with a board pick (123 box) on the Evening draw, tracking 123 (box), e-mail confirmed, and a push subscription to GA Evening results. */
  async function player() {
    const email = `pipeline-${t.driver}-${Math.random().toString(36).slice(2)}@example.com`;
    const user = await usersRepository.create(t.db(), {
      email,
      passwordHash: 'x',
      fullName: 'Dana',
      emailVerified: true,
    });
    await alertSettingsRepository.upsert(t.db(), `user:${user!.id}`, {
      email,
      emailVerified: true,
      isTracking: true,
      trackEvening: true,
      dailySummary: true,
      alertOnMatchOnly: false,
      trackedEntries: [{ state: 'GA', number: '123', mode: 'box' }],
    });
    const closes = new Date(drawInstant('GA', DATE, 'EVE').getTime() - 3 * 3_600_000);
    await putPlayerPicks(
      t.db(),
      user!.id,
      { ...EVE, name: 'Dana', picks: [{ number: '123', type: 'box', stake: 1 }] },
      closes,
    );
    const sub = pushService.subscribe();
    await pushRepository.upsertSubscription(t.db(), {
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      owner: `user:${user!.id}`,
      language: 'en',
      states: ['GA'],
      drawTimes: ['EVE'],
      hits: false,
      pool: false,
    });
    return { email, endpoint: sub.endpoint };
  }
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it('after a Georgia ingestion settles, grades, alerts, pushes and sends the summaries', async () => {
    await seedDraws(t.database(), HISTORY);
    const { email, endpoint } = await player();
    // A browser that asked for the permanent pools' plays; Pool 1,1 waits on the Evening draw.
    const poolWatcher = pushService.subscribe();
    await pushRepository.upsertSubscription(t.db(), {
      endpoint: poolWatcher.endpoint,
      p256dh: poolWatcher.keys.p256dh,
      auth: poolWatcher.keys.auth,
      owner: 'visitor-pools',
      language: 'en',
      states: [],
      drawTimes: [],
      hits: false,
      pool: true,
    });
    await expectedResultsRepository.insertPending(t.db(), {
      sessionId: trackerSessionId('1-1'),
      expectedDate: DATE,
      state: 'GA',
      drawTime: 'EVE',
      remainingNumbers: ['123', '456'],
    });
    await seedDraws(t.database(), [{ ...EVE, number: '321' }]);
    const ctx = await context();
    const report = await afterIngestion(ctx, { updatedStates: ['GA'] }, { now: AFTER_EVE });
    expect(report.errors).toEqual([]);
    expect(report.updatedStates).toEqual(['GA']);
    expect(report.tracker).not.toBeNull();
    expect(report.board).toMatchObject({ graded: 1, regraded: 0 });
    expect(report.board?.posted).toBeGreaterThan(0);
    expect(report.boardAlerts).toMatchObject({ sent: 1, failed: 0 });
    expect(report.alerts).toMatchObject({ failed: 0 });
    expect(report.push).toMatchObject({ failed: 0 });
    // 19:29 in Atlanta: yesterday's summary goes out.
    expect(report.summaries).toMatchObject({ sent: 1 });
    const subjects = mailsTo(email).map((m) => m.subject);
    expect(subjects).toContain('Pick 3 alert: 321 hit in GA');
    expect(subjects.some((s) => s.startsWith('Pick 3 board: your GA pick won'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Pick 3 daily summary for'))).toBe(true);
    // Georgia's newest Evening results (the history's last days are after the subscription too).
    const pushed = pushService.messages
      .filter((m) => m.endpoint === endpoint)
      .map((m) => JSON.parse(m.payload) as { title: string; body: string });
    expect(new Set(pushed.map((p) => p.title))).toEqual(new Set(['GA Evening result']));
    expect(pushed.some((p) => p.body.endsWith(': 321'))).toBe(true);
    // The tracker settled Pool 1,1's play (321 is 123's box) and push told it.
    expect(report.tracker?.settled.map((r) => r.sessionId)).toContain(trackerSessionId('1-1'));
    const toPools = pushService.messages
      .filter((m) => m.endpoint === poolWatcher.endpoint)
      .map((m) => JSON.parse(m.payload) as { url: string });
    expect(toPools).toMatchObject([{ url: '/pools/1-1' }]);
    expect(pushed.length + toPools.length).toBe(report.push?.sent);

    // Run again (a retry, another worker): nothing is told twice.
    const again = await afterIngestion(ctx, { updatedStates: ['GA'] }, { now: AFTER_EVE });
    expect(again.errors).toEqual([]);
    expect(again.board).toMatchObject({ graded: 0 });
    expect(again.boardAlerts).toBeNull();
    expect(again.push).toMatchObject({ sent: 0 });
    expect(again.summaries).toMatchObject({ sent: 0 });
    expect(mailsTo(email).map((m) => m.subject)).toEqual(subjects);
  });

  it('without new draws runs only the board; before 7 Eastern sends no summary', async () => {
    await seedDraws(t.database(), HISTORY);
    await player();
    await seedDraws(t.database(), [{ ...EVE, number: '321' }]);
    // 05:00 in New York (10:00 UTC in winter, 09:00 in summer): before the summary hour either way.
    const early = new Date(`${addDays(DATE, 1)}T09:00:00Z`);
    const report = await afterIngestion(await context(), { updatedStates: [] }, { now: early });
    expect(report).toMatchObject({
      updatedStates: [],
      tracker: null,
      alerts: null,
      push: null,
      summaries: null,
      errors: [],
    });
    // The stored draw grades the pick even though no state gained a draw in this run.
    expect(report.board).toMatchObject({ graded: 1, posted: 0 });
    expect(report.boardAlerts).toMatchObject({ sent: 1 });
  });

  it('reports and logs a failing step, and runs the others', async () => {
    await seedDraws(t.database(), HISTORY);
    const { email } = await player();
    await seedDraws(t.database(), [{ ...EVE, number: '321' }]);
    const ctx = await context();
    // The push subscriptions' table is gone for a moment: the push step fails on the database.
    await t
      .db()
      .schema.alterTable('push_subscriptions')
      .renameTo('push_subscriptions_away')
      .execute();
    try {
      const report = await afterIngestion(ctx, { updatedStates: ['GA'] }, { now: AFTER_EVE });
      expect(report.push).toBeNull();
      expect(report.errors).toHaveLength(1);
      expect(report.errors[0]).toMatch(/^push: /);
      expect(report.alerts).toMatchObject({ failed: 0 });
      expect(report.boardAlerts).toMatchObject({ sent: 1 });
      expect(report.summaries).toMatchObject({ sent: 1 });
      expect(ctx.log.lines).toContainEqual(
        expect.objectContaining({ level: 'error', message: 'post-ingestion push failed' }),
      );
    } finally {
      await t
        .db()
        .schema.alterTable('push_subscriptions_away')
        .renameTo('push_subscriptions')
        .execute();
    }
    expect(mailsTo(email).map((m) => m.subject)).toContain('Pick 3 alert: 321 hit in GA');
  });

  it("pushes after the answer for a manual refresh ('background')", async () => {
    await seedDraws(t.database(), HISTORY);
    const { endpoint } = await player();
    await seedDraws(t.database(), [{ ...EVE, number: '321' }]);
    const report = await afterIngestion(
      await context(),
      { updatedStates: ['GA'] },
      { now: AFTER_EVE, push: 'background' },
    );
    expect(report.push).toBeNull();
    expect(report.errors).toEqual([]);
    await vi.waitFor(
      () => expect(pushService.messages.some((m) => m.endpoint === endpoint)).toBe(true),
      { timeout: 20_000, interval: 50 },
    );
  });
});
