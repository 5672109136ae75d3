import type { PushKeyReply, PushSubscriptionReply, PushSubscriptionUpdate } from '@pick3/contract';
import { apiFetch } from '../../lib/api-client.js';

export type { PushSubscriptionReply };
export type PushTopics = Pick<PushSubscriptionUpdate, 'states' | 'drawTimes' | 'hits' | 'pool'>;

export function getPushKey(): Promise<PushKeyReply> {
  return apiFetch<PushKeyReply>('/api/push/key');
}

export function putPushSubscription(
  update: PushSubscriptionUpdate,
): Promise<PushSubscriptionReply> {
  return apiFetch<PushSubscriptionReply>('/api/push/subscription', {
    method: 'PUT',
    json: update,
  });
}

export function findPushSubscription(endpoint: string): Promise<PushSubscriptionReply> {
  return apiFetch<PushSubscriptionReply>('/api/push/subscription/find', {
    method: 'POST',
    json: { endpoint },
  });
}

export function unsubscribePush(endpoint: string): Promise<{ removed: boolean }> {
  return apiFetch<{ removed: boolean }>('/api/push/unsubscribe', {
    method: 'POST',
    json: { endpoint },
  });
}
