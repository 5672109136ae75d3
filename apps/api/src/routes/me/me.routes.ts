// The logged-in account: profile and subscription, from the database (not the spec's sample values).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { usersRepository } from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import { requireUser } from '../../services/owner.js';
import type { User } from '../../services/session.service.js';
import { checkFullName, checkPhone, checkState, checkZipCode } from '../../lib/field-checks.js';
import { toPublicUser } from '../../services/auth.service.js';
import { canRenew, SUBSCRIPTION_PRICE_CENTS } from '../../services/checkout.service.js';
import {
  CancelSubscriptionSchema,
  GetMeSchema,
  GetSubscriptionSchema,
  UpdateMeSchema,
} from '@pick3/contract';

/**
 * The subscription as its owner sees it. `status` is already the effective one (the users repository
 * reads an active subscription past its period end as past_due): nothing renews without a payment.
 */
export function subscriptionOf(user: User, now = Date.now()) {
  const paidUntil = user.nextBilling?.getTime() ?? 0;
  return {
    status: user.subscriptionStatus,
    plan: user.subscriptionPlan,
    nextBilling: user.nextBilling?.toISOString() ?? null,
    hasAccess:
      user.subscriptionStatus === 'active' ||
      (user.subscriptionStatus === 'cancelled' && paidUntil > now),
    renewable: canRenew(user, new Date(now)),
    priceCents: SUBSCRIPTION_PRICE_CENTS,
    currency: 'USD' as const,
  };
}

const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/me', { schema: GetMeSchema }, async (request) => ({
    user: toPublicUser(requireUser(request.owner)),
  }));

  app.put('/me', { schema: UpdateMeSchema }, async (request) => {
    const user = requireUser(request.owner);
    const body = request.body;
    const updated = await usersRepository.update(app.db, user.id, {
      ...(body.fullName !== undefined && { fullName: checkFullName(body.fullName) }),
      ...(body.state !== undefined && { state: checkState(body.state) }),
      ...(body.zipCode !== undefined && { zipCode: checkZipCode(body.zipCode) }),
      ...(body.phone !== undefined && { phone: checkPhone(body.phone) }),
      ...(body.emailAlertsEnabled !== undefined && {
        emailAlertsEnabled: body.emailAlertsEnabled,
      }),
      ...(body.smsAlertsEnabled !== undefined && {
        smsAlertsEnabled: body.smsAlertsEnabled,
      }),
    });
    if (updated === undefined) throw new HttpError(401, 'UNAUTHORIZED', 'Please log in');
    return { user: toPublicUser(updated), message: 'Profile updated successfully!' };
  });

  app.get('/me/subscription', { schema: GetSubscriptionSchema }, async (request) =>
    subscriptionOf(requireUser(request.owner)),
  );

  app.post('/me/subscription/cancel', { schema: CancelSubscriptionSchema }, async (request) => {
    const user = requireUser(request.owner);
    if (user.subscriptionStatus !== 'active')
      throw new HttpError(409, 'NO_SUBSCRIPTION', 'There is no active subscription to cancel');
    const updated = await usersRepository.setSubscription(app.db, user.id, {
      status: 'cancelled',
      plan: user.subscriptionPlan,
      nextBilling: user.nextBilling,
    });
    if (updated === undefined) throw new HttpError(401, 'UNAUTHORIZED', 'Please log in');
    return {
      subscription: subscriptionOf(updated),
      message: 'Your subscription will remain active until the next billing date.',
    };
  });
};

export default meRoutes;
