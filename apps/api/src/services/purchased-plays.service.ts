// "Your Plays": every bought play with its result once its draw is stored, settled as its ticket
// says by core's settlePlay (a straight wins on the exact order only), and the prize of the line;
// a play whose draw is not stored yet names that draw and when its data is due (the tracker's
// pending reasons).
import { basketPlay, parseDrawTime, settlePlay } from '@pick3/core';
import type { PurchasedNumber } from '@pick3/contract';
import { drawsRepository, purchasedPlaysRepository, type Database } from '@pick3/db';
import type { Language } from '../messages/index.js';
import type { RequestOwner } from './play-owner.js';
import type { StatesService } from './states.service.js';
import { pendingContexts, pendingReason } from './tracker.service.js';

type Stored = Omit<
  Awaited<ReturnType<typeof purchasedPlaysRepository.listByOwner>>[number],
  'createdAt'
>;
type Result = PurchasedNumber['result'];

const cents = (x: number): number => Math.round(x * 100) / 100;

/** The owner's bought plays, newest first, each with its result (null for a play with no draw date). */
export async function purchasedPlaysWithResults(
  ctx: { db: Database['db']; states: StatesService },
  owner: RequestOwner,
  language: Language,
): Promise<PurchasedNumber[]> {
  const plays = await purchasedPlaysRepository.listByOwner(ctx.db, owner);
  // One read per state: the draws between its plays' first and last draw dates.
  const span = new Map<string, { from: string; to: string }>();
  for (const play of plays) {
    if (play.drawDate === null) continue;
    const range = span.get(play.state);
    span.set(play.state, {
      from: range === undefined || play.drawDate < range.from ? play.drawDate : range.from,
      to: range === undefined || play.drawDate > range.to ? play.drawDate : range.to,
    });
  }
  const drawn = new Map<string, string>();
  for (const [state, { from, to }] of span) {
    for (const d of await drawsRepository.drawsOn(ctx.db, state, from, to)) {
      drawn.set(`${state} ${d.date} ${d.drawTime}`, d.number);
    }
  }
  const slot = (p: Stored) => `${p.state} ${p.drawDate} ${parseDrawTime(p.drawTime)}`;
  const contexts = await pendingContexts(
    ctx,
    plays.filter((p) => p.drawDate !== null && !drawn.has(slot(p))).map((p) => p.state),
  );
  return plays.map(({ createdAt, ...play }) => ({
    ...play,
    id: String(play.id),
    purchasedAt: createdAt.toISOString(),
    result: resultOf(play, drawn.get(slot(play)), (p) => {
      const context = contexts.get(p.state)!;
      return pendingReason(
        { state: p.state, expectedDate: p.drawDate!, drawTime: parseDrawTime(p.drawTime) },
        context,
        language,
      );
    }),
  }));
}

function resultOf(
  play: Stored,
  winner: string | undefined,
  reason: (play: Stored) => string,
): Result {
  if (play.drawDate === null) return null;
  const ticket = basketPlay(play.state, play);
  const base = { stake: ticket.stake, cost: cents(play.quantity * ticket.stake) };
  if (winner === undefined) {
    return { ...base, status: 'pending', drawn: null, prize: 0, pendingReason: reason(play) };
  }
  const settled = settlePlay(play.state, ticket, winner);
  return {
    ...base,
    status: settled.outcome,
    drawn: settled.drawn,
    prize: cents(settled.prize * play.quantity),
    pendingReason: null,
  };
}
