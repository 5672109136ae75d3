// Password reset called directly, on PGlite and PostgreSQL: a code for any address (shown on
// screen only in demo mode, only to the browser that created the account), the new password set
// with it, every session of the account ended, and the code killed after 5 wrong tries. The HTTP
// side (the mail in the request's language, this browser's cookie cleared) is
// routes/auth/auth.routes.test.ts.
import { sessionsRepository, usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import argon2 from 'argon2';
import { expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts.js';
import { startFakeSmtp } from '../testing/fake-smtp.server.js';
import { owner, serviceDeps } from '../testing/service-deps.js';
import { hashPassword } from './auth.service.js';
import { visitorDigest, type Owner } from './owner.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';
import { sessionUser, startSession } from './session.service.js';

const NEW_PASSWORD = 'a brand new pass 7';

describeEachDriver('password reset service', (t) => {
  async function account(creator: Owner) {
    const email = uniqueEmail('reset');
    const user = await usersRepository.create(t.db(), {
      fullName: 'Dana Player',
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerified: true,
      createdByVisitor: visitorDigest(creator),
    });
    if (user === undefined) throw new Error('account not created');
    return { email, id: user.id };
  }
  const confirm = (email: string, code: string) => ({
    email,
    code,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });

  it('shows the code (demo mode) only to the browser that created the account', async () => {
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    const creator = owner();
    const { email } = await account(creator);
    expect(await requestPasswordReset(deps, owner(), { email })).not.toHaveProperty('demoCode');
    expect(
      await requestPasswordReset(deps, owner(), { email: uniqueEmail('nobody') }),
    ).not.toHaveProperty('demoCode');
    const shown = await requestPasswordReset(deps, creator, { email });
    expect(shown).toMatchObject({
      email,
      expiresInMinutes: 15,
      demoCode: expect.stringMatching(/^\d{6}$/),
    });
    // Outside demo mode, never: the code goes by mail.
    const smtp = await startFakeSmtp();
    try {
      const real = serviceDeps(t.database(), { SMTP_URL: smtp.smtpUrl });
      expect(await requestPasswordReset(real, creator, { email })).not.toHaveProperty('demoCode');
      await smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
    } finally {
      await smtp.close();
    }
  });

  it('sets the new password with the code and ends every session of the account', async () => {
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    const creator = owner();
    const { email, id } = await account(creator);
    const one = await startSession(deps, id);
    const two = await startSession(deps, id);
    expect((await sessionUser(deps, one.token))?.id).toBe(id);
    const { demoCode } = (await requestPasswordReset(deps, creator, { email })) as {
      demoCode: string;
    };
    expect(await confirmPasswordReset(deps, creator, confirm(email, demoCode))).toMatchObject({
      message: expect.stringMatching(/password was changed/),
    });
    const user = await usersRepository.findById(t.db(), id);
    expect(await argon2.verify(user?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(await sessionUser(deps, one.token)).toBeNull();
    expect(await sessionUser(deps, two.token)).toBeNull();
    expect(await sessionsRepository.deleteAllForUser(t.db(), id)).toBe(0);
    // The code is spent.
    await expect(
      confirmPasswordReset(deps, creator, confirm(email, demoCode)),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('kills a reset code after 5 wrong tries', async () => {
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    const creator = owner();
    const { email } = await account(creator);
    const { demoCode } = (await requestPasswordReset(deps, creator, { email })) as {
      demoCode: string;
    };
    const wrong = demoCode === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i += 1) {
      await expect(
        confirmPasswordReset(deps, creator, confirm(email, wrong)),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_CODE',
      });
    }
    for (const code of [wrong, demoCode]) {
      await expect(confirmPasswordReset(deps, creator, confirm(email, code))).rejects.toMatchObject(
        {
          statusCode: 429,
          code: 'TOO_MANY_ATTEMPTS',
        },
      );
    }
  });
});
