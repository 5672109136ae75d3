import { describeValue, Pick3Error } from '../errors/errors.js';
import {
  BOX_VALUE,
  COLUMN_INDEX,
  COLUMNS,
  DISPLAY_NUMBER,
  ROW_INDEX,
  ROWS,
  straightValue,
  NUMBER_SETS,
  type Straight,
} from '../numbers/numbers.js';
import {
  assertMode,
  BINARY_INDEX,
  BINARY_PAIRS,
  HIGH_LOW_INDEX,
  HIGH_LOW_PATTERNS,
  ODD_EVEN_INDEX,
  ODD_EVEN_PATTERNS,
  PAIRSUM_GROUPS,
  PAIRSUM_INDEX,
  SUM12_GROUPS,
  SUM12_INDEX,
  type Mode,
} from '../patterns/patterns.js';
import { tableIndex, type Tables } from '../tables/tables.js';

/**
 * Selected pattern-filter items, one list per filter kind. A number is excluded (hidden) when it matches
 * any selected item. Plain JSON: store it, send it, put it in a URL.
 *
 * @example
 * ```ts
 * import type { FilterSet } from '@pick3/core';
 * const filters: Partial<FilterSet> = { position1: [0, 9], pairsum: ['10/1,1'], binary: ['00/--/--'] };
 * ```
 */
export interface FilterSet {
  /** Digits 0–9 at position 1. */
  position1: number[];
  /** Digits 0–9 at position 2. */
  position2: number[];
  /** Digits 0–9 at position 3. */
  position3: number[];
  /** High/low patterns such as `LLH`. */
  highLow: string[];
  /** Odd/even patterns such as `EOE`. */
  oddEven: string[];
  /** 12SUM groups such as `1,2`. */
  sum12: string[];
  /** Number sets 1–11. */
  numberSet: number[];
  /** One position's bit pair, written like `00/--/--` (position 1) or `--/--/11` (position 3). */
  binary: string[];
  /** Row letters (`A`–`L`, `AA`–`II`, `AAA`). */
  row: string[];
  /** Column letters (`M`–`V`, `JJ`–`SS`, `BBB`–`KKK`). */
  column: string[];
  /** Pairsum groups such as `10/1,1`. */
  pairsum: string[];
}

/**
 * The filter kinds in their stable order (the order {@link explainFilters} reports them in).
 *
 * @example
 * ```ts
 * import { FILTER_KINDS } from '@pick3/core';
 * FILTER_KINDS[0]; // 'position1'
 * ```
 */
export const FILTER_KINDS = Object.freeze([
  'position1',
  'position2',
  'position3',
  'highLow',
  'oddEven',
  'sum12',
  'numberSet',
  'binary',
  'row',
  'column',
  'pairsum',
] as const satisfies ReadonlyArray<keyof FilterSet>);

/**
 * One of {@link FILTER_KINDS}.
 *
 * @example
 * ```ts
 * import type { FilterKind } from '@pick3/core';
 * const kind: FilterKind = 'pairsum';
 * ```
 */
export type FilterKind = (typeof FILTER_KINDS)[number];

