// The SMS sender against a local gateway with Twilio's REST shape (testing/fake-sms.server.ts): what
// it posts, the message id it returns, a refusal turned into SmsError with the gateway's status, and
// the offline sender that sends nothing and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSms, type FakeSms } from '../testing/fake-sms.server.js';
import { createSmsSender, SmsError } from './sms.service.js';

describe('sms service', () => {
  let gateway: FakeSms;
  beforeAll(async () => {
    gateway = await startFakeSms();
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('posts To, From and Body with Basic auth and returns the gateway message id', async () => {
    const sms = createSmsSender({
      accountSid: gateway.accountSid,
      authToken: gateway.authToken,
      from: '+15005550006',
      // A trailing slash in the configured URL does not double the path's.
      baseUrl: `${gateway.url}/`,
    });
    expect(sms.mode).toBe('gateway');
    const outcome = await sms.send({ to: '+14045550123', body: 'Your code is 123456' });
    const message = gateway.messages.at(-1)!;
    expect(message).toMatchObject({
      to: '+14045550123',
      from: '+15005550006',
      body: 'Your code is 123456',
    });
    expect(outcome).toEqual({ status: 'sent', id: message.sid });
  });

  it("throws SmsError with the gateway's status when it refuses the credentials", async () => {
    const sms = createSmsSender({
      accountSid: gateway.accountSid,
      authToken: 'wrong-token',
      from: '+15005550006',
      baseUrl: gateway.url,
    });
    const error = await sms.send({ to: '+14045550123', body: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ status: 401 });
    expect((error as SmsError).message).toContain('Authenticate');
  });

  it('is offline without a full configuration, and sends nothing', async () => {
    const before = gateway.received.length;
    for (const missing of ['accountSid', 'authToken', 'from'] as const) {
      const sms = createSmsSender({
        accountSid: gateway.accountSid,
        authToken: gateway.authToken,
        from: '+15005550006',
        baseUrl: gateway.url,
        [missing]: undefined,
      });
      expect(sms.mode).toBe('offline');
      expect(await sms.send({ to: '+14045550123', body: 'x' })).toEqual({
        status: 'skipped',
        reason: 'offline',
      });
    }
    expect(gateway.received).toHaveLength(before);
  });
});
