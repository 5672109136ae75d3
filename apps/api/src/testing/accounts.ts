// Shared steps of the account, payment and alert route tests: a database per describe block on every
// driver, and the signup → verify flow as a browser runs it (cookies kept in a CookieJar).
import { suiteDatabase, testDrivers, type TestDatabase } from '@pick3/db/testing';
import { verificationCodesRepository } from '@pick3/db';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { App } from '../app.js';
import { codeKeys, hashCode } from '../services/verification-codes.service.js';
import { injectAsIs } from './browser-inject.js';
import { CookieJar } from './cookie-jar.js';

/**
 * One database per driver for a whole describe block (tests keep apart by their own e-mails and
 * visitors): the process's shared database (suiteDatabase), emptied when the block starts.
 */
export function describeWithDatabase(
  name: string,
  fn: (database: () => TestDatabase) => void,
): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      const shared = suiteDatabase(driver);
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await shared.open();
      });
      afterAll(async () => {
        database = undefined;
        await shared.close();
      });
      fn(() => {
        if (database === undefined) throw new Error('database not open yet');
        return database;
      });
    });
  }
}

let counter = 0;
let ipCounter = 0;
/**
 * A fresh client IP per call: login, signup and verify are limited to 10 a minute per IP, so each
 * test speaks from its own address (as separate people would).
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter}`;
}

/** A fresh e-mail per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

export const STRONG_PASSWORD = 'correct horse 42';

export function signupBody(email: string, overrides: Record<string, string> = {}) {
  return {
    fullName: 'Dana Player',
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    state: 'GA',
    zipCode: '30301',
    ...overrides,
  };
}

/**
 * Signup and verification; the jar then holds the signup cookie. In demo mode the code is the one
 * shown; otherwise (the code went to a mail server the test does not read) the test stores a fresh
 * code of its own for the address, which then is the one that counts.
 */
export async function signupAndVerify(
  app: App,
  jar: CookieJar,
  email: string,
  ip = nextIp(),
): Promise<void> {
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
  let code = signup.json<{ demoCode?: string }>().demoCode;
  if (code === undefined) {
    code = '246810';
    await verificationCodesRepository.create(app.db, {
      key: codeKeys.signup(email),
      codeHash: hashCode(app, code),
      expiresAt: new Date(Date.now() + 60_000),
    });
  }
  const verify = jar.store(
    await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code },
      headers: jar.headers(),
      remoteAddress: ip,
    }),
  );
  expect(verify.statusCode).toBe(200);
}

/** A verified account logged in from a new browser (its jar holds the session cookie). */
export async function loggedInAccount(
  app: App,
  email = uniqueEmail('account'),
  ip = nextIp(),
): Promise<{ jar: CookieJar; email: string }> {
  const jar = await newBrowser(app);
  await signupAndVerify(app, jar, email, ip);
  const login = jar.store(
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
      headers: jar.headers(),
      remoteAddress: ip,
    }),
  );
  expect(login.statusCode).toBe(200);
  return { jar, email };
}

/** A new browser: a jar that already holds its visitor cookie. */
export async function newBrowser(app: App): Promise<CookieJar> {
  const jar = new CookieJar();
  // As sent: a new browser's first request carries no cookie (not even its address's test browser's).
  jar.store(await injectAsIs(app, { method: 'GET', url: '/api/auth/passcode/status' }));
  return jar;
}
