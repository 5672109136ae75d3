import { Type, type Static } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses, ErrorSchema } from './error.schemas.js';
import { SafeString } from './safe-text.js';
import { StateCode } from './lottery-analysis.schemas.js';
import { MAX_QUANTITY, PRICE_PER_PLAY_CENTS } from './field-rules/cart.js';

/** A draw of a state: its local date and draw time code. */
export const PlayDrawSchema = Type.Object({
  date: Type.String({ format: 'date', description: "ISO date in the state's zone" }),
  drawTime: Type.Enum(['MORN', 'DAY', 'EVE', 'NITE']),
});

/**
 * A state whose stored data is older than its schedule says it should be (core's freshness: stale or
 * behind): the numbers of its pools come from that older data, whose newest draw this names.
 */
export const OlderDataSchema = Type.Object({
  state: Type.String(),
  status: Type.Enum(['behind', 'stale']),
  latestDraw: PlayDrawSchema,
});

/** The newest stored draw of a cart's state: the data its numbers come from, and how fresh it is. */
export const DataAsOfSchema = Type.Object({
  state: Type.String(),
  status: Type.Enum(['live', 'behind', 'stale']),
  latestDraw: PlayDrawSchema,
});

export const CartItemSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9]+$' }),
  number: Type.String({ pattern: '^[0-9]{3}$' }),
  state: Type.String(),
  drawTime: Type.String({ description: 'Morning, Day, Evening or Night' }),
  playType: Type.String(),
  lottoPool: Type.String({
    description: "pool label such as '1,1', or '' for a play outside the pools",
  }),
  quantity: Type.Integer({ minimum: 1 }),
  pricePerPlay: Type.Integer({ description: 'cents' }),
});

/** A cart line with the draw a purchase now would be for. */
export const CartLineSchema = Type.Object({
  ...CartItemSchema.properties,
  draw: Type.Union([PlayDrawSchema, Type.Null()], {
    description:
      "the draw the play is for if bought now (core's purchaseDraw: the next draw at its draw time whose sales are open); " +
      'null when the state holds no such draw',
  }),
});

export const CartSchema = Type.Object({
  items: Type.Array(CartLineSchema),
  total: Type.Integer({ description: 'cents: the sum of quantity × pricePerPlay' }),
  count: Type.Integer({ description: 'plays: the sum of quantities' }),
  olderData: Type.Array(OlderDataSchema, {
    description:
      "the cart's states whose stored data is stale or behind; checkout then needs confirmOlderData: true",
  }),
  dataAsOf: Type.Array(DataAsOfSchema, {
    description:
      "each of the cart's states with stored draws: the newest one, the date of the data the plays' numbers come from",
  }),
});

const ItemId = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,15}$', description: 'cart item id' }),
});

export const GetCartSchema = {
  tags: ['pools'],
  summary: "The cart (the fishing basket): the account's when logged in, else the visitor's",
  response: { 200: CartSchema, ...errorResponses },
};

export const AddToCartSchema = {
  tags: ['pools'],
  summary: 'Add a play; the same play again raises its quantity',
  description:
    'A pool play (lottoPool set) must be a remaining number of that Georgia pool for its draw time: a removed ' +
    'number is refused with 409 NUMBER_REMOVED, and a pool holds at most its remaining count of numbers ' +
    "(409 POOL_LIMIT with poolLimit). The price is the server's: pricePerPlay, if sent, must be 100.",
  body: Type.Object(
    {
      number: Type.String({ pattern: '^[0-9]{3}$' }),
      state: Type.Optional({ ...StateCode, default: 'GA' }),
      drawTime: Type.Optional(
        SafeString({
          default: 'Evening',
          maxLength: 10,
          description: 'Day/Midday, Evening, Night, Morning or a code',
        }),
      ),
      playType: Type.Optional(Type.Enum(['Straight', 'Box'], { default: 'Straight' })),
      lottoPool: Type.Optional(
        SafeString({ maxLength: 20, description: "'1,1', '1-1' or 'Pool 1,1'; empty for no pool" }),
      ),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUANTITY, default: 1 })),
      pricePerPlay: Type.Optional(
        Type.Literal(PRICE_PER_PLAY_CENTS, { description: 'cents; only 100 is accepted' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    201: CartItemSchema,
    409: Type.Object(
      { ...ErrorSchema.properties },
      { description: 'NUMBER_REMOVED, NOT_IN_POOL or POOL_LIMIT' },
    ),
    ...errorResponses,
  },
};

export const SetQuantitySchema = {
  tags: ['pools'],
  summary: "Set an item's quantity; below 1 removes it",
  params: ItemId,
  body: Type.Object(
    { quantity: Type.Integer({ maximum: MAX_QUANTITY, description: 'below 1 removes the item' }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      item: Type.Union([CartItemSchema, Type.Null()], { description: 'null when removed' }),
    }),
    ...errorResponses,
  },
};

export const RemoveItemSchema = {
  tags: ['pools'],
  summary: 'Remove one item',
  params: ItemId,
  response: { 200: Type.Object({ removed: Type.Literal(true) }), ...errorResponses },
};

export const ClearCartSchema = {
  tags: ['pools'],
  summary: 'Empty the cart',
  response: {
    200: Type.Object({ removed: Type.Integer({ minimum: 0, description: 'items removed' }) }),
    ...errorResponses,
  },
};

export type CartItem = Static<typeof CartItemSchema>;
export type CartLine = Static<typeof CartLineSchema>;
export type PlayDraw = Static<typeof PlayDrawSchema>;
export type OlderData = Static<typeof OlderDataSchema>;
export type DataAsOf = Static<typeof DataAsOfSchema>;
export type Cart = Static<typeof CartSchema>;
export type AddToCartBody = BodyOf<typeof AddToCartSchema>;
export type SetQuantityBody = BodyOf<typeof SetQuantitySchema>;
export type SetQuantityReply = ReplyOf<typeof SetQuantitySchema>;
