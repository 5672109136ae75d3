// Signup's use cases called directly, on PGlite and PostgreSQL: the account created from the form,
// its code shown (demo mode) only to the browser that created it, the code's expiry and lockout,
// and a password kept only when that browser verifies. The HTTP side (the signup cookie, status
// codes, the rate limit) is routes/auth/auth.routes.test.ts.
import { usersRepository, verificationCodesRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import argon2 from 'argon2';
import { expect, it } from 'vitest';
import { signupBody, STRONG_PASSWORD, uniqueEmail } from '../testing/accounts.js';
import { owner, serviceDeps } from '../testing/service-deps.js';
import { signUp, verifySignup } from './signup.service.js';
import { codeKeys, hashCode } from './verification-codes.service.js';

const DEMO = { DEMO_MODE: '1' };

describeEachDriver('signup service', (t) => {
  it('creates the account, shows its code to its browser only, and verifies it there with the password kept', async () => {
    const deps = serviceDeps(t.database(), DEMO);
    const browser = owner();
    const email = uniqueEmail('signup');
    const answer = await signUp(deps, browser, signupBody(email));
    expect(answer).toMatchObject({ email, verification: 'demo', expiresInMinutes: 15 });
    const code = (answer as { demoCode: string }).demoCode;
    expect(code).toMatch(/^\d{6}$/);

    // Another browser signing up the same address gets a code that verifies nothing.
    const stranger = await signUp(deps, owner(), signupBody(email, { fullName: 'Mallory' }));
    const strangerCode = (stranger as { demoCode: string }).demoCode;
    if (strangerCode !== code) {
      await expect(
        verifySignup(deps, owner(), { email, code: strangerCode }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_CODE' });
    }
    const user = await usersRepository.findByEmail(t.db(), email);
    expect(user).toMatchObject({ fullName: 'Dana Player', emailVerified: false });

    const { answer: verified, signupUserId } = await verifySignup(deps, browser, { email, code });
    expect(verified).toMatchObject({ verified: true, next: 'payment', passwordKept: true });
    expect(signupUserId).toBe(user?.id);
    const after = await usersRepository.findByEmail(t.db(), email);
    expect(after?.emailVerified).toBe(true);
    expect(await argon2.verify(after?.passwordHash ?? '', STRONG_PASSWORD)).toBe(true);
  });

  it('keeps no password when another browser verifies the account', async () => {
    const deps = serviceDeps(t.database(), DEMO);
    const email = uniqueEmail('elsewhere');
    const answer = await signUp(deps, owner(), signupBody(email));
    const code = (answer as { demoCode: string }).demoCode;
    const { answer: verified } = await verifySignup(deps, owner(), { email, code });
    expect(verified.passwordKept).toBe(false);
    const user = await usersRepository.findByEmail(t.db(), email);
    expect(await argon2.verify(user?.passwordHash ?? '', STRONG_PASSWORD)).toBe(false);
  });

  it('refuses an expired code, and kills a code after 5 wrong tries', async () => {
    const deps = serviceDeps(t.database(), DEMO);
    const expiredEmail = uniqueEmail('expired');
    await signUp(deps, owner(), signupBody(expiredEmail));
    await verificationCodesRepository.create(t.db(), {
      key: codeKeys.signup(expiredEmail),
      codeHash: hashCode(deps, '123456'),
      expiresAt: new Date(Date.now() - 1000),
    });
    await expect(
      verifySignup(deps, owner(), { email: expiredEmail, code: '123456' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'CODE_EXPIRED', details: { field: 'code' } });

    const browser = owner();
    const email = uniqueEmail('guesser');
    const code = ((await signUp(deps, browser, signupBody(email))) as { demoCode: string })
      .demoCode;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i += 1) {
      await expect(verifySignup(deps, browser, { email, code: wrong })).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_CODE',
      });
    }
    await expect(verifySignup(deps, browser, { email, code: wrong })).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(verifySignup(deps, browser, { email, code })).rejects.toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
    });
  });
});
