// Shared steps of the account, payment and alert route tests: a database per test file on every
// driver, and the signup → verify flow as a browser runs it (cookies kept in a CookieJar).
import { openTestDb, testDrivers, type TestDatabase } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { App } from '../app.js';
import { CookieJar } from './cookie-jar.js';

/** One database per driver for a whole describe block (tests keep apart by their own e-mails and visitors). */
export function describeWithDatabase(name: string, fn: (database: () => TestDatabase) => void): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await openTestDb({ driver });
      });
      afterAll(async () => {
        await database?.close();
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

/** Signup in demo mode (no SMTP) and verification with the demo code; the jar then holds the signup cookie. */
export async function signupAndVerify(app: App, jar: CookieJar, email: string, ip = nextIp()): Promise<void> {
  const signup = jar.store(
    await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email), headers: jar.headers(), remoteAddress: ip }),
  );
  expect(signup.statusCode).toBe(201);
  const code = signup.json<{ demoCode: string }>().demoCode;
  const verify = jar.store(
    await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, headers: jar.headers(), remoteAddress: ip }),
  );
  expect(verify.statusCode).toBe(200);
}

/** A new browser: a jar that already holds its visitor cookie. */
export async function newBrowser(app: App): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.store(await app.inject({ method: 'GET', url: '/api/auth/passcode/status' }));
  return jar;
}
