// Alert settings and deliveries over HTTP: what HTTP adds to the alerts service
// (services/alerts.service.test.ts holds the use cases: hits once, tracked draw times, straight
// settlement, languages, summaries once, the daily schedule): the settings per visitor or account,
// confirmation by code, the schema's refusals, the history's masking and 401, the language taken
// from the request, and demo mode's codes on screen.
import { alertDeliveriesRepository } from '@pick3/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { sendAlertsForNewDraws, sendDailySummaries } from '../../services/alerts.service.js';
import { DEFAULT_ALERT_SETTINGS } from '@pick3/core';
import {
  describeWithDatabase,
  loggedInAccount,
  newBrowser,
  nextIp,
  uniqueEmail,
} from '../../testing/accounts.js';
import type { CookieJar } from '../../testing/cookie-jar.js';
import { startFakeSms, type FakeSms } from '../../testing/fake-sms.server.js';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp.server.js';
import { buildTestApp, seedDraws } from '../../testing/test-app.js';
import { STRONG_PASSWORD } from '../../testing/accounts.js';
import { messagingEnv } from '../../testing/test-config.js';

async function put(app: App, jar: CookieJar, payload: Record<string, unknown>, language?: string) {
  const headers = jar.headers(language === undefined ? {} : { 'accept-language': language });
  return app.inject({ method: 'PUT', url: '/api/aert', payload, headers });
}

