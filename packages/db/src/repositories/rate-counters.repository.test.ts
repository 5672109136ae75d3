import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as rateCountersRepository from './rate-counters.repository.js';

describeEachDriver('rateCountersRepository', (t) => {
  it('counts in fixed windows, concurrently without losing a count, and starts a new window after one ends', async () => {
    const start = new Date('2026-11-28T04:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 12 }, () =>
        rateCountersRepository.increment(t.db(), 'quota:chat:ip:1', 60_000, start),
      ),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const later = new Date(start.getTime() + 30_000);
    expect(
      await rateCountersRepository.increment(t.db(), 'quota:chat:ip:1', 60_000, later),
    ).toEqual({
      current: 13,
      ttl: 30_000,
    });
    const next = new Date(start.getTime() + 60_000);
    expect(await rateCountersRepository.increment(t.db(), 'quota:chat:ip:1', 60_000, next)).toEqual(
      {
        current: 1,
        ttl: 60_000,
      },
    );
    expect(
      await rateCountersRepository.deleteEnded(t.db(), new Date(next.getTime() + 60_001)),
    ).toBe(1);
  });
});
