// Payments under /paypal (spec §7: the provider's name prefixes the paths). The server decides every
// amount: $5.00 for the subscription, the visitor's cart total from cart_items for a cart; what a
// client sends as an amount is dropped by the schema. A capture is granted only when the provider
// reports COMPLETED for exactly the stored amount and currency, and only once per order (the order's
// status change and the purchased plays are both idempotent), so a retried or replayed capture, or
// an amount changed at the provider, grants nothing extra. Without PayPal credentials the local
// sandbox completes captures without money and every answer says mode 'sandbox'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { parseDrawTime, toBoxKey, type DrawTimeCode } from '@pick3/core';
import {
  cartRepository,
  drawsRepository,
  expectedResultsRepository,
  ordersRepository,
  purchasedPlaysRepository,
  usersRepository,
} from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import { loadUser, startSession, type User } from '../../plugins/session.plugin.js';
import { centsToValue, PaymentProviderError } from '../../services/paypal.service.js';
import { clearSignup, pendingSignupUser, toPublicUser } from '../auth/auth.routes.js';
import { CaptureOrderSchema, CreateOrderSchema, SetupSchema } from './payments.schemas.js';

export const SUBSCRIPTION_PRICE_CENTS = 500;
export const SUBSCRIPTION_PLAN = 'Premium Monthly';
const POOL_STATE = 'GA';

type Order = NonNullable<Awaited<ReturnType<typeof ordersRepository.findByProviderId>>>;

/** One calendar month later (Jan 31 → Mar 3 in a short month, as Date arithmetic does). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The account a subscription order is for: the session's, else the verified signup's. */
async function subscriber(app: FastifyInstance, request: FastifyRequest): Promise<{ user: User; viaSignup: boolean } | null> {
  const user = await loadUser(app, request);
  if (user !== null) return { user, viaSignup: false };
  const pending = await pendingSignupUser(app, request);
  return pending === null ? null : { user: pending, viaSignup: true };
}

async function cartTotal(app: FastifyInstance, visitorId: string): Promise<number> {
  const items = await cartRepository.list(app.db, visitorId);
  return items.reduce((sum, item) => sum + item.quantity * item.pricePerPlay, 0);
}

function todayEastern(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Bought GA pool plays wait for their draw as expected results (session `purchase-<order id>`), one
 * per draw time, settled win/loss by the tracker's matching when the draw arrives. The draw is
 * today's (Eastern) unless today's draw at that time is already stored.
 */
async function recordExpectedResults(app: FastifyInstance, order: Order, visitorId: string): Promise<void> {
  const plays = (await purchasedPlaysRepository.listByVisitor(app.db, visitorId)).filter(
    (p) => p.orderId === order.id && p.state === POOL_STATE && p.lottoPool !== '',
  );
  const byTime = new Map<DrawTimeCode, Set<string>>();
  for (const play of plays) {
    const code = parseDrawTime(play.drawTime);
    const set = byTime.get(code) ?? new Set<string>();
    set.add(toBoxKey(play.number));
    byTime.set(code, set);
  }
  if (byTime.size === 0) return;
  const today = todayEastern();
  const recent = await drawsRepository.newestDraws(app.db, POOL_STATE, 8);
  for (const [drawTime, numbers] of byTime) {
    const drawnToday = recent.some((d) => d.date >= today && d.drawTime === drawTime);
    await expectedResultsRepository.insertPending(app.db, {
      sessionId: `purchase-${order.id}`,
      visitorId,
      expectedDate: drawnToday ? nextDay(today) : today,
      state: POOL_STATE,
      drawTime,
      remainingNumbers: [...numbers],
    });
  }
}

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.issue === 'ORDER_NOT_APPROVED') {
      throw new HttpError(422, 'PAYMENT_NOT_APPROVED', 'The payment has not been approved yet');
    }
    if (error.status === 404) throw new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found');
    throw new HttpError(502, 'PAYMENT_FAILED', 'The payment provider refused the request; no charge was made by us');
  }
  throw error;
}

