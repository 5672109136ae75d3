// Alert settings called directly, on PGlite and PostgreSQL: per visitor when logged out, per
// account when logged in; an alert address only for a verified account, confirmed with its code,
// and the account's own verified e-mail confirmed at once. The HTTP side (no-store, the rate limit
// of the code routes, schemas) is routes/alerts/alerts.routes.test.ts.
import { usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts.js';
import { owner, serviceDeps } from '../testing/service-deps.js';
import {
  alertSettings,
  saveAlertSettings,
  sendAlertAddressCode,
  verifyAlertAddress,
} from './alert-settings.service.js';
import { hashPassword } from './auth.service.js';

describeEachDriver('alert settings service', (t) => {
  async function account(emailVerified = true) {
    const user = await usersRepository.create(t.db(), {
      fullName: 'Dana Player',
      email: uniqueEmail('alerts'),
      passwordHash: await hashPassword(STRONG_PASSWORD),
      state: 'GA',
      emailVerified,
    });
    if (user === undefined) throw new Error('account not created');
    return owner({ user });
  }

  it("keeps a visitor's settings apart from another's, with the screen's state's draw times first", async () => {
    const deps = serviceDeps(t.database());
    const visitor = owner();
    const saved = await saveAlertSettings(deps, visitor, { dailySummary: true }, 'GA');
    expect(saved).toMatchObject({ dailySummary: true, email: null, smsNumber: null });
    expect(await alertSettings(deps, visitor, undefined)).toMatchObject({ dailySummary: true });
    expect((await alertSettings(deps, owner(), 'GA')).dailySummary).not.toBe(true);
  });

  it('refuses an alert address to a visitor (401) and to an unverified account (403)', async () => {
    const deps = serviceDeps(t.database());
    const address = { email: uniqueEmail('alert-to') };
    await expect(saveAlertSettings(deps, owner(), address, undefined)).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      saveAlertSettings(deps, await account(false), address, undefined),
    ).rejects.toMatchObject({ statusCode: 403, code: 'EMAIL_NOT_VERIFIED' });
  });

  it("confirms the account's own e-mail at once, and another address only with its code", async () => {
    const deps = serviceDeps(t.database(), { DEMO_MODE: '1' });
    const me = await account();
    const own = await saveAlertSettings(deps, me, { email: me.user?.email ?? '' }, undefined);
    expect(own).toMatchObject({ email: me.user?.email, emailVerified: true });

    const other = uniqueEmail('alert-to');
    const saved = await saveAlertSettings(deps, me, { email: other }, undefined);
    expect(saved).toMatchObject({ email: other, emailVerified: false });
    const sent = await sendAlertAddressCode(deps, me, { channel: 'email' });
    expect(sent.demoCode).toMatch(/^\d{6}$/);
    const wrong = sent.demoCode === '999999' ? '999998' : '999999';
    await expect(
      verifyAlertAddress(deps, me, { channel: 'email', code: wrong }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_CODE' });
    const verified = await verifyAlertAddress(deps, me, {
      channel: 'email',
      code: sent.demoCode ?? '',
    });
    expect(verified).toMatchObject({ email: other, emailVerified: true });
  });
});
