// Every code the app sends (signup, password reset, alert confirmation) goes through here: a daily
// cap per destination (whoever asks, for whatever purpose) and per account, counted in the database
// so every replica shares it, and the one rule for showing codes on screen: only in declared demo
// mode. Outside demo mode a channel with nothing to send on is an error (503), never a shown code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeSendsRepository } from '@pick3/db';
import { HttpError } from '../../lib/http-error.js';
import type { SendOutcome } from '../../services/mailer.service.js';

/** Codes one e-mail address or phone number may receive a day. */
export const CODES_PER_DESTINATION_PER_DAY = 5;
/** Codes one account may have sent a day, over all its destinations. */
export const CODES_PER_ACCOUNT_PER_DAY = 10;

export interface CodeSend {
  channel: 'email' | 'sms';
  purpose: 'signup' | 'reset' | 'alert';
  destination: string;
  userId?: string | null;
}

/** Counts the send against the caps, or refuses it with 429 and a code saying which cap. */
export async function claimCodeSend(app: FastifyInstance, send: CodeSend): Promise<void> {
  const outcome = await codeSendsRepository.claim(app.db, send, {
    perDestination: CODES_PER_DESTINATION_PER_DAY,
    perAccount: CODES_PER_ACCOUNT_PER_DAY,
  });
  if (outcome === 'destination_limit') {
    throw new HttpError(
      429,
      'DESTINATION_DAILY_LIMIT',
      `This ${send.channel === 'email' ? 'e-mail address' : 'number'} has been sent ${CODES_PER_DESTINATION_PER_DAY} codes in the last 24 hours; try again later`,
    );
  }
  if (outcome === 'account_limit') {
    throw new HttpError(
      429,
      'ACCOUNT_DAILY_LIMIT',
      `Your account has asked for ${CODES_PER_ACCOUNT_PER_DAY} codes in the last 24 hours; try again later`,
    );
  }
}

/** Outside demo mode a code must really go out: refuse when the channel has nothing to send on. */
export function requireDelivery(app: FastifyInstance, channel: 'email' | 'sms'): void {
  if (app.config.demo) return;
  const offline = channel === 'email' ? app.mailer.mode === 'offline' : app.sms.mode === 'offline';
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
  request: FastifyRequest,
  what: string,
  send: () => Promise<SendOutcome>,
): void {
  send().then(
    (outcome) => {
      if (outcome.status !== 'sent')
        request.log.debug({ what }, 'code not sent: channel offline (demo mode shows it)');
    },
    (error: unknown) => request.log.error({ err: error, what }, 'sending a code failed'),
  );
}
