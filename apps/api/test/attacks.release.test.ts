// Issue 23's findings before the release (all but the stalled Redis, which is redis-stall.test.ts and
// redis-chaos.processes.test.ts), each tried as an attacker or an operator would and now refused or
// handled. Real parts throughout: the app, PGlite and PostgreSQL; only mail is a local fake server.
import { usersRepository } from '@pick3/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  describeWithDatabase,
  newBrowser,
  nextIp,
  signupBody,
  uniqueEmail,
} from '../src/testing/accounts.js';
import type { CookieJar } from '../src/testing/cookie-jar.js';
import { buildTestApp } from '../src/testing/test-app.js';

function post(
  app: App,
  jar: CookieJar | undefined,
  url: string,
  payload?: Record<string, unknown>,
  ip = nextIp(),
) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: jar?.headers() ?? {},
    remoteAddress: ip,
  });
}

describeWithDatabase(
  'finding 2: demo mode shows a reset code only to the browser that created the account',
  (database) => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp(database(), { DEMO_MODE: '1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers a reset of somebody else’s account like a real one, with no code', async () => {
      const email = uniqueEmail('owner');
      const owner = await newBrowser(app);
      const signup = owner.store(await post(app, owner, '/api/auth/signup', signupBody(email)));
      expect(signup.json()).toHaveProperty('demoCode');
      const verify = owner.store(
        await post(app, owner, '/api/auth/verify', { email, code: signup.json().demoCode }),
      );
      expect(verify.statusCode).toBe(200);

      const realAnswer = {
        message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
        email,
        expiresInMinutes: 15,
      };
      // Another browser, a client without cookies, and an address nobody registered: no code.
      const attacker = await newBrowser(app);
      const stolen = await post(app, attacker, '/api/auth/password-reset/request', { email });
      expect(stolen.statusCode).toBe(200);
      expect(stolen.json()).toEqual(realAnswer);
      expect(
        (await post(app, undefined, '/api/auth/password-reset/request', { email })).json(),
      ).not.toHaveProperty('demoCode');
      const nobody = uniqueEmail('nobody');
      expect(
        (await post(app, attacker, '/api/auth/password-reset/request', { email: nobody })).json(),
      ).toEqual({ ...realAnswer, email: nobody });
      // The attacker cannot use a code it was never shown: the owner's password still works.
      const before = await usersRepository.findByEmail(database().db, email);

      // The browser that created the account is shown its code, and it works.
      const own = await post(app, owner, '/api/auth/password-reset/request', { email });
      expect(own.json()).toMatchObject({
        ...realAnswer,
        demoCode: expect.stringMatching(/^\d{6}$/),
      });
      const confirmed = await post(app, owner, '/api/auth/password-reset/confirm', {
        email,
        code: own.json().demoCode,
        password: 'a brand new pass 77',
        confirmPassword: 'a brand new pass 77',
      });
      expect(confirmed.statusCode).toBe(200);
      const after = await usersRepository.findByEmail(database().db, email);
      expect(after?.passwordHash).not.toBe(before?.passwordHash);
    });
  },
);
