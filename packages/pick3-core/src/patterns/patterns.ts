import { describeValue, Pick3Error } from '../errors/errors.js';
import {
  ALL_STRAIGHTS,
  BOX_VALUE,
  COMBINATIONS_TEXT,
  COLUMN_INDEX,
  COLUMNS,
  DIGIT_TYPES,
  DISPLAY_NUMBER,
  ROW_INDEX,
  ROWS,
  TYPE_INDEX,
  valueOf,
  type BoxKey,
  type DigitType,
  type Straight,
} from '../numbers/numbers.js';

/**
 * Which form of a number patterns are computed on: `box` (the box key, the default) or `straight`.
 *
 * @example
 * ```ts
 * import { classify, type Mode } from '@pick3/core';
 * const mode: Mode = 'straight';
 * classify('610', { mode }).highLow; // 'HLL'
 * ```
 */
export type Mode = 'box' | 'straight';

/**
 * The 15 pairsum groups in the spec's order (`S/G(h),G(o)`).
 *
 * @example
 * ```ts
 * import { PAIRSUM_GROUPS } from '@pick3/core';
 * PAIRSUM_GROUPS[0]; // '6/3,3'
 * ```
 */
export const PAIRSUM_GROUPS = Object.freeze([
  '6/3,3',
  '7/2,3',
  '7/3,2',
  '8/1,3',
  '8/2,2',
  '8/3,1',
  '9/1,2',
  '9/2,1',
  '9/3,3',
  '10/1,1',
  '10/2,3',
  '10/3,2',
  '11/1,3',
  '11/3,1',
  '12/3,3',
] as const);

/**
 * A pairsum group label such as `'10/1,1'`.
 *
 * @example
 * ```ts
 * import type { PairsumGroup } from '@pick3/core';
 * const group: PairsumGroup = '8/2,2';
 * ```
 */
export type PairsumGroup = (typeof PAIRSUM_GROUPS)[number];

/**
 * The four 12SUM groups.
 *
 * @example
 * ```ts
 * import { SUM12_GROUPS } from '@pick3/core';
 * SUM12_GROUPS; // ['1,1', '1,2', '2,1', '2,2']
 * ```
 */
export const SUM12_GROUPS = Object.freeze(['1,1', '1,2', '2,1', '2,2'] as const);

/**
 * A 12SUM group label.
 *
 * @example
 * ```ts
 * import type { Sum12Group } from '@pick3/core';
 * const group: Sum12Group = '1,2';
 * ```
 */
export type Sum12Group = (typeof SUM12_GROUPS)[number];

/**
 * All eight high/low patterns, `LLL` first. Box keys only produce `LLL`, `LLH`, `LHH`, `HHH`.
 *
 * @example
 * ```ts
 * import { HIGH_LOW_PATTERNS } from '@pick3/core';
 * HIGH_LOW_PATTERNS.length; // 8
 * ```
 */
export const HIGH_LOW_PATTERNS = Object.freeze([
  'LLL',
  'LLH',
  'LHL',
  'LHH',
  'HLL',
  'HLH',
  'HHL',
  'HHH',
] as const);

/**
 * All eight odd/even patterns, `EEE` through `OOO`.
 *
 * @example
 * ```ts
 * import { ODD_EVEN_PATTERNS } from '@pick3/core';
 * ODD_EVEN_PATTERNS[7]; // 'OOO'
 * ```
 */
export const ODD_EVEN_PATTERNS = Object.freeze([
  'EEE',
  'EEO',
  'EOE',
  'EOO',
  'OEE',
  'OEO',
  'OOE',
  'OOO',
] as const);

/**
 * The four bit pairs of one digit in the binary pattern: high bit then odd bit.
 *
 * @example
 * ```ts
 * import { BINARY_PAIRS } from '@pick3/core';
 * BINARY_PAIRS; // ['00', '01', '10', '11']
 * ```
 */
export const BINARY_PAIRS = Object.freeze(['00', '01', '10', '11'] as const);

// Per-number pattern tables, indexed by the numeric value of the number as shown.
/** @internal */ export const HIGH_LOW_INDEX = new Uint8Array(1000);
/** @internal */ export const ODD_EVEN_INDEX = new Uint8Array(1000);
/** @internal */ export const SUM12_INDEX = new Uint8Array(1000);
/** @internal */ export const PAIRSUM_INDEX = new Uint8Array(1000);
/** @internal binary pair (0–3) of digits 1, 2, 3 */ export const BINARY_INDEX: readonly Uint8Array[] =
  [new Uint8Array(1000), new Uint8Array(1000), new Uint8Array(1000)];
