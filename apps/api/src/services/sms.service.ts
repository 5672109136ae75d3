// Outgoing SMS through an HTTP gateway with Twilio's REST shape (Twilio itself, or any gateway that
// speaks it). Without SMS_ACCOUNT_SID / SMS_AUTH_TOKEN / SMS_FROM the sender is "offline": nothing
// is sent and the outcome says so.
import type { SendOutcome } from './mailer.service.js';

export interface SmsConfig {
  accountSid: string | undefined;
  authToken: string | undefined;
  from: string | undefined;
  baseUrl: string;
}

export interface SmsSender {
  readonly mode: 'gateway' | 'offline';
  send(message: { to: string; body: string }): Promise<SendOutcome>;
}

export const DEFAULT_SMS_BASE_URL = 'https://api.twilio.com';

export class SmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export function createSmsSender(config: SmsConfig): SmsSender {
  const { accountSid, authToken, from } = config;
  if (accountSid === undefined || authToken === undefined || from === undefined) {
    return { mode: 'offline', send: async () => ({ status: 'skipped', reason: 'offline' }) };
  }
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    mode: 'gateway',
    async send({ to, body }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok || typeof json.sid !== 'string') {
        throw new SmsError(
          response.status,
          `SMS gateway answered ${response.status}: ${json.message ?? 'no message'}`,
        );
      }
      return { status: 'sent', id: json.sid };
    },
  };
}
