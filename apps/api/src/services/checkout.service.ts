// The checkout (spec §7): an order is created for the server's amount (the subscription's price, or
// the cart's lines as a snapshot stored with it); the buyer approves in PayPal's window; the capture
// is granted only when the provider reports COMPLETED for exactly the stored amount and currency, and
// then in ONE database transaction (ordersRepository.capture): the snapshot's plays recorded, each
// with its draw date (settled later from the stored draw by core's settlePlay; or the paid month added), those lines out of the cart, the
// order marked captured, once. Routes (routes/payments) only translate HTTP to these calls.
import { randomUUID } from 'node:crypto';
import { isoToUs } from '@pick3/core';
import {
  cartRepository,
  ordersRepository,
  purchasedPlaysRepository,
  usersRepository,
} from '@pick3/db';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { CHAT_QUOTA, TTS_QUOTA } from '../lib/daily-quota.js';
import { message, type Language } from '../messages/index.js';
import { pendingSignupUser, toPublicUser } from './auth.service.js';
import type { ServiceDeps } from './deps.js';
import type { Owner } from './owner.js';
import { centsToValue, PaymentProviderError } from './paypal.service.js';
import { startSession, type User } from './session.service.js';
import { playOwner, type RequestOwner } from './play-owner.js';
import { drawOfPlay, olderDataOf } from './play-draws.js';
import { mailOrderReceipt } from './order-receipt.service.js';
import { modelConfigured } from './chat-model.service.js';

export const SUBSCRIPTION_PRICE_CENTS = 500;
export const SUBSCRIPTION_PLAN = 'Premium Monthly';
/** A paid month can be renewed during its last days; the new month starts where the paid one ends. */
export const RENEWAL_WINDOW_DAYS = 7;
/** Where the provider's window returns (apps/web/public/paypal-return.html tells the app, then closes). */
const RETURN_PAGE = '/paypal-return.html';

type Order = NonNullable<Awaited<ReturnType<typeof ordersRepository.findByProviderId>>>;
type OrderItem = ordersRepository.OrderItem;
type Deps = Pick<ServiceDeps, 'db' | 'states' | 'payments' | 'mailer' | 'log'>;

/**
 * What the plan gives on this server, from the limits the code really applies (chat.routes,
 * tts.routes): nothing everyone already has (analysis, filters, history and alerts on every channel
 * are free to all) is listed. The quotas apply only to model answers and model speech: without a
 * model (no OPENAI_API_KEY nor OPENAI_BASE_URL) the offline helper has no limit for anyone and
 * spoken replies are the browser's voice, so the plan adds nothing there and none is listed.
 */
export function planBenefits(config: Pick<Config, 'openai'>, language: Language = 'en'): string[] {
  if (!modelConfigured(config.openai)) return [];
  return [
    message(language, 'plan.chat', { ...CHAT_QUOTA }),
    message(language, 'plan.speech', { ...TTS_QUOTA }),
  ];
}

/** Why the plan lists no perk, when it lists none: the reader is told before paying. */
export function planNote(config: Pick<Config, 'openai'>, language: Language = 'en'): string | null {
  return modelConfigured(config.openai) ? null : message(language, 'plan.offline');
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
  deps: Pick<ServiceDeps, 'db'>,
  owner: Owner,
): Promise<{ user: User; viaSignup: boolean } | null> {
  const user = owner.user;
  if (user !== null) return { user, viaSignup: false };
  const pending = await pendingSignupUser(deps, owner);
  return pending === null ? null : { user: pending, viaSignup: true };
}

/** The owner's cart as order lines. */
async function cartLines(deps: Pick<ServiceDeps, 'db'>, owner: RequestOwner): Promise<OrderItem[]> {
  return (await cartRepository.list(deps.db, owner)).map(({ id: _id, ...line }) => line);
}

