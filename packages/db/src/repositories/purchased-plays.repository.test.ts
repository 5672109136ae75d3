import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as cartRepository from './cart.repository.js';
import * as ordersRepository from './orders.repository.js';
import * as purchasedPlaysRepository from './purchased-plays.repository.js';
import * as usersRepository from './users.repository.js';

const line = {
  number: '123',
  state: 'GA',
  drawTime: 'Evening',
  playType: 'Straight',
  lottoPool: '',
  quantity: 1,
  pricePerPlay: 100,
};

describeEachDriver('purchasedPlaysRepository', (t) => {
  async function user(email: string): Promise<string> {
    const created = await usersRepository.create(t.db(), {
      email,
      passwordHash: 'x',
      fullName: 'A Player',
    });
    return created!.id;
  }

  async function buy(
    owner: { visitorId: string; userId: string | null },
    providerOrderId: string,
    number = '123',
  ) {
    await cartRepository.add(t.db(), owner, { ...line, number });
    const order = await ordersRepository.create(t.db(), {
      providerOrderId,
      kind: 'cart',
      amountCents: 100,
      visitorId: owner.visitorId,
      userId: owner.userId,
      items: [{ ...line, number }],
    });
    await ordersRepository.capture(t.db(), providerOrderId, (trx, o) =>
      purchasedPlaysRepository.insertFromOrder(trx, o, (l) =>
        l.drawTime === 'Evening' ? '2026-11-25' : null,
      ),
    );
    return order;
  }

  it("records each play's draw date and lists an account's plays on every browser", async () => {
    const ana = await user('ana@example.com');
    await buy({ visitorId: 'browser-a', userId: ana }, 'PP-1', '111');
    await buy({ visitorId: 'browser-b', userId: ana }, 'PP-2', '222');
    await buy({ visitorId: 'browser-a', userId: null }, 'PP-3', '333');

    const owned = await purchasedPlaysRepository.listByOwner(t.db(), {
      visitorId: 'browser-c',
      userId: ana,
    });
    expect(owned.map((p) => [p.number, p.drawDate])).toEqual([
      ['222', '2026-11-25'],
      ['111', '2026-11-25'],
    ]);
    // Logged out, browser A sees only what it bought logged out; the cart lines bought are gone.
    expect(
      (await purchasedPlaysRepository.listByOwner(t.db(), 'browser-a')).map((p) => p.number),
    ).toEqual(['333']);
    expect(await cartRepository.list(t.db(), { visitorId: 'browser-a', userId: ana })).toEqual([]);
  });

  it("moves only the visitor's logged-out plays and their orders to the account", async () => {
    const ana = await user('ana@example.com');
    const bob = await user('bob@example.com');
    await buy({ visitorId: 'browser-a', userId: bob }, 'PP-1', '111');
    const visitorOrder = await buy({ visitorId: 'browser-a', userId: null }, 'PP-2', '222');
    await buy({ visitorId: 'browser-b', userId: null }, 'PP-3', '333');

    expect(await purchasedPlaysRepository.countVisitorPlays(t.db(), 'browser-a')).toBe(1);
    await cartRepository.add(t.db(), 'browser-a', { ...line, number: '444' });
    expect(await purchasedPlaysRepository.moveToAccount(t.db(), 'browser-a', ana, 10)).toEqual({
      plays: 1,
      cartItems: 1,
    });

    const anas = await purchasedPlaysRepository.listByOwner(t.db(), {
      visitorId: 'browser-z',
      userId: ana,
    });
    expect(anas.map((p) => p.number)).toEqual(['222']);
    expect(
      (await ordersRepository.findByProviderId(t.db(), visitorOrder.providerOrderId))?.userId,
    ).toBe(ana);
    // Bob's play and browser B's play stay where they were.
    expect(
      (await purchasedPlaysRepository.listByOwner(t.db(), { visitorId: 'x', userId: bob })).map(
        (p) => p.number,
      ),
    ).toEqual(['111']);
    expect(
      (await purchasedPlaysRepository.listByOwner(t.db(), 'browser-b')).map((p) => p.number),
    ).toEqual(['333']);
    expect(await purchasedPlaysRepository.countVisitorPlays(t.db(), 'browser-a')).toBe(0);
    expect(await purchasedPlaysRepository.moveToAccount(t.db(), 'browser-a', ana, 10)).toEqual({
      plays: 0,
      cartItems: 0,
    });
    expect(
      (await cartRepository.list(t.db(), { visitorId: 'browser-z', userId: ana })).map(
        (i) => i.number,
      ),
    ).toEqual(['444']);
  });
});
