// The one verification-code cycle of every flow (signup, password reset, alert-address confirmation):
// issue a 6-digit code (stored only as an HMAC keyed by COOKIE_SECRET, so a leaked table alone cannot
// be brute-forced over the 900,000 codes), consume it once (5 wrong tries kill it: the lockout), and
// the error codes a player sees. Sending goes through here too: a daily cap per destination and
// requester (issue 35: a stranger's requests never use up the owner's; over it the request is answered
// as if sent and nothing is sent), a larger one per destination from everyone, and one per account,
// counted in the database so every replica shares them,
// and the one rule for showing codes on screen: only in declared demo mode. Outside demo mode a
// channel with nothing to send on is an error (503), never a shown code.
import { createHmac, randomInt } from 'node:crypto';
import { codeSendsRepository, verificationCodesRepository } from '@pick3/db';
import { HttpError } from '../lib/http-error.js';
import type { Logger, ServiceDeps } from './deps.js';
import type { SendOutcome } from './mailer.service.js';

/** How long a code lives. */
export const CODE_MINUTES = 15;
/** Wrong tries that kill a code, even for its right value afterwards. */
export const MAX_CODE_ATTEMPTS = 5;

/** The verification_codes key of each flow: what the code proves, for whom. */
export const codeKeys = {
  /** A pending signup: the bare address. */
  signup: (email: string) => email,
  passwordReset: (email: string) => `reset:${email}`,
  /** One alert address of one owner (account or visitor key). */
  alertAddress: (channel: 'email' | 'sms', owner: string, address: string) =>
    `aert-${channel}:${owner}:${address}`,
};

/** A fresh 6-digit code, 100000–999999 (spec §9). */
export function newVerificationCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

export function hashCode(deps: Pick<ServiceDeps, 'config'>, code: string): string {
  return createHmac('sha256', deps.config.cookie.secret).update(code.trim()).digest('hex');
}

/**
 * Issues a new code for `key` and returns it, to be sent or shown. The code before it stays valid
 * until it expires (the newest two are accepted), so somebody else's request never kills a code the
 * owner is about to type.
 */
export async function issueCode(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  key: string,
): Promise<string> {
  const code = newVerificationCode();
  await verificationCodesRepository.create(deps.db, {
    key,
    codeHash: hashCode(deps, code),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  });
  return code;
}

/** What the player is told to do for a new code, in each flow's words. */
export interface NewCodeAdvice {
  expired: string;
  tooManyAttempts: string;
}

export function invalidCode(): HttpError {
  return new HttpError(400, 'INVALID_CODE', 'Please enter the correct verification code.', {
    field: 'code',
  });
}

/**
 * Consumes the code typed for `key`, or refuses it: 400 `CODE_EXPIRED`, 429 `TOO_MANY_ATTEMPTS`
 * (the lockout: the code is dead), 400 `INVALID_CODE` for a wrong, missing or malformed code; each
 * names the `code` field. A malformed code is refused without counting a try.
 */
export async function consumeCode(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  key: string,
  typed: string,
  advice: NewCodeAdvice,
): Promise<void> {
  const code = typed.trim();
  const outcome = /^\d{6}$/.test(code)
    ? await verificationCodesRepository.consume(deps.db, {
        key,
        codeHash: hashCode(deps, code),
        maxAttempts: MAX_CODE_ATTEMPTS,
      })
    : 'invalid';
  if (outcome === 'ok') return;
  if (outcome === 'expired')
    throw new HttpError(400, 'CODE_EXPIRED', advice.expired, { field: 'code' });
  if (outcome === 'too_many_attempts')
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', advice.tooManyAttempts, { field: 'code' });
  throw invalidCode();
}

/** Codes one requester (client address) may have sent to one e-mail address or phone number a day. */
export const CODES_PER_DESTINATION_PER_DAY = 5;
/** Codes one e-mail address or phone number may receive a day from every requester together. */
export const CODES_PER_DESTINATION_TOTAL_PER_DAY = 20;
/** Codes one account may have sent a day, over all its destinations. */
export const CODES_PER_ACCOUNT_PER_DAY = 10;

export interface CodeSend {
  channel: 'email' | 'sms';
  purpose: 'signup' | 'reset' | 'alert';
  destination: string;
  userId?: string | null;
  /** The client address that asks. */
  requester: string;
}

/**
 * Counts the send against the caps: true when the code may be issued and sent. Over a destination
 * cap it is false, and the caller answers exactly as if it had sent (so a stranger learns nothing and
 * blocks nobody); over the account's own cap the account is told (429 `ACCOUNT_DAILY_LIMIT`).
 */
export async function claimCodeSend(
  deps: Pick<ServiceDeps, 'db'>,
  send: CodeSend,
): Promise<boolean> {
  const outcome = await codeSendsRepository.claim(deps.db, send, {
    perDestination: CODES_PER_DESTINATION_PER_DAY,
    perDestinationTotal: CODES_PER_DESTINATION_TOTAL_PER_DAY,
    perAccount: CODES_PER_ACCOUNT_PER_DAY,
  });
  if (outcome === 'destination_limit') return false;
  if (outcome === 'account_limit') {
    throw new HttpError(
      429,
      'ACCOUNT_DAILY_LIMIT',
      `Your account has asked for ${CODES_PER_ACCOUNT_PER_DAY} codes in the last 24 hours; try again later`,
    );
  }
  return true;
}

/** Outside demo mode a code must really go out: refuse when the channel has nothing to send on. */
export function requireDelivery(
  deps: Pick<ServiceDeps, 'config' | 'mailer' | 'sms'>,
  channel: 'email' | 'sms',
): void {
  if (deps.config.demo) return;
  const offline =
    channel === 'email' ? deps.mailer.mode === 'offline' : deps.sms.mode === 'offline';
  if (offline) {
    throw new HttpError(
      503,
      'DELIVERY_OFFLINE',
      `No ${channel === 'email' ? 'e-mail server' : 'SMS gateway'} is configured, so no code can be sent (codes are shown on screen only in demo mode)`,
    );
  }
}

/**
 * Sends without making the answer wait for the mail server: the answer (and its timing) is the
 * same whether or not anything is sent, so it tells nothing about the address. Failures are logged.
 */
export function sendInBackground(
  log: Logger,
  what: string,
  send: () => Promise<SendOutcome>,
): void {
  send().then(
    (outcome) => {
      if (outcome.status !== 'sent')
        log.debug({ what }, 'code not sent: channel offline (demo mode shows it)');
    },
    (error: unknown) => log.error({ err: error, what }, 'sending a code failed'),
  );
}
