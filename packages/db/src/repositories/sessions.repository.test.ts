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

describeEachDriver('sessionsRepository', (t) => {
  const now = new Date('2025-07-04T12:00:00Z');
  const later = new Date('2025-07-05T12:00:00Z');

  it('finds a session by token hash until it expires', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    const session = await sessionsRepository.create(t.db(), {
      tokenHash: 'abc',
      userId: user?.id ?? '',
      expiresAt: later,
    });
    expect(session).toMatchObject({ userId: user?.id, expiresAt: later });
    expect(await sessionsRepository.findValid(t.db(), 'abc', now)).toEqual(session);
    expect(await sessionsRepository.findValid(t.db(), 'abc', later)).toBeUndefined();
    expect(await sessionsRepository.findValid(t.db(), 'other', now)).toBeUndefined();
  });

  it('deletes one session (logout) and all expired ones', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    const userId = user?.id ?? '';
    await sessionsRepository.create(t.db(), { tokenHash: 'a', userId, expiresAt: later });
    await sessionsRepository.create(t.db(), { tokenHash: 'b', userId, expiresAt: now });
    await sessionsRepository.create(t.db(), {
      tokenHash: 'c',
      userId,
      expiresAt: new Date(now.getTime() - 1),
    });
    expect(await sessionsRepository.delete(t.db(), 'a')).toBe(true);
    expect(await sessionsRepository.delete(t.db(), 'a')).toBe(false);
    expect(await sessionsRepository.deleteExpired(t.db(), now)).toBe(2);
  });

  it('ends every session of one user and only theirs (password reset)', async () => {
    const ada = await usersRepository.create(t.db(), newUser);
    const bob = await usersRepository.create(t.db(), { ...newUser, email: 'bob@example.com' });
    for (const tokenHash of ['a1', 'a2'])
      await sessionsRepository.create(t.db(), {
        tokenHash,
        userId: ada?.id ?? '',
        expiresAt: later,
      });
    await sessionsRepository.create(t.db(), {
      tokenHash: 'b1',
      userId: bob?.id ?? '',
      expiresAt: later,
    });
    expect(await sessionsRepository.deleteAllForUser(t.db(), ada?.id ?? '')).toBe(2);
    expect(await sessionsRepository.findValid(t.db(), 'a1', now)).toBeUndefined();
    expect(await sessionsRepository.findValid(t.db(), 'b1', now)).toMatchObject({
      userId: bob?.id,
    });
  });

  it('refuses a token hash used twice', async () => {
    const user = await usersRepository.create(t.db(), newUser);
    await sessionsRepository.create(t.db(), {
      tokenHash: 'same',
      userId: user?.id ?? '',
      expiresAt: later,
    });
    await expect(
      sessionsRepository.create(t.db(), {
        tokenHash: 'same',
        userId: user?.id ?? '',
        expiresAt: later,
      }),
    ).rejects.toThrow();
  });
});
