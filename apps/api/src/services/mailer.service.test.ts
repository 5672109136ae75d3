// The mailer against a local SMTP server (testing/fake-smtp.server.ts): what a person receives (from,
// to, subject, text), AUTH when the relay asks for it, a refused login as an error, and the offline
// mailer that sends nothing and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.server.js';
import { createMailer, DEFAULT_MAIL_FROM } from './mailer.service.js';

describe('mailer service', () => {
  let smtp: FakeSmtp;
  let relay: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    relay = await startFakeSmtp({ user: 'relay-user', password: 'relay-secret' });
  });
  afterAll(async () => {
    await smtp.close();
    await relay.close();
  });

  it('sends one message from the default sender and returns its Message-ID', async () => {
    const mailer = createMailer({ smtpUrl: smtp.smtpUrl, from: undefined });
    expect(mailer.mode).toBe('smtp');
    const outcome = await mailer.send({
      to: 'player@example.com',
      subject: 'Your code: 123456 – ñ',
      text: 'Hello,\nyour code is 123456.',
    });
    mailer.close();
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['player@example.com']);
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.raw).toContain(DEFAULT_MAIL_FROM.split(' <')[0]);
    expect(mail.subject).toBe('Your code: 123456 – ñ');
    expect(mail.text.trim()).toBe('Hello,\nyour code is 123456.');
    expect(outcome.status).toBe('sent');
    expect(mail.raw).toContain(outcome.status === 'sent' ? outcome.id : 'no id');
  });

  it('logs in to a relay that asks for AUTH, and fails on wrong credentials', async () => {
    const url = new URL(relay.smtpUrl);
    const good = createMailer({ smtpUrl: relay.smtpUrl, from: 'Alerts <alerts@example.com>' });
    await good.send({ to: 'a@example.com', subject: 'Hi', text: 'Body' });
    good.close();
    expect(relay.received.at(-1)).toMatchObject({ from: 'alerts@example.com', subject: 'Hi' });

    const count = relay.received.length;
    url.password = 'wrong';
    const bad = createMailer({ smtpUrl: url.toString(), from: undefined });
    await expect(bad.send({ to: 'a@example.com', subject: 'Hi', text: 'Body' })).rejects.toThrow(
      /Invalid username or password|auth/i,
    );
    bad.close();
    expect(relay.received).toHaveLength(count);
  });

  it('is offline without SMTP_URL and sends nothing', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: undefined });
    expect(mailer.mode).toBe('offline');
    expect(await mailer.send({ to: 'a@example.com', subject: 'x', text: 'y' })).toEqual({
      status: 'skipped',
      reason: 'offline',
    });
    mailer.close();
  });
});
