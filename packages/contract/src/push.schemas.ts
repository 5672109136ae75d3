// Web Push (issue 25 item 6): the server's VAPID public key, and a browser's push subscription with
// the events it asks for. Anyone may subscribe (a visitor or an account: the subscription belongs to
// whoever sent it); the endpoint must be an https URL of a push service (the API checks the host).
import { Type, type Static } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';

/** Longest endpoint accepted (FCM's are about 200 characters, Mozilla's about 250). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

const DrawTimeCode = Type.Enum(['MORN', 'DAY', 'EVE', 'NITE']);
const Language = Type.Enum(['en', 'es']);

const Endpoint = Type.String({
  maxLength: PUSH_ENDPOINT_MAX_LENGTH,
  // https, and no space or control character (C0, DEL, C1: see safe-text.ts).
  pattern: '^https://[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$',
  description: "The push service's URL for this browser (PushSubscription.endpoint); https only",
  examples: ['https://fcm.googleapis.com/fcm/send/dXJ0ZXN0OkFQQTkxYkZ'],
});

/** PushSubscription.toJSON() as browsers send it. */
export const BrowserPushSubscriptionSchema = Type.Object(
  {
    endpoint: Endpoint,
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        // A P-256 public key, uncompressed (65 bytes), base64url.
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{86,87}={0,1}$' }),
        // The 16-byte authentication secret, base64url.
        auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22}={0,2}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const Topics = {
  states: Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$', examples: ['GA', 'TX'] }), {
    maxItems: 36,
    uniqueItems: true,
    description: 'Results posted for these states are pushed',
  }),
  drawTimes: Type.Array(DrawTimeCode, {
    maxItems: 4,
    uniqueItems: true,
    description: 'Only results of these draw times (empty: every draw time of the state)',
  }),
  hits: Type.Boolean({ description: 'Push when a number tracked in the alert settings hits' }),
  pool: Type.Boolean({ description: "Push when a permanent pool's tracked play is settled" }),
};

export const PushSubscriptionReplySchema = Type.Object({
  endpoint: Type.String(),
  language: Language,
  ...Topics,
});

export const GetPushKeySchema = {
  tags: ['push'],
  summary: "The server's VAPID public key (base64url), the applicationServerKey to subscribe with",
  response: {
    200: Type.Object({ publicKey: Type.String() }),
    ...errorResponses,
  },
};

export const PutPushSubscriptionSchema = {
  tags: ['push'],
  summary: 'Subscribe this browser to Web Push, or change what it is told',
  description:
    'The endpoint must be https and a push service (400 VALIDATION_ERROR, field subscription.endpoint); ' +
    'unknown states are refused (field states). Texts are written in `language`.',
  body: Type.Object(
    {
      subscription: BrowserPushSubscriptionSchema,
      language: Language,
      ...Topics,
    },
    { additionalProperties: false },
  ),
  response: { 200: PushSubscriptionReplySchema, ...errorResponses },
};

export const FindPushSubscriptionSchema = {
  tags: ['push'],
  summary: 'What a subscribed browser asked for (404 NOT_FOUND when its endpoint is not stored)',
  body: Type.Object({ endpoint: Endpoint }, { additionalProperties: false }),
  response: { 200: PushSubscriptionReplySchema, ...errorResponses },
};

export const DeletePushSubscriptionSchema = {
  tags: ['push'],
  summary: 'Unsubscribe a browser: nothing more is pushed to its endpoint',
  body: Type.Object({ endpoint: Endpoint }, { additionalProperties: false }),
  response: { 200: Type.Object({ removed: Type.Boolean() }), ...errorResponses },
};

export type PushKeyReply = ReplyOf<typeof GetPushKeySchema>;
export type PushSubscriptionReply = Static<typeof PushSubscriptionReplySchema>;
export type PushSubscriptionUpdate = BodyOf<typeof PutPushSubscriptionSchema>;
