import { Writable } from 'node:stream';
import { authAttemptsRepository, passcodesRepository, usersRepository, verificationCodesRepository } from '@pick3/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { hashPasscode } from '../../plugins/passcode-gate.plugin.js';
import { describeWithDatabase, newBrowser, nextIp, signupBody, STRONG_PASSWORD, uniqueEmail } from '../../testing/accounts.js';
import { CookieJar } from '../../testing/cookie-jar.js';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp.server.js';
import { buildTestApp } from '../../testing/test-app.js';
import { hashCode } from './auth.routes.js';

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
    const status = jar.store(await app.inject({ url: '/api/auth/passcode/status', remoteAddress: ip }));
    expect(status.json()).toEqual({ required: true, passed: false });

    const blocked = await app.inject({ url: '/api/states', headers: jar.headers(), remoteAddress: ip });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ code: 'PASSCODE_REQUIRED' });
    expect((await app.inject({ method: 'POST', url: '/paypal/order', payload: { kind: 'cart' }, remoteAddress: ip })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);

    const wrong = await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: 'nope' }, remoteAddress: ip });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSCODE', message: 'Invalid passcode' });

    const right = jar.store(
      await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: PASSCODE }, headers: jar.headers(), remoteAddress: ip }),
    );
    expect(right.statusCode).toBe(200);
    const gate = right.cookies.find((c) => c.name === 'gate');
    expect(gate).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(gate?.maxAge).toBeUndefined(); // a browser-session cookie

    expect((await app.inject({ url: '/api/states', headers: jar.headers(), remoteAddress: ip })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/passcode/status', headers: jar.headers(), remoteAddress: ip })).json()).toEqual({
      required: true,
      passed: true,
    });
    // The wrong try before the success is forgotten.
    expect(await authAttemptsRepository.get(database().db, ip)).toBeUndefined();

    // A forged gate cookie (unsigned) does not pass.
    const forged = await app.inject({ url: '/api/states', headers: { cookie: 'gate=ok:1' }, remoteAddress: ip });
    expect(forged.statusCode).toBe(401);
  });

  it('stores passcodes only as hashes, with their usage', async () => {
    const stored = await passcodesRepository.list(database().db);
    expect(stored.map((p) => p.codeHash)).toContain(hashPasscode(PASSCODE));
    for (const p of stored) {
      expect(p.code).toBeNull();
      expect(p.codeHash).not.toContain(PASSCODE);
    }
    await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: 'second-code-99' }, remoteAddress: '198.51.100.77' });
    const used = (await passcodesRepository.list(database().db)).find((p) => p.codeHash === hashPasscode('second-code-99'));
    expect(used).toMatchObject({ usageCount: 1, assignedIp: '198.51.100.77' });
    expect(used?.firstUsedAt).toBeInstanceOf(Date);
  });

  it('locks an IP out for 15 minutes after 5 wrong passcodes, even for the right one', async () => {
    const ip = '203.0.113.9';
    for (let i = 1; i <= 5; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: `guess-${i}` }, remoteAddress: ip });
      expect(response.statusCode).toBe(401);
    }
    const locked = await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: PASSCODE }, remoteAddress: ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'LOCKED_OUT', message: 'Too many failed attempts. Try again in 15 minutes.' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const attempt = await authAttemptsRepository.get(database().db, ip);
    expect(attempt?.attemptCount).toBe(5);
    expect(attempt?.blockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Another IP is not affected.
    const other = await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: PASSCODE }, remoteAddress: '203.0.113.10' });
    expect(other.statusCode).toBe(200);
  });
});

describeWithDatabase('passcode gate switch', (database) => {
  it('is off without passcodes, on when one is stored, and off when PASSCODE_GATE=off', async () => {
    const open = await buildTestApp(database());
    expect((await open.inject('/api/auth/passcode/status')).json()).toEqual({ required: false, passed: true });
    expect((await open.inject('/api/states')).statusCode).toBe(200);
    await open.close();

    // A passcode added with the CLI turns the gate on at the next start.
    await passcodesRepository.upsertHash(database().db, { codeHash: hashPasscode('cli-added-code'), isActive: true });
    const gated = await buildTestApp(database());
    expect((await gated.inject('/api/states')).statusCode).toBe(401);
    await gated.close();

    const forcedOff = await buildTestApp(database(), { PASSCODE_GATE: 'off', PICK3_PASSCODES: 'whatever-code' });
    expect((await forcedOff.inject('/api/states')).statusCode).toBe(200);
    await forcedOff.close();
  });
});

