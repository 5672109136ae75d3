import { Type, type Static } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { SafeString } from './safe-text.js';
import { INPUT_MAX_LENGTH } from './field-rules/account.js';
import { PublicUserSchema } from './auth.schemas.js';

export const SubscriptionSchema = Type.Object({
  status: Type.Enum(['none', 'active', 'cancelled', 'past_due'], {
    description:
      'past_due: the paid month ended without a renewal (the subscription lapsed); pay again to renew',
  }),
  plan: Type.Union([Type.String(), Type.Null()]),
  /** ISO; access lasts until then, also after a cancellation. */
  nextBilling: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'end of the paid period: the subscription lapses then unless renewed',
  }),
  hasAccess: Type.Boolean({ description: 'active, or cancelled with the paid period not over' }),
  renewable: Type.Boolean({
    description:
      'a subscription payment is accepted now (not active, or in the last 7 days of the paid month)',
  }),
  priceCents: Type.Integer(),
  currency: Type.Literal('USD'),
});

export const GetMeSchema = {
  tags: ['account'],
  summary: 'The logged-in account (401 UNAUTHORIZED without a session)',
  response: { 200: Type.Object({ user: PublicUserSchema }), ...errorResponses },
};

export const UpdateMeSchema = {
  tags: ['account'],
  summary: 'Update the profile; only the fields sent change',
  body: Type.Object(
    {
      fullName: Type.Optional(SafeString({ maxLength: INPUT_MAX_LENGTH.fullName })),
      state: Type.Optional(SafeString({ maxLength: INPUT_MAX_LENGTH.state })),
      zipCode: Type.Optional(SafeString({ maxLength: INPUT_MAX_LENGTH.zipCode })),
      phone: Type.Optional(SafeString({ maxLength: INPUT_MAX_LENGTH.phone })),
      emailAlertsEnabled: Type.Optional(Type.Boolean()),
      smsAlertsEnabled: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ user: PublicUserSchema, message: Type.String() }),
    ...errorResponses,
  },
};

export const GetSubscriptionSchema = {
  tags: ['account'],
  summary: "The account's subscription",
  response: { 200: SubscriptionSchema, ...errorResponses },
};

export const CancelSubscriptionSchema = {
  tags: ['account'],
  summary:
    'Cancel: status becomes cancelled, access lasts until the next billing date (409 NO_SUBSCRIPTION if not active)',
  response: {
    200: Type.Object({ subscription: SubscriptionSchema, message: Type.String() }),
    ...errorResponses,
  },
};

export type Subscription = Static<typeof SubscriptionSchema>;
export type SubscriptionStatus = Subscription['status'];
export type MeReply = ReplyOf<typeof GetMeSchema>;
export type UpdateMeBody = BodyOf<typeof UpdateMeSchema>;
export type UpdateMeReply = ReplyOf<typeof UpdateMeSchema>;
export type CancelSubscriptionReply = ReplyOf<typeof CancelSubscriptionSchema>;
