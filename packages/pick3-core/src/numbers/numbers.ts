import { describeValue, Pick3Error } from '../errors/errors.js';

/**
 * A straight number: exactly three ASCII digits, `"000"`–`"999"`. Always text: leading zeros matter.
 *
 * @example
 * ```ts
 * import type { Straight } from '@pick3/core';
 * const winner: Straight = '610';
 * ```
 */
export type Straight = string;

/**
 * A box key: a straight whose digits are sorted ascending (`"016"` is the box key of `"610"`).
 * There are 220 of them.
 *
 * @example
 * ```ts
 * import type { BoxKey } from '@pick3/core';
 * const key: BoxKey = '016';
 * ```
 */
export type BoxKey = string;

/**
 * `single`: three different digits; `double`: exactly two equal; `triple`: all three equal.
 *
 * @example
 * ```ts
 * import { digitTypeOf, type DigitType } from '@pick3/core';
 * const type: DigitType = digitTypeOf('611'); // 'double'
 * ```
 */
export type DigitType = 'single' | 'double' | 'triple';

/**
 * The three digit types in display order (singles, doubles, triples).
 *
 * @example
 * ```ts
 * import { DIGIT_TYPES } from '@pick3/core';
 * DIGIT_TYPES; // ['single', 'double', 'triple']
 * ```
 */
export const DIGIT_TYPES: readonly DigitType[] = Object.freeze([
  'single',
  'double',
  'triple',
] as const);

const SINGLE_ROWS = 'ABCDEFGHIJKL';
const SINGLE_COLUMNS = 'MNOPQRSTUV';
const DOUBLE_ROWS = 'ABCDEFGHI';
const DOUBLE_COLUMNS = 'JKLMNOPQRS';
const TRIPLE_COLUMNS = 'BCDEFGHIJK';

/**
 * Every row letter of the box grid, in grid order: singles `A`–`L`, doubles `AA`–`II`, triples `AAA`.
 *
 * @example
 * ```ts
 * import { ROWS } from '@pick3/core';
 * ROWS.length; // 22
 * ```
 */
export const ROWS: readonly string[] = Object.freeze([
  ...SINGLE_ROWS,
  ...[...DOUBLE_ROWS].map((c) => c + c),
  'AAA',
]);

/**
 * Every column letter of the box grid: singles `M`–`V`, doubles `JJ`–`SS`, triples `BBB`–`KKK`.
 *
 * @example
 * ```ts
 * import { COLUMNS } from '@pick3/core';
 * COLUMNS.length; // 30
 * ```
 */
export const COLUMNS: readonly string[] = Object.freeze([
  ...SINGLE_COLUMNS,
  ...[...DOUBLE_COLUMNS].map((c) => c + c),
  ...[...TRIPLE_COLUMNS].map((c) => c + c + c),
]);

/**
 * The number sets 1–11 (blocks of 20 box keys in display order).
 *
 * @example
 * ```ts
 * import { NUMBER_SETS } from '@pick3/core';
 * NUMBER_SETS; // [1, 2, …, 11]
 * ```
 */
export const NUMBER_SETS: readonly number[] = Object.freeze(
  Array.from({ length: 11 }, (_, i) => i + 1),
);

/**
 * All 1,000 straights, ascending (`"000"` … `"999"`).
 *
 * @example
 * ```ts
 * import { ALL_STRAIGHTS } from '@pick3/core';
 * ALL_STRAIGHTS[7]; // '007'
 * ```
 */
export const ALL_STRAIGHTS: readonly Straight[] = Object.freeze(
  Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
);

function typeOfDigits(a: number, b: number, c: number): DigitType {
  if (a === b && b === c) return 'triple';
  if (a === b || b === c || a === c) return 'double';
  return 'single';
}

/**
 * The value (0–999) of a straight's digits in ascending order, its box key: 910 → 19 ('019').
 * Arithmetic rather than sorting the string's characters: the tables below run it 2,000 times while
 * the module loads, on a phone's start-up.
 */
function ascendingValue(value: number): number {
  const a = Math.floor(value / 100);
  const b = Math.floor(value / 10) % 10;
  const c = value % 10;
  const low = Math.min(a, b, c);
  const high = Math.max(a, b, c);
  return low * 100 + (a + b + c - low - high) * 10 + high;
}

