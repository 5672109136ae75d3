// Daily quotas of the routes that spend money at the model provider (chat, speech). A visitor is
// counted per client address (a fresh cookie or a new account buys nothing); a subscriber per account,
// with a larger quota. The counts live in the rate limiter's store: Redis shared by every replica when
// configured, the database otherwise or while Redis is away (`quota:` keys, lib/rate-limit-store.ts),
// so a restart does not reset a day's quota.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../services/session.service.js';
import { HttpError } from './http-error.js';

export const ONE_DAY_MS = 24 * 60 * 60_000;

export interface QuotaLimits {
  /** Requests per day per client address without an active subscription. */
  visitor: number;
  /** Requests per day per account with an active subscription. */
  subscriber: number;
}

/** What the model-spending routes allow a day; the plan card states them, so they live beside the check. */
export const CHAT_QUOTA: QuotaLimits = { visitor: 30, subscriber: 300 };
export const TTS_QUOTA: QuotaLimits = { visitor: 30, subscriber: 300 };

/** An active subscription whose paid period has not ended. */
export function isSubscriber(user: User | null, now = Date.now()): boolean {
  if (user === null || user.subscriptionStatus !== 'active') return false;
  return user.nextBilling === null || user.nextBilling.getTime() > now;
}

/**
 * A check to call once per request before the spending starts: counts the request against the day's
 * quota of `name`, and throws 429 QUOTA_EXCEEDED (with Retry-After) once it is used up.
 * @example const spendChat = dailyQuota(app, 'chat', { visitor: 20, subscriber: 200 });
 */
export function dailyQuota(app: FastifyInstance, name: string, limits: QuotaLimits) {
  const subscriberKey = `quota:${name}:user:`;
  const count = app.createRateLimit({
    timeWindow: ONE_DAY_MS,
    keyGenerator: async (request) => {
      const user = request.owner.user;
      return isSubscriber(user) && user !== null
        ? `${subscriberKey}${user.id}`
        : `quota:${name}:ip:${request.ip}`;
    },
    max: (_request, key) => (key.startsWith(subscriberKey) ? limits.subscriber : limits.visitor),
  });
  return async function spend(
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
  ): Promise<void> {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    const hours = Math.max(1, Math.ceil(result.ttl / 3_600_000));
    throw new HttpError(
      429,
      'QUOTA_EXCEEDED',
      `Daily limit of ${result.max} requests reached; try again in ${hours} hour${hours === 1 ? '' : 's'}` +
        (result.max === limits.visitor ? ' (subscribers get more)' : ''),
    );
  };
}