/** @internal */ export const DIGIT_SUM = new Uint8Array(1000);
const BINARY_TEXT: string[] = new Array<string>(1000).fill('');

const uniform = (n: number): number => (n === 1 || n === 2 ? n : 3);
for (let v = 0; v < 1000; v++) {
  const digits = [Math.floor(v / 100), Math.floor(v / 10) % 10, v % 10] as const;
  let hl = 0;
  let oe = 0;
  let high = 0;
  let odd = 0;
  const bins: string[] = [];
  digits.forEach((d, p) => {
    const h = d >= 5 ? 1 : 0;
    const o = d % 2;
    hl = hl * 2 + h;
    oe = oe * 2 + o;
    high += h;
    odd += o;
    BINARY_INDEX[p]![v] = h * 2 + o;
    bins.push(BINARY_PAIRS[h * 2 + o]!);
  });
  HIGH_LOW_INDEX[v] = hl;
  ODD_EVEN_INDEX[v] = oe;
  const [d1, d2, d3] = digits;
  SUM12_INDEX[v] = ((d1 + d2) % 2 === 1 ? 0 : 2) + ((d2 + d3) % 2 === 1 ? 0 : 1);
  const label = `${12 - high - odd}/${uniform(high)},${uniform(odd)}`;
  PAIRSUM_INDEX[v] = (PAIRSUM_GROUPS as readonly string[]).indexOf(label);
  DIGIT_SUM[v] = d1 + d2 + d3;
  BINARY_TEXT[v] = `${bins.join('/')}(${high + odd})`;
}

/**
 * High/low pattern of the number as given: per position `H` for 5–9, `L` for 0–4.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { highLow } from '@pick3/core';
 * highLow('610'); // 'HLL'
 * highLow('016'); // 'LLH'
 * ```
 */
export function highLow(number: Straight): string {
  return HIGH_LOW_PATTERNS[HIGH_LOW_INDEX[valueOf(number)]!]!;
}

/**
 * Odd/even pattern of the number as given: per position `O` or `E`.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { oddEven } from '@pick3/core';
 * oddEven('610'); // 'EOE'
 * ```
 */
export function oddEven(number: Straight): string {
  return ODD_EVEN_PATTERNS[ODD_EVEN_INDEX[valueOf(number)]!]!;
}

/**
 * Binary pattern: per position the high bit then the odd bit, joined by `/`, then the count of 1-bits.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { binary } from '@pick3/core';
 * binary('610'); // '10/01/00(2)'
 * binary('016'); // '00/01/10(2)'
 * ```
 */
export function binary(number: Straight): string {
  return BINARY_TEXT[valueOf(number)]!;
}

/**
 * Pairsum group `S/G(h),G(o)` (h high digits, o odd digits, S = 12 − h − o, G(0) = G(3) = 3).
 * It does not depend on digit order.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { pairsumOf } from '@pick3/core';
 * pairsumOf('610'); // '10/1,1'
 * pairsumOf('000'); // '12/3,3'
 * ```
 */
export function pairsumOf(number: Straight): PairsumGroup {
  return PAIRSUM_GROUPS[PAIRSUM_INDEX[valueOf(number)]!]!;
}

/**
 * 12SUM group `P(d1+d2),P(d2+d3)` with P = 1 for an odd sum, 2 for an even one. Depends on digit order.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { sum12Of } from '@pick3/core';
 * sum12Of('610'); // '1,1'
 * sum12Of('246'); // '2,2'
 * ```
 */
export function sum12Of(number: Straight): Sum12Group {
  return SUM12_GROUPS[SUM12_INDEX[valueOf(number)]!]!;
}

/**
 * Sum of the three digits, 0–27.
 *
 * @example
 * ```ts
 * import { digitSum } from '@pick3/core';
 * digitSum('610'); // 7
 * ```
 */
export function digitSum(number: Straight): number {
  return DIGIT_SUM[valueOf(number)]!;
}

/**
 * Root sum: the digit sum mod 10.
 *
 * @example
 * ```ts
 * import { rootSum } from '@pick3/core';
 * rootSum('999'); // 7
 * ```
 */
export function rootSum(number: Straight): number {
  return DIGIT_SUM[valueOf(number)]! % 10;
}

