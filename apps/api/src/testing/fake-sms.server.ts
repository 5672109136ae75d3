// A local SMS gateway with Twilio's REST shape: POST /2010-04-01/Accounts/{sid}/Messages.json,
// form-encoded To/From/Body, Basic auth (account sid : auth token) → 201 { sid, status: 'queued' }.
// `messages` holds what was accepted, in order; `received` every request, refused ones included.
import { randomBytes } from 'node:crypto';
import {
  basicAuth,
  sendJson,
  startHttpFake,
  Watchers,
  type FakeServer,
  type ReceivedRequest,
} from './http-fake.js';

export interface FakeSmsMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeSms extends FakeServer<ReceivedRequest> {
  accountSid: string;
  authToken: string;
  messages: FakeSmsMessage[];
  waitForMessages(count: number): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

export async function startFakeSms(
  options: { accountSid?: string; authToken?: string } = {},
): Promise<FakeSms> {
  const accountSid = options.accountSid ?? `AC${'0'.repeat(32)}`;
  const authToken = options.authToken ?? 'fake-auth-token';
  const messages: FakeSmsMessage[] = [];
  const messageWatchers = new Watchers(messages);

  const fake = await startHttpFake((request, response, entry) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(
      entry.path.split('?')[0] ?? '',
    );
    if (request.method !== 'POST' || !match) {
      return sendJson(response, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    const auth = basicAuth(request);
    if (auth?.user !== accountSid || auth.password !== authToken || match[1] !== accountSid) {
      return sendJson(response, 401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    const form = new URLSearchParams(entry.body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!E164.test(to)) {
      return sendJson(response, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    }
    if (from === '')
      return sendJson(response, 400, {
        code: 21603,
        message: "A 'From' phone number is required.",
        status: 400,
      });
    if (body === '')
      return sendJson(response, 400, {
        code: 21602,
        message: 'Message body is required.',
        status: 400,
      });

    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from, body });
    messageWatchers.changed();
    const now = new Date().toUTCString();
    return sendJson(response, 201, {
      sid,
      account_sid: accountSid,
      to,
      from,
      body,
      status: 'queued',
      num_segments: String(Math.ceil(body.length / 160)),
      direction: 'outbound-api',
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });

  return {
    url: fake.url,
    received: fake.received,
    waitFor: fake.waitFor,
    close: fake.close,
    accountSid,
    authToken,
    messages,
    waitForMessages: (count) => messageWatchers.waitFor((m) => m.length >= count),
  };
}