/** Whose cart a cart order was made from: its account, else its visitor. */
export function orderOwner(order: Order, asker: Owner): RequestOwner {
  return { visitorId: order.visitorId ?? asker.visitorId, userId: order.userId };
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
export async function ownOrder(deps: Pick<ServiceDeps, 'db'>, owner: Owner, orderId: string) {
  const order = await ordersRepository.findByProviderId(deps.db, orderId);
  const who = order?.kind === 'subscription' ? await subscriber(deps, owner) : null;
  const accountCart =
    order?.kind === 'cart' && order.userId !== null ? owner.user?.id === order.userId : null;
  const mine =
    order !== undefined &&
    (accountCart ??
      (order.visitorId === owner.visitorId ||
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
  deps: Pick<ServiceDeps, 'states'>,
  items: readonly OrderItem[],
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return;
  const older = await olderDataOf(
    deps,
    items.map((item) => item.state),
    deps.states.now(),
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

/**
 * Creates a provider order for the subscription or the owner's cart, stored with its snapshot.
 * `origin` is the site's own (scheme and host), where the provider's window returns.
 */
export async function createOrder(
  deps: Deps & Pick<ServiceDeps, 'config'>,
  asker: Owner,
  kind: 'subscription' | 'cart',
  options: { origin: string; confirmOlderData?: boolean | undefined },
) {
  let visitorId = asker.visitorId;
  let amountCents: number;
  let userId: string | null = null;
  let items: OrderItem[] = [];
  if (kind === 'subscription') {
    const who = await subscriber(deps, asker);
    if (who === null)
      throw new HttpError(401, 'UNAUTHORIZED', 'Log in or verify your email before subscribing');
    if (!canRenew(who.user)) {
      throw new HttpError(
        409,
        'SUBSCRIPTION_ACTIVE',
        `Your subscription is already active; it can be renewed in its last ${RENEWAL_WINDOW_DAYS} days`,
      );
    }
    // The plan is sold only for what this server gives (as the web's button says): none, no order.
    if (planBenefits(deps.config).length === 0)
      throw new HttpError(409, 'NOTHING_TO_SELL', message(asker.language, 'plan.nothingToSell'));
    amountCents = SUBSCRIPTION_PRICE_CENTS;
    userId = who.user.id;
  } else {
    const owner = playOwner(asker);
    items = await cartLines(deps, owner);
    amountCents = ordersRepository.itemsTotal(items);
    if (items.length === 0 || amountCents <= 0)
      throw new HttpError(400, 'CART_EMPTY', 'Your cart is empty');
    requirePlayableDraws(items, deps.states.now());
    await requireOlderDataConfirmed(deps, items, options.confirmOlderData === true);
    // An account's cart order is the account's: its plays go to the account, on any browser.
    userId = owner.userId;
    visitorId = owner.visitorId;
  }
  const reference = randomUUID();
  const returnPage = `${options.origin}${RETURN_PAGE}`;
  let providerOrder: { id: string; approveUrl: string | null };
  try {
    providerOrder = await deps.payments.createOrder({
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
  await ordersRepository.create(deps.db, {
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
    mode: deps.payments.mode,
    approveUrl: providerOrder.approveUrl,
  };
}

/** Captures an approved order and grants what it paid for, once (see the top of this file). */
export async function captureOrder(deps: Deps, asker: Owner, orderId: string) {
  const { order, who } = await ownOrder(deps, asker, orderId);
  if (order.status === 'failed')
    throw new HttpError(402, 'PAYMENT_FAILED', 'This payment failed; start a new one');
  if (order.status === 'created') await chargeOnce(deps, asker, order);
  const sandbox = deps.payments.mode === 'sandbox' ? ' (sandbox: no money was charged)' : '';
  const base = {
    status: 'COMPLETED' as const,
    kind: order.kind,
    mode: deps.payments.mode,
    amount: centsToValue(order.amountCents),
  };
  if (order.kind === 'cart') {
    const purchased = await grantCartPlays(deps, asker, order);
    return { ...base, purchased, message: `Payment completed${sandbox}` };
  }
  const user = await grantSubscriptionMonth(deps, order);
  const response = {
    ...base,
    activated: user.subscriptionStatus === 'active' || user.subscriptionStatus === 'cancelled',
    user: toPublicUser(user),
  };
  if (who?.viaSignup === true) {
    // The signup is complete: the account gets its session (the route sets its cookie as
    // `sessionToken` says, and clears the pending-signup cookie).
    const session = await startSession(deps, user.id);
    return {
      ...response,
      token: session.id,
      sessionToken: session.token,
      message: `Account created and subscription activated! Welcome to the product!${sandbox}`,
    };
  }
  return { ...response, message: `Subscription activated${sandbox}` };
}

/**
 * Captures a created order's money with the provider, unless a capture that went through meanwhile
 * already took a cart order's lines out of the cart (that is the grant, answered by the caller).
 * @throws HttpError 409 CART_CHANGED when the cart no longer holds the order's lines; 402
 * PAYMENT_MISMATCH (the order marked failed) when the captured amount is not the order's.
 */
async function chargeOnce(deps: Deps, asker: Owner, order: Order): Promise<void> {
  if (order.kind === 'cart') {
    const lines = await ordersRepository.listItems(deps.db, order.id);
    if (!stillInCart(lines, await cartLines(deps, orderOwner(order, asker)))) {
      const now = await ordersRepository.findByProviderId(deps.db, order.providerOrderId);
      if (now?.status === 'captured') return;
      throw new HttpError(
        409,
        'CART_CHANGED',
        'Your cart changed after the payment started; please pay again',
      );
    }
  }
  let result;
  try {
    result = await deps.payments.captureOrder(order.providerOrderId, {
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
    await ordersRepository.markFailed(deps.db, order.providerOrderId);
    deps.log.error(
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

/**
 * The snapshot's plays, each for the draw it can still be played in now, those lines out of the
 * cart, the order captured: one transaction, once. Returns how many plays this call granted (0 when
 * an earlier capture did), and mails the receipt with the grant.
 */
async function grantCartPlays(deps: Deps, asker: Owner, order: Order): Promise<number> {
  const now = deps.states.now();
  const captured = await ordersRepository.capture(deps.db, order.providerOrderId, (trx, locked) =>
    purchasedPlaysRepository.insertFromOrder(
      trx,
      locked,
      (line) => drawOfPlay(line.state, line.drawTime, now)?.date ?? null,
    ),
  );
  const purchased = captured?.changed === true ? captured.granted : 0;
  if (purchased > 0) {
    // The answer does not wait on the mail server.
    mailOrderReceipt(
      deps,
      order,
      orderOwner(order, asker),
      asker.language,
      deps.payments.mode === 'sandbox',
    ).catch((error: unknown) =>
      deps.log.warn({ err: error, orderId: order.id }, 'order receipt not mailed'),
    );
  }
  return purchased;
}

/** The paid month, the order captured: one transaction, once. Returns the account as it now is. */
async function grantSubscriptionMonth(deps: Deps, order: Order): Promise<User> {
  const captured = await ordersRepository.capture(deps.db, order.providerOrderId, async (trx) => {
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
        : await usersRepository.findById(deps.db, order.userId);
  if (user === undefined)
    throw new HttpError(404, 'ORDER_NOT_FOUND', 'The account of this order no longer exists');
  return user;
}
