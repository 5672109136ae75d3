// The cart's use cases called directly (no HTTP), on PGlite and PostgreSQL: the pool rules, the
// limit under two concurrent adds, and the quantity cap. The HTTP side (status codes, the schema's
// refusals, cookies) is routes/cart/cart.routes.test.ts.
import { analyze, poolAnalysis, type PoolId } from '@pick3/core';
import { cartRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { MAX_QUANTITY } from '@pick3/contract';
import { expect, it } from 'vitest';
import { makeDraws, seedDraws } from '../testing/test-app.js';
import { owner, serviceDeps } from '../testing/service-deps.js';
import { addToCart, cartView } from './cart.service.js';
import { playOwner } from './play-owner.js';

const GA_DRAWS = makeDraws('GA', '2025-07-31', 120, ['DAY', 'EVE', 'NITE'], 3);
const pool = (draws: typeof GA_DRAWS, id: PoolId) =>
  poolAnalysis(analyze(draws, { timeFilter: 'Eve' }), id);

describeEachDriver('cart service', (t) => {
  it('adds a remaining pool number, and the same play again raises its quantity', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const deps = serviceDeps(t.database());
    const me = owner();
    const number = pool(GA_DRAWS, '1-1').remainingNumbers[0]!;
    const first = await addToCart(deps, me, { number, lottoPool: '1,1', drawTime: 'Evening' });
    expect(first).toMatchObject({ number, state: 'GA', drawTime: 'Evening', quantity: 1 });
    const again = await addToCart(deps, me, {
      number,
      lottoPool: 'Pool 1,1',
      drawTime: 'Eve',
      quantity: 2,
    });
    expect(again).toMatchObject({ id: first.id, quantity: 3, pricePerPlay: 100 });
    const cart = await cartView(deps, me);
    expect(cart).toMatchObject({ total: 300, count: 3 });
    // Another visitor's cart is its own.
    expect((await cartView(deps, owner())).items).toEqual([]);
  });

  it('refuses a removed number, a number of another pool and a pool play outside GA', async () => {
    await seedDraws(t.database(), GA_DRAWS);
    const deps = serviceDeps(t.database());
    const removed = pool(GA_DRAWS, '1-1').removedNumbers[0]!;
    await expect(
      addToCart(deps, owner(), { number: removed, lottoPool: '1,1', drawTime: 'Evening' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'NUMBER_REMOVED',
      details: { field: 'number' },
    });
    const elsewhere = pool(GA_DRAWS, '2-2').remainingNumbers[0]!;
    await expect(
      addToCart(deps, owner(), { number: elsewhere, lottoPool: '1,1', drawTime: 'Evening' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'NOT_IN_POOL' });
    await expect(
      addToCart(deps, owner(), { number: elsewhere, state: 'TX', lottoPool: '1,1' }),
    ).rejects.toMatchObject({ statusCode: 400, details: { field: 'state' } });
  });

  it('caps a line at MAX_QUANTITY plays', async () => {
    const deps = serviceDeps(t.database());
    const me = owner();
    await addToCart(deps, me, {
      state: 'TX',
      number: '123',
      drawTime: 'Evening',
      quantity: MAX_QUANTITY,
    });
    await expect(
      addToCart(deps, me, { state: 'TX', number: '123', drawTime: 'Evening' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'QUANTITY_LIMIT' });
  });

  it("caps a pool's lines at its remaining count; the same play again only raises its quantity", async () => {
    // Few draws: 2-1 keeps many remaining numbers; the cap is their count.
    const draws = GA_DRAWS.slice(-30);
    await seedDraws(t.database(), draws);
    const deps = serviceDeps(t.database());
    const me = owner();
    const remaining = pool(draws, '2-1').remainingNumbers;
    const play = (number: string, playType: 'Straight' | 'Box' = 'Straight') =>
      addToCart(deps, me, { number, lottoPool: '2,1', drawTime: 'Evening', playType });
    for (const number of remaining) await play(number);
    expect(await play(remaining[0]!)).toMatchObject({ quantity: 2 });
    // A box play is a new line: over the cap.
    await expect(play(remaining[0]!, 'Box')).rejects.toMatchObject({
      statusCode: 409,
      code: 'POOL_LIMIT',
      details: { poolLimit: { currentCount: remaining.length, maxCount: remaining.length } },
    });
  });

  it('lets exactly one of two concurrent adds at the pool limit through', async () => {
    // Few draws: 2-1 keeps many remaining numbers; the cap is their count.
    const draws = GA_DRAWS.slice(-30);
    await seedDraws(t.database(), draws);
    const deps = serviceDeps(t.database());
    const me = owner();
    const remaining = pool(draws, '2-1').remainingNumbers;
    // The cart one line short of the limit.
    for (const number of remaining.slice(0, -1)) {
      await cartRepository.add(t.db(), playOwner(me), {
        number,
        state: 'GA',
        drawTime: 'Evening',
        playType: 'Straight',
        lottoPool: '2,1',
      });
    }
    // Two new lines at once: the last remaining number, and a box play of the first.
    const outcomes = await Promise.allSettled([
      addToCart(deps, me, { number: remaining.at(-1)!, lottoPool: '2,1', drawTime: 'Evening' }),
      addToCart(deps, me, {
        number: remaining[0]!,
        lottoPool: '2,1',
        drawTime: 'Evening',
        playType: 'Box',
      }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      statusCode: 409,
      code: 'POOL_LIMIT',
      details: { poolLimit: { currentCount: remaining.length, maxCount: remaining.length } },
    });
    expect(await cartRepository.countForPool(t.db(), playOwner(me), 'GA', 'Evening', '2,1')).toBe(
      remaining.length,
    );
  });
});
