import { Type, type Static } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';
import { PublicUserSchema } from './auth.schemas.js';
import { PurchasedNumbersSchema } from './purchased-numbers.schemas.js';

const Mode = Type.Enum(['live', 'sandbox'], { description: "'sandbox' never moves real money" });

export const SetupSchema = {
  tags: ['payments'],
  summary: 'What the browser needs to show the payment button',
  description:
    "provider 'paypal' (PayPal's script with clientId; live or PayPal sandbox) or 'sandbox' (no provider configured: a local sandbox the UI must label, no money moves).",
  response: {
    200: Type.Object({
      clientToken: Type.String(),
      clientId: Type.Union([Type.String(), Type.Null()]),
      mode: Mode,
      provider: Type.Enum(['paypal', 'sandbox']),
      plan: Type.Object(
        {
          name: Type.String(),
          amount: Type.String({ description: 'per month, e.g. "5.00"' }),
          currency: Type.Literal('USD'),
          months: Type.Integer({ description: 'paid period; it ends unless paid again' }),
          benefits: Type.Array(Type.String(), {
            description:
              'exactly what the subscription adds to what every visitor has on this server now: empty while the AI model is offline (no chat or speech limit applies then)',
          }),
          note: Type.Union([Type.String(), Type.Null()], {
            description:
              'why no benefit is listed (the model is offline); null when benefits apply',
          }),
          helper: Type.Enum(['model', 'offline'], {
            description: "'offline': no OPENAI_API_KEY, the chat and speech quotas apply to no one",
          }),
        },
        { description: 'the subscription on sale' },
      ),
    }),
    ...errorResponses,
  },
};

export const CreateOrderSchema = {
  tags: ['payments'],
  summary:
    'Create an order; the amount is computed on the server ($5.00 subscription, or the cart total)',
  description:
    'kind subscription: for the logged-in account or the verified signup waiting for payment (401 otherwise; 409 SUBSCRIPTION_ACTIVE ' +
    "until the last 7 days of a paid month; 409 NOTHING_TO_SELL, in the reader's language, when GET /paypal/setup lists no " +
    "plan.benefits on this server). kind cart: the lines of the cart (the account's when logged in, else the visitor's), " +
    'stored with the order (400 CART_EMPTY); when a state of the cart has stale or behind data (GET /api/cart olderData), ' +
    '400 OLDER_DATA_UNCONFIRMED naming confirmOlderData unless it is true. Any amount a client sends is ignored.',
  body: Type.Object(
    {
      kind: Type.Enum(['subscription', 'cart']),
      confirmOlderData: Type.Optional(
        Type.Boolean({
          description:
            "the player confirms the cart's numbers come from a state's older data (needed when olderData is not empty)",
        }),
      ),
      currency: Type.Optional(Type.Literal('USD')),
      intent: Type.Optional(Type.Literal('CAPTURE')),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      id: Type.String({ description: "the provider's order id" }),
      kind: Type.Enum(['subscription', 'cart']),
      amount: Type.String({ description: 'e.g. "5.00"' }),
      amountCents: Type.Integer(),
      currency: Type.Literal('USD'),
      mode: Mode,
      approveUrl: Type.Union([Type.String(), Type.Null()], {
        description:
          "PayPal's window where the buyer approves (open it, then capture once it returns to /paypal-return.html); " +
          'null with the local sandbox, approved through POST /paypal/sandbox/order/{orderId}/approve',
      }),
    }),
    ...errorResponses,
  },
};

const OrderIdParams = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
});

export const ApproveSandboxOrderSchema = {
  tags: ['payments'],
  summary:
    "Local sandbox only: the buyer approves the order (stands in for PayPal's window; no money moves)",
  description:
    '404 NOT_FOUND when real PayPal is configured (buyers approve in its window); 404 ORDER_NOT_FOUND for an order not yours.',
  params: OrderIdParams,
  response: {
    200: Type.Object({ id: Type.String(), status: Type.Literal('APPROVED'), mode: Mode }),
    ...errorResponses,
  },
};

export const CaptureOrderSchema = {
  tags: ['payments'],
  summary:
    'Capture an approved order: activates or renews the subscription, or buys the lines the cart held at order time (idempotent)',
  description:
    '404 ORDER_NOT_FOUND (unknown or not yours); 409 CART_CHANGED when the cart no longer holds exactly the lines of the order ' +
    '(create a new order); 422 PAYMENT_NOT_APPROVED before the buyer approved; 402 PAYMENT_MISMATCH when the captured amount ' +
    'differs from the order (nothing is granted). Lines added to the cart during the capture stay in the cart.',
  params: OrderIdParams,
  response: {
    200: Type.Object({
      status: Type.Literal('COMPLETED'),
      kind: Type.Enum(['subscription', 'cart']),
      mode: Mode,
      amount: Type.String(),
      activated: Type.Optional(Type.Boolean()),
      purchased: Type.Optional(
        Type.Integer({ description: 'plays bought by this capture (0 on a repeated capture)' }),
      ),
      token: Type.Optional(Type.String({ description: 'set when a signup got its session' })),
      user: Type.Optional(PublicUserSchema),
      message: Type.String(),
    }),
    ...errorResponses,
  },
};

export const OrderReceiptSchema = {
  tags: ['payments'],
  summary:
    "A paid cart order's receipt: each play bought with its draw, its cost and, once its draw is stored, its result and prize",
  description:
    'The plays are those of GET /api/purchased-numbers that this order bought, settled the same way (each as its ticket says). ' +
    "404 ORDER_NOT_FOUND for an order that is not the requester's, or not a cart order.",
  params: OrderIdParams,
  response: {
    200: Type.Object({
      orderId: Type.String({ description: "the provider's order id" }),
      plays: PurchasedNumbersSchema.response[200].properties.plays,
      paid: Type.Number({ description: 'dollars the plays cost' }),
      won: Type.Number({ description: 'dollars the settled plays won so far' }),
      pending: Type.Integer({ description: 'plays whose draw is not stored yet' }),
    }),
    ...errorResponses,
  },
};

export type OrderReceipt = ReplyOf<typeof OrderReceiptSchema>;
export type PaymentMode = Static<typeof Mode>;
export type PaymentSetup = ReplyOf<typeof SetupSchema>;
export type SubscriptionPlan = PaymentSetup['plan'];
export type CreateOrderBody = BodyOf<typeof CreateOrderSchema>;
export type OrderKind = CreateOrderBody['kind'];
export type Order = ReplyOf<typeof CreateOrderSchema>;
export type ApprovedOrder = ReplyOf<typeof ApproveSandboxOrderSchema>;
export type CaptureResult = ReplyOf<typeof CaptureOrderSchema>;
