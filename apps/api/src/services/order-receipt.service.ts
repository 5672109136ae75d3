// The receipt of a paid cart order: each play bought, the draw it is for, what it cost and, once
// its draw is stored, its result and prize as its ticket says (the results of "Your Plays", core's
// settlePlay; the same for the e-mail and the screen). Mailed once, when the capture grants the
// plays, to the account's verified address; the web shows the same lines grouped by order.
import { formatDraw, parseDrawTime } from '@pick3/core';
import type { PurchasedNumber } from '@pick3/contract';
import { usersRepository, type Database } from '@pick3/db';
import type { Mailer } from './mailer.service.js';
import type { RequestOwner } from './play-owner.js';
import { purchasedPlaysWithResults } from './purchased-plays.service.js';
import type { StatesService } from './states.service.js';
import { message, type Language } from '../messages/index.js';

export interface OrderReceipt {
  /** The provider's order id, the one the buyer was shown. */
  orderId: string;
  lines: PurchasedNumber[];
  /** Dollars the plays cost. */
  paid: number;
  /** Dollars the settled plays won so far. */
  won: number;
  /** Plays whose draw is not stored yet. */
  pending: number;
}

const cents = (x: number): number => Math.round(x * 100) / 100;
const dollars = (x: number): string => x.toFixed(2);

/** The order's plays (of `owner`, newest first) with their results, and the totals. */
export async function orderReceipt(
  ctx: { db: Database['db']; states: StatesService },
  owner: RequestOwner,
  order: { id: string; providerOrderId: string },
  language: Language,
): Promise<OrderReceipt> {
  const lines = (await purchasedPlaysWithResults(ctx, owner, language)).filter(
    (p) => p.orderId === order.id,
  );
  const costOf = (p: PurchasedNumber) => p.result?.cost ?? (p.quantity * p.pricePerPlay) / 100;
  return {
    orderId: order.providerOrderId,
    lines,
    paid: cents(lines.reduce((sum, p) => sum + costOf(p), 0)),
    won: cents(lines.reduce((sum, p) => sum + (p.result?.prize ?? 0), 0)),
    pending: lines.filter((p) => p.result?.status === 'pending').length,
  };
}

/** One play of the receipt in one line: number, ticket, draw, price and result or what it waits for. */
function receiptLine(language: Language, play: PurchasedNumber): string {
  const draw =
    play.drawDate === null
      ? play.drawTime
      : formatDraw(play.state, parseDrawTime(play.drawTime), play.drawDate, language);
  const result = play.result;
  const outcome =
    result === null
      ? ''
      : result.status === 'pending'
        ? (result.pendingReason ?? '')
        : result.status === 'win'
          ? message(language, 'receipt.won', {
              prize: dollars(result.prize),
              drawn: result.drawn ?? '',
            })
          : message(language, 'receipt.lost', { drawn: result.drawn ?? '' });
  return message(language, 'receipt.line', {
    number: play.number,
    playType: play.playType,
    state: play.state,
    draw,
    quantity: play.quantity,
    price: dollars(play.pricePerPlay / 100),
    cost: dollars(result?.cost ?? (play.quantity * play.pricePerPlay) / 100),
    outcome,
  }).trim();
}

/** The receipt as an e-mail in the buyer's language. */
export function receiptMail(
  language: Language,
  receipt: OrderReceipt,
  sandbox: boolean,
): { subject: string; text: string } {
  return {
    subject: message(language, 'receipt.subject', { orderId: receipt.orderId }),
    text: [
      message(language, sandbox ? 'receipt.paidSandbox' : 'receipt.paid', {
        amount: dollars(receipt.paid),
        plays: receipt.lines.length,
      }),
      '',
      ...receipt.lines.map((line) => receiptLine(language, line)),
      '',
      message(language, 'receipt.settled'),
    ].join('\n'),
  };
}

/**
 * Mails the receipt of a just-captured cart order to its account's verified e-mail address; an
 * order bought logged out has no address to go to (its plays and their results are on the page).
 * Returns whether a receipt was handed to the mailer.
 */
export async function mailOrderReceipt(
  ctx: { db: Database['db']; states: StatesService; mailer: Mailer },
  order: { id: string; providerOrderId: string; userId: string | null },
  owner: RequestOwner,
  language: Language,
  sandbox: boolean,
): Promise<boolean> {
  if (order.userId === null) return false;
  const user = await usersRepository.findById(ctx.db, order.userId);
  if (user === undefined || !user.emailVerified) return false;
  const receipt = await orderReceipt(ctx, owner, order, language);
  if (receipt.lines.length === 0) return false;
  const mail = receiptMail(language, receipt, sandbox);
  await ctx.mailer.send({ to: user.email, subject: mail.subject, text: mail.text });
  return true;
}
