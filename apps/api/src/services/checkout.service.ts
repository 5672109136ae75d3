// The checkout (spec §7): an order is created for the server's amount (the subscription's price, or
// the cart's lines as a snapshot stored with it); the buyer approves in PayPal's window; the capture
// is granted only when the provider reports COMPLETED for exactly the stored amount and currency, and
// then in ONE database transaction (ordersRepository.capture): the snapshot's plays recorded, each
// with its draw date (settled later from the stored draw by core's settlePlay; or the paid month added), those lines out of the cart, the
// order marked captured, once. Routes (routes/payments) only translate HTTP to these calls.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isoToUs } from '@pick3/core';
import {
  cartRepository,
  ordersRepository,
  purchasedPlaysRepository,
  usersRepository,
} from '@pick3/db';
import { HttpError } from '../lib/http-error.js';
import { CHAT_QUOTA, TTS_QUOTA } from '../lib/daily-quota.js';
import { message, type Language } from '../messages/index.js';
import { clearSignup, pendingSignupUser, toPublicUser } from './auth.service.js';
import { centsToValue, PaymentProviderError } from './paypal.service.js';
import { loadUser, startSession, type User } from './session.service.js';
import { playOwner, type RequestOwner } from './play-owner.js';
import { drawOfPlay, olderDataOf } from './play-draws.js';

export const SUBSCRIPTION_PRICE_CENTS = 500;
export const SUBSCRIPTION_PLAN = 'Premium Monthly';
/** A paid month can be renewed during its last days; the new month starts where the paid one ends. */
export const RENEWAL_WINDOW_DAYS = 7;
/** Where the provider's window returns (apps/web/public/paypal-return.html tells the app, then closes). */
const RETURN_PAGE = '/paypal-return.html';

type Order = NonNullable<Awaited<ReturnType<typeof ordersRepository.findByProviderId>>>;
type OrderItem = ordersRepository.OrderItem;
/** The app's database, or a transaction on it. */

/**
 * What the plan gives, from the limits the code really applies (chat.routes, tts.routes): nothing
 * everyone already has (analysis, filters and history are free to all) is listed. The quotas apply
 * only to model answers and model speech: without a model (no OPENAI_API_KEY) the offline helper has
 * no limit for anyone and spoken replies are the browser's voice, so the plan adds nothing there and
 * none is listed.
 */
export function planBenefits(language: Language = 'en', modelOnline = true): string[] {
  if (!modelOnline) return [];
  return [
    message(language, 'plan.chat', { ...CHAT_QUOTA }),
    message(language, 'plan.speech', { ...TTS_QUOTA }),
  ];
}

/** Why the plan lists no perk, when it lists none: the reader is told before paying. */
export function planNote(language: Language = 'en', modelOnline = true): string | null {
  return modelOnline ? null : message(language, 'plan.offline');
}

/** One calendar month later (Jan 31 → Mar 3 in a short month, as Date arithmetic does). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The end of the paid period after a payment now: a month after today, or after the current paid end. */
export function nextPeriodEnd(
  user: Pick<User, 'subscriptionStatus' | 'nextBilling'>,
  now = new Date(),
): Date {
  const paidUntil = user.nextBilling;
  const stillPaid =
    (user.subscriptionStatus === 'active' || user.subscriptionStatus === 'cancelled') &&
    paidUntil !== null &&
    paidUntil > now;
  return oneMonthAfter(stillPaid ? paidUntil : now);
}

/** An active subscription with more than the renewal window left cannot be bought again yet. */
export function canRenew(
  user: Pick<User, 'subscriptionStatus' | 'nextBilling'>,
  now = new Date(),
): boolean {
  if (user.subscriptionStatus !== 'active') return true;
  return (user.nextBilling?.getTime() ?? 0) - now.getTime() <= RENEWAL_WINDOW_DAYS * 86_400_000;
}

/** The account a subscription order is for: the session's, else the verified signup's. */
async function subscriber(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: User; viaSignup: boolean } | null> {
  const user = await loadUser(app, request);
  if (user !== null) return { user, viaSignup: false };
  const pending = await pendingSignupUser(app, request);
  return pending === null ? null : { user: pending, viaSignup: true };
}

/** The owner's cart as order lines. */
async function cartLines(app: FastifyInstance, owner: RequestOwner): Promise<OrderItem[]> {
  return (await cartRepository.list(app.db, owner)).map(({ id: _id, ...line }) => line);
}

/** Whose cart a cart order was made from: its account, else its visitor. */
function orderOwner(order: Order, request: FastifyRequest): RequestOwner {
  return { visitorId: order.visitorId ?? request.visitorId, userId: order.userId };
}

/**
 * Whether the cart still holds every line of the order, each with at least its quantity and at its
 * price: then the order is what the buyer still wants. Lines added since (a play put in the cart
 * while the payment went through, or a retried capture's page) do not change what the order buys;
 * a line removed, replaced or lowered does.
 */
