// The prize tables of the 36 three-digit games of STATES, as data: the play types each lottery
// offers, the stakes, and the prize of each play line at each stake. Only the lines a lottery prints
// are stored (straight, box 6-way, box 3-way, pair); straight/box and combo follow from them by the
// rules every listed lottery publishes (prizes.ts): straight/box is half a straight and half a box
// on one ticket, a combo is one straight play per order of the digits.
//
// Sources. Addresses were written without network access: each `source` is the lottery's own game
// page (the "how to play" page where the prize chart lives, as in STATES). The figures were checked,
// where a copy of the chart could be read, against these copies (archived official rules or prize
// charts); `verified: false` marks a table that keeps the standard published figures (fixed prizes:
// $500 straight, $80 box 6-way, $160 box 3-way, $50 pair on $1; half on $0.50) unchecked. Its play
// types are the common ones of that lottery as far as known; re-check before quoting a figure.
//   KS, MD, MO, NE, VA: lottery.com/news/official_rules.cfm/GameID/<ST>3 (copies of the rules);
//   AZ's copy gives its play types and stakes but no figures (unverified)
//   FL: the Florida Lottery's Cash 3 (now Pick 3) payout chart, flottery.com/members2/cash3/c_pay.htm
//   NY: lotto.net/en/new-york-numbers and us-lotteries.com/New_York/Numbers give the play types
//   (pairs, combo), the stakes ($0.50, $1; straight/box $1) and the $500 straight; the box and pair
//   figures are the standard ones, not read from a chart (unverified)
//   PA: lotterycritic.com/lottery-results/pennsylvania/pick-3 ("Super Straight" is PA's combo)
//   TX: texas.lottonumbers.com/pick-3/odds-and-prizes (Exact Order, Any Order, Exact/Any, Combo)
//   CA: us-lotteries.com/California/Daily_3 and lotteryguru.com: pari-mutuel, $1 only
/**
 * The play types of the three-digit games. `box` is 6-way or 3-way by the number's digits (three
 * different digits, or a double); `straight-box` is half a straight and half a box on one ticket;
 * `combo` is one straight play per order of the digits; the pairs match two digits in position
 * (front: 1st and 2nd, back: 2nd and 3rd, split: 1st and 3rd).
 *
 * @example
 * ```ts
 * import { PRIZE_PLAY_TYPES } from '@pick3/core';
 * PRIZE_PLAY_TYPES.includes('front-pair'); // true
 * ```
 */
export const PRIZE_PLAY_TYPES = [
  'straight',
  'box',
  'straight-box',
  'combo',
  'front-pair',
  'back-pair',
  'split-pair',
] as const;

/**
 * One of {@link PRIZE_PLAY_TYPES}.
 *
 * @example
 * ```ts
 * import type { PrizePlayType } from '@pick3/core';
 * const type: PrizePlayType = 'straight-box';
 * ```
 */
export type PrizePlayType = (typeof PRIZE_PLAY_TYPES)[number];

/**
 * The prizes of one stake (dollars): straight, box 6-way, box 3-way and, where offered, a pair.
 *
 * @example
 * ```ts
 * import type { StakePrizes } from '@pick3/core';
 * const dollar: StakePrizes = { stake: 1, straight: 500, box6: 80, box3: 160, pair: 50 };
 * ```
 */
export interface StakePrizes {
  readonly stake: number;
  readonly straight: number;
  readonly box6: number;
  readonly box3: number;
  readonly pair?: number;
}

/**
 * A state's prize table: its play types, its stakes with their prizes, the official page it comes
 * from, and whether the figures were checked against a copy of the published chart.
 *
 * @example
 * ```ts
 * import { prizeTableOf, type PrizeTable } from '@pick3/core';
 * const ny: PrizeTable = prizeTableOf('NY');
 * ```
 */
export interface PrizeTable {
  readonly state: string;
  /** The lottery's own page for the game (how to play, prizes). */
  readonly source: string;
  /** The figures were checked against a copy of the published chart (see prize-tables.ts). */
  readonly verified: boolean;
  /** A quirk of the state's game, or what is uncertain. */
  readonly note?: string;
  readonly types: readonly PrizePlayType[];
  /** Ascending by stake. */
  readonly stakes: readonly StakePrizes[];
}

/** The standard fixed prizes per stake ($0.50 and $1): half of the $1 figures on $0.50. */
const STANDARD = [
  { stake: 0.5, straight: 250, box6: 40, box3: 80, pair: 25 },
  { stake: 1, straight: 500, box6: 80, box3: 160, pair: 50 },
] as const;

const BASIC = ['straight', 'box', 'straight-box', 'combo'] as const;
const WITH_PAIRS = [...BASIC, 'front-pair', 'back-pair'] as const;

/**
 * Every state's prize table, alphabetical by code (the codes of STATE_CODES).
 *
 * @example
 * ```ts
 * import { PRIZE_TABLES } from '@pick3/core';
 * PRIZE_TABLES.find((t) => t.state === 'NY')?.stakes[1]; // { stake: 1, straight: 500, box6: 80, box3: 160, pair: 50 }
 * ```
 */
