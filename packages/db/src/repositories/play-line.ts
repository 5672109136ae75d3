/**
 * One line of plays as the cart, an order and the purchased plays all hold it: a number played a
 * number of times on a state's draw; prices in cents. Each table adds its own keys around it.
 */
export interface PlayLine {
  number: string;
  state: string;
  drawTime: string;
  playType: string;
  /** '' when the line belongs to no pool. */
  lottoPool: string;
  quantity: number;
  pricePerPlay: number;
}

/** The columns of a PlayLine, named as the interface names them (the three tables share them). */
export const playLineColumns = [
  'number',
  'state',
  'draw_time as drawTime',
  'play_type as playType',
  'lotto_pool as lottoPool',
  'quantity',
  'price_per_play as pricePerPlay',
] as const;

/**
 * Who owns a cart line, an order or a play: the account when `userId` is set (on any browser),
 * else the visitor cookie's id. A bare string is a logged-out visitor.
 */
export type PlayOwner = string | { visitorId: string; userId: string | null };

/** The owner as its two ids. */
export function ownerIds(owner: PlayOwner): { visitorId: string; userId: string | null } {
  return typeof owner === 'string' ? { visitorId: owner, userId: null } : owner;
}
