// The verification-code cycle called directly on PGlite and PostgreSQL: a code stored only as an
// HMAC, consumed once, the newest two accepted, 5 wrong tries killing it, expiry; the daily caps per
// destination and requester, per destination and per account; the rule that outside demo mode a
// channel with nothing to send on is a 503; and sending in the background with failures logged. The
// flows that use it (signup, password reset, alert addresses) have their own service tests.
import { usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it, vi } from 'vitest';
import { uniqueEmail } from '../testing/accounts.js';
import { serviceDeps } from '../testing/service-deps.js';
import {
  claimCodeSend,
  CODES_PER_ACCOUNT_PER_DAY,
  CODES_PER_DESTINATION_PER_DAY,
  CODES_PER_DESTINATION_TOTAL_PER_DAY,
  codeKeys,
  consumeCode,
  hashCode,
  issueCode,
  MAX_CODE_ATTEMPTS,
  requireDelivery,
  sendInBackground,
} from './verification-codes.service.js';

const ADVICE = { expired: 'Ask for a new code.', tooManyAttempts: 'Too many tries; ask again.' };
const wrong = (code: string) => String(((Number(code) - 100_000 + 1) % 900_000) + 100_000);

describeEachDriver('verification codes service', (t) => {
  it('issues a 6-digit code stored only as its HMAC, and consumes it once', async () => {
    const deps = serviceDeps(t.database());
    const key = codeKeys.signup(uniqueEmail('code'));
    const code = await issueCode(deps, key);
    expect(code).toMatch(/^[1-9]\d{5}$/);
    const stored = await t
      .db()
      .selectFrom('verification_codes')
      .selectAll()
      .where('subject_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(hashCode(deps, code));
    expect(stored.code_hash).not.toContain(code);
    // Another secret gives another hash: the table alone does not give the code away.
    const otherSecret = serviceDeps(t.database(), { COOKIE_SECRET: 'x'.repeat(48) });
    expect(hashCode(otherSecret, code)).not.toBe(stored.code_hash);

    // Typed with spaces around it, it is the same code; once used it is gone.
    await consumeCode(deps, key, ` ${code} `, ADVICE);
    await expect(consumeCode(deps, key, code, ADVICE)).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_CODE',
      details: { field: 'code' },
    });
    // A code is for its own key only.
    const mine = await issueCode(deps, codeKeys.passwordReset('a@example.com'));
    await expect(
      consumeCode(deps, codeKeys.passwordReset('b@example.com'), mine, ADVICE),
    ).rejects.toMatchObject({ code: 'INVALID_CODE' });
  });

  it('accepts the newest two codes, so a second request does not kill the first', async () => {
    const deps = serviceDeps(t.database());
    const key = codeKeys.alertAddress('sms', 'visitor-1', '+14045550123');
    expect(key).toBe('aert-sms:visitor-1:+14045550123');
    const first = await issueCode(deps, key);
    const second = await issueCode(deps, key);
    await consumeCode(deps, key, first, ADVICE);
    const third = await issueCode(deps, key);
    const fourth = await issueCode(deps, key);
    // The third is the oldest of three live codes now: only the newest two count.
    await expect(consumeCode(deps, key, second, ADVICE)).rejects.toMatchObject({
      code: 'INVALID_CODE',
    });
    expect(third).toMatch(/^\d{6}$/);
    await consumeCode(deps, key, fourth, ADVICE);
  });

  it('kills a code after 5 wrong tries, even for its right value, and does not count malformed ones', async () => {
    const deps = serviceDeps(t.database());
    const key = codeKeys.signup(uniqueEmail('lockout'));
    const code = await issueCode(deps, key);
    // Malformed codes are refused without counting a try.
    for (const typed of ['', '12345', '1234567', 'abcdef', "1' OR '1"]) {
      await expect(consumeCode(deps, key, typed, ADVICE)).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_CODE',
        details: { field: 'code' },
      });
    }
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i += 1) {
      await expect(consumeCode(deps, key, wrong(code), ADVICE)).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_CODE',
      });
    }
    await expect(consumeCode(deps, key, wrong(code), ADVICE)).rejects.toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: ADVICE.tooManyAttempts,
      details: { field: 'code' },
    });
    await expect(consumeCode(deps, key, code, ADVICE)).rejects.toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it("refuses an expired code with the flow's advice", async () => {
    const deps = serviceDeps(t.database());
    const key = codeKeys.passwordReset(uniqueEmail('expired'));
    const code = await issueCode(deps, key);
    await t
      .db()
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('subject_key', '=', key)
      .execute();
    await expect(consumeCode(deps, key, code, ADVICE)).rejects.toMatchObject({
      statusCode: 400,
      code: 'CODE_EXPIRED',
      message: ADVICE.expired,
      details: { field: 'code' },
    });
  });

  it('caps sends per destination and requester, per destination, and per account', async () => {
    const deps = serviceDeps(t.database());
    const destination = uniqueEmail('capped');
    const send = (requester: string, to = destination, userId: string | null = null) =>
      claimCodeSend(deps, {
        channel: 'email',
        purpose: 'signup',
        destination: to,
        requester,
        userId,
      });
    for (let i = 0; i < CODES_PER_DESTINATION_PER_DAY; i += 1)
      expect(await send('198.51.100.1')).toBe(true);
    // Over it, silently: the caller answers as if sent. The address in another case is the same one.
    expect(await send('198.51.100.1')).toBe(false);
    expect(await send('198.51.100.1', destination.toUpperCase())).toBe(false);
    // A stranger's requests never use up the owner's.
    expect(await send('198.51.100.2')).toBe(true);
    let requester = 3;
    while (
      (await t
        .db()
        .selectFrom('code_sends')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('destination', '=', destination)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n))) < CODES_PER_DESTINATION_TOTAL_PER_DAY
    ) {
      expect(await send(`198.51.100.${requester}`)).toBe(true);
      requester += 1;
    }
    // Everyone together reached the address's own cap.
    expect(await send(`198.51.100.${requester}`)).toBe(false);

    const user = await usersRepository.create(t.db(), {
      fullName: 'Capped Account',
      email: uniqueEmail('account'),
      passwordHash: 'not-used-here',
      state: 'GA',
      zipCode: '30301',
      emailVerified: true,
    });
    for (let i = 0; i < CODES_PER_ACCOUNT_PER_DAY; i += 1)
      expect(await send('203.0.113.9', uniqueEmail('dest'), user!.id)).toBe(true);
    await expect(send('203.0.113.9', uniqueEmail('dest'), user!.id)).rejects.toMatchObject({
      statusCode: 429,
      code: 'ACCOUNT_DAILY_LIMIT',
    });
  });

  it('refuses an offline channel outside demo mode with 503, and allows it in demo mode', () => {
    const live = serviceDeps(t.database());
    expect(() => requireDelivery(live, 'email')).toThrow(
      expect.objectContaining({ statusCode: 503, code: 'DELIVERY_OFFLINE' }),
    );
    expect(() => requireDelivery(live, 'sms')).toThrow(/SMS gateway/);
    const configured = serviceDeps(t.database(), {
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_ACCOUNT_SID: 'AC0',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15005550006',
    });
    expect(() => requireDelivery(configured, 'email')).not.toThrow();
    expect(() => requireDelivery(configured, 'sms')).not.toThrow();
    const demo = serviceDeps(t.database(), { DEMO_MODE: '1' });
    expect(() => requireDelivery(demo, 'email')).not.toThrow();
    expect(() => requireDelivery(demo, 'sms')).not.toThrow();
  });

  it('sends in the background and logs an offline channel or a failure', async () => {
    const { log } = serviceDeps(t.database());
    sendInBackground(log, 'signup code', async () => ({ status: 'skipped', reason: 'offline' }));
    sendInBackground(log, 'reset code', async () => {
      throw new Error('connection refused');
    });
    sendInBackground(log, 'alert code', async () => ({ status: 'sent', id: 'm1' }));
    await vi.waitFor(() => expect(log.lines).toHaveLength(2));
    expect(log.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'debug', fields: { what: 'signup code' } }),
        expect.objectContaining({
          level: 'error',
          fields: expect.objectContaining({ what: 'reset code' }),
          message: 'sending a code failed',
        }),
      ]),
    );
  });
});
