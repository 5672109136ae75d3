// Logging in, called directly on PGlite and PostgreSQL: the password checked against its argon2id
// hash, an unverified account refused, and one account locked out from one address after 5 wrong
// passwords (with the seconds Retry-After says). The HTTP side (the session cookie, 429's header)
// is routes/auth/auth.routes.test.ts.
import { usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts.js';
import { serviceDeps } from '../testing/service-deps.js';
import { hashPassword, logIn, pendingSignupUser } from './auth.service.js';

describeEachDriver('auth service', (t) => {
  async function account(emailVerified = true) {
    const email = uniqueEmail('login');
    const user = await usersRepository.create(t.db(), {
      fullName: 'Dana Player',
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      state: 'GA',
      zipCode: '30301',
      emailVerified,
    });
    if (user === undefined) throw new Error('account not created');
    return { email, id: user.id };
  }

  it('logs in with the right password only, and refuses an unverified account', async () => {
    const deps = serviceDeps(t.database());
    const { email, id } = await account();
    expect((await logIn(deps, { email, password: STRONG_PASSWORD, ip: '192.0.2.1' })).id).toBe(id);
    await expect(
      logIn(deps, { email, password: 'wrong password 1', ip: '192.0.2.1' }),
    ).rejects.toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS' });
    await expect(
      logIn(deps, { email: uniqueEmail('nobody'), password: STRONG_PASSWORD, ip: '192.0.2.1' }),
    ).rejects.toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS' });
    const unverified = await account(false);
    await expect(
      logIn(deps, { email: unverified.email, password: STRONG_PASSWORD, ip: '192.0.2.1' }),
    ).rejects.toMatchObject({ statusCode: 403, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('locks one account out from one address after 5 wrong passwords', async () => {
    const deps = serviceDeps(t.database());
    const { email } = await account();
    const ip = '192.0.2.9';
    for (let i = 0; i < 5; i += 1) {
      await expect(
        logIn(deps, { email, password: `wrong-${i}-password`, ip }),
      ).rejects.toMatchObject({ statusCode: 401 });
    }
    const locked = await logIn(deps, { email, password: STRONG_PASSWORD, ip }).catch(
      (error: unknown) => error,
    );
    expect(locked).toMatchObject({ statusCode: 429, code: 'LOCKED_OUT' });
    expect((locked as Error).message).toMatch(/Try again in 15 minutes/);
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another address is not locked out.
    await expect(
      logIn(deps, { email, password: STRONG_PASSWORD, ip: '192.0.2.10' }),
    ).resolves.toMatchObject({ email });
  });

  it("finds the signup cookie's account only once it is verified", async () => {
    const deps = serviceDeps(t.database());
    const pending = await account(false);
    expect(await pendingSignupUser(deps, { signupUserId: pending.id })).toBeNull();
    const verified = await account(true);
    expect((await pendingSignupUser(deps, { signupUserId: verified.id }))?.id).toBe(verified.id);
    expect(await pendingSignupUser(deps, { signupUserId: null })).toBeNull();
  });
});