const ascendingKeys = ALL_STRAIGHTS.filter((_, value) => ascendingValue(value) === value);
const keysOfType = (type: DigitType): readonly BoxKey[] =>
  Object.freeze(ascendingKeys.filter((k) => typeOfDigits(+k[0]!, +k[1]!, +k[2]!) === type));
const SINGLE_KEYS = keysOfType('single');
const DOUBLE_KEYS = keysOfType('double');
const TRIPLE_KEYS = keysOfType('triple');

/**
 * The 220 box keys in display order: singles ascending (`012` … `789`), then doubles (`001` … `899`),
 * then triples (`000` … `999`).
 *
 * @example
 * ```ts
 * import { BOX_KEYS } from '@pick3/core';
 * BOX_KEYS[0]; // '012'
 * BOX_KEYS[120]; // '001'
 * BOX_KEYS[219]; // '999'
 * ```
 */
export const BOX_KEYS: readonly BoxKey[] = Object.freeze([
  ...SINGLE_KEYS,
  ...DOUBLE_KEYS,
  ...TRIPLE_KEYS,
]);

// Per-number lookup tables, indexed by the straight's numeric value (0–999), built once at load so every
// classification, analysis and filter is an array read.
/** @internal box key of each straight, as its numeric value */
export const BOX_VALUE = new Int16Array(1000);
/** @internal digit type of each straight: 0 single, 1 double, 2 triple */
export const TYPE_INDEX = new Uint8Array(1000);
/** @internal 1-based display number of each straight's box key */
export const DISPLAY_NUMBER = new Uint8Array(1000);
/** @internal index into ROWS of each straight's box key */
export const ROW_INDEX = new Uint8Array(1000);
/** @internal index into COLUMNS of each straight's box key */
export const COLUMN_INDEX = new Uint8Array(1000);
/** @internal comma-separated straight combinations, per box key value */
export const COMBINATIONS_TEXT: string[] = new Array<string>(1000).fill('');
const COMBINATIONS: Straight[][] = Array.from({ length: 1000 }, () => []);
const COORDINATE: string[] = new Array<string>(1000).fill('');

BOX_KEYS.forEach((key, position) => {
  const value = +key;
  const type = typeOfDigits(+key[0]!, +key[1]!, +key[2]!);
  const start = type === 'single' ? 0 : type === 'double' ? 120 : 210;
  const i = position - start;
  let row: string;
  let column: string;
  if (type === 'single') {
    row = SINGLE_ROWS[Math.floor(i / 10)]!;
    column = SINGLE_COLUMNS[i % 10]!;
  } else if (type === 'double') {
    row = DOUBLE_ROWS[Math.floor(i / 10)]!.repeat(2);
    column = DOUBLE_COLUMNS[i % 10]!.repeat(2);
  } else {
    row = 'AAA';
    column = TRIPLE_COLUMNS[+key[0]!]!.repeat(3);
  }
  DISPLAY_NUMBER[value] = position + 1;
  ROW_INDEX[value] = ROWS.indexOf(row);
  COLUMN_INDEX[value] = COLUMNS.indexOf(column);
  COORDINATE[value] = row + column;
  TYPE_INDEX[value] = DIGIT_TYPES.indexOf(type);
});
for (let v = 0; v < 1000; v++) {
  const s = ALL_STRAIGHTS[v]!;
  const key = ascendingValue(v);
  BOX_VALUE[v] = key;
  TYPE_INDEX[v] = TYPE_INDEX[key]!;
  DISPLAY_NUMBER[v] = DISPLAY_NUMBER[key]!;
  ROW_INDEX[v] = ROW_INDEX[key]!;
  COLUMN_INDEX[v] = COLUMN_INDEX[key]!;
  COORDINATE[v] = COORDINATE[key]!;
  COMBINATIONS[key]!.push(s);
}
for (let v = 0; v < 1000; v++) {
  const key = BOX_VALUE[v]!;
  if (v === key) Object.freeze(COMBINATIONS[v]);
  COMBINATIONS[v] = COMBINATIONS[key]!;
  COMBINATIONS_TEXT[v] = COMBINATIONS[key]!.join(',');
}

/**
 * Numeric value (0–999) of a straight, or -1 when `text` is not exactly three ASCII digits.
 * @internal
 */
