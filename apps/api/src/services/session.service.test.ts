// Login sessions called directly on PGlite and PostgreSQL: a started session names its account by
// the cookie's token alone, the database keeps only the token's SHA-256, and an ended, expired or
// malformed token names nobody. The HTTP side (the cookie's flags) is routes/auth/auth.routes.test.ts.
import { usersRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { expect, it } from 'vitest';
import { uniqueEmail } from '../testing/accounts.js';
import { serviceDeps } from '../testing/service-deps.js';
import { endSession, hashToken, sessionUser, startSession } from './session.service.js';

describeEachDriver('session service', (t) => {
  async function account() {
    const user = await usersRepository.create(t.db(), {
      fullName: 'Sam Session',
      email: uniqueEmail('session'),
      passwordHash: 'not-used-here',
      state: 'GA',
      zipCode: '30301',
      emailVerified: true,
    });
    if (user === undefined) throw new Error('account not created');
    return user;
  }

  it('starts a session the token opens, storing only its hash, and ends it', async () => {
    const deps = serviceDeps(t.database());
    const user = await account();
    const session = await startSession(deps, user.id);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t
      .db()
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(session.token));
    expect(stored.token_hash).not.toContain(session.token);
    const days = (new Date(stored.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await sessionUser(deps, session.token))?.id).toBe(user.id);

    // A second session of the same account is its own; ending one leaves the other.
    const other = await startSession(deps, user.id);
    await endSession(deps, session.token);
    expect(await sessionUser(deps, session.token)).toBeNull();
    expect((await sessionUser(deps, other.token))?.id).toBe(user.id);
  });

  it('names nobody for no token, a malformed one, an unknown one or an expired session', async () => {
    const deps = serviceDeps(t.database());
    const user = await account();
    const { token } = await startSession(deps, user.id);
    expect(await sessionUser(deps, undefined)).toBeNull();
    expect(await sessionUser(deps, `${token}x`)).toBeNull();
    expect(await sessionUser(deps, "' or 1=1 --")).toBeNull();
    expect(await sessionUser(deps, 'A'.repeat(43))).toBeNull();
    // Ending with nothing or garbage is a no-op, not an error.
    await endSession(deps, undefined);
    await endSession(deps, 'short');
    expect((await sessionUser(deps, token))?.id).toBe(user.id);

    await t
      .db()
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await sessionUser(deps, token)).toBeNull();
  });
});
