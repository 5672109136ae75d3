// The local fakes of the outside services, for route tests and the browser end-to-end suite. Each
// starts on 127.0.0.1 at a random port and gives { url, received, waitFor, close }, speaking the real
// protocol: PayPal REST (OAuth2 + Orders v2), an OpenAI-compatible API (streamed chat completions
// with tool calls, speech), SMTP, and an SMS gateway with Twilio's REST shape. Point the API at them:
//   PAYPAL_CLIENT_ID/SECRET = fake.clientId/clientSecret, PAYPAL_BASE_URL = fake.url
//   OPENAI_API_KEY = fake.apiKey, OPENAI_BASE_URL = fake.baseURL
//   SMTP_URL = fake.smtpUrl
//   SMS_ACCOUNT_SID/SMS_AUTH_TOKEN = fake.accountSid/authToken, SMS_FROM = any +E.164, SMS_BASE_URL = fake.url
export {
  startFakeOpenai,
  modelEnv,
  defaultResponder,
  FAKE_MP3_HEADER,
  type FakeOpenai,
  type ScriptedTurn,
  type ChatRequestBody,
} from './fake-openai.server.js';
export { startFakePaypal, type FakePaypal, type FakeOrder } from './fake-paypal.server.js';
export { startFakeSms, type FakeSms, type FakeSmsMessage } from './fake-sms.server.js';
export { startFakeSmtp, type FakeSmtp, type ReceivedMail } from './fake-smtp.server.js';
export type { FakeServer, ReceivedRequest } from './http-fake.js';
// A Web Push service (RFC 8030/8291/8292) that checks VAPID and decrypts, and a client that sends to it.
export {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
  type PushedMessage,
} from './push-service.server.js';
export { sendWebPush } from './web-push-client.js';
export { fakeSources, gaApiDraw, NEW_GA_DRAWS } from './fake-sources.server.js';
