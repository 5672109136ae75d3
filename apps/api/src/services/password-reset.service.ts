// Password reset, what the login page's "Forgot passcode?" offers: an e-mailed code, then the code
// with a new password. The request answers the same for any address; only an account gets mail.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionsRepository, usersRepository } from '@pick3/db';
import type { BodyOf, ReplyOf, ResetConfirmSchema, ResetRequestSchema } from '@pick3/contract';
import { checkEmail, checkNewPassword } from '../lib/field-checks.js';
import { languageOf } from '../messages/index.js';
import { createdHere, forgetLoginFailures, hashPassword, resetCodeMail } from './auth.service.js';
import { endSession } from './session.service.js';
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
  app: FastifyInstance,
  request: FastifyRequest,
  body: BodyOf<typeof ResetRequestSchema>,
): Promise<ReplyOf<typeof ResetRequestSchema>> {
  const email = checkEmail(body.email);
  requireDelivery(app, 'email');
  const maysend = await claimCodeSend(app, {
    channel: 'email',
    purpose: 'reset',
    destination: email,
    requester: request.ip,
  });
  const user = await usersRepository.findByEmail(app.db, email);
  // Stored for any address, so the work done (and its timing) does not depend on the account. Over
  // the cap, a code that verifies nothing: the answer is the same, nothing is stored or sent.
  const code = maysend
    ? await issueCode(app, codeKeys.passwordReset(email))
    : newVerificationCode();
  if (maysend && user !== undefined && app.mailer.mode === 'smtp')
    sendInBackground(request, 'password reset', () =>
      app.mailer.send(resetCodeMail(email, code, languageOf(request.headers['accept-language']))),
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
}

/** Sets the new password of the code's account and ends every session it had. */
export async function confirmPasswordReset(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: BodyOf<typeof ResetConfirmSchema>,
): Promise<ReplyOf<typeof ResetConfirmSchema>> {
  const email = checkEmail(body.email);
  checkNewPassword(body.password, body.confirmPassword, email);
  await consumeCode(app, codeKeys.passwordReset(email), body.code, {
    expired: 'The reset code has expired. Ask for a new one.',
    tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  });
  const user = await usersRepository.findByEmail(app.db, email);
  if (user === undefined) throw invalidCode();
  // The code proves the address: the account counts as verified from now on.
  await usersRepository.update(app.db, user.id, {
    passwordHash: await hashPassword(body.password),
    emailVerified: true,
  });
  // Every session ends, including any a thief of the old password had; this browser logs in again.
  await sessionsRepository.deleteAllForUser(app.db, user.id);
  await forgetLoginFailures(app, email, request.ip);
  await endSession(app, request, reply);
  return { message: 'Your password was changed. Log in with your new password.' };
}
