import { Writable } from 'node:stream';
import { authAttemptsRepository, passcodesRepository, usersRepository } from '@pick3/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { CONFIG_PASSCODE_LABEL, hashPasscode } from '../../services/passcode-gate.service.js';
import {
  describeWithDatabase,
  loggedInAccount,
  newBrowser,
  nextIp,
  signupAndVerify,
  signupBody,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/accounts.js';
import { CookieJar } from '../../testing/cookie-jar.js';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp.server.js';
import { buildTestApp } from '../../testing/test-app.js';

const PASSCODE = 'open-sesame-2025';

describeWithDatabase('passcode gate', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { PICK3_PASSCODES: `${PASSCODE}, second-code-99` });
  });
  afterAll(async () => app.close());

  it('blocks the API until the passcode is accepted, then lets the browser session through', async () => {
    const jar = new CookieJar();
    const ip = '198.51.100.10';
    const status = jar.store(
      await app.inject({ url: '/api/auth/passcode/status', remoteAddress: ip }),
    );
    expect(status.json()).toEqual({ required: true, passed: false });

    const blocked = await app.inject({
      url: '/api/states',
      headers: jar.headers(),
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ code: 'PASSCODE_REQUIRED' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/paypal/order',
          payload: { kind: 'cart' },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/passcode',
      payload: { passcode: 'nope' },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSCODE', message: 'Invalid passcode' });

    const right = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/passcode',
        payload: { passcode: PASSCODE },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    expect(right.statusCode).toBe(200);
    const gate = right.cookies.find((c) => c.name === 'gate');
    expect(gate).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(gate?.maxAge).toBeUndefined(); // a browser-session cookie

    expect(
      (await app.inject({ url: '/api/states', headers: jar.headers(), remoteAddress: ip }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          url: '/api/auth/passcode/status',
          headers: jar.headers(),
          remoteAddress: ip,
        })
      ).json(),
    ).toEqual({
      required: true,
      passed: true,
    });
    // The wrong try before the success still counts: a right passcode buys no more guesses at the
    // others (round 4, finding 5).
    expect(await authAttemptsRepository.get(database().db, ip)).toMatchObject({ attemptCount: 1 });

    // A forged gate cookie (unsigned) does not pass.
    const forged = await app.inject({
      url: '/api/states',
      headers: { cookie: 'gate=ok:1' },
      remoteAddress: ip,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('stores the configured passcodes only as hashes', async () => {
    const stored = await passcodesRepository.list(database().db);
    expect(stored.map((p) => p.codeHash)).toContain(hashPasscode(PASSCODE));
    for (const p of stored) {
      // The label says where the passcode came from (PICK3_PASSCODES), never what it is.
      expect(p.code).toBe(CONFIG_PASSCODE_LABEL);
      expect(p.codeHash).not.toContain(PASSCODE);
    }
    // Checking a passcode and recording its use: services/passcode-gate.service.test.ts.
  });

  it('locks an IP out for 15 minutes after 5 wrong passcodes, even for the right one', async () => {
    const ip = '203.0.113.9';
    for (let i = 1; i <= 5; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/passcode',
        payload: { passcode: `guess-${i}` },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/api/auth/passcode',
      payload: { passcode: PASSCODE },
      remoteAddress: ip,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'LOCKED_OUT',
      message: 'Too many failed attempts. Try again in 15 minutes.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The count per address and the other addresses: services/passcode-gate.service.test.ts.
  });
});

describeWithDatabase('passcode gate switch', (database) => {
  it('is off without passcodes, on when one is stored, and off when PASSCODE_GATE=off', async () => {
    const open = await buildTestApp(database());
    expect((await open.inject('/api/auth/passcode/status')).json()).toEqual({
      required: false,
      passed: true,
    });
    expect((await open.inject('/api/states')).statusCode).toBe(200);
    await open.close();

    // A passcode added with the CLI turns the gate on at the next start.
    await passcodesRepository.upsertHash(database().db, {
      codeHash: hashPasscode('cli-added-code'),
      isActive: true,
    });
    const gated = await buildTestApp(database());
    expect((await gated.inject('/api/states')).statusCode).toBe(401);
    await gated.close();

    const forcedOff = await buildTestApp(database(), {
      PASSCODE_GATE: 'off',
      PICK3_PASSCODES: 'whatever-code',
    });
    expect((await forcedOff.inject('/api/states')).statusCode).toBe(200);
    await forcedOff.close();
  });
});

describeWithDatabase('signup, verification and login (demo mode: codes on screen)', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: '1' });
  });
  afterAll(async () => app.close());

  it.each([
    [{ fullName: '  ' }, 'fullName', 'Full name is required', 'FULL_NAME_REQUIRED'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address', 'EMAIL_INVALID'],
    [
      { password: 'short1', confirmPassword: 'short1' },
      'password',
      'Password must be at least 8 characters',
      'PASSWORD_TOO_SHORT',
    ],
    [
      { password: 'password123', confirmPassword: 'password123' },
      'password',
      'Password is too common; choose a less guessable one',
      'PASSWORD_TOO_COMMON',
    ],
    [
      { confirmPassword: 'something else 1' },
      'confirmPassword',
      "Passwords don't match",
      'PASSWORDS_DIFFER',
    ],
    [{ state: '' }, 'state', 'State is required', 'STATE_REQUIRED'],
    [{ state: 'GEO' }, 'state', 'State must be 2 characters', 'STATE_LENGTH'],
    [{ zipCode: '3030' }, 'zipCode', 'Zip code must be at least 5 digits', 'ZIP_CODE_TOO_SHORT'],
    [{ zipCode: '30301-12345' }, 'zipCode', 'Zip code too long', 'ZIP_CODE_TOO_LONG'],
    [
      { state: 'ZZ' },
      'state',
      'State must be the code of one of the 36 states (e.g. GA)',
      'STATE_UNKNOWN',
    ],
    [
      { zipCode: 'abcde' },
      'zipCode',
      'Zip code must be digits (12345 or 12345-6789)',
      'ZIP_CODE_DIGITS',
    ],
  ])(
    'refuses %j with the spec message and its rule code',
    async (override, field, message, rule) => {
      const ip = nextIp();
      const email = uniqueEmail('invalid');
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(email, override),
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message,
        field,
        rule,
      });
      expect(await usersRepository.findByEmail(database().db, email)).toBeUndefined();
    },
  );

  it('signs up with the code shown in demo mode, verifies it, and changes nothing on a second signup of the address', async () => {
    const ip = nextIp();
    const email = uniqueEmail();
    const jar = await newBrowser(app);
    const signup = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(email),
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    expect(signup.statusCode).toBe(201);
    const body = signup.json();
    expect(body).toMatchObject({ email, verification: 'demo', expiresInMinutes: 15 });
    expect(body.demoCode).toMatch(/^[1-9]\d{5}$/);

    const user = await usersRepository.findByEmail(database().db, email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.emailVerified).toBe(false);

    const wrongCode = String(((Number(body.demoCode) - 100_000 + 1) % 900_000) + 100_000);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code: wrongCode },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Please enter the correct verification code.',
    });

    // Logging in before verification is refused.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: ip,
    });
    expect(early.statusCode).toBe(403);

    const verified = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { email, code: body.demoCode },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, next: 'payment', passwordKept: true });
    // Signup ends here: the answer offers the subscription without making it a condition.
    expect(verified.json().message).toBe(
      'Your account is ready. Subscribe now, or later from your profile.',
    );
    expect(jar.cookies.has('signup')).toBe(true);
    expect(jar.cookies.has('signup-start')).toBe(false);
    expect((await usersRepository.findByEmail(database().db, email))?.emailVerified).toBe(true);

    // A code works once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code: body.demoCode },
      remoteAddress: ip,
    });
    expect(again.statusCode).toBe(400);

    // A registered address answers like a new one, and nothing about the account changes.
    const before = await usersRepository.findByEmail(database().db, email);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody(email.toUpperCase(), {
        fullName: 'Someone Else',
        password: 'another pass 77',
        confirmPassword: 'another pass 77',
      }),
      remoteAddress: ip,
    });
    expect(duplicate.statusCode).toBe(201);
    expect(Object.keys(duplicate.json()).sort()).toEqual(Object.keys(body).sort());
    expect(await usersRepository.findByEmail(database().db, email)).toEqual(before);
    // Its shown code verifies nothing: the address is already verified.
    const takeover = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code: duplicate.json().demoCode },
      remoteAddress: ip,
    });
    expect(takeover.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CODE' });
  });

  it('logs in with an httpOnly session cookie, serves /api/me, and logs out', async () => {
    const ip = nextIp();
    const email = uniqueEmail('login');
    await signupAndVerify(app, await newBrowser(app), email, ip);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password 1' },
      remoteAddress: ip,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'x' },
      remoteAddress: ip,
    });
    expect(unknown.statusCode).toBe(401);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: '' },
      remoteAddress: ip,
    });
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      field: 'password',
      message: 'Password is required',
    });

    const jar = await newBrowser(app);
    const login = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.message).toBe('Logged in successfully!');
    expect(body.user).toMatchObject({
      email,
      fullName: 'Dana Player',
      state: 'GA',
      zipCode: '30301',
      subscriptionStatus: 'none',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const session = login.cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).not.toBe(body.token); // the JSON token is not the credential

    // The JSON token alone is worth nothing: the server trusts the cookie.
    expect(
      (
        await app.inject({
          url: '/api/me',
          headers: { authorization: `Bearer ${body.token}` },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(401);
    const me = await app.inject({ url: '/api/me', headers: jar.headers(), remoteAddress: ip });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);

    const oldCookies = jar.headers();
    const logout = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    expect(logout.json()).toEqual({ message: 'Logged out' });
    expect(jar.cookies.has('session')).toBe(false);
    // The old cookie is dead on the server too.
    expect(
      (await app.inject({ url: '/api/me', headers: oldCookies, remoteAddress: ip })).statusCode,
    ).toBe(401);
  });

  it('sets the Secure flag on the session cookie behind a TLS proxy', async () => {
    const ip = nextIp();
    const proxied = await buildTestApp(database(), { TRUST_PROXY: 'true', DEMO_MODE: '1' });
    const email = uniqueEmail('tls');
    await signupAndVerify(proxied, await newBrowser(proxied), email, ip);
    const login = await proxied.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
      // The page itself is https behind the proxy, so its Origin is too.
      headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
      remoteAddress: ip,
    });
    expect(login.json()).toMatchObject({ message: 'Logged in successfully!' });
    expect(login.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
    await proxied.close();
  });

  it('locks one account out from one IP after 5 wrong passwords', async () => {
    const ip = nextIp();
    const email = uniqueEmail('lockout');
    await signupAndVerify(app, await newBrowser(app), email, ip);
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `wrong-${i}-password` },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: ip,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Try again in 15 minutes/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Per account and address (another address logs in): services/auth.service.test.ts.
  });
});

