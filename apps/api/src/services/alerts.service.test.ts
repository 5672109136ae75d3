// Alerts for new draws and daily summaries called directly (no HTTP), on PGlite and PostgreSQL, through
// a local SMTP server and SMS gateway: a tracked hit told once per recipient and draw, only at tracked
// draw times and to verified addresses, a straight only on its exact order, texts in the saved
// language, the summary once per date, and what each delivery stores. The HTTP side (settings, codes,
// the history's masking and 401) is routes/alerts/alerts.routes.test.ts.
import { alertDeliveriesRepository, alertSettingsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { isoToUs, yesterdayInZone } from '@pick3/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSms, type FakeSms } from '../testing/fake-sms.server.js';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.server.js';
import { serviceDeps } from '../testing/service-deps.js';
import { seedDraws } from '../testing/test-app.js';
import {
  scheduleDailySummaries,
  sendAlertsForNewDraws,
  sendDailySummaries,
  SUMMARY_TIME_ZONE,
} from './alerts.service.js';
import { messagingEnv } from '../testing/test-config.js';

type AlertSettingsPatch = alertSettingsRepository.AlertSettingsPatch;

let smtp: FakeSmtp;
let sms: FakeSms;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  sms = await startFakeSms();
});
afterAll(async () => {
  await smtp.close();
  await sms.close();
});

let trackers = 0;

