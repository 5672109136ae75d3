// Signup (form → e-mail code → payment): the account is created from the form, its address proved
// with a code, and the signup cookie hands the verified account to the payment step. The answer is
// the same (status, body shape, timing) whether or not the address has an account, and a signup
// never changes the credentials of an account that already exists.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { usersRepository } from '@pick3/db';
import type { BodyOf, ReplyOf, SignupSchema, VerifySchema } from '@pick3/contract';
import { checkEmail, checkSignup } from '../lib/field-checks.js';
import { languageOf } from '../messages/index.js';
import {
  accountExistsMail,
  createdHere,
  hashPassword,
  signupCodeMail,
  SIGNUP_COOKIE,
  unusablePasswordHash,
  visitorDigest,
} from './auth.service.js';
import {
  claimCodeSend,
  CODE_MINUTES,
  codeKeys,
  consumeCode,
  invalidCode,
  issueCode,
  newVerificationCode,
  requireDelivery,
  sendInBackground,
} from './verification-codes.service.js';

/** Creates the account of a new address and sends (or, in demo mode, shows) its code. */
export async function signUp(
  app: FastifyInstance,
  request: FastifyRequest,
  body: BodyOf<typeof SignupSchema>,
): Promise<ReplyOf<typeof SignupSchema, 201>> {
  const { fullName, email, state, zipCode } = checkSignup(body);
  requireDelivery(app, 'email');
  // Hashed whatever happens next, so every answer takes the same time.
  const passwordHash = await hashPassword(body.password);
  // Over the cap the answer is the same, and no code is issued or sent.
  const maysend = await claimCodeSend(app, {
    channel: 'email',
    purpose: 'signup',
    destination: email,
    requester: request.ip,
  });
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
  const code =
    maysend && pending && (shownHere || app.mailer.mode === 'smtp')
      ? await issueCode(app, codeKeys.signup(email))
      : newVerificationCode();
  if (maysend && app.mailer.mode === 'smtp') {
    const language = languageOf(request.headers['accept-language']);
    sendInBackground(request, 'signup', () =>
      app.mailer.send(
        pending ? signupCodeMail(email, code, language) : accountExistsMail(email, language),
      ),
    );
  }
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
}

/** Proves a pending signup's address with its code and hands the account to the payment step. */
export async function verifySignup(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: BodyOf<typeof VerifySchema>,
): Promise<ReplyOf<typeof VerifySchema>> {
  const email = checkEmail(body.email);
  await consumeCode(app, codeKeys.signup(email), body.code, {
    expired: 'The verification code has expired. Sign up again to get a new one.',
    tooManyAttempts: 'Too many wrong codes. Sign up again to get a new one.',
  });
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
}
