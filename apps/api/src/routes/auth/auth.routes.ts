// Passcode gate, signup, login, logout and password reset: each route parses, calls one service and
// answers (signup.service.ts, password-reset.service.ts, auth.service.ts, the passcode gate; codes:
// verification-codes.service.ts). Login, signup, verify, reset and the passcode are limited to 10
// requests per minute per IP, and nothing secret is ever logged.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordProblem } from '@pick3/contract/field-rules';
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
import { authRateLimit } from '../../lib/auth-rate-limit.js';
import { checkEmail, checkField } from '../../lib/field-checks.js';
import {
  clearSessionCookie,
  clearSignupCookie,
  passedGate,
  setGateCookie,
  setSessionCookie,
  setSignupCookie,
} from '../../lib/auth-cookies.js';
import { logIn, toPublicUser } from '../../services/auth.service.js';
import { checkPasscode } from '../../services/passcode-gate.service.js';
import {
  confirmPasswordReset,
  requestPasswordReset,
} from '../../services/password-reset.service.js';
import { endSession, SESSION_COOKIE, startSession } from '../../services/session.service.js';
import { signUp, verifySignup } from '../../services/signup.service.js';

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
      const passcodeId = await checkPasscode(app, request.body.passcode, request.ip);
      setGateCookie(reply, passcodeId);
      return { ok: true as const, message: 'Welcome to the application' };
    },
  );

  app.post(
    '/auth/signup',
    { schema: SignupSchema, config: { rateLimit: authRateLimit('signup') } },
    async (request, reply) => {
      const answer = await signUp(app, request.owner, request.body);
      reply.code(201);
      return answer;
    },
  );

  app.post(
    '/auth/verify',
    { schema: VerifySchema, config: { rateLimit: authRateLimit('verify') } },
    async (request, reply) => {
      const { answer, signupUserId } = await verifySignup(app, request.owner, request.body);
      setSignupCookie(reply, signupUserId);
      return answer;
    },
  );

  app.post(
    '/auth/login',
    { schema: LoginSchema, config: { rateLimit: authRateLimit('login') } },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      const { password } = request.body;
      checkField('password', passwordProblem(password));
      const user = await logIn(app, { email, password, ip: request.ip });
      const session = await startSession(app, user.id);
      setSessionCookie(reply, session.token);
      return { token: session.id, user: toPublicUser(user), message: 'Logged in successfully!' };
    },
  );

  app.post('/auth/logout', { schema: LogoutSchema }, async (request, reply) => {
    await endSession(app, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    clearSignupCookie(reply);
    return { message: 'Logged out' };
  });

  app.post(
    '/auth/password-reset/request',
    { schema: ResetRequestSchema, config: { rateLimit: authRateLimit('reset-request') } },
    async (request) => requestPasswordReset(app, request.owner, request.body),
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: ResetConfirmSchema, config: { rateLimit: authRateLimit('reset-confirm') } },
    async (request, reply) => {
      const answer = await confirmPasswordReset(app, request.owner, request.body);
      // Every session of the account ended; this browser's (whoever's it was) ends too.
      await endSession(app, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      return answer;
    },
  );
};

export default authRoutes;
