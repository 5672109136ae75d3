import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as passcodesRepository from './passcodes.repository.js';

describeEachDriver('passcodesRepository', (t) => {
  it('stores a passcode hash, active by default, and finds only active ones', async () => {
    const created = await passcodesRepository.upsertHash(t.db(), {
      codeHash: 'h1',
      code: 'launch',
    });
    expect(created).toMatchObject({
      code: 'launch',
      codeHash: 'h1',
      isActive: true,
      usageCount: 0,
      assignedIp: null,
    });
    expect(await passcodesRepository.findActiveByHash(t.db(), 'h1')).toEqual(created);
    const deactivated = await passcodesRepository.upsertHash(t.db(), {
      codeHash: 'h1',
      isActive: false,
    });
    expect(deactivated).toMatchObject({ id: created.id, isActive: false, code: 'launch' });
    expect(await passcodesRepository.findActiveByHash(t.db(), 'h1')).toBeUndefined();
  });

  it('records uses: count, first and last use, first IP assigned', async () => {
    const { id } = await passcodesRepository.upsertHash(t.db(), { codeHash: 'h1' });
    const t1 = new Date('2025-07-04T10:00:00Z');
    const t2 = new Date('2025-07-05T10:00:00Z');
    await passcodesRepository.recordUse(t.db(), id, '10.0.0.1', t1);
    const used = await passcodesRepository.recordUse(t.db(), id, '10.0.0.2', t2);
    expect(used).toMatchObject({
      usageCount: 2,
      firstUsedAt: t1,
      lastUsedAt: t2,
      assignedIp: '10.0.0.1',
    });
  });

  it('counts active passcodes, turns one off and on by hash, and lists them newest first', async () => {
    expect(await passcodesRepository.countActive(t.db())).toBe(0);
    const a = await passcodesRepository.upsertHash(t.db(), { codeHash: 'a' });
    const b = await passcodesRepository.upsertHash(t.db(), { codeHash: 'b' });
    expect(await passcodesRepository.countActive(t.db())).toBe(2);
    expect(await passcodesRepository.setActive(t.db(), 'a', false)).toBe(true);
    expect(await passcodesRepository.setActive(t.db(), 'nope', false)).toBe(false);
    expect(await passcodesRepository.countActive(t.db())).toBe(1);
    expect((await passcodesRepository.list(t.db())).map((p) => [p.id, p.isActive])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    await passcodesRepository.setActive(t.db(), 'a', true);
    expect(await passcodesRepository.findActiveByHash(t.db(), 'a')).toMatchObject({ id: a.id });
  });
});