export function straightValue(text: unknown): number {
  if (typeof text !== 'string' || text.length !== 3) return -1;
  const a = text.charCodeAt(0) - 48;
  const b = text.charCodeAt(1) - 48;
  const c = text.charCodeAt(2) - 48;
  if (a < 0 || a > 9 || b < 0 || b > 9 || c < 0 || c > 9) return -1;
  return a * 100 + b * 10 + c;
}

/**
 * Numeric value of a straight or box key, throwing INVALID_NUMBER otherwise.
 * @internal
 */
export function valueOf(text: unknown, field?: string): number {
  const v = straightValue(text);
  if (v < 0) throw invalidNumber(text, field);
  return v;
}

function invalidNumber(text: unknown, field?: string): Pick3Error {
  return new Pick3Error(
    'INVALID_NUMBER',
    `${describeValue(text)} is not a Pick 3 number: expected exactly three digits 000–999, as text.`,
    field === undefined ? {} : { field },
  );
}

/**
 * Whether `value` is a straight: a string of exactly three ASCII digits.
 *
 * @example
 * ```ts
 * import { isStraight } from '@pick3/core';
 * isStraight('007'); // true
 * isStraight('7'); // false
 * isStraight(7); // false
 * ```
 */
export function isStraight(value: unknown): value is Straight {
  return straightValue(value) >= 0;
}

/**
 * Parses a straight strictly: exactly three ASCII digits, nothing around them.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` for anything else (`"12a"`, `"1000"`, `" 12"`, `""`).
 * @example
 * ```ts
 * import { parseStraight } from '@pick3/core';
 * parseStraight('042'); // '042'
 * parseStraight('42'); // throws Pick3Error INVALID_NUMBER
 * ```
 */
export function parseStraight(text: unknown): Straight {
  valueOf(text);
  return text as Straight;
}

/**
 * For sources that strip leading zeros: 1–3 digits (or an integer 0–999) zero-padded to a straight.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` for anything else.
 * @example
 * ```ts
 * import { padStraight } from '@pick3/core';
 * padStraight('7'); // '007'
 * padStraight(42); // '042'
 * padStraight('1000'); // throws Pick3Error INVALID_NUMBER
 * ```
 */
export function padStraight(text: string | number): Straight {
  if (typeof text === 'number') {
    if (Number.isInteger(text) && text >= 0 && text <= 999) return ALL_STRAIGHTS[text]!;
    throw invalidNumber(text);
  }
  if (typeof text === 'string' && /^[0-9]{1,3}$/.test(text)) return text.padStart(3, '0');
  throw invalidNumber(text);
}

/**
 * Whether `value` is a box key: a straight whose digits are in ascending order.
 *
 * @example
 * ```ts
 * import { isBoxKey } from '@pick3/core';
 * isBoxKey('016'); // true
 * isBoxKey('610'); // false
 * ```
 */
export function isBoxKey(value: unknown): value is BoxKey {
  const v = straightValue(value);
  return v >= 0 && BOX_VALUE[v] === v;
}

/**
 * Parses a box key strictly: three digits, sorted ascending.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when not three digits, `INVALID_BOX_KEY` when not sorted.
 * @example
 * ```ts
 * import { parseBoxKey } from '@pick3/core';
 * parseBoxKey('016'); // '016'
 * parseBoxKey('610'); // throws Pick3Error INVALID_BOX_KEY ("did you mean 016?")
 * ```
 */
export function parseBoxKey(text: unknown): BoxKey {
  const v = valueOf(text);
  if (BOX_VALUE[v] !== v) {
    throw new Pick3Error(
      'INVALID_BOX_KEY',
      `"${text as string}" is not a box key (digits sorted ascending); did you mean "${ALL_STRAIGHTS[BOX_VALUE[v]!]!}"?`,
    );
  }
  return text as BoxKey;
}

/**
 * The box key of a straight: its digits sorted ascending.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { toBoxKey } from '@pick3/core';
 * toBoxKey('610'); // '016'
 * ```
 */
export function toBoxKey(number: Straight): BoxKey {
  return ALL_STRAIGHTS[BOX_VALUE[valueOf(number)]!]!;
}

