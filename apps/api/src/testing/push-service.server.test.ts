import { request } from 'node:https';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPushService, type LocalPushService } from './push-service.server.js';

// The local push service must refuse what a real one refuses, or the route tests would prove nothing.
describe('the local push service', () => {
  let service: LocalPushService;
  beforeAll(async () => {
    service = await startLocalPushService();
  });
  afterAll(async () => {
    await service.close();
  });

  const vapid = webpush.generateVAPIDKeys();
  const details = (subscription: ReturnType<LocalPushService['subscribe']>, payload: string) =>
    webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: 'mailto:test@example.com', ...vapid },
      TTL: 60,
    });

  /** Sends a request web-push built, after `change` edits its headers. */
  const send = (
    built: ReturnType<typeof details>,
    change: (headers: Record<string, string>) => void = () => {},
  ) =>
    new Promise<number>((resolve, reject) => {
      const headers = { ...(built.headers as Record<string, string>) };
      change(headers);
      const req = request(
        built.endpoint,
        { method: 'POST', headers, agent: service.agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(built.body);
    });

  it('accepts a message web-push sends and decrypts it with the subscription key', async () => {
    const subscription = service.subscribe();
    expect(await send(details(subscription, 'hola 610'))).toBe(201);
    expect(service.messages.at(-1)).toMatchObject({
      endpoint: subscription.endpoint,
      payload: 'hola 610',
      ttl: 60,
      vapidKey: vapid.publicKey,
    });
  });

  it('refuses a token signed by another key, a missing TTL, another encoding and an unknown endpoint', async () => {
    const subscription = service.subscribe();
    const other = webpush.generateVAPIDKeys().publicKey;
    const before = service.messages.length;
    expect(
      await send(details(subscription, 'x'), (h) => {
        h['Authorization'] = h['Authorization']!.replace(/k=.*$/, `k=${other}`);
      }),
    ).toBe(403);
    expect(await send(details(subscription, 'x'), (h) => delete h['TTL'])).toBe(400);
    expect(
      await send(details(subscription, 'x'), (h) => {
        h['Content-Encoding'] = 'aesgcm';
      }),
    ).toBe(415);
    expect(
      await send(details({ ...subscription, endpoint: `${service.origin}/push/none` }, 'x')),
    ).toBe(404);
    expect(service.messages).toHaveLength(before);
    expect(service.refused.map((r) => r.reason)).toEqual([
      'JWT signature does not verify with k',
      'TTL header missing',
      'Content-Encoding must be aes128gcm',
      'no such subscription',
    ]);
  });

  it('answers 410 once the browser unsubscribed', async () => {
    const subscription = service.subscribe();
    service.gone(subscription.endpoint);
    expect(await send(details(subscription, 'x'))).toBe(410);
  });
});
