import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as authAttemptsRepository from './auth-attempts.repository.js';

describeEachDriver('authAttemptsRepository', (t) => {
  const limits = { max: 3, blockMs: 60_000 };
  const at = (seconds: number): Date => new Date(Date.UTC(2025, 6, 4, 12, 0, seconds));

  it('counts failures and blocks on the max-th one', async () => {
    expect(await authAttemptsRepository.get(t.db(), '1.2.3.4')).toBeUndefined();
    expect(
      await authAttemptsRepository.recordFailure(t.db(), '1.2.3.4', { ...limits, now: at(0) }),
    ).toMatchObject({
      attemptCount: 1,
      blockedUntil: null,
    });
    await authAttemptsRepository.recordFailure(t.db(), '1.2.3.4', { ...limits, now: at(1) });
    const blocked = await authAttemptsRepository.recordFailure(t.db(), '1.2.3.4', {
      ...limits,
      now: at(2),
    });
    expect(blocked).toEqual({
      ipAddress: '1.2.3.4',
      attemptCount: 3,
      lastAttempt: at(2),
      blockedUntil: at(62),
    });
    expect(await authAttemptsRepository.get(t.db(), '1.2.3.4')).toEqual(blocked);
  });

  it('extends a block on failures while blocked, and starts over after it ran out', async () => {
    for (let s = 0; s < 3; s++)
      await authAttemptsRepository.recordFailure(t.db(), 'ip', { ...limits, now: at(s) });
    expect(
      await authAttemptsRepository.recordFailure(t.db(), 'ip', { ...limits, now: at(10) }),
    ).toMatchObject({
      attemptCount: 4,
      blockedUntil: at(70),
    });
    const fresh = await authAttemptsRepository.recordFailure(t.db(), 'ip', {
      ...limits,
      now: new Date(at(70).getTime() + 1000),
    });
    expect(fresh).toMatchObject({ attemptCount: 1, blockedUntil: null });
  });

  it('forgets failures older than the window (windowMs): they decay instead of adding up forever', async () => {
    const decaying = { ...limits, windowMs: 30_000 };
    await authAttemptsRepository.recordFailure(t.db(), 'ip', { ...decaying, now: at(0) });
    expect(
      await authAttemptsRepository.recordFailure(t.db(), 'ip', { ...decaying, now: at(20) }),
    ).toMatchObject({ attemptCount: 2 });
    // 31 s after the previous failure: a new count, no block although it is the 3rd failure overall.
    expect(
      await authAttemptsRepository.recordFailure(t.db(), 'ip', { ...decaying, now: at(51) }),
    ).toMatchObject({
      attemptCount: 1,
      blockedUntil: null,
    });
    // Without windowMs the old behaviour holds: the same spacing counts on.
    await authAttemptsRepository.recordFailure(t.db(), 'other', { ...limits, now: at(0) });
    await authAttemptsRepository.recordFailure(t.db(), 'other', { ...limits, now: at(20) });
    expect(
      await authAttemptsRepository.recordFailure(t.db(), 'other', { ...limits, now: at(51) }),
    ).toMatchObject({ attemptCount: 3 });
  });

  it('resets an IP after a success', async () => {
    await authAttemptsRepository.recordFailure(t.db(), 'ip', { ...limits, now: at(0) });
    await authAttemptsRepository.reset(t.db(), 'ip');
    expect(await authAttemptsRepository.get(t.db(), 'ip')).toBeUndefined();
  });

  it('counts every one of many concurrent failures', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        authAttemptsRepository.recordFailure(t.db(), 'ip', { max: 100, blockMs: 1000, now: at(0) }),
      ),
    );
    expect((await authAttemptsRepository.get(t.db(), 'ip'))?.attemptCount).toBe(10);
  });
});