describeWithDatabase('auth rate limit', (database) => {
  it('allows 10 logins a minute per IP, then answers 429', async () => {
    const app = await buildTestApp(database());
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@example.com', password: `p${i}` },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    await app.close();
  });
});

describeWithDatabase('signup with a mail server', (database) => {
  let smtp: FakeSmtp;
  let app: App;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await buildTestApp(database(), {
      SMTP_URL: smtp.smtpUrl,
      MAIL_FROM: 'Pick 3 <alerts@pick3.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('e-mails the code instead of returning it', async () => {
    const ip = nextIp();
    const email = uniqueEmail('mail');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody(email),
      remoteAddress: ip,
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ verification: 'email' });
    expect(signup.json()).not.toHaveProperty('demoCode');
    await smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('alerts@pick3.test');
    // No Accept-Language: English.
    expect(mail?.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(mail?.text).toContain('It expires in 15 minutes.');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code },
      remoteAddress: ip,
    });
    expect(verify.statusCode).toBe(200);
  });

  it("writes the code e-mail in the language of the request's Accept-Language", async () => {
    const send = async (acceptLanguage: string) => {
      const email = uniqueEmail('lang');
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(email),
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: nextIp(),
      });
      expect(signup.statusCode).toBe(201);
      await smtp.waitFor((all) => all.some((m) => m.to.includes(email)));
      return smtp.received.find((m) => m.to.includes(email));
    };
    const spanish = await send('es-MX,es;q=0.9,en;q=0.8');
    expect(spanish?.subject).toMatch(/^Tu código de verificación: \d{6}$/);
    expect(spanish?.text).toContain('Vence en 15 minutos.');
    expect(spanish?.text).toContain('Si no te registraste, ignora este mensaje.');
    const english = await send('en');
    expect(english?.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(english?.text).toContain('If you did not sign up, ignore this message.');
  });
});