function stillInCart(order: readonly OrderItem[], cart: readonly OrderItem[]): boolean {
  const key = (l: OrderItem) =>
    JSON.stringify([l.number, l.state, l.drawTime, l.playType, l.lottoPool, l.pricePerPlay]);
  const held = new Map<string, number>();
  for (const line of cart) held.set(key(line), (held.get(key(line)) ?? 0) + line.quantity);
  return order.every((line) => (held.get(key(line)) ?? 0) >= line.quantity);
}

/**
 * The order if the request may act on it, else 404: a subscription's visitor, or its account's
 * session or signup; a cart order of an account, that account's session on any browser; a cart
 * order of a logged-out visitor, that visitor.
 */
export async function ownOrder(app: FastifyInstance, request: FastifyRequest, orderId: string) {
  const order = await ordersRepository.findByProviderId(app.db, orderId);
  const who = order?.kind === 'subscription' ? await subscriber(app, request) : null;
  const accountCart =
    order?.kind === 'cart' && order.userId !== null
      ? (await loadUser(app, request))?.id === order.userId
      : null;
  const mine =
    order !== undefined &&
    (accountCart ??
      (order.visitorId === request.visitorId ||
        (order.userId !== null && who !== null && who.user.id === order.userId)));
  if (order === undefined || !mine) throw new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found');
  return { order, who };
}

export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.issue === 'ORDER_NOT_APPROVED') {
      throw new HttpError(422, 'PAYMENT_NOT_APPROVED', 'The payment has not been approved yet');
    }
    if (error.status === 404) throw new HttpError(404, 'ORDER_NOT_FOUND', 'Order not found');
    throw new HttpError(
      502,
      'PAYMENT_FAILED',
      'The payment provider refused the request; no charge was made by us',
    );
  }
  throw error;
}

/**
 * Refuses a cart holding a play for a draw its state does not hold (a line put in the cart before
 * the basket checked it): 400 naming drawTime, so no play is ever stored without its draw date.
 */
function requirePlayableDraws(items: readonly OrderItem[], now: Date): void {
  const line = items.find((item) => drawOfPlay(item.state, item.drawTime, now) === null);
  if (line === undefined) return;
  throw new HttpError(
    400,
    'VALIDATION_ERROR',
    `drawTime: ${line.state} holds no ${line.drawTime} draw; remove the ${line.number} play from the cart`,
    { field: 'drawTime' },
  );
}

/**
 * Refuses a cart whose states' data is stale or behind unless the player confirmed that its numbers
 * come from that older data (400 naming confirmOlderData, with the newest stored draw of each).
 */
async function requireOlderDataConfirmed(
  app: FastifyInstance,
  items: readonly OrderItem[],
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return;
  const older = await olderDataOf(
    app,
    items.map((item) => item.state),
    app.states.now(),
  );
  if (older.length === 0) return;
  const which = older
    .map(({ state, latestDraw }) => `${state}'s newest stored draw is ${isoToUs(latestDraw.date)}`)
    .join('; ');
  throw new HttpError(
    400,
    'OLDER_DATA_UNCONFIRMED',
    `body/confirmOlderData must be true: the numbers come from older data (${which})`,
    { field: 'confirmOlderData' },
  );
}

/** Creates a provider order for the subscription or the owner's cart, stored with its snapshot. */
export async function createOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: 'subscription' | 'cart',
  options: { confirmOlderData?: boolean | undefined } = {},
) {
  let visitorId = request.visitorId;
  let amountCents: number;
  let userId: string | null = null;
  let items: OrderItem[] = [];
  if (kind === 'subscription') {
    const who = await subscriber(app, request);
    if (who === null)
      throw new HttpError(401, 'UNAUTHORIZED', 'Log in or verify your email before subscribing');
    if (!canRenew(who.user)) {
      throw new HttpError(
        409,
        'SUBSCRIPTION_ACTIVE',
        `Your subscription is already active; it can be renewed in its last ${RENEWAL_WINDOW_DAYS} days`,
      );
    }
    amountCents = SUBSCRIPTION_PRICE_CENTS;
    userId = who.user.id;
  } else {
    const owner = await playOwner(app, request);
    items = await cartLines(app, owner);
    amountCents = ordersRepository.itemsTotal(items);
    if (items.length === 0 || amountCents <= 0)
      throw new HttpError(400, 'CART_EMPTY', 'Your cart is empty');
    requirePlayableDraws(items, app.states.now());
    await requireOlderDataConfirmed(app, items, options.confirmOlderData === true);
    // An account's cart order is the account's: its plays go to the account, on any browser.
    userId = owner.userId;
    visitorId = owner.visitorId;
  }
  const reference = randomUUID();
  const returnPage = `${request.protocol}://${request.host}${RETURN_PAGE}`;
  let providerOrder: { id: string; approveUrl: string | null };
  try {
    providerOrder = await app.payments.createOrder({
      amountCents,
      currency: 'USD',
      description: kind === 'subscription' ? `${SUBSCRIPTION_PLAN} subscription` : 'Pick 3 plays',
      referenceId: reference,
      returnUrl: `${returnPage}?outcome=approved`,
      cancelUrl: `${returnPage}?outcome=cancelled`,
    });
  } catch (error) {
    providerFailure(error);
  }
  // The snapshot: what this order pays for is what the cart held now, whatever it holds later.
  await ordersRepository.create(app.db, {
    providerOrderId: providerOrder.id,
    kind,
    amountCents,
    currency: 'USD',
    visitorId,
    userId,
    items,
  });
  return {
    id: providerOrder.id,
    kind,
    amount: centsToValue(amountCents),
    amountCents,
    currency: 'USD' as const,
    mode: app.payments.mode,
    approveUrl: providerOrder.approveUrl,
  };
}

