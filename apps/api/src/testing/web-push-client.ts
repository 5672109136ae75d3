// An application server's side of Web Push for the browser suite: sends one message the way the API's
// push sender does (services/push.service.ts: web-push, VAPID, aes128gcm, a TTL), with a VAPID key
// pair of its own, to a subscription of the local push service, which checks and decrypts it.
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { LocalSubscription } from './push-service.server.js';

const vapid = webpush.generateVAPIDKeys();

/** Sends `payload` (the JSON text of a push message) and answers the push service's status (201). */
export async function sendWebPush(
  subscription: LocalSubscription,
  payload: string,
  agent: Agent,
): Promise<number> {
  const response = await webpush.sendNotification(subscription, payload, {
    vapidDetails: { subject: 'mailto:e2e@example.test', ...vapid },
    TTL: 60,
    contentEncoding: 'aes128gcm',
    agent,
  });
  return response.statusCode;
}