describeWithDatabase('logs', (database) => {
  it('never contain a password, passcode, code or session token, even at trace level', async () => {
    const ip = nextIp();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const passcode = 'trace-passcode-7781';
    const app = await buildTestApp(
      database(),
      { LOG_LEVEL: 'trace', PICK3_PASSCODES: passcode, DEMO_MODE: '1' },
      { logStream: stream },
    );
    const jar = await newBrowser(app);
    const email = uniqueEmail('logs');
    const password = 'Secret-Pass-Phrase-913';

    jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/passcode',
        payload: { passcode: 'wrong-trace-pass' },
        remoteAddress: ip,
      }),
    );
    jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/passcode',
        payload: { passcode },
        remoteAddress: ip,
      }),
    );
    const signup = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupBody(email, { password, confirmPassword: password, remoteAddress: ip }),
        headers: jar.headers(),
      }),
    );
    const code = signup.json<{ demoCode: string }>().demoCode;
    jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { email, code },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    const login = jar.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: jar.headers(),
        remoteAddress: ip,
      }),
    );
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `${password}-wrong` },
      headers: jar.headers(),
      remoteAddress: ip,
    });
    await app.inject({
      url: '/api/me',
      headers: jar.headers({ authorization: 'Bearer secret-bearer-value-1', remoteAddress: ip }),
    });
    await app.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // trace really logged the requests
    expect(log).toContain('/api/auth/login');
    const sessionCookie = login.cookies.find((c) => c.name === 'session')?.value ?? '';
    const secrets = [
      password,
      passcode,
      'wrong-trace-pass',
      code,
      sessionCookie,
      login.json<{ token: string }>().token,
      'secret-bearer-value-1',
    ];
    for (const gateCookie of [jar.cookies.get('gate'), jar.cookies.get('visitor')])
      if (gateCookie) secrets.push(gateCookie);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
  });
});

