// Password reset, what the login page's "Forgot passcode?" offers: an e-mailed code, then the code
// with a new password. The request answers the same for any address; only an account gets mail.
import { sessionsRepository, usersRepository } from '@pick3/db';
import type { BodyOf, ReplyOf, ResetConfirmSchema, ResetRequestSchema } from '@pick3/contract';
import { checkEmail, checkNewPassword } from '../lib/field-checks.js';
import { forgetLoginFailures, hashPassword, resetCodeMail } from './auth.service.js';
import type { ServiceDeps } from './deps.js';
import { createdHere, type Owner } from './owner.js';
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

/** Issues a reset code for any address (same work and answer), and mails it to an account's owner. */
export async function requestPasswordReset(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'sms' | 'log'>,
  owner: Owner,
  body: BodyOf<typeof ResetRequestSchema>,
): Promise<ReplyOf<typeof ResetRequestSchema>> {
  const email = checkEmail(body.email);
  requireDelivery(deps, 'email');
  const maysend = await claimCodeSend(deps, {
    channel: 'email',
    purpose: 'reset',
    destination: email,
    requester: owner.ip,
  });
  const user = await usersRepository.findByEmail(deps.db, email);
  // Stored for any address, so the work done (and its timing) does not depend on the account. Over
  // the cap, a code that verifies nothing: the answer is the same, nothing is stored or sent.
  const code = maysend
    ? await issueCode(deps, codeKeys.passwordReset(email))
    : newVerificationCode();
  if (maysend && user !== undefined && deps.mailer.mode === 'smtp')
    sendInBackground(deps.log, 'password reset', () =>
      deps.mailer.send(resetCodeMail(email, code, owner.language)),
    );
  const answer = {
    message: 'If an account uses this e-mail address, a 6-digit reset code is on its way.',
    email,
    expiresInMinutes: CODE_MINUTES,
  };
  // Demo mode shows the code only to the browser that created the account: any other request (a
  // stranger's account, an unknown address, a client without the cookie) gets the real answer.
  const shownHere = deps.config.demo && user !== undefined && createdHere(owner, user);
  return shownHere ? { ...answer, demoCode: code } : answer;
}

/**
 * Sets the new password of the code's account and ends every session it had; the route also ends
 * this browser's session (its cookie).
 */
export async function confirmPasswordReset(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  owner: Pick<Owner, 'ip'>,
  body: BodyOf<typeof ResetConfirmSchema>,
): Promise<ReplyOf<typeof ResetConfirmSchema>> {
  const email = checkEmail(body.email);
  checkNewPassword(body.password, body.confirmPassword, email);
  await consumeCode(deps, codeKeys.passwordReset(email), body.code, {
    expired: 'The reset code has expired. Ask for a new one.',
    tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  });
  const user = await usersRepository.findByEmail(deps.db, email);
  if (user === undefined) throw invalidCode();
  // The code proves the address: the account counts as verified from now on.
  await usersRepository.update(deps.db, user.id, {
    passwordHash: await hashPassword(body.password),
    emailVerified: true,
  });
  // Every session ends, including any a thief of the old password had; this browser logs in again.
  await sessionsRepository.deleteAllForUser(deps.db, user.id);
  await forgetLoginFailures(deps, email, owner.ip);
  return { message: 'Your password was changed. Log in with your new password.' };
}
