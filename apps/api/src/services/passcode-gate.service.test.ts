// The passcode gate's use cases called directly, on PGlite and PostgreSQL: a passcode is checked
// against its hash, its use recorded, and an address locked out after 5 wrong ones. The HTTP side
// (the gate cookie, Retry-After, which routes stay open) is routes/auth/auth.routes.test.ts.
import { authAttemptsRepository, passcodesRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { serviceDeps } from '../testing/service-deps.js';
import {
  checkPasscode,
  GATE_GRANT_MS,
  hashPasscode,
  parseGrant,
  passcodeGrant,
} from './passcode-gate.service.js';

const PASSCODE = 'open-sesame-2025';

describeEachDriver('passcode gate service', (t) => {
  it('accepts an active passcode and records its use by the address', async () => {
    const stored = await passcodesRepository.upsertHash(t.db(), {
      codeHash: hashPasscode(PASSCODE),
    });
    expect(stored.codeHash).not.toContain(PASSCODE);
    const deps = serviceDeps(t.database());
    // Spaces around it are the keyboard's, not the passcode's.
    expect(await checkPasscode(deps, ` ${PASSCODE} `, '198.51.100.77')).toBe(stored.id);
    const [used] = await passcodesRepository.list(t.db());
    expect(used).toMatchObject({ usageCount: 1, assignedIp: '198.51.100.77' });
    expect(used?.firstUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong, empty or inactive passcode with 401 INVALID_PASSCODE', async () => {
    await passcodesRepository.upsertHash(t.db(), {
      codeHash: hashPasscode(PASSCODE),
      isActive: false,
    });
    const deps = serviceDeps(t.database());
    for (const code of [PASSCODE, 'guess', '   ']) {
      await expect(checkPasscode(deps, code, `203.0.113.${code.length}`)).rejects.toMatchObject({
        statusCode: 401,
        code: 'INVALID_PASSCODE',
      });
    }
  });

  it('locks an address out for 15 minutes after 5 wrong passcodes, even for the right one', async () => {
    await passcodesRepository.upsertHash(t.db(), { codeHash: hashPasscode(PASSCODE) });
    const deps = serviceDeps(t.database());
    const ip = '203.0.113.9';
    for (let i = 1; i <= 5; i += 1) {
      await expect(checkPasscode(deps, `guess-${i}`, ip)).rejects.toMatchObject({
        code: 'INVALID_PASSCODE',
      });
    }
    const locked = checkPasscode(deps, PASSCODE, ip);
    await expect(locked).rejects.toMatchObject({
      statusCode: 429,
      code: 'LOCKED_OUT',
      message: 'Too many failed attempts. Try again in 15 minutes.',
    });
    const retryAfter = ((await locked.catch((e: unknown) => e)) as { retryAfterSeconds: number })
      .retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const attempt = await authAttemptsRepository.get(t.db(), ip);
    expect(attempt?.attemptCount).toBe(5);
    expect(attempt?.blockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Another address is not affected.
    expect(await checkPasscode(deps, PASSCODE, '203.0.113.10')).toBeGreaterThan(0);
  });

  it('reads back the grants it makes, until they expire', () => {
    const now = Date.UTC(2025, 6, 4);
    const grant = parseGrant(passcodeGrant(7, now), now + 1);
    expect(grant).toMatchObject({ passcodeId: 7, expiresAt: now + GATE_GRANT_MS });
    expect(parseGrant(passcodeGrant(7, now), now + GATE_GRANT_MS)).toBeUndefined();
    expect(parseGrant('g1.7.short.1', now)).toBeUndefined();
  });
});
