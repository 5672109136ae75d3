// Account pieces shared by the auth, me, payments and alert flows: the public shape of a user,
// argon2id password hashes, the pending-signup cookie, the code mails (codes themselves:
// verification-codes.service.ts), and logging in with the lockout of 5 wrong passwords per account
// and IP.
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { authAttemptsRepository, usersRepository } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';
import type { PublicUser } from '@pick3/contract';
import { refuseIfBlocked } from './passcode-gate.service.js';
import { message, type Language } from '../messages/index.js';
import type { ServiceDeps } from './deps.js';
import type { Owner } from './owner.js';
import type { User } from './session.service.js';
import { CODE_MINUTES } from './verification-codes.service.js';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_BLOCK_MS = 15 * 60_000;
/** Signed cookie naming the verified account whose signup waits for its payment. */
export const SIGNUP_COOKIE = 'signup';
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    state: user.state,
    zipCode: user.zipCode,
    phone: user.phone,
    emailAlertsEnabled: user.emailAlertsEnabled,
    smsAlertsEnabled: user.smsAlertsEnabled,
    emailVerified: user.emailVerified,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    nextBilling: user.nextBilling?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** auth_attempts key of one account from one IP; 45 characters, the column's limit. */
function loginKey(email: string, ip: string): string {
  return `l:${createHash('sha256').update(`${email}|${ip}`).digest('base64url')}`;
}

// Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** The verified account of the signup cookie, if it still waits for its payment. */
export async function pendingSignupUser(
  deps: Pick<ServiceDeps, 'db'>,
  owner: Pick<Owner, 'signupUserId'>,
): Promise<User | null> {
  if (owner.signupUserId === null) return null;
  const user = await usersRepository.findById(deps.db, owner.signupUserId);
  return user !== undefined && user.emailVerified ? user : null;
}

export function signupCodeMail(email: string, code: string, language: Language) {
  return {
    to: email,
    subject: message(language, 'signupCode.subject', { code }),
    text: message(language, 'signupCode.text', { code, minutes: CODE_MINUTES }),
  };
}

/** To the owner of an address that already has an account: no code, only what to do. */
export function accountExistsMail(email: string, language: Language) {
  return {
    to: email,
    subject: message(language, 'accountExists.subject'),
    text: message(language, 'accountExists.text'),
  };
}

export function resetCodeMail(email: string, code: string, language: Language) {
  return {
    to: email,
    subject: message(language, 'resetCode.subject', { code }),
    text: message(language, 'resetCode.text', { code, minutes: CODE_MINUTES }),
  };
}

/** A hash no password matches: an account whose password must be set again with a reset. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Logs in with an e-mail and password from `ip`: 5 wrong passwords for one account from one IP lock
 * that pair out for 15 minutes (429 with Retry-After), and an unknown address takes as long as a
 * wrong password. Returns the user; the caller starts the session.
 * @throws HttpError 429 LOCKED_OUT, 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED.
 */
export async function logIn(
  deps: Pick<ServiceDeps, 'db'>,
  credentials: { email: string; password: string; ip: string },
): Promise<User> {
  const { email, password, ip } = credentials;
  const key = loginKey(email, ip);
  // Counted before the password is checked (one statement): parallel tries never check more than
  // the limit; a success forgets the count below.
  const claim = await authAttemptsRepository.claimAttempt(deps.db, key, {
    max: MAX_LOGIN_FAILURES,
    blockMs: LOGIN_BLOCK_MS,
  });
  if (!claim.allowed) refuseIfBlocked(claim.blockedUntil);
  const user = await usersRepository.findByEmail(deps.db, email);
  dummyHash ??= hashPassword('not-a-real-password-0');
  const ok = await argon2
    .verify(user?.passwordHash ?? (await dummyHash), password)
    .catch(() => false);
  if (user === undefined || !ok) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  }
  await authAttemptsRepository.reset(deps.db, key);
  if (!user.emailVerified) {
    throw new HttpError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first: sign up again to get a new code',
    );
  }
  return user;
}

/** Forgets the failed logins of an account from an IP (after its password was reset). */
export async function forgetLoginFailures(
  deps: Pick<ServiceDeps, 'db'>,
  email: string,
  ip: string,
): Promise<void> {
  await authAttemptsRepository.reset(deps.db, loginKey(email, ip));
}