const DIGITS = Object.freeze([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
const BINARY_OPTIONS = Object.freeze(
  [0, 1, 2].flatMap((p) =>
    BINARY_PAIRS.map((pair) => ['--', '--', '--'].map((x, i) => (i === p ? pair : x)).join('/')),
  ),
);

/**
 * Every selectable value per filter kind, in display order (also the canonical order of a normalised
 * {@link FilterSet}).
 *
 * @example
 * ```ts
 * import { FILTER_OPTIONS } from '@pick3/core';
 * FILTER_OPTIONS.binary[0]; // '00/--/--'
 * FILTER_OPTIONS.pairsum.length; // 15
 * ```
 */
export const FILTER_OPTIONS: { readonly [K in FilterKind]: readonly FilterSet[K][number][] } =
  Object.freeze({
    position1: DIGITS,
    position2: DIGITS,
    position3: DIGITS,
    highLow: HIGH_LOW_PATTERNS,
    oddEven: ODD_EVEN_PATTERNS,
    sum12: SUM12_GROUPS,
    numberSet: NUMBER_SETS,
    binary: BINARY_OPTIONS,
    row: ROWS,
    column: COLUMNS,
    pairsum: PAIRSUM_GROUPS,
  });

/**
 * An empty filter set (nothing excluded).
 *
 * @example
 * ```ts
 * import { emptyFilterSet } from '@pick3/core';
 * emptyFilterSet().pairsum; // []
 * ```
 */
export function emptyFilterSet(): FilterSet {
  return {
    position1: [],
    position2: [],
    position3: [],
    highLow: [],
    oddEven: [],
    sum12: [],
    numberSet: [],
    binary: [],
    row: [],
    column: [],
    pairsum: [],
  };
}

/**
 * Validates filter input (every key optional, numbers may also be digit strings) and returns a complete
 * {@link FilterSet} with each list deduplicated and in {@link FILTER_OPTIONS} order.
 *
 * @throws {@link Pick3Error} `INVALID_FILTER` naming the bad key or value (`field` is the key).
 * @example
 * ```ts
 * import { normaliseFilterSet } from '@pick3/core';
 * normaliseFilterSet({ position1: ['3', 1, 3] }).position1; // [1, 3]
 * normaliseFilterSet({ highLow: ['LXL'] }); // throws Pick3Error INVALID_FILTER (field 'highLow')
 * ```
 */
export function normaliseFilterSet(input: unknown): FilterSet {
  if (input === undefined || input === null) return emptyFilterSet();
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new Pick3Error(
      'INVALID_FILTER',
      `Filters must be an object of lists, got ${describeValue(input)}.`,
    );
  }
  const out = emptyFilterSet();
  for (const [key, value] of Object.entries(input)) {
    if (!(FILTER_KINDS as readonly string[]).includes(key)) {
      throw new Pick3Error(
        'INVALID_FILTER',
        `Unknown filter kind ${describeValue(key)} (expected ${FILTER_KINDS.join(', ')}).`,
        {
          field: key,
        },
      );
    }
    if (value === undefined) continue;
    const kind = key as FilterKind;
    if (!Array.isArray(value)) {
      throw new Pick3Error(
        'INVALID_FILTER',
        `Filter ${kind} must be a list, got ${describeValue(value)}.`,
        { field: kind },
      );
    }
    const options = FILTER_OPTIONS[kind] as readonly (string | number)[];
    const numeric = typeof options[0] === 'number';
    const chosen = new Set<string | number>();
    for (const item of value as unknown[]) {
      const v =
        numeric && typeof item === 'string' && /^[0-9]{1,2}$/.test(item) ? Number(item) : item;
      if (!options.includes(v as string | number)) {
        throw new Pick3Error(
          'INVALID_FILTER',
          `${describeValue(item)} is not a ${kind} filter value (expected one of ${options.join(' ')}).`,
          { field: kind },
        );
      }
      chosen.add(v as string | number);
    }
    (out[kind] as (string | number)[]) = options.filter((o) => chosen.has(o));
  }
  return out;
}

/**
 * Number of selected items over all kinds.
 *
 * @example
 * ```ts
 * import { activeFilterCount } from '@pick3/core';
 * activeFilterCount({ position1: [1, 2], pairsum: ['6/3,3'] }); // 3
 * ```
 */
export function activeFilterCount(filters: Partial<FilterSet>): number {
  let n = 0;
  for (const kind of FILTER_KINDS) n += filters[kind]?.length ?? 0;
  return n;
}

/**
 * Returns a new filter set with one item switched on or off (as the multi-selects do).
 *
 * @throws {@link Pick3Error} `INVALID_FILTER` for an unknown kind or value.
 * @example
 * ```ts
 * import { emptyFilterSet, toggleFilterItem } from '@pick3/core';
 * const on = toggleFilterItem(emptyFilterSet(), 'row', 'A'); // row: ['A']
 * toggleFilterItem(on, 'row', 'A').row; // []
 * ```
 */
export function toggleFilterItem<K extends FilterKind>(
  filters: Partial<FilterSet>,
  kind: K,
  value: FilterSet[K][number],
): FilterSet {
  const current = normaliseFilterSet(filters);
  const list = current[kind] as (string | number)[];
  const next = list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
  return normaliseFilterSet({ ...current, [kind]: next });
}

/**
 * Options shared by {@link applyFilters} and {@link explainFilters}.
 *
 * @example
 * ```ts
 * import { applyFilters, defaultTables, type FilterOptions } from '@pick3/core';
 * const options: FilterOptions = { mode: 'straight', tables: defaultTables() };
 * applyFilters(['610', '016'], { position1: [6] }, options); // ['016']
 * ```
 */
export interface FilterOptions {
  /** Box mode: numbers are matched as box keys (a straight is taken as its box key). Default `box`. */
  mode?: Mode;
  /** Replacement pairsum, 12SUM and number-set tables (see {@link validateTable}); missing ones use the rules. */
  tables?: Partial<Pick<Tables, 'pairsum' | 'sum12' | 'numberSet'>> | undefined;
}

interface Compiled {
  any: boolean;
  positions: [number, number, number];
  highLow: number;
  oddEven: number;
  sum12: number;
  numberSet: number;
  binary: [number, number, number];
  row: number;
  column: number;
  pairsum: number;
  /** Group index per number for the table-backed kinds (31 = absent from the table). */
  sum12Of: Uint8Array | undefined;
  numberSetOf: Uint8Array;
  pairsumOf: Uint8Array;
}

const DEFAULT_NUMBER_SET = new Uint8Array(1000);
for (let v = 0; v < 1000; v++) DEFAULT_NUMBER_SET[v] = Math.floor((DISPLAY_NUMBER[v]! - 1) / 20);
const DEFAULT_PAIRSUM = new Uint8Array(1000);
for (let v = 0; v < 1000; v++) DEFAULT_PAIRSUM[v] = PAIRSUM_INDEX[BOX_VALUE[v]!]!;

function maskOf(
  values: readonly (string | number)[],
  options: readonly (string | number)[],
  offset = 0,
): number {
  let mask = 0;
  for (const v of values) mask |= 1 << (options.indexOf(v) - offset);
  return mask;
}

function compile(f: FilterSet, mode: Mode, tables: FilterOptions['tables']): Compiled {
  const binary: [number, number, number] = [0, 0, 0];
  for (const b of f.binary) {
    const i = BINARY_OPTIONS.indexOf(b);
    binary[Math.floor(i / 4)]! |= 1 << (i % 4);
  }
  const custom = <K extends 'sum12' | 'numberSet' | 'pairsum'>(
    kind: K,
    active: boolean,
  ): Uint8Array | undefined =>
    active && tables?.[kind] !== undefined
      ? tableIndex(kind, tables[kind] as Record<string, unknown>)
      : undefined;
  // In straight mode the 12SUM of the straight itself counts (it depends on digit order, and the table
  // is keyed by box key), so a 12SUM table only applies in box mode.
  const sum12Of = mode === 'box' ? custom('sum12', f.sum12.length > 0) : undefined;
  return {
    any: activeFilterCount(f) > 0,
    positions: [
      maskOf(f.position1, DIGITS),
      maskOf(f.position2, DIGITS),
      maskOf(f.position3, DIGITS),
    ],
    highLow: maskOf(f.highLow, HIGH_LOW_PATTERNS),
    oddEven: maskOf(f.oddEven, ODD_EVEN_PATTERNS),
    sum12: maskOf(f.sum12, SUM12_GROUPS),
    numberSet: maskOf(f.numberSet, NUMBER_SETS),
    binary,
    row: maskOf(f.row, ROWS),
    column: maskOf(f.column, COLUMNS),
    pairsum: maskOf(f.pairsum, PAIRSUM_GROUPS),
    sum12Of,
    numberSetOf: custom('numberSet', f.numberSet.length > 0) ?? DEFAULT_NUMBER_SET,
    pairsumOf: custom('pairsum', f.pairsum.length > 0) ?? DEFAULT_PAIRSUM,
  };
}

/** Whether the number with value `v` (the straight given) is excluded; `s` is the value as shown. */
function excluded(c: Compiled, v: number, s: number): boolean {
  return (
    ((c.positions[0] >>> Math.floor(s / 100)) & 1) === 1 ||
    ((c.positions[1] >>> (Math.floor(s / 10) % 10)) & 1) === 1 ||
    ((c.positions[2] >>> (s % 10)) & 1) === 1 ||
    ((c.highLow >>> HIGH_LOW_INDEX[s]!) & 1) === 1 ||
    ((c.oddEven >>> ODD_EVEN_INDEX[s]!) & 1) === 1 ||
    ((c.sum12 >>> (c.sum12Of === undefined ? SUM12_INDEX[s]! : c.sum12Of[v]!)) & 1) === 1 ||
    ((c.numberSet >>> c.numberSetOf[v]!) & 1) === 1 ||
    ((c.binary[0] >>> BINARY_INDEX[0]![s]!) & 1) === 1 ||
    ((c.binary[1] >>> BINARY_INDEX[1]![s]!) & 1) === 1 ||
    ((c.binary[2] >>> BINARY_INDEX[2]![s]!) & 1) === 1 ||
    ((c.row >>> ROW_INDEX[v]!) & 1) === 1 ||
    ((c.column >>> COLUMN_INDEX[v]!) & 1) === 1 ||
    ((c.pairsum >>> c.pairsumOf[v]!) & 1) === 1
  );
}

function numberValue(number: unknown, index?: number): number {
  const v = straightValue(number);
  if (v < 0) {
    const where = index === undefined ? '' : `numbers[${index}] `;
    throw new Pick3Error(
      'INVALID_NUMBER',
      `${where}${describeValue(number)} is not a Pick 3 number (three digits 000–999, as text).`,
      index === undefined ? {} : { field: `numbers[${index}]` },
    );
  }
  return v;
}

/**
 * Whether a number matches any selected filter item, i.e. whether the filters hide it. In box mode
 * the number is matched as its box key. To filter a list, {@link applyFilters} is faster.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER`, `INVALID_FILTER` or `INVALID_OPTION`.
 * @example
 * ```ts
 * import { matchesFilters } from '@pick3/core';
 * matchesFilters('016', { position3: [6] }, 'box'); // true: hidden
 * matchesFilters('610', { position3: [6] }, 'straight'); // false: kept
 * ```
 */
export function matchesFilters(
  number: Straight,
  filters: Partial<FilterSet>,
  mode: Mode = 'box',
  tables?: FilterOptions['tables'],
): boolean {
  const v = numberValue(number);
  const m = assertMode(mode);
  const c = compile(normaliseFilterSet(filters), m, tables);
  return c.any && excluded(c, v, m === 'box' ? BOX_VALUE[v]! : v);
}

/**
 * Keeps the numbers that match no selected filter item, in their input order. Filters only ever remove.
 *
 * @throws {@link Pick3Error} `INVALID_NUMBER` (with `field` like `numbers[3]`), `INVALID_FILTER`, `INVALID_OPTION`.
 * @example
 * ```ts
 * import { applyFilters, BOX_KEYS } from '@pick3/core';
 * applyFilters(BOX_KEYS, { highLow: ['LLL'], pairsum: ['12/3,3'] }, { mode: 'box' }).length; // 185
 * ```
 */
export function applyFilters(
  numbers: readonly Straight[],
  filters: Partial<FilterSet>,
  options: FilterOptions = {},
): Straight[] {
  const mode = options.mode === undefined ? 'box' : assertMode(options.mode);
  const c = compile(normaliseFilterSet(filters), mode, options.tables);
  const kept: Straight[] = [];
  const box = mode === 'box';
  for (let i = 0; i < numbers.length; i++) {
    const number = numbers[i]!;
    const v = numberValue(number, i);
    if (!c.any || !excluded(c, v, box ? BOX_VALUE[v]! : v)) kept.push(number);
  }
  return kept;
}

/**
 * One row of {@link explainFilters}.
 *
 * @example
 * ```ts
 * import type { FilterExplanationItem } from '@pick3/core';
 * const item: FilterExplanationItem = {
 *   kind: 'row', value: 'A', removesAlone: 10, removedCumulative: 10, remainingAfter: 210,
 * };
 * ```
 */
export interface FilterExplanationItem {
  kind: FilterKind;
  value: string | number;
  /** Numbers this item would remove if it were the only one selected. */
  removesAlone: number;
  /** Numbers removed by this item and every item before it. */
  removedCumulative: number;
  /** Numbers left after this item and every item before it. */
  remainingAfter: number;
}

/**
 * Result of {@link explainFilters}.
 *
 * @example
 * ```ts
 * import { explainFilters, BOX_KEYS, type FilterExplanation } from '@pick3/core';
 * const explanation: FilterExplanation = explainFilters(BOX_KEYS, { row: ['A'] });
 * ```
 */
export interface FilterExplanation {
  total: number;
  kept: number;
  items: FilterExplanationItem[];
}

/**
 * Explains a filter set over a list of numbers: for each selected item (in {@link FILTER_KINDS} then
 * {@link FILTER_OPTIONS} order) how many numbers it removes alone, and cumulatively in that order.
 *
 * @throws {@link Pick3Error} as {@link applyFilters}.
 * @example
 * ```ts
 * import { explainFilters, BOX_KEYS } from '@pick3/core';
 * explainFilters(BOX_KEYS, { row: ['A'], numberSet: [1] }, { mode: 'box' });
 * // { total: 220, kept: 200, items: [
 * //   { kind: 'numberSet', value: 1, removesAlone: 20, removedCumulative: 20, remainingAfter: 200 },
 * //   { kind: 'row', value: 'A', removesAlone: 10, removedCumulative: 20, remainingAfter: 200 } ] }
 * ```
 */
export function explainFilters(
  numbers: readonly Straight[],
  filters: Partial<FilterSet>,
  options: FilterOptions = {},
): FilterExplanation {
  const mode = options.mode === undefined ? 'box' : assertMode(options.mode);
  const f = normaliseFilterSet(filters);
  const values = numbers.map((n, i) => numberValue(n, i));
  const shown = values.map((v) => (mode === 'box' ? BOX_VALUE[v]! : v));
  const gone = new Uint8Array(values.length);
  let removedCumulative = 0;
  const items: FilterExplanationItem[] = [];
  for (const kind of FILTER_KINDS) {
    for (const value of f[kind] as (string | number)[]) {
      const single = emptyFilterSet();
      (single[kind] as (string | number)[]) = [value];
      const c = compile(single, mode, options.tables);
      let removesAlone = 0;
      for (let i = 0; i < values.length; i++) {
        if (!excluded(c, values[i]!, shown[i]!)) continue;
        removesAlone++;
        if (gone[i] === 0) {
          gone[i] = 1;
          removedCumulative++;
        }
      }
      items.push({
        kind,
        value,
        removesAlone,
        removedCumulative,
        remainingAfter: values.length - removedCumulative,
      });
    }
  }
  return { total: values.length, kept: values.length - removedCumulative, items };
}
