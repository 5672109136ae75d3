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