describeWithDatabase(
  'alert settings and deliveries (local SMTP server and SMS gateway)',
  (database) => {
    let smtp: FakeSmtp;
    let sms: FakeSms;
    let app: App;
    beforeAll(async () => {
      smtp = await startFakeSmtp();
      sms = await startFakeSms();
      app = await buildTestApp(database(), messagingEnv(smtp, sms));
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
      await sms.close();
    });

    /** An account tracking GA 016 (box) at evening draws, with a confirmed e-mail and SMS number. */
    async function verifiedTracker(
      language?: string,
    ): Promise<{ jar: CookieJar; email: string; phone: string }> {
      const languageHeaders: Record<string, string> =
        language === undefined ? {} : { 'accept-language': language };
      const { jar } = await loggedInAccount(app);
      const email = uniqueEmail('alerts');
      const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const saved = await put(
        app,
        jar,
        {
          email,
          smsNumber: phone,
          isTracking: true,
          trackEvening: true,
          trackNight: false,
          dailySummary: true,
          trackedEntries: [{ state: 'ga', number: '610', mode: 'box' }],
        },
        language,
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        email,
        smsNumber: phone,
        emailVerified: false,
        smsVerified: false,
        isTracking: true,
      });

      const ip = nextIp();
      const mailCode = await app.inject({
        method: 'POST',
        url: '/api/aert/verify/send',
        payload: { channel: 'email' },
        headers: jar.headers(languageHeaders),
        remoteAddress: ip,
      });
      expect(mailCode.json()).toMatchObject({ channel: 'email', sent: true });
      expect(mailCode.json()).not.toHaveProperty('demoCode');
      const mail = smtp.received.findLast((m) => m.to.includes(email));
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/aert/verify',
        payload: { channel: 'email', code: code === '111111' ? '222222' : '111111' },
        headers: jar.headers(),
        remoteAddress: ip,
      });
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
      const ok = await app.inject({
        method: 'POST',
        url: '/api/aert/verify',
        payload: { channel: 'email', code },
        headers: jar.headers(),
        remoteAddress: ip,
      });
      expect(ok.json()).toMatchObject({ emailVerified: true, smsVerified: false });

      await app.inject({
        method: 'POST',
        url: '/api/aert/verify/send',
        payload: { channel: 'sms' },
        headers: jar.headers(languageHeaders),
        remoteAddress: ip,
      });
      const text = sms.messages.findLast((m) => m.to === phone)?.body ?? '';
      const smsCode = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
      const smsOk = await app.inject({
        method: 'POST',
        url: '/api/aert/verify',
        payload: { channel: 'sms', code: smsCode },
        headers: jar.headers(),
        remoteAddress: ip,
      });
      expect(smsOk.json()).toMatchObject({ emailVerified: true, smsVerified: true });
      return { jar, email, phone };
    }

    it('keeps settings per visitor or account, with the spec defaults; alert addresses only for a verified account', async () => {
      const jar = await newBrowser(app);
      const defaults = await app.inject({ url: '/api/aert', headers: jar.headers() });
      expect(defaults.json()).toEqual({
        ...DEFAULT_ALERT_SETTINGS,
        delivery: { email: 'smtp', sms: 'gateway' },
      });
      const saved = await put(app, jar, {
        trackNight: true,
        trackedEntries: [{ state: 'tx', number: '007', mode: 'straight' }],
      });
      expect(saved.json()).toMatchObject({
        trackNight: true,
        trackedEntries: [{ state: 'TX', number: '007', mode: 'straight' }],
      });
      expect(
        (await app.inject({ url: '/api/aert', headers: jar.headers() })).json().trackNight,
      ).toBe(true);
      // /api/alerts is the same resource as the spec's /api/aert, query strings and all.
      expect(
        (await app.inject({ url: '/api/alerts?x=1', headers: jar.headers() })).json().trackNight,
      ).toBe(true);
      // Another visitor sees its own settings.
      const other = await newBrowser(app);
      expect(
        (await app.inject({ url: '/api/aert', headers: other.headers() })).json().trackNight,
      ).toBe(false);
      // A visitor cannot give the server an address to message.
      expect((await put(app, jar, { smsNumber: '(555) 123-4567' })).json()).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHORIZED',
      });
      expect((await put(app, jar, { email: uniqueEmail('someone') })).json()).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHORIZED',
      });
      expect((await app.inject({ url: '/api/aert', headers: jar.headers() })).json()).toMatchObject(
        { email: null, smsNumber: null },
      );

      const account = (await loggedInAccount(app)).jar;
      const number = await put(app, account, { smsNumber: '(555) 123-4567' });
      expect(number.json()).toMatchObject({ smsNumber: '+15551234567', smsVerified: false });
      expect((await put(app, account, { smsNumber: '12' })).json()).toMatchObject({
        statusCode: 400,
        field: 'smsNumber',
      });
      expect((await put(app, account, { email: 'nope' })).json()).toMatchObject({
        statusCode: 400,
        field: 'email',
      });
      expect(
        (await put(app, account, { trackedEntries: [{ state: 'GA', number: '12', mode: 'box' }] }))
          .statusCode,
      ).toBe(400);
      // Verification flags are not the client's to set.
      expect((await put(app, account, { emailVerified: true })).statusCode).toBe(200);
      expect(
        (await app.inject({ url: '/api/aert', headers: account.headers() })).json().emailVerified,
      ).toBe(false);
    });

    it("lists the account's past alerts newest first, masked; 401 without a session", async () => {
      const { jar, email, phone } = await verifiedTracker();
      const visitor = await newBrowser(app);
      const anonymous = await app.inject({ url: '/api/aert/history', headers: visitor.headers() });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const history = async (who: CookieJar) => {
        const response = await app.inject({ url: '/api/aert/history', headers: who.headers() });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        return response.json<{ alerts: Array<Record<string, unknown>> }>().alerts;
      };
      expect(await history(jar)).toEqual([]);

      const hit = { state: 'GA', date: '2025-09-01', drawTime: 'EVE', number: '061' } as const;
      await seedDraws(database(), [hit]);
      await sendAlertsForNewDraws(app, [hit]);
      await sendDailySummaries(app, { date: '2025-09-01' });
      const alerts = await history(jar);
      const masked = {
        email: `${email[0]}***${email.slice(email.indexOf('@'))}`,
        sms: `***${phone.slice(-4)}`,
      };
      // Two hits (e-mail and SMS), then two summaries; newest first.
      expect(alerts).toHaveLength(4);
      const ats = alerts.map((a) => Date.parse(String(a.at)));
      expect(ats).toEqual([...ats].sort((a, b) => b - a));
      expect(alerts.slice(0, 2).map((a) => a.kind)).toEqual(['summary', 'summary']);
      for (const channel of ['email', 'sms'] as const) {
        expect(alerts).toContainEqual({
          kind: 'match',
          channel,
          recipient: masked[channel],
          state: 'GA',
          date: '2025-09-01',
          drawTime: 'EVE',
          number: '061',
          status: 'sent',
          at: expect.any(String),
        });
        expect(alerts).toContainEqual(
          expect.objectContaining({
            kind: 'summary',
            channel,
            recipient: masked[channel],
            date: '2025-09-01',
            state: null,
            drawTime: null,
            number: null,
            status: 'sent',
          }),
        );
      }
      expect(JSON.stringify(alerts)).not.toContain(email);

      // Another account that types the same e-mail in, unconfirmed, sees none of it.
      const other = (await loggedInAccount(app)).jar;
      expect((await put(app, other, { email })).statusCode).toBe(200);
      expect(await history(other)).toEqual([]);
    });

    it('writes confirmation codes in the language of the request, and alerts in the language the settings were saved in', async () => {
      const { jar, email, phone } = await verifiedTracker('es-US,es;q=0.9');
      // The confirmation code, sent in answer to a Spanish request, is Spanish.
      const confirm = smtp.received.findLast((m) => m.to.includes(email));
      expect(confirm?.subject).toBe('Confirma tus alertas de Pick 3');
      expect(confirm?.text).toMatch(
        /Tu código de confirmación de alertas de Pick 3 es \d{6}\. Vence en 15 minutos\./,
      );
      expect(sms.messages.findLast((m) => m.to === phone)?.body).toContain('Vence en 15 minutos');

      const hit = { state: 'GA', date: '2025-08-09', drawTime: 'EVE', number: '016' } as const;
      await seedDraws(database(), [hit]);
      await sendAlertsForNewDraws(app, [hit]);
      const mail = smtp.received.filter((m) => m.to.includes(email) && m.subject.includes('016'));
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toBe('Alerta de Pick 3: salió 016 en GA');
      // Saving again from an English page switches later alerts to English.
      await put(app, jar, { trackNight: true }, 'en');
      const night = { state: 'GA', date: '2025-08-09', drawTime: 'NITE', number: '601' } as const;
      await seedDraws(database(), [night]);
      await sendAlertsForNewDraws(app, [night]);
      expect(smtp.received.findLast((m) => m.to.includes(email))?.subject).toBe(
        'Pick 3 alert: 601 hit in GA',
      );
    });
  },
);

