import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as sessionsRepository from './sessions.repository.js';
import * as usersRepository from './users.repository.js';

const newUser = {
  fullName: 'Ada Lovelace',
  email: ' Ada@Example.com ',
  passwordHash: 'hash',
  state: 'GA',
  zipCode: '30301',
};

describeEachDriver('usersRepository', (t) => {
  it('creates a user with the spec defaults and a generated UUID, email normalised', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    expect(user).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      passwordHash: 'hash',
      state: 'GA',
      zipCode: '30301',
      phone: null,
      emailAlertsEnabled: false,
      smsAlertsEnabled: false,
      emailVerified: false,
      subscriptionStatus: 'none',
      subscriptionPlan: null,
      nextBilling: null,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second account for the same email in any case', async () => {
    await usersRepository.create(t.db(), newUser);
    expect(
      await usersRepository.create(t.db(), { ...newUser, email: 'ADA@example.COM' }),
    ).toBeUndefined();
  });

  it('finds by email (any case) and by id; unknown or malformed ids find nothing', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    expect(await usersRepository.findByEmail(t.db(), 'ADA@EXAMPLE.COM')).toEqual(user);
    expect(await usersRepository.findById(t.db(), user?.id ?? '')).toEqual(user);
    expect(
      await usersRepository.findById(t.db(), '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
    expect(await usersRepository.findById(t.db(), 'not-a-uuid')).toBeUndefined();
    expect(await usersRepository.findByEmail(t.db(), 'nobody@example.com')).toBeUndefined();
  });

  it('updates only the given fields', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    const updated = await usersRepository.update(t.db(), user?.id ?? '', {
      phone: '555-0100',
      emailVerified: true,
      smsAlertsEnabled: true,
    });
    expect(updated).toMatchObject({
      phone: '555-0100',
      emailVerified: true,
      smsAlertsEnabled: true,
      fullName: 'Ada Lovelace',
      state: 'GA',
    });
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(
      user?.updatedAt.getTime() ?? Infinity,
    );
    expect(await usersRepository.update(t.db(), 'not-a-uuid', { phone: '1' })).toBeUndefined();
  });

  it('enforces the spec length limits (zip 10, phone 20, state 2)', async () => {
    await expect(
      usersRepository.create(t.db(), { ...newUser, zipCode: '12345678901' }),
    ).rejects.toThrow(/too long/);
    await expect(usersRepository.create(t.db(), { ...newUser, state: 'GAA' })).rejects.toThrow(
      /too long/,
    );
  });

  it('sets the subscription fields together', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    const nextBilling = new Date(Date.now() + 30 * 86_400_000);
    const subscribed = await usersRepository.setSubscription(t.db(), user?.id ?? '', {
      status: 'active',
      plan: 'Premium Monthly',
      nextBilling,
    });
    expect(subscribed).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'Premium Monthly',
      nextBilling,
    });
  });

  it('reads an active subscription whose paid period is over as past_due (lapsed), a cancelled one stays cancelled', async () => {
    const ada = await usersRepository.create(t.db(), newUser);
    const bob = await usersRepository.create(t.db(), { ...newUser, email: 'bob@example.com' });
    const ended = new Date(Date.now() - 1000);
    const lapsed = await usersRepository.setSubscription(t.db(), ada?.id ?? '', {
      status: 'active',
      plan: 'Premium Monthly',
      nextBilling: ended,
    });
    expect(lapsed).toMatchObject({ subscriptionStatus: 'past_due', nextBilling: ended });
    expect((await usersRepository.findByEmail(t.db(), 'ada@example.com'))?.subscriptionStatus).toBe(
      'past_due',
    );
    expect((await usersRepository.findById(t.db(), ada?.id ?? ''))?.subscriptionStatus).toBe(
      'past_due',
    );
    // Stored as it was paid: a renewal sets a new period end and it reads active again.
    const stored = await t
      .db()
      .selectFrom('users')
      .select('subscription_status')
      .where('id', '=', ada?.id ?? '')
      .executeTakeFirst();
    expect(stored?.subscription_status).toBe('active');
    const renewed = await usersRepository.setSubscription(t.db(), ada?.id ?? '', {
      status: 'active',
      plan: 'Premium Monthly',
      nextBilling: new Date(Date.now() + 86_400_000),
    });
    expect(renewed?.subscriptionStatus).toBe('active');
    const cancelled = await usersRepository.setSubscription(t.db(), bob?.id ?? '', {
      status: 'cancelled',
      plan: 'Premium Monthly',
      nextBilling: ended,
    });
    expect(cancelled?.subscriptionStatus).toBe('cancelled');
  });

  it('deletes a user’s sessions with the user', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    await sessionsRepository.create(t.db(), {
      tokenHash: 'h',
      userId: user?.id ?? '',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.db().deleteFrom('users').execute();
    expect(await sessionsRepository.findValid(t.db(), 'h')).toBeUndefined();
  });
});
