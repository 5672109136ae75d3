// Passcode gate, signup (form → e-mail code → payment), login, logout and password reset. Passwords
// are argon2id hashes; verification codes are HMACs (keyed by COOKIE_SECRET: a leaked table alone
// cannot be brute-forced over the 900,000 codes). Nothing secret is ever logged. Login, signup,
// verify, reset and the passcode are limited to 10 requests per minute per IP, a code dies after 5
// wrong tries, and 5 wrong passwords for one account from one IP lock that pair out for 15 minutes.
// Signup and reset answer the same (status, body shape, timing) whether or not the address has an
// account, and a signup never changes the credentials of an account that already exists.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import argon2 from 'argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authAttemptsRepository,
  sessionsRepository,
  usersRepository,
  verificationCodesRepository,
} from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import {
  checkPasscode,
  grantGate,
  passedGate,
  refuseIfBlocked,
} from '../../plugins/passcode-gate.plugin.js';
import { endSession, startSession, type User } from '../../plugins/session.plugin.js';
import { passwordProblem } from '@pick3/contract/field-rules';
import { checkEmail, checkField, checkNewPassword, checkSignup } from '../../lib/field-checks.js';
import {
  LoginSchema,
  LogoutSchema,
  PasscodeSchema,
  PasscodeStatusSchema,
  ResetConfirmSchema,
  ResetRequestSchema,
  SignupSchema,
  VerifySchema,
  type PublicUser,
} from '@pick3/contract';
import { claimCodeSend, requireDelivery, sendInBackground } from './code-sends.js';

export const CODE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_BLOCK_MS = 15 * 60_000;
/** Signed cookie naming the verified account whose signup waits for its payment. */
export const SIGNUP_COOKIE = 'signup';
/**
 * Signed cookie naming the account this browser created (and chose the password of). Verifying from
 * another browser keeps no password: whoever signed up first with someone else's address must not
 * get a password into the account its owner then verifies.
 */
export const SIGNUP_START_COOKIE = 'signup-start';
const SIGNUP_START_DAYS = 7;
/** verification_codes key of a password reset (signup codes use the bare address). */
const resetKey = (email: string) => `reset:${email}`;