export const PRIZE_TABLES: readonly PrizeTable[] = [
  {
    state: 'AR',
    source: 'https://www.myarkansaslottery.com/games/cash-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'AZ',
    source: 'https://www.arizonalottery.com/draw-games/pick-3/',
    verified: false,
    note: 'Two $0.50 games for $1 or one $1 game; the rules list no combo.',
    types: ['straight', 'box', 'straight-box', 'front-pair', 'back-pair'],
    stakes: STANDARD,
  },
  {
    state: 'CA',
    source: 'https://www.calottery.com/draw-games/daily-3',
    verified: false,
    note:
      'Pari-mutuel: the prize of each draw depends on sales and winners (one evening paid $607 ' +
      'straight, $96 box). These are the typical figures the lottery quotes ($500, $83, $167 on $1); ' +
      'only $1 plays, no combo, no pairs.',
    types: ['straight', 'box', 'straight-box'],
    stakes: [{ stake: 1, straight: 500, box6: 83, box3: 167 }],
  },
  {
    state: 'CO',
    source: 'https://www.coloradolottery.com/en/games/pick3/',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'CT',
    source: 'https://www.ctlottery.org/play3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'DC',
    source: 'https://dclottery.com/dc-3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'DE',
    source: 'https://www.delottery.com/Draw-Games/Play-3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'FL',
    source: 'https://www.floridalottery.com/games/draw-games/pick-3',
    verified: true,
    note: 'Straight/box on $1 only.',
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'GA',
    source: 'https://www.galottery.com/en-us/games/draw-games/cash-three.html',
    verified: false,
    note: 'Straight/box on $1 only; combo $3 (3-way) or $6 (6-way) on $1.',
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'IA',
    source: 'https://www.ialottery.com/games/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'ID',
    source: 'https://www.idaholottery.com/games/draw/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'IL',
    source: 'https://www.illinoislottery.com/dbg/results/pick3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'IN',
    source: 'https://hoosierlottery.com/games/draw/daily-3/',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'KS',
    source: 'https://www.kslottery.com/games/pick-3/',
    verified: true,
    note: 'Exact order (straight) and any order (box) only.',
    types: ['straight', 'box'],
    stakes: STANDARD,
  },
  {
    state: 'KY',
    source: 'https://www.kylottery.com/',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'LA',
    source: 'https://louisianalottery.com/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'MD',
    source: 'https://www.mdlottery.com/games/pick-3/',
    verified: true,
    note: 'Combo from $1.50 (3-way) or $3 (6-way), i.e. $0.50 per order; straight/box on $1.',
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'ME',
    source: 'https://www.mainelottery.com/',
    verified: false,
    note: 'Tri-State (Maine, New Hampshire, Vermont).',
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'MI',
    source: 'https://www.michiganlottery.com/games/daily-3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'MN',
    source: 'https://www.mnlottery.com/games/draw-games/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'MO',
    source: 'https://www.molottery.com/pick-3',
    verified: true,
    note:
      'Prizes are 60% of sales: $600 straight, $100 box 6-way, $200 box 3-way on $1 (checked); ' +
      'the pair prize ($60 on $1) follows the same 60% and is unverified.',
    types: WITH_PAIRS,
    stakes: [
      { stake: 0.5, straight: 300, box6: 50, box3: 100, pair: 30 },
      { stake: 1, straight: 600, box6: 100, box3: 200, pair: 60 },
    ],
  },
  {
    state: 'NC',
    source: 'https://nclottery.com/pick3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'NE',
    source: 'https://nelottery.com/',
    verified: true,
    note:
      '$1 only: $600 straight, $100 box 6-way, $200 box 3-way. Nebraska\'s "combo" pays on digits ' +
      'in position (not the combo of the other states) and is not modelled here.',
    types: ['straight', 'box', 'straight-box'],
    stakes: [{ stake: 1, straight: 600, box6: 100, box3: 200 }],
  },
  {
    state: 'NJ',
    source: 'https://www.njlottery.com/en-us/drawgames/pick3.html',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'NM',
    source: 'https://www.nmlottery.com/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'NY',
    source: 'https://nylottery.ny.gov/draw-game?game=numbers',
    verified: false,
    note: 'Straight/box always costs $1.',
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'OH',
    source: 'https://www.ohiolottery.com/games/draw-games/pick-3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'OK',
    source: 'https://www.lottery.ok.gov/draw-games/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'PA',
    source: 'https://www.palottery.state.pa.us/Draw-Games/Pick-3.aspx',
    verified: true,
    note: '"Super Straight" is the combo. The Wild Ball add-on is not modelled.',
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'SC',
    source: 'https://www.sceducationlottery.com/Games/Pick3',
    verified: false,
    types: WITH_PAIRS,
    stakes: STANDARD,
  },
  {
    state: 'TN',
    source: 'https://www.tnlottery.com/games/draw-games/cash-3/',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'TX',
    source: 'https://www.texaslottery.com/export/sites/lottery/Games/Pick_3/index.html',
    verified: true,
    note: 'Exact Order, Any Order, Exact/Any and Combo; the Fireball add-on is not modelled.',
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'VA',
    source: 'https://www.valottery.com/data/draw-games/pick-3',
    verified: true,
    note: 'Pairs: front, back and split (first and last digits), $50 on $1, $25 on $0.50.',
    types: [...WITH_PAIRS, 'split-pair'],
    stakes: STANDARD,
  },
  {
    state: 'WA',
    source: 'https://www.walottery.com/',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'WI',
    source: 'https://wilottery.com/games/pick-3',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
  {
    state: 'WV',
    source: 'https://wvlottery.com/draw-games/daily-3/',
    verified: false,
    types: BASIC,
    stakes: STANDARD,
  },
];
