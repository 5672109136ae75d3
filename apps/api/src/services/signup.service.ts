// Signup (form → e-mail code → payment): the account is created from the form, its address proved
// with a code, and the signup cookie hands the verified account to the payment step. The answer is
// the same (status, body shape, timing) whether or not the address has an account, and a signup
// never changes the credentials of an account that already exists.
import { usersRepository } from '@pick3/db';
import type { BodyOf, ReplyOf, SignupSchema, VerifySchema } from '@pick3/contract';
import { checkEmail, checkSignup } from '../lib/field-checks.js';
import {
  accountExistsMail,
  hashPassword,
  signupCodeMail,
  unusablePasswordHash,
} from './auth.service.js';
import type { ServiceDeps } from './deps.js';
import { createdHere, visitorDigest, type Owner } from './owner.js';
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
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'sms' | 'log'>,
  owner: Owner,
  body: BodyOf<typeof SignupSchema>,
): Promise<ReplyOf<typeof SignupSchema, 201>> {
  const { fullName, email, state, zipCode } = checkSignup(body);
  requireDelivery(deps, 'email');
  // Hashed whatever happens next, so every answer takes the same time.
  const passwordHash = await hashPassword(body.password);
  // Over the cap the answer is the same, and no code is issued or sent.
  const maysend = await claimCodeSend(deps, {
    channel: 'email',
    purpose: 'signup',
    destination: email,
    requester: owner.ip,
  });
  const existing = await usersRepository.findByEmail(deps.db, email);
  // A new address gets its account. An existing one keeps its credentials whatever this request
  // says: a pending signup only gets a fresh code, a registered account only a notice.
  const created =
    existing === undefined
      ? await usersRepository.create(deps.db, {
          fullName,
          email,
          passwordHash,
          state,
          zipCode,
          createdByVisitor: visitorDigest(owner),
        })
      : undefined;
  // No cookie tells this browser apart: the account keeps which visitor created it, so the
  // answer (cookies included) is the same for a new and an existing address.
  const account = created ?? existing ?? (await usersRepository.findByEmail(deps.db, email));
  const pending =
    account !== undefined && !account.emailVerified && account.subscriptionStatus === 'none';
  // Demo mode shows the code only to the browser that created the account; anyone else gets one
  // that verifies nothing (as for a registered address), and the account's code stays as it was
  // unless it goes out by mail.
  const shownHere = deps.config.demo && account !== undefined && createdHere(owner, account);
  const code =
    maysend && pending && (shownHere || deps.mailer.mode === 'smtp')
      ? await issueCode(deps, codeKeys.signup(email))
      : newVerificationCode();
  if (maysend && deps.mailer.mode === 'smtp') {
    const language = owner.language;
    sendInBackground(deps.log, 'signup', () =>
      deps.mailer.send(
        pending ? signupCodeMail(email, code, language) : accountExistsMail(email, language),
      ),
    );
  }
  if (!deps.config.demo) {
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

/**
 * Proves a pending signup's address with its code; `signupUserId` is the account the route hands to
 * the payment step (the signup cookie).
 */
export async function verifySignup(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  owner: Owner,
  body: BodyOf<typeof VerifySchema>,
): Promise<{ answer: ReplyOf<typeof VerifySchema>; signupUserId: string }> {
  const email = checkEmail(body.email);
  await consumeCode(deps, codeKeys.signup(email), body.code, {
    expired: 'The verification code has expired. Sign up again to get a new one.',
    tooManyAttempts: 'Too many wrong codes. Sign up again to get a new one.',
  });
  // A signup code only ever verifies a pending signup, never an account that is already verified.
  const user = await usersRepository.findByEmail(deps.db, email);
  if (user === undefined || user.emailVerified) throw invalidCode();
  // The password is kept only when the browser that created the account verifies it.
  const startedHere = createdHere(owner, user);
  await usersRepository.update(deps.db, user.id, {
    emailVerified: true,
    ...(!startedHere && { passwordHash: await unusablePasswordHash() }),
  });
  return {
    answer: {
      verified: true as const,
      email,
      next: 'payment' as const,
      passwordKept: startedHere,
      // Signup is finished here: login works from now on, and the subscription is optional.
      message: 'Your account is ready. Subscribe now, or later from your profile.',
    },
    signupUserId: user.id,
  };
}