const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/paypal/setup', { schema: SetupSchema }, async () => {
    let clientToken: string;
    try {
      clientToken = await app.payments.clientToken();
    } catch (error) {
      providerFailure(error);
    }
    return { clientToken, clientId: app.payments.clientId, mode: app.payments.mode, provider: app.payments.name };
  });

  app.post('/paypal/order', { schema: CreateOrderSchema }, async (request) => {
    const { kind } = request.body;
    let amountCents: number;
    let userId: string | null = null;
    if (kind === 'subscription') {
      const who = await subscriber(app, request);
      if (who === null) throw new HttpError(401, 'UNAUTHORIZED', 'Log in or verify your email before subscribing');
      if (who.user.subscriptionStatus === 'active') {
        throw new HttpError(409, 'SUBSCRIPTION_ACTIVE', 'Your subscription is already active');
      }
      amountCents = SUBSCRIPTION_PRICE_CENTS;
      userId = who.user.id;
    } else {
      amountCents = await cartTotal(app, request.visitorId);
      if (amountCents <= 0) throw new HttpError(400, 'CART_EMPTY', 'Your cart is empty');
    }
    const reference = randomUUID();
    let providerOrder: { id: string };
    try {
      providerOrder = await app.payments.createOrder({
        amountCents,
        currency: 'USD',
        description: kind === 'subscription' ? `${SUBSCRIPTION_PLAN} subscription` : 'Pick 3 plays',
        referenceId: reference,
      });
    } catch (error) {
      providerFailure(error);
    }
    await ordersRepository.create(app.db, {
      providerOrderId: providerOrder.id,
      kind,
      amountCents,
      currency: 'USD',
      visitorId: request.visitorId,
      userId,
    });
    return { id: providerOrder.id, kind, amount: centsToValue(amountCents), amountCents, currency: 'USD' as const, mode: app.payments.mode };
  });

  app.post('/paypal/order/:orderId/capture', { schema: CaptureOrderSchema }, async (request, reply) => {
    const order = await ordersRepository.findByProviderId(app.db, request.params.orderId);
    const who = order?.kind === 'subscription' ? await subscriber(app, request) : null;
    const mine =
      order !== undefined &&
      (order.visitorId === request.visitorId || (order.userId !== null && who !== null && who.user.id === order.userId));
    if (order === undefined || !mine) throw new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found');
    if (order.status === 'failed') throw new HttpError(402, 'PAYMENT_FAILED', 'This payment failed; start a new one');

    const sandbox = app.payments.mode === 'sandbox' ? ' (sandbox: no money was charged)' : '';
    if (order.status === 'created') {
      if (order.kind === 'cart' && (await cartTotal(app, order.visitorId ?? request.visitorId)) !== order.amountCents) {
        throw new HttpError(409, 'CART_CHANGED', 'Your cart changed after the payment started; please pay again');
      }
      let result;
      try {
        result = await app.payments.captureOrder(order.providerOrderId, { amountCents: order.amountCents, currency: order.currency });
      } catch (error) {
        providerFailure(error);
      }
      if (result.status !== 'COMPLETED' || result.capturedCents !== order.amountCents || result.currency !== order.currency) {
        await ordersRepository.markFailed(app.db, order.providerOrderId);
        request.log.error(
          { orderId: order.providerOrderId, expected: order.amountCents, captured: result.capturedCents, status: result.status },
          'captured amount differs from the order: nothing granted, refund needed',
        );
        throw new HttpError(402, 'PAYMENT_MISMATCH', 'The captured amount does not match the order; nothing was granted');
      }
    }

    const marked = await ordersRepository.markCaptured(app.db, order.providerOrderId);
    const changed = marked?.changed === true;
    const base = { status: 'COMPLETED' as const, kind: order.kind, mode: app.payments.mode, amount: centsToValue(order.amountCents) };

    if (order.kind === 'cart') {
      const visitorId = order.visitorId ?? request.visitorId;
      const purchased = changed ? await purchasedPlaysRepository.insertFromCart(app.db, { orderId: order.id, visitorId }) : 0;
      if (purchased > 0) await recordExpectedResults(app, order, visitorId);
      return { ...base, purchased, message: `Payment completed${sandbox}` };
    }

    let user = order.userId === null ? undefined : await usersRepository.findById(app.db, order.userId);
    if (user === undefined) throw new HttpError(404, 'ORDER_NOT_FOUND', 'The account of this order no longer exists');
    if (changed) {
      user = (await usersRepository.setSubscription(app.db, user.id, {
        status: 'active',
        plan: SUBSCRIPTION_PLAN,
        nextBilling: oneMonthAfter(new Date()),
      })) ?? user;
    }
    const response = { ...base, activated: user.subscriptionStatus === 'active' || user.subscriptionStatus === 'cancelled', user: toPublicUser(user) };
    if (who?.viaSignup === true) {
      // The signup is complete: the account gets its session, the pending-signup cookie goes.
      const token = await startSession(app, reply, user.id);
      clearSignup(reply);
      return { ...response, token, message: `Account created and subscription activated! Welcome to the product!${sandbox}` };
    }
    return { ...response, message: `Subscription activated${sandbox}` };
  });
};

export default paymentsRoutes;