/** Captures an approved order and grants what it paid for, once (see the top of this file). */
export async function captureOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: string,
) {
  const { order, who } = await ownOrder(app, request, orderId);
  if (order.status === 'failed')
    throw new HttpError(402, 'PAYMENT_FAILED', 'This payment failed; start a new one');

  const sandbox = app.payments.mode === 'sandbox' ? ' (sandbox: no money was charged)' : '';
  const lines = order.kind === 'cart' ? await ordersRepository.listItems(app.db, order.id) : [];
  if (order.status === 'created') {
    if (
      order.kind === 'cart' &&
      !stillInCart(lines, await cartLines(app, orderOwner(order, request)))
    ) {
      // A capture that went through meanwhile took the lines out of the cart: that is the grant,
      // answered below, not a changed cart.
      const now = await ordersRepository.findByProviderId(app.db, order.providerOrderId);
      if (now?.status !== 'captured') {
        throw new HttpError(
          409,
          'CART_CHANGED',
          'Your cart changed after the payment started; please pay again',
        );
      }
    } else {
      let result;
      try {
        result = await app.payments.captureOrder(order.providerOrderId, {
          amountCents: order.amountCents,
          currency: order.currency,
        });
      } catch (error) {
        providerFailure(error);
      }
      if (
        result.status !== 'COMPLETED' ||
        result.capturedCents !== order.amountCents ||
        result.currency !== order.currency
      ) {
        await ordersRepository.markFailed(app.db, order.providerOrderId);
        request.log.error(
          {
            orderId: order.providerOrderId,
            expected: order.amountCents,
            captured: result.capturedCents,
            status: result.status,
          },
          'captured amount differs from the order: nothing granted, refund needed',
        );
        throw new HttpError(
          402,
          'PAYMENT_MISMATCH',
          'The captured amount does not match the order; nothing was granted',
        );
      }
    }
  }
  const base = {
    status: 'COMPLETED' as const,
    kind: order.kind,
    mode: app.payments.mode,
    amount: centsToValue(order.amountCents),
  };

  if (order.kind === 'cart') {
    // The snapshot's plays, each for the draw it can still be played in now, those lines out of the
    // cart, the order captured: one transaction, once.
    const now = app.states.now();
    const captured = await ordersRepository.capture(app.db, order.providerOrderId, (trx, locked) =>
      purchasedPlaysRepository.insertFromOrder(
        trx,
        locked,
        (line) => drawOfPlay(line.state, line.drawTime, now)?.date ?? null,
      ),
    );
    const purchased = captured?.changed === true ? captured.granted : 0;
    return { ...base, purchased, message: `Payment completed${sandbox}` };
  }

  // The paid month, the order captured: one transaction, once.
  const captured = await ordersRepository.capture(app.db, order.providerOrderId, async (trx) => {
    const current =
      order.userId === null ? undefined : await usersRepository.findById(trx, order.userId);
    if (current === undefined) return undefined;
    return usersRepository.setSubscription(trx, current.id, {
      status: 'active',
      plan: SUBSCRIPTION_PLAN,
      nextBilling: nextPeriodEnd(current),
    });
  });
  const user =
    captured?.changed === true
      ? captured.granted
      : order.userId === null
        ? undefined
        : await usersRepository.findById(app.db, order.userId);
  if (user === undefined)
    throw new HttpError(404, 'ORDER_NOT_FOUND', 'The account of this order no longer exists');
  const response = {
    ...base,
    activated: user.subscriptionStatus === 'active' || user.subscriptionStatus === 'cancelled',
    user: toPublicUser(user),
  };
  if (who?.viaSignup === true) {
    // The signup is complete: the account gets its session, the pending-signup cookie goes.
    const token = await startSession(app, reply, user.id);
    clearSignup(reply);
    return {
      ...response,
      token,
      message: `Account created and subscription activated! Welcome to the product!${sandbox}`,
    };
  }
  return { ...response, message: `Subscription activated${sandbox}` };
}
