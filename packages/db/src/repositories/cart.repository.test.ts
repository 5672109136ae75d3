import { describe, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as cartRepository from './cart.repository.js';
import * as usersRepository from './users.repository.js';

const item = {
  number: '123',
  state: 'GA',
  drawTime: 'Evening',
  playType: 'Straight',
  lottoPool: '1,1',
};

describeEachDriver('cartRepository', (t) => {
  it('adds an item with the spec defaults and lists it for its visitor only', async () => {
    const added = await cartRepository.add(t.db(), 'v1', item);
    expect(added).toEqual({ id: expect.any(Number), ...item, quantity: 1, pricePerPlay: 100 });
    await cartRepository.add(t.db(), 'v2', { ...item, number: '456' });
    expect(await cartRepository.list(t.db(), 'v1')).toEqual([added]);
  });

  it('raises the quantity when the same item (the unique key) is added again', async () => {
    const first = await cartRepository.add(t.db(), 'v1', item);
    const again = await cartRepository.add(t.db(), 'v1', {
      ...item,
      quantity: 2,
      pricePerPlay: 50,
    });
    expect(again).toMatchObject({ id: first.id, quantity: 3, pricePerPlay: 100 });
    // Another play type is another line.
    await cartRepository.add(t.db(), 'v1', { ...item, playType: 'Box' });
    expect(await cartRepository.list(t.db(), 'v1')).toHaveLength(2);
  });

  it('sets a quantity, and removes the item when it is set below 1', async () => {
    const { id } = await cartRepository.add(t.db(), 'v1', item);
    expect(await cartRepository.setQuantity(t.db(), 'v1', id, 5)).toMatchObject({
      id,
      quantity: 5,
    });
    expect(await cartRepository.setQuantity(t.db(), 'v2', id, 7)).toBeUndefined();
    expect(await cartRepository.setQuantity(t.db(), 'v1', id, 0)).toBeUndefined();
    expect(await cartRepository.list(t.db(), 'v1')).toEqual([]);
  });

  it('removes one item of the visitor only', async () => {
    const { id } = await cartRepository.add(t.db(), 'v1', item);
    expect(await cartRepository.remove(t.db(), 'v2', id)).toBe(false);
    expect(await cartRepository.remove(t.db(), 'v1', id)).toBe(true);
    expect(await cartRepository.remove(t.db(), 'v1', id)).toBe(false);
  });

  it('clears the visitor cart and says how many items went', async () => {
    await cartRepository.add(t.db(), 'v1', item);
    await cartRepository.add(t.db(), 'v1', { ...item, number: '456' });
    await cartRepository.add(t.db(), 'v2', item);
    expect(await cartRepository.clear(t.db(), 'v1')).toBe(2);
    expect(await cartRepository.list(t.db(), 'v1')).toEqual([]);
    expect(await cartRepository.list(t.db(), 'v2')).toHaveLength(1);
  });

  it('counts the items (not quantities) of one pool, state and draw time', async () => {
    await cartRepository.add(t.db(), 'v1', { ...item, quantity: 4 });
    await cartRepository.add(t.db(), 'v1', { ...item, number: '456' });
    await cartRepository.add(t.db(), 'v1', { ...item, number: '789', lottoPool: '2,2' });
    await cartRepository.add(t.db(), 'v1', { ...item, number: '000', drawTime: 'Midday' });
    await cartRepository.add(t.db(), 'v2', item);
    expect(await cartRepository.countForPool(t.db(), 'v1', 'GA', 'Evening', '1,1')).toBe(2);
    expect(await cartRepository.countForPool(t.db(), 'v1', 'GA', 'Evening', '1,2')).toBe(0);
  });

  it('keeps items without a pool apart from pooled ones', async () => {
    const { lottoPool: _pool, ...plain } = item;
    expect(await cartRepository.add(t.db(), 'v1', plain)).toMatchObject({ lottoPool: '' });
    expect(await cartRepository.add(t.db(), 'v1', plain)).toMatchObject({ quantity: 2 });
    expect(await cartRepository.countForPool(t.db(), 'v1', 'GA', 'Evening', '')).toBe(1);
  });

  describe('owned by an account', () => {
    async function user(email: string): Promise<string> {
      return (await usersRepository.create(t.db(), { email, passwordHash: 'x', fullName: 'P' }))!
        .id;
    }

    it('is one cart on every browser, apart from what the browser holds logged out', async () => {
      const ana = await user('ana@example.com');
      const onA = { visitorId: 'browser-a', userId: ana };
      const onB = { visitorId: 'browser-b', userId: ana };
      await cartRepository.add(t.db(), onA, item);
      // The same play from another browser is the same line of the account's cart.
      expect(await cartRepository.add(t.db(), onB, item)).toMatchObject({ quantity: 2 });
      await cartRepository.add(t.db(), 'browser-a', { ...item, number: '999' });

      expect((await cartRepository.list(t.db(), onB)).map((i) => [i.number, i.quantity])).toEqual([
        ['123', 2],
      ]);
      expect((await cartRepository.list(t.db(), 'browser-a')).map((i) => i.number)).toEqual([
        '999',
      ]);
      const [line] = await cartRepository.list(t.db(), onA);
      // Logged out, browser A cannot touch the account's line.
      expect(await cartRepository.remove(t.db(), 'browser-a', line!.id)).toBe(false);
      expect(await cartRepository.setQuantity(t.db(), onB, line!.id, 4)).toMatchObject({
        quantity: 4,
      });
      expect(await cartRepository.clear(t.db(), 'browser-a')).toBe(1);
      expect(await cartRepository.list(t.db(), onA)).toHaveLength(1);
    });

    it("moves the visitor's lines into the account's cart, adding to a line it holds", async () => {
      const ana = await user('ana@example.com');
      const bob = await user('bob@example.com');
      const onA = { visitorId: 'browser-a', userId: ana };
      await cartRepository.add(t.db(), onA, { ...item, quantity: 8 });
      await cartRepository.add(t.db(), { visitorId: 'browser-a', userId: bob }, item);
      await cartRepository.add(t.db(), 'browser-a', { ...item, quantity: 5 });
      await cartRepository.add(t.db(), 'browser-a', { ...item, number: '456' });
      await cartRepository.add(t.db(), 'browser-b', { ...item, number: '777' });

      expect(await cartRepository.countVisitorLines(t.db(), 'browser-a')).toBe(2);
      expect(await cartRepository.moveToAccount(t.db(), 'browser-a', ana, 10)).toBe(2);

      expect((await cartRepository.list(t.db(), onA)).map((i) => [i.number, i.quantity])).toEqual([
        ['123', 10],
        ['456', 1],
      ]);
      expect(await cartRepository.list(t.db(), 'browser-a')).toEqual([]);
      expect(
        await cartRepository.list(t.db(), { visitorId: 'browser-a', userId: bob }),
      ).toHaveLength(1);
      expect((await cartRepository.list(t.db(), 'browser-b')).map((i) => i.number)).toEqual([
        '777',
      ]);
    });
  });
});
