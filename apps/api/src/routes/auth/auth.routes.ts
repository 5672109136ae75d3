// Passcode gate, signup (form → e-mail code → payment), login and logout. Passwords are argon2id
// hashes; verification codes are HMACs (keyed by COOKIE_SECRET: a leaked table alone cannot be
// brute-forced over the 900,000 codes). Nothing secret is ever logged. Login, signup, verify and the
// passcode are limited to 10 requests per minute per IP, and 5 wrong passwords for one account from
// one IP lock that pair out for 15 minutes.
import { createHash, createHmac, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import argon2 from 'argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authAttemptsRepository, usersRepository, verificationCodesRepository } from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import { checkPasscode, grantGate, passedGate, refuseIfBlocked } from '../../plugins/passcode-gate.plugin.js';
import { endSession, startSession, type User } from '../../plugins/session.plugin.js';
import { checkEmail, checkSignup } from './account-rules.js';
import { LoginSchema, LogoutSchema, PasscodeSchema, PasscodeStatusSchema, SignupSchema, VerifySchema, type PublicUser } from './auth.schemas.js';

export const CODE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_BLOCK_MS = 15 * 60_000;
/** Signed cookie naming the verified account whose signup waits for its payment. */
export const SIGNUP_COOKIE = 'signup';

/** 10 per minute per IP, counted per route. */
export function authRateLimit(name: string) {
  return { max: 10, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}` };
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    state: user.state,
    zipCode: user.zipCode,
    phone: user.phone,
    emailAlertsEnabled: user.emailAlertsEnabled === 'true',
    smsAlertsEnabled: user.smsAlertsEnabled === 'true',
    emailVerified: user.emailVerified,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    nextBilling: user.nextBilling?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A fresh 6-digit code, 100000–999999 (spec §9). */
export function newVerificationCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

export function hashCode(app: FastifyInstance, code: string): string {
  return createHmac('sha256', app.config.cookie.secret).update(code.trim()).digest('hex');
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
export async function pendingSignupUser(app: FastifyInstance, request: FastifyRequest): Promise<User | null> {
  const raw = request.cookies[SIGNUP_COOKIE];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const user = await usersRepository.findById(app.db, unsigned.value);
  return user !== undefined && user.emailVerified ? user : null;
}

export function clearSignup(reply: FastifyReply): void {
  reply.clearCookie(SIGNUP_COOKIE, { path: '/' });
}

async function sendCode(app: FastifyInstance, email: string, code: string) {
  return app.mailer.send({
    to: email,
    subject: `Your verification code: ${code}`,
    text: `Your Pick 3 Analyzer verification code is ${code}. It expires in ${CODE_MINUTES} minutes.\n\nIf you did not sign up, ignore this message.`,
  });
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/passcode/status', { schema: PasscodeStatusSchema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { required: app.passcodeGate.enabled, passed: !app.passcodeGate.enabled || passedGate(request) };
  });

  app.post(
    '/api/auth/passcode',
    { schema: PasscodeSchema, config: { rateLimit: authRateLimit('passcode') } },
    async (request, reply) => {
      const passcodeId = await checkPasscode(app, reply, request.body.passcode, request.ip);
      grantGate(reply, passcodeId);
      return { ok: true as const, message: 'Welcome to the application' };
    },
  );

  app.post('/api/auth/signup', { schema: SignupSchema, config: { rateLimit: authRateLimit('signup') } }, async (request, reply) => {
    const { fullName, email, state, zipCode } = checkSignup(request.body);
    const passwordHash = await hashPassword(request.body.password);
    const existing = await usersRepository.findByEmail(app.db, email);
    if (existing !== undefined && (existing.emailVerified || existing.subscriptionStatus !== 'none')) {
      throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists', { field: 'email' });
    }
    // An abandoned signup (never verified, never paid) is replaced by the new one.
    const user =
      existing !== undefined
        ? await usersRepository.update(app.db, existing.id, { fullName, passwordHash, state, zipCode })
        : await usersRepository.create(app.db, { fullName, email, passwordHash, state, zipCode });
    if (user === undefined) {
      throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists', { field: 'email' });
    }

    const code = newVerificationCode();
    await verificationCodesRepository.create(app.db, {
      email,
      codeHash: hashCode(app, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
    const sent = await sendCode(app, email, code);
    reply.code(201);
    if (sent.status === 'sent') {
      return { message: 'Verification code sent to your email', email, verification: 'email' as const, expiresInMinutes: CODE_MINUTES };
    }
    return {
      message: 'Demo mode: no e-mail server is configured, so the code is shown here instead of being sent',
      email,
      verification: 'demo' as const,
      demoCode: code,
      expiresInMinutes: CODE_MINUTES,
    };
  });

  app.post('/api/auth/verify', { schema: VerifySchema, config: { rateLimit: authRateLimit('verify') } }, async (request, reply) => {
    const email = checkEmail(request.body.email);
    const code = request.body.code.trim();
    const outcome = /^\d{6}$/.test(code)
      ? await verificationCodesRepository.consume(app.db, { email, codeHash: hashCode(app, code), maxAttempts: MAX_CODE_ATTEMPTS })
      : 'invalid';
    if (outcome === 'expired') {
      throw new HttpError(400, 'CODE_EXPIRED', 'The verification code has expired. Sign up again to get a new one.', { field: 'code' });
    }
    if (outcome === 'too_many_attempts') {
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Sign up again to get a new one.', { field: 'code' });
    }
    if (outcome !== 'ok') {
      throw new HttpError(400, 'INVALID_CODE', 'Please enter the correct verification code.', { field: 'code' });
    }
    const user = await usersRepository.findByEmail(app.db, email);
    if (user === undefined) throw new HttpError(400, 'INVALID_CODE', 'Please enter the correct verification code.', { field: 'code' });
    await usersRepository.update(app.db, user.id, { emailVerified: true });
    reply.setCookie(SIGNUP_COOKIE, user.id, { signed: true, httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: 3600 });
    return { verified: true as const, email, next: 'payment' as const, message: 'Please complete your subscription to finish signup.' };
  });

  app.post('/api/auth/login', { schema: LoginSchema, config: { rateLimit: authRateLimit('login') } }, async (request, reply) => {
    const email = checkEmail(request.body.email);
    const { password } = request.body;
    if (password === '') throw new HttpError(400, 'VALIDATION_ERROR', 'Password is required', { field: 'password' });
    const key = loginKey(email, request.ip);
    refuseIfBlocked(reply, (await authAttemptsRepository.get(app.db, key))?.blockedUntil);

    const user = await usersRepository.findByEmail(app.db, email);
    dummyHash ??= hashPassword('not-a-real-password-0');
    const ok = await argon2.verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
    if (user === undefined || !ok) {
      await authAttemptsRepository.recordFailure(app.db, key, { max: MAX_LOGIN_FAILURES, blockMs: LOGIN_BLOCK_MS });
      throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await authAttemptsRepository.reset(app.db, key);
    if (!user.emailVerified) {
      throw new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email first: sign up again to get a new code');
    }
    const token = await startSession(app, reply, user.id);
    return { token, user: toPublicUser(user), message: 'Logged in successfully!' };
  });

  app.post('/api/auth/logout', { schema: LogoutSchema }, async (request, reply) => {
    await endSession(app, request, reply);
    clearSignup(reply);
    return { message: 'Logged out' };
  });
};

export default authRoutes;