/**
 * The digit type of a straight or box key.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { digitTypeOf } from '@pick3/core';
 * digitTypeOf('610'); // 'single'
 * digitTypeOf('161'); // 'double'
 * digitTypeOf('777'); // 'triple'
 * ```
 */
export function digitTypeOf(number: Straight): DigitType {
  return DIGIT_TYPES[TYPE_INDEX[valueOf(number)]!]!;
}

/**
 * The distinct straights of a box key (its permutations), ascending. A straight is taken as its box key.
 * Join with `','` for the API's `straightCombinations` text.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { straightCombinations } from '@pick3/core';
 * straightCombinations('016'); // ['016', '061', '106', '160', '601', '610']
 * straightCombinations('611'); // ['116', '161', '611']
 * ```
 */
export function straightCombinations(number: Straight): readonly Straight[] {
  return COMBINATIONS[valueOf(number)]!;
}

/**
 * The box keys of one digit type, in display order (120 singles, 90 doubles, 10 triples).
 *
 * @example
 * ```ts
 * import { boxKeysOf } from '@pick3/core';
 * boxKeysOf('triple'); // ['000', '111', …, '999']
 * ```
 */
export function boxKeysOf(type: DigitType): readonly BoxKey[] {
  if (type === 'single') return SINGLE_KEYS;
  if (type === 'double') return DOUBLE_KEYS;
  if (type === 'triple') return TRIPLE_KEYS;
  throw new Pick3Error(
    'INVALID_OPTION',
    `${describeValue(type)} is not a digit type (single, double, triple).`,
  );
}

/**
 * 1-based position of a box key in display order: singles 1–120, doubles 121–210, triples 211–220.
 * A straight gets its box key's number.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { displayNumber } from '@pick3/core';
 * displayNumber('012'); // 1
 * displayNumber('001'); // 121
 * displayNumber('999'); // 220
 * ```
 */
export function displayNumber(number: Straight): number {
  return DISPLAY_NUMBER[valueOf(number)]!;
}

/**
 * The box key at a 1-based display number (1–220).
 *
 * @throws {@link Pick3Error} `INVALID_OPTION` outside 1–220.
 * @example
 * ```ts
 * import { boxKeyAt } from '@pick3/core';
 * boxKeyAt(121); // '001'
 * ```
 */
export function boxKeyAt(displayNumber: number): BoxKey {
  const key = Number.isInteger(displayNumber) ? BOX_KEYS[displayNumber - 1] : undefined;
  if (key === undefined) {
    throw new Pick3Error(
      'INVALID_OPTION',
      `${describeValue(displayNumber)} is not a display number (1–220).`,
    );
  }
  return key;
}

/**
 * The coordinate code (row letter + column letter) of a box key; a straight gets its box key's code.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { coordinateOf } from '@pick3/core';
 * coordinateOf('012'); // 'AM'
 * coordinateOf('001'); // 'AAJJ'
 * coordinateOf('999'); // 'AAAKKK'
 * ```
 */
export function coordinateOf(number: Straight): string {
  return COORDINATE[valueOf(number)]!;
}

/**
 * The row letter of a number's coordinate (`A`–`L`, `AA`–`II` or `AAA`).
 *
 * @example
 * ```ts
 * import { rowOf } from '@pick3/core';
 * rowOf('789'); // 'L'
 * ```
 */
export function rowOf(number: Straight): string {
  return ROWS[ROW_INDEX[valueOf(number)]!]!;
}

/**
 * The column letter of a number's coordinate (`M`–`V`, `JJ`–`SS` or `BBB`–`KKK`).
 *
 * @example
 * ```ts
 * import { columnOf } from '@pick3/core';
 * columnOf('789'); // 'V'
 * ```
 */
export function columnOf(number: Straight): string {
  return COLUMNS[COLUMN_INDEX[valueOf(number)]!]!;
}

/**
 * The number set 1–11 of a box key (its block of 20 in display order); a straight belongs to its box
 * key's set. This is the rule; a replaced number-set table is consulted by the filters, not here.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` when `number` is not a straight.
 * @example
 * ```ts
 * import { numberSetOf } from '@pick3/core';
 * numberSetOf('012'); // 1
 * numberSetOf('999'); // 11
 * ```
 */
export function numberSetOf(number: Straight): number {
  return Math.floor((DISPLAY_NUMBER[valueOf(number)]! - 1) / 20) + 1;
}
