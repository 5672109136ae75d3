import { expect, it } from 'vitest';
import { openPostgres } from '../create-db.js';
import { describeEachDriver, TEST_POOL_SIZE } from '../testing/test-db.js';
import { withAdvisoryLock } from './advisory-lock.js';

/** A promise plus the function that resolves it: holds a lock open until the test says so. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = (): void => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describeEachDriver('withAdvisoryLock', (t) => {
  it('runs fn and returns its result', async () => {
    expect(await withAdvisoryLock(t.db(), 'job', async () => 42)).toEqual({
      acquired: true,
      result: 42,
    });
  });

  it('refuses the same key while it is held, allows other keys, and frees it afterwards', async () => {
    const held = gate();
    const first = withAdvisoryLock(t.db(), 'ingest:GA', async () => {
      await held.wait;
      return 'first';
    });
    // Let the first call take the lock before the others ask.
    await new Promise((r) => setTimeout(r, 50));
    expect(await withAdvisoryLock(t.db(), 'ingest:GA', async () => 'second')).toEqual({
      acquired: false,
    });
    expect(await withAdvisoryLock(t.db(), 'ingest:TX', async () => 'other')).toEqual({
      acquired: true,
      result: 'other',
    });
    held.open();
    expect(await first).toEqual({ acquired: true, result: 'first' });
    expect(await withAdvisoryLock(t.db(), 'ingest:GA', async () => 'third')).toEqual({
      acquired: true,
      result: 'third',
    });
  });

  it('releases the lock when fn throws, and passes the error on', async () => {
    await expect(
      withAdvisoryLock(t.db(), 'job', async () => {
        throw new Error('scrape failed');
      }),
    ).rejects.toThrow('scrape failed');
    expect(await withAdvisoryLock(t.db(), 'job', async () => 'again')).toEqual({
      acquired: true,
      result: 'again',
    });
  });

  // PGlite is owned by one process, so there is no second process to exclude.
  if (t.driver !== 'postgres') return;
  it('excludes another process (a second pool) on PostgreSQL', async () => {
    const other = await openPostgres(t.database().url ?? '', { poolSize: TEST_POOL_SIZE });
    try {
      const held = gate();
      const first = withAdvisoryLock(t.db(), 'worker', () => held.wait);
      await new Promise((r) => setTimeout(r, 50));
      expect(await withAdvisoryLock(other.db, 'worker', async () => 'b')).toEqual({
        acquired: false,
      });
      held.open();
      await first;
      expect(await withAdvisoryLock(other.db, 'worker', async () => 'b')).toEqual({
        acquired: true,
        result: 'b',
      });
    } finally {
      await other.close();
    }
  });
});