describeWithDatabase('signup, verification and login', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app.close());

  it.each([
    [{ fullName: '  ' }, 'fullName', 'Full name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'short1', confirmPassword: 'short1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'password123', confirmPassword: 'password123' }, 'password', 'Password is too common; choose a less guessable one'],
    [{ confirmPassword: 'something else 1' }, 'confirmPassword', "Passwords don't match"],
    [{ state: '' }, 'state', 'State is required'],
    [{ state: 'GEO' }, 'state', 'State must be 2 characters'],
    [{ zipCode: '3030' }, 'zipCode', 'Zip code must be at least 5 digits'],
    [{ zipCode: '30301-12345' }, 'zipCode', 'Zip code too long'],
  ])('refuses %j with the spec message', async (override, field, message) => {
    const ip = nextIp();
    const email = uniqueEmail('invalid');
    const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email, override), remoteAddress: ip });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message, field });
    expect(await usersRepository.findByEmail(database().db, email)).toBeUndefined();
  });

  it('signs up with a demo code when no mail server is configured, verifies it, and refuses a duplicate e-mail', async () => {
    const ip = nextIp();
    const email = uniqueEmail();
    const jar = await newBrowser(app);
    const signup = jar.store(await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), headers: jar.headers(), remoteAddress: ip }));
    expect(signup.statusCode).toBe(201);
    const body = signup.json();
    expect(body).toMatchObject({ email, verification: 'demo', expiresInMinutes: 15 });
    expect(body.demoCode).toMatch(/^[1-9]\d{5}$/);

    const user = await usersRepository.findByEmail(database().db, email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.emailVerified).toBe(false);

    const wrongCode = String(((Number(body.demoCode) - 100_000 + 1) % 900_000) + 100_000);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: wrongCode }, remoteAddress: ip });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Please enter the correct verification code.' });

    // Logging in before verification is refused.
    const early = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD }, remoteAddress: ip });
    expect(early.statusCode).toBe(403);

    const verified = jar.store(
      await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: body.demoCode }, headers: jar.headers(), remoteAddress: ip }),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, next: 'payment' });
    expect(jar.cookies.has('signup')).toBe(true);
    expect((await usersRepository.findByEmail(database().db, email))?.emailVerified).toBe(true);

    // A code works once.
    const again = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: body.demoCode }, remoteAddress: ip });
    expect(again.statusCode).toBe(400);

    const duplicate = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email.toUpperCase()), remoteAddress: ip });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('refuses an expired code and kills a code after 5 wrong tries', async () => {
    const ip = nextIp();
    const db = database().db;
    const expiredEmail = uniqueEmail('expired');
    await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(expiredEmail), remoteAddress: ip });
    await verificationCodesRepository.create(db, { email: expiredEmail, codeHash: hashCode(app, '123456'), expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email: expiredEmail, code: '123456' }, remoteAddress: ip });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'CODE_EXPIRED' });

    const email = uniqueEmail('guesser');
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), remoteAddress: ip });
    const code = signup.json<{ demoCode: string }>().demoCode;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i += 1) {
      expect((await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: wrong }, remoteAddress: ip })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: wrong }, remoteAddress: ip })).statusCode).toBe(429);
    const right = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, remoteAddress: ip });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('logs in with an httpOnly session cookie, serves /api/me, and logs out', async () => {
    const ip = nextIp();
    const email = uniqueEmail('login');
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), remoteAddress: ip });
    await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: signup.json<{ demoCode: string }>().demoCode }, remoteAddress: ip });

    const bad = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password 1' }, remoteAddress: ip });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: 'x' }, remoteAddress: ip });
    expect(unknown.statusCode).toBe(401);
    const empty = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: '' }, remoteAddress: ip });
    expect(empty.json()).toMatchObject({ statusCode: 400, field: 'password', message: 'Password is required' });

    const jar = new CookieJar();
    const login = jar.store(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD }, remoteAddress: ip }));
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.message).toBe('Logged in successfully!');
    expect(body.user).toMatchObject({ email, fullName: 'Dana Player', state: 'GA', zipCode: '30301', subscriptionStatus: 'none' });
    expect(body.user).not.toHaveProperty('passwordHash');
    const session = login.cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).not.toBe(body.token); // the JSON token is not the credential

    // The JSON token alone is worth nothing: the server trusts the cookie.
    expect((await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${body.token}` }, remoteAddress: ip })).statusCode).toBe(401);
    const me = await app.inject({ url: '/api/me', headers: jar.headers(), remoteAddress: ip });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);

    const oldCookies = jar.headers();
    const logout = jar.store(await app.inject({ method: 'POST', url: '/api/auth/logout', headers: jar.headers(), remoteAddress: ip }));
    expect(logout.json()).toEqual({ message: 'Logged out' });
    expect(jar.cookies.has('session')).toBe(false);
    // The old cookie is dead on the server too.
    expect((await app.inject({ url: '/api/me', headers: oldCookies, remoteAddress: ip })).statusCode).toBe(401);
  });

  it('sets the Secure flag on the session cookie behind a TLS proxy', async () => {
    const ip = nextIp();
    const proxied = await buildTestApp(database(), { TRUST_PROXY: 'true' });
    const email = uniqueEmail('tls');
    const signup = await proxied.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), remoteAddress: ip });
    await proxied.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: signup.json<{ demoCode: string }>().demoCode }, remoteAddress: ip });
    const login = await proxied.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: ip,
    });
    expect(login.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
    await proxied.close();
  });

  it('locks one account out from one IP after 5 wrong passwords', async () => {
    const ip = nextIp();
    const email = uniqueEmail('lockout');
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), remoteAddress: ip });
    await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: signup.json<{ demoCode: string }>().demoCode }, remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `wrong-${i}-password` }, remoteAddress: ip });
      expect(response.statusCode).toBe(401);
    }
    const locked = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD }, remoteAddress: ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Try again in 15 minutes/);
    expect(locked.headers['retry-after']).toBeDefined();
    const elsewhere = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD }, remoteAddress: nextIp() });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describeWithDatabase('auth rate limit', (database) => {
  it('allows 10 logins a minute per IP, then answers 429', async () => {
    const app = await buildTestApp(database());
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: `p${i}` }, remoteAddress: ip });
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
    app = await buildTestApp(database(), { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Pick 3 <alerts@pick3.test>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('e-mails the code instead of returning it', async () => {
    const ip = nextIp();
    const email = uniqueEmail('mail');
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), remoteAddress: ip });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({ verification: 'email' });
    expect(signup.json()).not.toHaveProperty('demoCode');
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('alerts@pick3.test');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const verify = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, remoteAddress: ip });
    expect(verify.statusCode).toBe(200);
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
    const app = await buildTestApp(database(), { LOG_LEVEL: 'trace', PICK3_PASSCODES: passcode }, { logStream: stream });
    const jar = new CookieJar();
    const email = uniqueEmail('logs');
    const password = 'Secret-Pass-Phrase-913';

    jar.store(await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode: 'wrong-trace-pass' }, remoteAddress: ip }));
    jar.store(await app.inject({ method: 'POST', url: '/api/auth/passcode', payload: { passcode }, remoteAddress: ip }));
    const signup = jar.store(
      await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email, { password, confirmPassword: password, remoteAddress: ip }), headers: jar.headers() }),
    );
    const code = signup.json<{ demoCode: string }>().demoCode;
    jar.store(await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, headers: jar.headers(), remoteAddress: ip }));
    const login = jar.store(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: jar.headers(), remoteAddress: ip }));
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `${password}-wrong` }, headers: jar.headers(), remoteAddress: ip });
    await app.inject({ url: '/api/me', headers: jar.headers({ authorization: 'Bearer secret-bearer-value-1', remoteAddress: ip }) });
    await app.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // trace really logged the requests
    expect(log).toContain('/api/auth/login');
    const sessionCookie = login.cookies.find((c) => c.name === 'session')?.value ?? '';
    const secrets = [password, passcode, 'wrong-trace-pass', code, sessionCookie, login.json<{ token: string }>().token, 'secret-bearer-value-1'];
    for (const gateCookie of [jar.cookies.get('gate'), jar.cookies.get('visitor')]) if (gateCookie) secrets.push(gateCookie);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
  });
});
