// Passcode gate, signup (form → e-mail code → payment), login, logout and password reset. Passwords
// are argon2id hashes; verification codes are HMACs (keyed by COOKIE_SECRET: a leaked table alone
// cannot be brute-forced over the 900,000 codes). Nothing secret is ever logged. Login, signup,
// verify, reset and the passcode are limited to 10 requests per minute per IP, a code dies after 5
// wrong tries, and 5 wrong passwords for one account from one IP lock that pair out for 15 minutes.
// Signup and reset answer the same (status, body shape, timing) whether or not the address has an
// account, and a signup never changes the credentials of an account that already exists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionsRepository, usersRepository, verificationCodesRepository } from '@pick3/db';
import { authRateLimit } from '../../lib/auth-rate-limit.js';
import { HttpError } from '../../lib/http-error.js';
import {
  accountExistsMail,
  clearSignup,
  CODE_MINUTES,
  createdHere,
  forgetLoginFailures,
  hashCode,
  hashPassword,
  invalidCode,
  logIn,
  MAX_CODE_ATTEMPTS,
  newVerificationCode,
  resetCodeMail,
  resetKey,
  signupCodeMail,
  SIGNUP_COOKIE,
  toPublicUser,
  unusablePasswordHash,
  visitorDigest,
} from '../../services/auth.service.js';
import { languageOf } from '../../messages/index.js';
import { checkPasscode, grantGate, passedGate } from '../../services/passcode-gate.service.js';
import { endSession, startSession } from '../../services/session.service.js';
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
} from '@pick3/contract';
import { claimCodeSend, requireDelivery, sendInBackground } from './code-sends.js';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/auth/passcode/status', { schema: PasscodeStatusSchema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return {
      required: app.passcodeGate.enabled,
      passed: !app.passcodeGate.enabled || passedGate(request),
    };
  });

  app.post(
    '/auth/passcode',
    { schema: PasscodeSchema, config: { rateLimit: authRateLimit('passcode') } },
    async (request, reply) => {
      const passcodeId = await checkPasscode(app, reply, request.body.passcode, request.ip);
      grantGate(reply, passcodeId);
      return { ok: true as const, message: 'Welcome to the application' };
    },
  );

  app.post(
    '/auth/signup',
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
          ? await usersRepository.create(app.db, {
              fullName,
              email,
              passwordHash,
              state,
              zipCode,
              createdByVisitor: visitorDigest(request),
            })
          : undefined;
      // No cookie tells this browser apart: the account keeps which visitor created it, so the
      // answer (cookies included) is the same for a new and an existing address.
      const account = created ?? existing ?? (await usersRepository.findByEmail(app.db, email));
      const pending =
        account !== undefined && !account.emailVerified && account.subscriptionStatus === 'none';
      // Demo mode shows the code only to the browser that created the account; anyone else gets one
      // that verifies nothing (as for a registered address), and the account's code stays as it was
      // unless it goes out by mail.
      const shownHere = app.config.demo && account !== undefined && createdHere(request, account);
      const code = newVerificationCode();
      if (pending && (shownHere || app.mailer.mode === 'smtp')) {
        await verificationCodesRepository.create(app.db, {
          email,
          codeHash: hashCode(app, code),
          expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
        });
      }
      if (app.mailer.mode === 'smtp') {
        sendInBackground(request, 'signup', () =>
          app.mailer.send(
            pending
              ? signupCodeMail(email, code, languageOf(request.headers['accept-language']))
              : accountExistsMail(email, languageOf(request.headers['accept-language'])),
          ),
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
      return {
        message: 'Demo mode: the verification code is shown here instead of being e-mailed',
        email,
        verification: 'demo' as const,
        demoCode: shownHere ? code : newVerificationCode(),
        expiresInMinutes: CODE_MINUTES,
      };
    },
  );

  app.post(
    '/auth/verify',
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
      // The password is kept only when the browser that created the account verifies it.
      const startedHere = createdHere(request, user);
      await usersRepository.update(app.db, user.id, {
        emailVerified: true,
        ...(!startedHere && { passwordHash: await unusablePasswordHash() }),
      });
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
        // Signup is finished here: login works from now on, and the subscription is optional.
        message: 'Your account is ready. Subscribe now, or later from your profile.',
      };
    },
  );

  app.post(
    '/auth/login',
    { schema: LoginSchema, config: { rateLimit: authRateLimit('login') } },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      const { password } = request.body;
      checkField('password', passwordProblem(password));
      const user = await logIn(app, reply, { email, password, ip: request.ip });
      const token = await startSession(app, reply, user.id);
      return { token, user: toPublicUser(user), message: 'Logged in successfully!' };
    },
  );

  app.post('/auth/logout', { schema: LogoutSchema }, async (request, reply) => {
    await endSession(app, request, reply);
    clearSignup(reply);
    return { message: 'Logged out' };
  });

  // Password reset, what the login page's "Forgot passcode?" offers: an e-mailed code, then the code
  // with a new password. The request answers the same for any address; only an account gets mail.
  app.post(
    '/auth/password-reset/request',
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
          app.mailer.send(
            resetCodeMail(email, code, languageOf(request.headers['accept-language'])),
          ),
        );
      const answer = {
        message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
        email,
        expiresInMinutes: CODE_MINUTES,
      };
      // Demo mode shows the code only to the browser that created the account: any other request (a
      // stranger's account, an unknown address, a client without the cookie) gets the real answer.
      const shownHere = app.config.demo && user !== undefined && createdHere(request, user);
      return shownHere ? { ...answer, demoCode: code } : answer;
    },
  );

  app.post(
    '/auth/password-reset/confirm',
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
      await forgetLoginFailures(app, email, request.ip);
      await endSession(app, request, reply);
      return { message: 'Your password was changed. Log in with your new password.' };
    },
  );
};

export default authRoutes;