/**
 * Everything `@pick3/core` knows about one number. Patterns are of the number as shown (the box key in
 * box mode, the straight in straight mode); `displayNumber`, `coordinate` and `numberSet` are always of
 * the box key.
 *
 * @example
 * ```ts
 * import { classify, type Classification } from '@pick3/core';
 * const c: Classification = classify('610', { mode: 'straight' });
 * ```
 */
export interface Classification {
  /** The number as given. */
  number: Straight;
  boxKey: BoxKey;
  digitType: DigitType;
  /** 1–220, of the box key. */
  displayNumber: number;
  /** Row + column letters, of the box key. */
  coordinate: string;
  /** 1–11, of the box key. */
  numberSet: number;
  highLow: string;
  oddEven: string;
  binary: string;
  pairsum: PairsumGroup;
  sum12: Sum12Group;
  digitSum: number;
  rootSum: number;
}

/** @internal */
export function assertMode(mode: unknown, field = 'mode'): Mode {
  if (mode === 'box' || mode === 'straight') return mode;
  throw new Pick3Error(
    'INVALID_OPTION',
    `${field} must be "box" or "straight", got ${describeValue(mode)}.`,
    {
      field,
    },
  );
}

/**
 * Classifies one number: box key, digit type, display number, coordinate, number set and every
 * pattern of domain section 3. `mode` (default `box`) chooses whether patterns are of the box key or of
 * the straight as given.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight, `INVALID_OPTION` for a bad mode.
 * @example
 * ```ts
 * import { classify } from '@pick3/core';
 * classify('610', { mode: 'box' });
 * // { number: '610', boxKey: '016', digitType: 'single', displayNumber: 5, coordinate: 'AQ',
 * //   numberSet: 1, highLow: 'LLH', oddEven: 'EOE', binary: '00/01/10(2)', pairsum: '10/1,1',
 * //   sum12: '1,1', digitSum: 7, rootSum: 7 }
 * ```
 */
export function classify(number: Straight, options: { mode?: Mode } = {}): Classification {
  const v = valueOf(number);
  const mode = options.mode === undefined ? 'box' : assertMode(options.mode);
  const key = BOX_VALUE[v]!;
  const shown = mode === 'box' ? key : v;
  const sum = DIGIT_SUM[shown]!;
  return {
    number,
    boxKey: ALL_STRAIGHTS[key]!,
    digitType: DIGIT_TYPES[TYPE_INDEX[v]!]!,
    displayNumber: DISPLAY_NUMBER[v]!,
    coordinate: ROWS[ROW_INDEX[v]!]! + COLUMNS[COLUMN_INDEX[v]!]!,
    numberSet: Math.floor((DISPLAY_NUMBER[v]! - 1) / 20) + 1,
    highLow: HIGH_LOW_PATTERNS[HIGH_LOW_INDEX[shown]!]!,
    oddEven: ODD_EVEN_PATTERNS[ODD_EVEN_INDEX[shown]!]!,
    binary: BINARY_TEXT[shown]!,
    pairsum: PAIRSUM_GROUPS[PAIRSUM_INDEX[shown]!]!,
    sum12: SUM12_GROUPS[SUM12_INDEX[shown]!]!,
    digitSum: sum,
    rootSum: sum % 10,
  };
}

/**
 * The PATTERN STRINGS labels of a number, as the Removed Numbers section lists them per draw.
 *
 * @example
 * ```ts
 * import { patternString } from '@pick3/core';
 * patternString('610', 'box');
 * // { PAIRS: '10/1,1', 'H/L': 'LLH', 'O/E': 'EOE', '12SUM': '1,1', BIN: '00/01/10(2)', SET: '1' }
 * ```
 */
export interface PatternStrings {
  PAIRS: PairsumGroup;
  'H/L': string;
  'O/E': string;
  '12SUM': Sum12Group;
  BIN: string;
  SET: string;
}

/**
 * The PATTERN STRINGS labels (`PAIRS`, `H/L`, `O/E`, `12SUM`, `BIN`, `SET`) of a number in a mode.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { patternString } from '@pick3/core';
 * patternString('610', 'straight')['H/L']; // 'HLL'
 * ```
 */
export function patternString(number: Straight, mode: Mode = 'box'): PatternStrings {
  const c = classify(number, { mode });
  return {
    PAIRS: c.pairsum,
    'H/L': c.highLow,
    'O/E': c.oddEven,
    '12SUM': c.sum12,
    BIN: c.binary,
    SET: String(c.numberSet),
  };
}

/** @internal comma-separated straight combinations of a number's box key */
export function combinationsText(value: number): string {
  return COMBINATIONS_TEXT[value]!;
}
