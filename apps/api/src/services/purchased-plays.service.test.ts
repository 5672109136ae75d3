// "Your Plays" called directly (no HTTP), on PGlite and PostgreSQL: each bought play settled as its
// ticket says once its draw is stored, the pending reason in the asker's language, and whose plays
// are listed. The HTTP side (the answer's schema, the visitor cookie) is
// routes/purchased-numbers/purchased-numbers.routes.test.ts.
import {
  cartRepository,
  drawsRepository,
  ordersRepository,
  purchasedPlaysRepository,
} from '@pick3/db';
import type { Database } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { serviceDeps } from '../testing/service-deps.js';
import type { RequestOwner } from './play-owner.js';
import { purchasedPlaysWithResults } from './purchased-plays.service.js';

const NY = { state: 'NY', drawTime: 'Evening', lottoPool: '' };

/** Buys the owner's cart as one captured order; plays of 555 are for `later`, the rest for `date`. */
async function buyCart(
  database: Database,
  owner: RequestOwner,
  providerOrderId: string,
  dates: { date: string | null; later?: string },
): Promise<void> {
  const items = (await cartRepository.list(database.db, owner)).map(({ id: _id, ...l }) => l);
  await ordersRepository.create(database.db, {
    providerOrderId,
    kind: 'cart',
    amountCents: items.reduce((sum, l) => sum + l.quantity * l.pricePerPlay, 0),
    visitorId: owner.visitorId,
    userId: owner.userId,
    items,
  });
  await ordersRepository.capture(database.db, providerOrderId, (trx, order) =>
    purchasedPlaysRepository.insertFromOrder(trx, order, (l) =>
      l.number === '555' ? (dates.later ?? dates.date) : dates.date,
    ),
  );
}

describeEachDriver('purchased plays service', (t) => {
  it('settles each play as its ticket says once its draw is stored; a straight on a box match loses', async () => {
    const me = { visitorId: 'visitor-plays-1', userId: null };
    await cartRepository.add(t.db(), me, { ...NY, number: '034', playType: 'Straight' });
    await cartRepository.add(t.db(), me, { ...NY, number: '034', playType: 'Box', quantity: 2 });
    await cartRepository.add(t.db(), me, { ...NY, number: '555', playType: 'Straight' });
    await buyCart(t.database(), me, 'PAY-1', { date: '2026-03-02', later: '2026-03-03' });
    await drawsRepository.upsertDraws(
      t.db(),
      [{ state: 'NY', date: '2026-03-02', drawTime: 'EVE', number: '430' }],
      { source: 'test' },
    );
    const deps = serviceDeps(t.database());
    const plays = await purchasedPlaysWithResults(deps, me, 'en');
    expect(plays).toHaveLength(3);
    const resultOf = (number: string, playType: string) =>
      plays.find((p) => p.number === number && p.playType === playType)?.result;
    expect(resultOf('034', 'Straight')).toEqual({
      status: 'loss',
      drawn: '430',
      prize: 0,
      stake: 1,
      cost: 1,
      pendingReason: null,
    });
    // Two $1 box plays of 034 each win New York's 6-way prize.
    expect(resultOf('034', 'Box')).toEqual({
      status: 'win',
      drawn: '430',
      prize: 160,
      stake: 1,
      cost: 2,
      pendingReason: null,
    });
    expect(resultOf('555', 'Straight')).toMatchObject({
      status: 'pending',
      drawn: null,
      prize: 0,
      cost: 1,
      pendingReason: expect.stringContaining('3/3/2026'),
    });
    for (const play of plays) {
      expect(play).toMatchObject({
        id: expect.stringMatching(/^\d+$/),
        drawDate: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(play.purchasedAt))).toBe(false);
    }
    // The reason reads in the asker's language.
    const spanish = await purchasedPlaysWithResults(deps, me, 'es');
    expect(spanish.find((p) => p.number === '555')?.result?.pendingReason).toMatch(/sorteo/i);
  });

  it('gives no result to a play bought before draws were recorded', async () => {
    const me = { visitorId: 'visitor-plays-2', userId: null };
    await cartRepository.add(t.db(), me, { ...NY, number: '123', playType: 'Straight' });
    await buyCart(t.database(), me, 'PAY-2', { date: null });
    const plays = await purchasedPlaysWithResults(serviceDeps(t.database()), me, 'en');
    expect(plays.map((p) => [p.number, p.drawDate, p.result])).toEqual([['123', null, null]]);
  });

  it("lists only the owner's plays: another visitor sees none", async () => {
    const me = { visitorId: 'visitor-plays-3', userId: null };
    await cartRepository.add(t.db(), me, { ...NY, number: '778', playType: 'Box' });
    await buyCart(t.database(), me, 'PAY-3', { date: '2026-03-02' });
    const deps = serviceDeps(t.database());
    expect((await purchasedPlaysWithResults(deps, me, 'en')).map((p) => p.number)).toEqual(['778']);
    expect(
      await purchasedPlaysWithResults(deps, { visitorId: 'someone-else', userId: null }, 'en'),
    ).toEqual([]);
  });
});