describeWithDatabase('password reset', (database) => {
  let smtp: FakeSmtp;
  let app: App;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await buildTestApp(database(), { SMTP_URL: smtp.smtpUrl });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function requestReset(email: string, ip = nextIp()) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      remoteAddress: ip,
    });
  }

  async function mailedResetCode(email: string): Promise<string> {
    await smtp.waitFor((all) =>
      all.some((m) => m.to.includes(email) && m.subject.startsWith('Your password reset code')),
    );
    const mail = smtp.received.findLast(
      (m) => m.to.includes(email) && m.subject.startsWith('Your password reset code'),
    );
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  }

  it('e-mails a code, sets the new password with it, and ends every session of the account', async () => {
    const ip = nextIp();
    const { jar, email } = await loggedInAccount(app, uniqueEmail('reset'), ip);
    const other = await newBrowser(app);
    other.store(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: STRONG_PASSWORD },
        headers: other.headers(),
        remoteAddress: ip,
      }),
    );
    expect((await app.inject({ url: '/api/me', headers: other.headers() })).statusCode).toBe(200);

    const asked = await requestReset(email, ip);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
      email,
      expiresInMinutes: 15,
    });
    const code = await mailedResetCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const confirm = (payload: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { email, code, ...payload },
        headers: jar.headers(),
        remoteAddress: ip,
      });
    const weak = await confirm({ password: 'short', confirmPassword: 'short' });
    expect(weak.json()).toMatchObject({
      statusCode: 400,
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    const mismatch = await confirm({
      password: 'new pass phrase 9',
      confirmPassword: 'other pass phrase 9',
    });
    expect(mismatch.json()).toMatchObject({ statusCode: 400, field: 'confirmPassword' });
    const wrong = await confirm({
      code: code === '111111' ? '222222' : '111111',
      password: 'new pass phrase 9',
      confirmPassword: 'new pass phrase 9',
    });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CODE', field: 'code' });

    const done = jar.store(
      await confirm({ password: 'new pass phrase 9', confirmPassword: 'new pass phrase 9' }),
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password was changed. Log in with your new password.',
    });
    // Both browsers are logged out, on the server too.
    expect((await app.inject({ url: '/api/me', headers: jar.headers() })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me', headers: other.headers() })).statusCode).toBe(401);
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'new pass phrase 9' },
      remoteAddress: nextIp(),
    });
    expect(fresh.statusCode).toBe(200);
    // The code worked once.
    expect(
      (
        await confirm({ password: 'third pass phrase 9', confirmPassword: 'third pass phrase 9' })
      ).json(),
    ).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('writes the reset e-mail in Spanish when the request asks for Spanish', async () => {
    const { email } = await loggedInAccount(app, uniqueEmail('reset-es'));
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      headers: { 'accept-language': 'es' },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(200);
    const isReset = (m: (typeof smtp.received)[number]) =>
      m.to.includes(email) && m.subject.startsWith('Tu código para restablecer');
    await smtp.waitFor((all) => all.some(isReset));
    const mail = smtp.received.find(isReset);
    expect(mail?.subject).toMatch(/^Tu código para restablecer la contraseña: \d{6}$/);
    expect(mail?.text).toContain('tu contraseña sigue igual');
  });
});
