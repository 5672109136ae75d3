import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as sandboxOrdersRepository from './sandbox-orders.repository.js';

describeEachDriver('sandboxOrdersRepository', (t) => {
  it('moves an order CREATED → APPROVED → COMPLETED only in that order', async () => {
    const db = t.db();
    await sandboxOrdersRepository.create(db, {
      id: 'SANDBOX-1',
      amountCents: 500,
      currency: 'USD',
    });
    // Not approved: completing leaves it as it was.
    expect(await sandboxOrdersRepository.complete(db, 'SANDBOX-1')).toMatchObject({
      status: 'CREATED',
    });
    expect(await sandboxOrdersRepository.approve(db, 'SANDBOX-x')).toBe(false);
    expect(await sandboxOrdersRepository.approve(db, 'SANDBOX-1')).toBe(true);
    const both = await Promise.all([
      sandboxOrdersRepository.complete(db, 'SANDBOX-1'),
      sandboxOrdersRepository.complete(db, 'SANDBOX-1'),
    ]);
    expect(both).toEqual([
      { id: 'SANDBOX-1', status: 'COMPLETED', amountCents: 500, currency: 'USD' },
      { id: 'SANDBOX-1', status: 'COMPLETED', amountCents: 500, currency: 'USD' },
    ]);
    // Approving a completed order does not move it back.
    expect(await sandboxOrdersRepository.approve(db, 'SANDBOX-1')).toBe(true);
    expect((await sandboxOrdersRepository.find(db, 'SANDBOX-1'))?.status).toBe('COMPLETED');
    expect(await sandboxOrdersRepository.complete(db, 'SANDBOX-none')).toBeUndefined();
  });
});
