// The one error body every route answers a failure with. The API's error handler builds it; the web
// reads `code` (and `field`) to word it.
import { Type, type Static } from 'typebox';

/**
 * Every code the API itself answers with (core's Pick3Error codes come on top). Closed on purpose:
 * add a code here when a route needs a new one, so the web and the docs know all of them.
 */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  // The edge (plugins/origin-check.plugin.ts, lib/daily-quota.ts).
  'CROSS_ORIGIN_REFUSED',
  'VISITOR_COOKIE_REQUIRED',
  'QUOTA_EXCEEDED',
  'DB_UNAVAILABLE',
  'INTERNAL_ERROR',
  'REFRESH_RUNNING',
  'JOB_NOT_FOUND',
  'RANGE_TOO_LARGE',
  'NUMBER_REMOVED',
  'NOT_IN_POOL',
  'POOL_LIMIT',
  'QUANTITY_LIMIT',
  'CART_ITEM_NOT_FOUND',
  // The picks board: a pick for a draw whose sales have closed.
  'PICKS_LOCKED',
  // Passcode gate, accounts, payments, chat, speech, alerts (routes/auth, me, payments, chat, tts, alerts).
  'PASSCODE_REQUIRED',
  'INVALID_PASSCODE',
  'LOCKED_OUT',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_ACTIVE',
  // A subscription offered on a server where it gives nothing (GET /paypal/setup plan.benefits empty).
  'NOTHING_TO_SELL',
  'CART_EMPTY',
  'CART_CHANGED',
  // Checkout of plays worked out from a state's stale or behind data, without the player's confirmation.
  'OLDER_DATA_UNCONFIRMED',
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_APPROVED',
  'PAYMENT_MISMATCH',
  'PAYMENT_FAILED',
  'TTS_OFFLINE',
  'TTS_FAILED',
  'NOTHING_TO_VERIFY',
  // Codes sent by e-mail or SMS (routes/auth/code-sends.ts): daily caps, and no channel to send on.
  'DESTINATION_DAILY_LIMIT',
  'ACCOUNT_DAILY_LIMIT',
  'DELIVERY_OFFLINE',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const PoolLimitSchema = Type.Object({
  currentCount: Type.Integer({ minimum: 0 }),
  maxCount: Type.Integer({ minimum: 0 }),
});
export type PoolLimit = Static<typeof PoolLimitSchema>;

/**
 * The one error body. `field` names the bad input and `rule` the field rule it broke (a translation
 * words it by that code); `poolLimit` comes with a refused cart add.
 */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({
      description: `one of ${API_ERROR_CODES.join(', ')} or a @pick3/core Pick3Error code`,
    }),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    rule: Type.Optional(
      Type.String({
        description:
          'with VALIDATION_ERROR from a field rule: its stable code (FIELD_RULE_CODES of @pick3/contract/field-rules)',
      }),
    ),
    poolLimit: Type.Optional(PoolLimitSchema),
  },
  { description: 'Every error answer has this shape' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

/** Response schemas every route declares for its failures. */
export const errorResponses = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
