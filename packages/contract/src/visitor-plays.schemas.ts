// What a browser holds from before a login (issue 25): the plays it bought and the cart lines it
// filled while logged out. The web asks the player whether to add them to the account; only the
// claim call moves them, and only into the account of the session making it.
import { Type } from 'typebox';
import type { BodyOf, ReplyOf } from './route-types.js';
import { errorResponses } from './error.schemas.js';

const VisitorHoldings = Type.Object({
  plays: Type.Integer({
    minimum: 0,
    description: 'plays (the quantities of its paid lines) this browser bought while logged out',
  }),
  cartItems: Type.Integer({
    minimum: 0,
    description: 'cart lines this browser filled while logged out',
  }),
});

export const GetVisitorPlaysSchema = {
  tags: ['account'],
  summary: 'What this browser bought and put in its cart while logged out (401 when not logged in)',
  response: { 200: VisitorHoldings, ...errorResponses },
};

export const ClaimVisitorPlaysSchema = {
  tags: ['account'],
  summary: "Add this browser's logged-out plays and cart lines to the logged-in account",
  description:
    "Only on the player's yes: confirm must be true. Moves the plays (and their orders) and the cart lines of the " +
    "request's visitor cookie that belong to no account; a cart line the account already holds gets the quantity added " +
    '(at most the line cap). 401 when not logged in.',
  body: Type.Object(
    { confirm: Type.Literal(true, { description: 'the player accepted the question' }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      plays: Type.Integer({ minimum: 0, description: 'plays moved to the account' }),
      cartItems: Type.Integer({ minimum: 0, description: 'cart lines moved to the account' }),
    }),
    ...errorResponses,
  },
};

export type VisitorPlays = ReplyOf<typeof GetVisitorPlaysSchema>;
export type ClaimVisitorPlaysBody = BodyOf<typeof ClaimVisitorPlaysSchema>;
export type ClaimVisitorPlaysReply = ReplyOf<typeof ClaimVisitorPlaysSchema>;
