import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as cartRepository from './cart.repository.js';

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
});