describeWithDatabase('alerts without mail or SMS settings', (database) => {
  it('sends no code outside demo mode when a channel has nothing to send on', async () => {
    const app = await buildTestApp(database());
    const jar = await newBrowser(app);
    // The account exists already (a signup needs mail or demo mode); its session is all that matters.
    const demo = await buildTestApp(database(), { DEMO_MODE: '1' });
    const { email } = await loggedInAccount(demo);
    await demo.close();
    const login = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: STRONG_PASSWORD },
        headers: jar.headers(),
      }),
    );
    expect(login.statusCode).toBe(200);
    await put(app, jar, { email });
    const send = await app.inject({
      method: 'POST',
      url: '/api/aert/verify/send',
      payload: { channel: 'email' },
      headers: jar.headers(),
    });
    expect(send.statusCode).toBe(503);
    expect(send.json()).toMatchObject({ code: 'DELIVERY_OFFLINE' });
    expect(send.json()).not.toHaveProperty('demoCode');
    await app.close();
  });

  it('in demo mode records deliveries as skipped offline, never as sent, and shows the code', async () => {
    const app = await buildTestApp(database(), { DEMO_MODE: '1' });
    const { jar } = await loggedInAccount(app);
    const email = uniqueEmail('offline');
    await put(app, jar, {
      email,
      isTracking: true,
      trackedEntries: [{ state: 'GA', number: '123', mode: 'straight' }],
    });
    const send = await app.inject({
      method: 'POST',
      url: '/api/aert/verify/send',
      payload: { channel: 'email' },
      headers: jar.headers(),
    });
    expect(send.json()).toMatchObject({ sent: false });
    const code = send.json<{ demoCode: string }>().demoCode;
    expect(code).toMatch(/^\d{6}$/);
    await app.inject({
      method: 'POST',
      url: '/api/aert/verify',
      payload: { channel: 'email', code },
      headers: jar.headers(),
    });
    expect((await app.inject({ url: '/api/aert', headers: jar.headers() })).json()).toMatchObject({
      emailVerified: true,
      delivery: { email: 'offline', sms: 'offline' },
    });

    const summary = await sendAlertsForNewDraws(app, [
      { state: 'GA', date: '2025-08-02', drawTime: 'DAY', number: '123' },
    ]);
    expect(summary).toMatchObject({ sent: 0, skipped: 1 });
    const deliveries = await alertDeliveriesRepository.list(database().db, { recipient: email });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'skipped', detail: 'offline', channel: 'email' });
    await app.close();
  });
});