/** 10 per minute per IP, counted per route. */
export function authRateLimit(name: string) {
  return {
    max: 10,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
  };
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
export async function pendingSignupUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<User | null> {
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

function signupCodeMail(email: string, code: string) {
  return {
    to: email,
    subject: `Your verification code: ${code}`,
    text: `Your Pick 3 Analyzer verification code is ${code}. It expires in ${CODE_MINUTES} minutes.\n\nIf you did not sign up, ignore this message.`,
  };
}

/** To the owner of an address that already has an account: no code, only what to do. */
function accountExistsMail(email: string) {
  return {
    to: email,
    subject: 'Sign-up attempt with your e-mail address',
    text:
      'Someone (maybe you) tried to sign up to Pick 3 Analyzer with this e-mail address, which already has an account.\n\n' +
      'To get in, log in, or use "Forgot passcode?" on the login page to set a new password. If it was not you, ignore this message.',
  };
}

function resetCodeMail(email: string, code: string) {
  return {
    to: email,
    subject: `Your password reset code: ${code}`,
    text:
      `Your Pick 3 Analyzer password reset code is ${code}. It expires in ${CODE_MINUTES} minutes.\n\n` +
      'If you did not ask to reset your password, ignore this message: your password stays as it is.',
  };
}

/** A hash no password matches: an account whose password must be set again with a reset. */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

function invalidCode(): HttpError {
  return new HttpError(400, 'INVALID_CODE', 'Please enter the correct verification code.', {
    field: 'code',
  });
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/passcode/status', { schema: PasscodeStatusSchema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      required: app.passcodeGate.enabled,
      passed: !app.passcodeGate.enabled || passedGate(request),
    };
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

  app.post(
    '/api/auth/signup',
    { schema: SignupSchema, config: { rateLimit: authRateLimit('signup') } },
    async (request, reply) => {
      const { fullName, email, state, zipCode } = checkSignup(request.body);
      requireDelivery(app, 'email');
      // Hashed whatever happens next, so every answer takes the same time.
      const passwordHash = await hashPassword(request.body.password);
      await claimCodeSend(app, { channel: 'email', purpose: 'signup', destination: email });
      const existing = await usersRepository.findByEmail(app.db, email);
      // A new address gets its account. An existing one keeps its credentials whatever this request
      // says: a pending signup only gets a fresh code, a registered account only a notice.
      const created =
        existing === undefined
          ? await usersRepository.create(app.db, { fullName, email, passwordHash, state, zipCode })
          : undefined;
      if (created !== undefined) {
        reply.setCookie(SIGNUP_START_COOKIE, created.id, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
          path: '/',
          maxAge: SIGNUP_START_DAYS * 86_400,
        });
      }
      const account = created ?? existing ?? (await usersRepository.findByEmail(app.db, email));
      const pending =
        account !== undefined && !account.emailVerified && account.subscriptionStatus === 'none';
      const code = newVerificationCode();
      if (pending) {
        await verificationCodesRepository.create(app.db, {
          email,
          codeHash: hashCode(app, code),
          expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
        });
      }
      if (app.mailer.mode === 'smtp') {
        sendInBackground(request, 'signup', () =>
          app.mailer.send(pending ? signupCodeMail(email, code) : accountExistsMail(email)),
        );
      }
      reply.code(201);
      if (!app.config.demo) {
        return {
          message: 'Verification code sent to your email',
          email,
          verification: 'email' as const,
          expiresInMinutes: CODE_MINUTES,
        };
      }
      // Demo mode shows the code (a registered address gets one that verifies nothing).
      return {
        message: 'Demo mode: the verification code is shown here instead of being e-mailed',
        email,
        verification: 'demo' as const,
        demoCode: code,
        expiresInMinutes: CODE_MINUTES,
      };
    },
  );

  app.post(
    '/api/auth/verify',
    { schema: VerifySchema, config: { rateLimit: authRateLimit('verify') } },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      const code = request.body.code.trim();
      const outcome = /^\d{6}$/.test(code)
        ? await verificationCodesRepository.consume(app.db, {
            email,
            codeHash: hashCode(app, code),
            maxAttempts: MAX_CODE_ATTEMPTS,
          })
        : 'invalid';
      if (outcome === 'expired') {
        throw new HttpError(
          400,
          'CODE_EXPIRED',
          'The verification code has expired. Sign up again to get a new one.',
          { field: 'code' },
        );
      }
      if (outcome === 'too_many_attempts') {
        throw new HttpError(
          429,
          'TOO_MANY_ATTEMPTS',
          'Too many wrong codes. Sign up again to get a new one.',
          { field: 'code' },
        );
      }
      if (outcome !== 'ok') throw invalidCode();
      // A signup code only ever verifies a pending signup, never an account that is already verified.
      const user = await usersRepository.findByEmail(app.db, email);
      if (user === undefined || user.emailVerified) throw invalidCode();
      const started = request.cookies[SIGNUP_START_COOKIE];
      const unsigned = started === undefined ? undefined : request.unsignCookie(started);
      const startedHere = unsigned?.valid === true && unsigned.value === user.id;
      await usersRepository.update(app.db, user.id, {
        emailVerified: true,
        ...(!startedHere && { passwordHash: await unusablePasswordHash() }),
      });
      reply.clearCookie(SIGNUP_START_COOKIE, { path: '/' });
      reply.setCookie(SIGNUP_COOKIE, user.id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        path: '/',
        maxAge: 3600,
      });
      return {
        verified: true as const,
        email,
        next: 'payment' as const,
        passwordKept: startedHere,
        message: 'Please complete your subscription to finish signup.',
      };
    },
  );

  app.post(
    '/api/auth/login',
    { schema: LoginSchema, config: { rateLimit: authRateLimit('login') } },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      const { password } = request.body;
      checkField('password', passwordProblem(password));
      const key = loginKey(email, request.ip);
      refuseIfBlocked(reply, (await authAttemptsRepository.get(app.db, key))?.blockedUntil);

      const user = await usersRepository.findByEmail(app.db, email);
      dummyHash ??= hashPassword('not-a-real-password-0');
      const ok = await argon2
        .verify(user?.passwordHash ?? (await dummyHash), password)
        .catch(() => false);
      if (user === undefined || !ok) {
        await authAttemptsRepository.recordFailure(app.db, key, {
          max: MAX_LOGIN_FAILURES,
          blockMs: LOGIN_BLOCK_MS,
        });
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      }
      await authAttemptsRepository.reset(app.db, key);
      if (!user.emailVerified) {
        throw new HttpError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email first: sign up again to get a new code',
        );
      }
      const token = await startSession(app, reply, user.id);
      return { token, user: toPublicUser(user), message: 'Logged in successfully!' };
    },
  );

  app.post('/api/auth/logout', { schema: LogoutSchema }, async (request, reply) => {
    await endSession(app, request, reply);
    clearSignup(reply);
    return { message: 'Logged out' };
  });

  // Password reset, what the login page's "Forgot passcode?" offers: an e-mailed code, then the code
  // with a new password. The request answers the same for any address; only an account gets mail.
  app.post(
    '/api/auth/password-reset/request',
    { schema: ResetRequestSchema, config: { rateLimit: authRateLimit('reset-request') } },
    async (request) => {
      const email = checkEmail(request.body.email);
      requireDelivery(app, 'email');
      await claimCodeSend(app, { channel: 'email', purpose: 'reset', destination: email });
      const user = await usersRepository.findByEmail(app.db, email);
      // Stored for any address, so the work done (and its timing) does not depend on the account.
      const code = newVerificationCode();
      await verificationCodesRepository.create(app.db, {
        email: resetKey(email),
        codeHash: hashCode(app, code),
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      });
      if (user !== undefined && app.mailer.mode === 'smtp')
        sendInBackground(request, 'password reset', () =>
          app.mailer.send(resetCodeMail(email, code)),
        );
      const answer = {
        message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
        email,
        expiresInMinutes: CODE_MINUTES,
      };
      return app.config.demo ? { ...answer, demoCode: code } : answer;
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    { schema: ResetConfirmSchema, config: { rateLimit: authRateLimit('reset-confirm') } },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      checkNewPassword(request.body.password, request.body.confirmPassword, email);
      const code = request.body.code.trim();
      const outcome = /^\d{6}$/.test(code)
        ? await verificationCodesRepository.consume(app.db, {
            email: resetKey(email),
            codeHash: hashCode(app, code),
            maxAttempts: MAX_CODE_ATTEMPTS,
          })
        : 'invalid';
      if (outcome === 'expired')
        throw new HttpError(400, 'CODE_EXPIRED', 'The reset code has expired. Ask for a new one.', {
          field: 'code',
        });
      if (outcome === 'too_many_attempts') {
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Ask for a new one.', {
          field: 'code',
        });
      }
      if (outcome !== 'ok') throw invalidCode();
      const user = await usersRepository.findByEmail(app.db, email);
      if (user === undefined) throw invalidCode();
      // The code proves the address: the account counts as verified from now on.
      await usersRepository.update(app.db, user.id, {
        passwordHash: await hashPassword(request.body.password),
        emailVerified: true,
      });
      // Every session ends, including any a thief of the old password had; this browser logs in again.
      await sessionsRepository.deleteAllForUser(app.db, user.id);
      await authAttemptsRepository.reset(app.db, loginKey(email, request.ip));
      await endSession(app, request, reply);
      return { message: 'Your password was changed. Log in with your new password.' };
    },
  );
};

export default authRoutes;