describeEachDriver('alerts service', (t) => {
  const deps = (env: Record<string, string> = {}) =>
    serviceDeps(t.database(), { ...messagingEnv(smtp, sms), ...env });

  /** A player tracking GA 610 (box) at evening and day draws, both addresses confirmed. */
  async function tracker(patch: AlertSettingsPatch = {}) {
    trackers += 1;
    const email = `tracker-${trackers}-${t.driver}@example.com`;
    const phone = `+1555${String(trackers).padStart(3, '0')}${t.driver === 'pglite' ? '1' : '2'}000`;
    await alertSettingsRepository.upsert(t.db(), `visitor-${trackers}`, {
      email,
      smsNumber: phone,
      emailVerified: true,
      smsVerified: true,
      isTracking: true,
      trackDay: true,
      trackEvening: true,
      trackNight: false,
      dailySummary: true,
      trackedEntries: [{ state: 'GA', number: '610', mode: 'box' }],
      ...patch,
    });
    return { email, phone };
  }
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it('e-mails and texts a tracked hit once, only at tracked draw times, and stores each delivery', async () => {
    const { email, phone } = await tracker();
    const draws = [
      { state: 'GA', date: '2025-08-01', drawTime: 'EVE', number: '106' }, // 610's box: a hit
      { state: 'GA', date: '2025-08-01', drawTime: 'NITE', number: '601' }, // a hit, nights not tracked
      { state: 'GA', date: '2025-08-01', drawTime: 'DAY', number: '999' }, // no hit
    ] as const;
    await seedDraws(t.database(), [...draws]);
    const first = await sendAlertsForNewDraws(deps(), [...draws]);
    expect(first).toEqual({ sent: 2, skipped: 0, failed: 0, duplicates: 0 });
    const mail = mailsTo(email);
    expect(mail.map((m) => m.subject)).toEqual(['Pick 3 alert: 106 hit in GA']);
    expect(mail[0]?.text).toContain(
      'GA Evening 8/1/2025: 106. It matches your tracked 610 (box): $80 on a $1 play.',
    );
    const texts = sms.messages.filter((m) => m.to === phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ from: '+15550000001' });
    expect(texts[0]?.body).toBe(
      'Pick 3 alert: 106 hit in GA\nGA Evening 8/1/2025: 106. It matches your tracked 610 (box): $80 on a $1 play.',
    );

    // A second run (retry, second worker) sends nothing again.
    expect(await sendAlertsForNewDraws(deps(), [...draws])).toEqual({
      sent: 0,
      skipped: 0,
      failed: 0,
      duplicates: 2,
    });
    expect(mailsTo(email)).toHaveLength(1);
    const stored = await alertDeliveriesRepository.list(t.db(), { recipient: email });
    expect(stored.map((d) => [d.kind, d.channel, d.status, d.state, d.drawTime, d.number])).toEqual(
      [['match', 'email', 'sent', 'GA', 'EVE', '106']],
    );
    // The state codes of an ingestion mean its newest draws: the same, already told.
    expect((await sendAlertsForNewDraws(deps(), ['GA'])).sent).toBe(0);
  });

  it('tells every new draw of a tracked state with "alert on a match only" off, and nothing to unverified addresses', async () => {
    const { email } = await tracker({ alertOnMatchOnly: false });
    const unverified = await tracker({ emailVerified: false, smsVerified: false });
    const draw = { state: 'GA', date: '2025-08-02', drawTime: 'EVE', number: '999' } as const;
    const elsewhere = { state: 'TX', date: '2025-08-02', drawTime: 'EVE', number: '999' } as const;
    await seedDraws(t.database(), [draw, elsewhere]);
    await sendAlertsForNewDraws(deps(), [draw, elsewhere]);
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Pick 3 result: GA 999']);
    expect(mailsTo(unverified.email)).toEqual([]);
    expect(sms.messages.filter((m) => m.to === unverified.phone)).toEqual([]);
  });

  it('alerts a straight tracked number only on its exact order, with the prize its ticket pays', async () => {
    const { email } = await tracker({
      trackedEntries: [
        { state: 'GA', number: '034', mode: 'straight' },
        { state: 'GA', number: '610', mode: 'box' },
      ],
    });
    const boxOrder = { state: 'GA', date: '2025-08-21', drawTime: 'EVE', number: '430' } as const;
    const exact = { state: 'GA', date: '2025-08-22', drawTime: 'EVE', number: '034' } as const;
    await seedDraws(t.database(), [boxOrder, exact]);
    await sendAlertsForNewDraws(deps(), [boxOrder, exact]);
    const mail = mailsTo(email);
    expect(mail.map((m) => m.subject)).toEqual(['Pick 3 alert: 034 hit in GA']);
    expect(mail[0]?.text).toContain(
      'GA Evening 8/22/2025: 034. It matches your tracked 034 (straight): $500 on a $1 play.',
    );
  });

  it('writes alerts and summaries in the language saved with the settings', async () => {
    const { email, phone } = await tracker({ language: 'es' });
    const hit = { state: 'GA', date: '2025-08-09', drawTime: 'EVE', number: '016' } as const;
    await seedDraws(t.database(), [hit]);
    await sendAlertsForNewDraws(deps(), [hit]);
    const mail = mailsTo(email);
    expect(mail.map((m) => m.subject)).toEqual(['Alerta de Pick 3: salió 016 en GA']);
    // Day before month, as Spanish writes dates; the draw time and Box stay English.
    expect(sms.messages.findLast((m) => m.to === phone)?.body).toBe(
      'Alerta de Pick 3: salió 016 en GA\nGA Evening 9/8/2025: 016. Coincide con tus números seguidos 610 (box): $80 con una jugada de $1.',
    );
    await sendDailySummaries(deps(), { date: '2025-08-09' });
    const summary = mailsTo(email).find(
      (m) => m.subject === 'Resumen diario de Pick 3 del 9/8/2025',
    );
    expect(summary?.text).toContain(
      'GA Evening 9/8/2025: 016 — ACIERTO: 610 (box): $80 con una jugada de $1',
    );
  });

  it('sends the daily summary once per date, the tracked draw times only, hits marked', async () => {
    const { email } = await tracker();
    const quiet = await tracker({ dailySummary: false });
    await seedDraws(t.database(), [
      { state: 'GA', date: '2025-08-05', drawTime: 'DAY', number: '321' },
      { state: 'GA', date: '2025-08-05', drawTime: 'EVE', number: '061' },
      { state: 'GA', date: '2025-08-05', drawTime: 'NITE', number: '016' },
    ]);
    const first = await sendDailySummaries(deps(), { date: '2025-08-05' });
    expect(first).toMatchObject({ sent: 2, failed: 0 });
    const subject = 'Pick 3 daily summary for 8/5/2025';
    const summary = mailsTo(email).filter((m) => m.subject === subject);
    expect(summary).toHaveLength(1);
    expect(summary[0]?.text).toContain(
      'GA Evening 8/5/2025: 061 — HIT: 610 (box): $80 on a $1 play',
    );
    expect(summary[0]?.text).toContain('GA Day 8/5/2025: 321\n');
    expect(summary[0]?.text).not.toContain('016');
    expect(mailsTo(quiet.email)).toEqual([]);
    expect(await sendDailySummaries(deps(), { date: '2025-08-05' })).toMatchObject({
      sent: 0,
      duplicates: 2,
    });
    expect(mailsTo(email).filter((m) => m.subject === subject)).toHaveLength(1);
    const stored = await alertDeliveriesRepository.list(t.db(), { recipient: email });
    expect(stored.map((d) => [d.kind, d.status, d.date])).toEqual([
      ['summary', 'sent', '2025-08-05'],
    ]);
  });

  it('records a delivery as skipped offline without mail or SMS settings, never as sent', async () => {
    const { email } = await tracker();
    const hit = { state: 'GA', date: '2025-08-11', drawTime: 'EVE', number: '061' } as const;
    await seedDraws(t.database(), [hit]);
    const offline = serviceDeps(t.database(), { DEMO_MODE: '1' });
    expect(await sendAlertsForNewDraws(offline, [hit])).toEqual({
      sent: 0,
      skipped: 2,
      failed: 0,
      duplicates: 0,
    });
    const stored = await alertDeliveriesRepository.list(t.db(), { recipient: email });
    expect(stored.map((d) => [d.status, d.detail])).toEqual([['skipped', 'offline']]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('records a delivery the mail server refuses as failed, and logs it', async () => {
    const { email } = await tracker({ smsNumber: null, smsVerified: false });
    const hit = { state: 'GA', date: '2025-08-12', drawTime: 'EVE', number: '061' } as const;
    await seedDraws(t.database(), [hit]);
    // A closed port: the connection is refused.
    const broken = deps({ SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(await sendAlertsForNewDraws(broken, [hit])).toMatchObject({ sent: 0, failed: 1 });
    const stored = await alertDeliveriesRepository.list(t.db(), { recipient: email });
    expect(stored.map((d) => d.status)).toEqual(['failed']);
    expect(broken.log.lines.map((l) => l.message)).toContain('alert delivery failed');
  });

  it('schedules the summary of yesterday (Eastern) once a day', async () => {
    const { email } = await tracker();
    const yesterday = yesterdayInZone(SUMMARY_TIME_ZONE, new Date());
    await seedDraws(t.database(), [
      { state: 'GA', date: yesterday, drawTime: 'EVE', number: '160' },
    ]);
    const subject = `Pick 3 daily summary for ${isoToUs(yesterday)}`;
    const ctx = deps();
    const stop = scheduleDailySummaries(ctx, { hour: 0, everyMs: 5 });
    try {
      await smtp.waitFor((mails) =>
        mails.some((m) => m.to.includes(email) && m.subject === subject),
      );
      // The run is logged once it has recorded its deliveries, after the mail left (a while on a
      // loaded machine); the day counts as done from then on.
      await expect
        .poll(() => ctx.log.lines.map((l) => l.message), { timeout: 30_000 })
        .toContain('daily summaries');
      // Later ticks of the same day send nothing again.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      stop();
    }
    const mail = mailsTo(email).filter((m) => m.subject === subject);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('160 — HIT: 610 (box): $80 on a $1 play');
  });
});
