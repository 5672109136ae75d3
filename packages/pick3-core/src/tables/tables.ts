import { describeValue, isPick3Error, Pick3Error } from '../errors/errors.js';
import { readCsv, type CsvRecord } from '../csv/rfc4180.js';
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  BOX_VALUE,
  DISPLAY_NUMBER,
  straightValue,
  type BoxKey,
} from '../numbers/numbers.js';
import {
  PAIRSUM_GROUPS,
  PAIRSUM_INDEX,
  SUM12_GROUPS,
  SUM12_INDEX,
  type PairsumGroup,
  type Sum12Group,
} from '../patterns/patterns.js';

/**
 * The four pool ids, as used in routes (`/pools/1-1`).
 *
 * @example
 * ```ts
 * import { POOL_IDS } from '@pick3/core';
 * POOL_IDS; // ['1-1', '1-2', '2-2', '2-1']
 * ```
 */
export const POOL_IDS = Object.freeze(['1-1', '1-2', '2-2', '2-1'] as const);

/**
 * A pool id such as `'1-1'`.
 *
 * @example
 * ```ts
 * import type { PoolId } from '@pick3/core';
 * const pool: PoolId = '2-2';
 * ```
 */
export type PoolId = (typeof POOL_IDS)[number];

/**
 * The replaceable classification tables (domain section 8): box key → group, and pool id → members.
 *
 * @example
 * ```ts
 * import { defaultTables, type Tables } from '@pick3/core';
 * const tables: Tables = defaultTables();
 * tables.pairsum['016']; // '10/1,1'
 * ```
 */
export interface Tables {
  pairsum: Record<BoxKey, PairsumGroup>;
  sum12: Record<BoxKey, Sum12Group>;
  numberSet: Record<BoxKey, number>;
  pools: Record<PoolId, BoxKey[]>;
}

/**
 * The kinds of box-key tables {@link validateTable} accepts.
 *
 * @example
 * ```ts
 * import { TABLE_KINDS } from '@pick3/core';
 * TABLE_KINDS; // ['pairsum', 'sum12', 'numberSet']
 * ```
 */
export const TABLE_KINDS = Object.freeze(['pairsum', 'sum12', 'numberSet'] as const);

/**
 * One of {@link TABLE_KINDS}.
 *
 * @example
 * ```ts
 * import type { TableKind } from '@pick3/core';
 * const kind: TableKind = 'pairsum';
 * ```
 */
export type TableKind = (typeof TABLE_KINDS)[number];

/** Group label type per table kind. */
type GroupOf<K extends TableKind> = K extends 'numberSet'
  ? number
  : K extends 'sum12'
    ? Sum12Group
    : PairsumGroup;

/**
 * Builds the default tables from the rules, as fresh plain objects a caller may change or serialise.
 *
 * @example
 * ```ts
 * import { defaultTables } from '@pick3/core';
 * const { sum12, numberSet, pools } = defaultTables();
 * sum12['016']; // '1,1'
 * numberSet['999']; // 11
 * pools['2-2'].length; // 70
 * ```
 */
export function defaultTables(): Tables {
  const pairsum: Record<BoxKey, PairsumGroup> = {};
  const sum12: Record<BoxKey, Sum12Group> = {};
  const numberSet: Record<BoxKey, number> = {};
  const pools: Record<PoolId, BoxKey[]> = { '1-1': [], '1-2': [], '2-2': [], '2-1': [] };
  for (const key of BOX_KEYS) {
    const v = +key;
    pairsum[key] = PAIRSUM_GROUPS[PAIRSUM_INDEX[v]!]!;
    const group = SUM12_GROUPS[SUM12_INDEX[v]!]!;
    sum12[key] = group;
    numberSet[key] = Math.floor((DISPLAY_NUMBER[v]! - 1) / 20) + 1;
    pools[group.replace(',', '-') as PoolId].push(key);
  }
  return { pairsum, sum12, numberSet, pools };
}

/**
 * Result of {@link validateTable}: the table (box key → group) and the box keys it leaves out, in display
 * order. Numbers left out are never excluded by that table's filter.
 *
 * @example
 * ```ts
 * import { validateTable, type ValidatedTable } from '@pick3/core';
 * const result: ValidatedTable<'sum12'> = validateTable('sum12', { '016': '1,1' });
 * result.missingKeys.length; // 219
 * ```
 */
export interface ValidatedTable<K extends TableKind = TableKind> {
  table: Record<BoxKey, GroupOf<K>>;
  missingKeys: BoxKey[];
}

function invalidTable(kind: string, message: string): Pick3Error {
  return new Pick3Error('INVALID_TABLE', `${kind} table: ${message}`, { field: kind });
}

/**
 * Reads CSV text (core's one RFC 4180 reader) into `[boxKey, group, line]`; a header line is skipped.
 * Pairsum and 12SUM labels contain a comma and files leave them unquoted, so every cell after the
 * first is the group, joined back with its commas.
 */
function csvEntries(kind: string, text: string): Array<[string, string, number]> {
  const out: Array<[string, string, number]> = [];
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (isPick3Error(error)) throw invalidTable(kind, error.message);
    throw error;
  }
  for (const { cells, line } of records) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length < 2)
      throw invalidTable(
        kind,
        `line ${line}: expected "boxKey,group", got ${describeValue(cells[0]!.trim())}.`,
      );
    const key = cells[0]!.trim();
    const group = cells
      .slice(1)
      .map((cell, i) => (i === 0 ? cell.trimStart() : cell))
      .join(',')
      .trim();
    if (out.length === 0 && straightValue(key) < 0 && /^[A-Za-z_ ]+$/.test(key)) continue; // header
    out.push([key, group, line]);
  }
  return out;
}

function parseGroup(kind: TableKind, value: unknown): GroupOf<TableKind> | undefined {
  if (kind === 'numberSet') {
    const n = typeof value === 'string' && /^[0-9]{1,2}$/.test(value) ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 11 ? n : undefined;
  }
  const groups: readonly string[] = kind === 'sum12' ? SUM12_GROUPS : PAIRSUM_GROUPS;
  return typeof value === 'string' && groups.includes(value)
    ? (value as GroupOf<TableKind>)
    : undefined;
}

/**
 * Validates a replacement table: an object (box key → group) or CSV text with lines `boxKey,group`
 * (an optional header line is skipped; pairsum and 12SUM groups may stay unquoted, e.g. `016,10/1,1`).
 * Every key must be a box key and every group a known label (pairsum groups, 12SUM groups, number sets
 * 1–11). Box keys the table leaves out are reported in `missingKeys`.
 *
 * @throws {@link Pick3Error} `INVALID_TABLE` naming the bad keys or groups.
 * @example
 * ```ts
 * import { validateTable } from '@pick3/core';
 * const { table, missingKeys } = validateTable('pairsum', 'boxKey,group\n016,10/1,1\n000,12/3,3\n');
 * table['016']; // '10/1,1'
 * missingKeys.length; // 218
 * validateTable('pairsum', { '610': '10/1,1' }); // throws INVALID_TABLE: "610" is not a box key
 * ```
 */
export function validateTable<K extends TableKind>(
  kind: K,
  data: string | Record<string, unknown>,
): ValidatedTable<K> {
  if (!(TABLE_KINDS as readonly string[]).includes(kind)) {
    throw new Pick3Error(
      'INVALID_TABLE',
      `${describeValue(kind)} is not a table kind (${TABLE_KINDS.join(', ')}).`,
      {
        field: 'kind',
      },
    );
  }
  let entries: Array<[string, unknown, string]>;
  if (typeof data === 'string') {
    entries = csvEntries(kind, data).map(([k, g, line]) => [k, g, `line ${line}: `]);
  } else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    entries = Object.entries(data).map(([k, g]) => [k, g, '']);
  } else {
    throw invalidTable(kind, `expected an object or CSV text, got ${describeValue(data)}.`);
  }
  const problems: string[] = [];
  const found = new Map<number, GroupOf<K>>();
  for (const [key, group, where] of entries) {
    const v = straightValue(key);
    if (v < 0 || BOX_VALUE[v] !== v) {
      problems.push(
        `${where}${describeValue(key)} is not a box key${v >= 0 ? ` (did you mean "${ALL_STRAIGHTS[BOX_VALUE[v]!]}"?)` : ''}`,
      );
      continue;
    }
    if (found.has(v)) {
      problems.push(`${where}"${key}" is given twice`);
      continue;
    }
    const parsed = parseGroup(kind, group);
    if (parsed === undefined) {
      problems.push(`${where}"${key}" has unknown group ${describeValue(group)}`);
      continue;
    }
    found.set(v, parsed as GroupOf<K>);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    throw invalidTable(
      kind,
      `${shown}${problems.length > 10 ? `; and ${problems.length - 10} more` : ''}.`,
    );
  }
  const table: Record<BoxKey, GroupOf<K>> = {};
  const missingKeys: BoxKey[] = [];
  for (const key of BOX_KEYS) {
    const group = found.get(+key);
    if (group === undefined) missingKeys.push(key);
    else table[key] = group;
  }
  return { table, missingKeys };
}

/** @internal Pool members from CSV/list/object input, validated as distinct box keys. */
export function validateMembers(field: string, data: unknown): BoxKey[] {
  const list =
    typeof data === 'string'
      ? data
          .split(/[\s,]+/)
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : data;
  if (!Array.isArray(list)) {
    throw new Pick3Error(
      'INVALID_TABLE',
      `${field}: expected a list of box keys, got ${describeValue(data)}.`,
      {
        field,
      },
    );
  }
  const bad = list.filter(
    (k) => !(typeof k === 'string' && straightValue(k) >= 0 && BOX_VALUE[+k] === +k),
  );
  if (bad.length > 0) {
    throw new Pick3Error(
      'INVALID_TABLE',
      `${field}: not box keys: ${bad.slice(0, 10).map(describeValue).join(', ')}${bad.length > 10 ? ', …' : ''}.`,
      { field },
    );
  }
  const members = new Set(list as string[]);
  if (members.size !== list.length) {
    throw new Pick3Error('INVALID_TABLE', `${field}: a box key is listed twice.`, { field });
  }
  return BOX_KEYS.filter((k) => members.has(k));
}

/**
 * Validates replacement pool definitions: an object pool id → member list (an array of box keys, or
 * text with keys separated by commas or spaces). Pools left out keep their default members and are
 * reported in `missingKeys`.
 *
 * @throws {@link Pick3Error} `INVALID_TABLE` naming the bad pool or members.
 * @example
 * ```ts
 * import { validatePools } from '@pick3/core';
 * const { pools, missingKeys } = validatePools({ '1-1': ['012', '034'] });
 * pools['1-1']; // ['012', '034']
 * missingKeys; // ['1-2', '2-2', '2-1']
 * ```
 */
export function validatePools(data: Record<string, unknown>): {
  pools: Record<PoolId, BoxKey[]>;
  missingKeys: PoolId[];
} {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Pick3Error(
      'INVALID_TABLE',
      `pools: expected an object of pool id → members, got ${describeValue(data)}.`,
      {
        field: 'pools',
      },
    );
  }
  const unknown = Object.keys(data).filter((k) => !(POOL_IDS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    throw new Pick3Error(
      'INVALID_TABLE',
      `pools: unknown pool ids ${unknown.map(describeValue).join(', ')} (expected ${POOL_IDS.join(', ')}).`,
      {
        field: 'pools',
      },
    );
  }
  const defaults = defaultTables().pools;
  const pools = {} as Record<PoolId, BoxKey[]>;
  const missingKeys: PoolId[] = [];
  for (const id of POOL_IDS) {
    if (data[id] === undefined) {
      missingKeys.push(id);
      pools[id] = defaults[id];
    } else pools[id] = validateMembers(`pools.${id}`, data[id]);
  }
  return { pools, missingKeys };
}

/**
 * Per-number group index of a box-key table (indexed by a straight's value, through its box key);
 * 31 marks numbers the table leaves out, so filter bit masks never match them.
 * @internal
 */
export function tableIndex(kind: TableKind, table: Record<string, unknown>): Uint8Array {
  const byKey = new Uint8Array(1000).fill(31);
  const labels: readonly unknown[] =
    kind === 'numberSet' ? [...Array(12).keys()] : kind === 'sum12' ? SUM12_GROUPS : PAIRSUM_GROUPS;
  for (const key in table) {
    const v = straightValue(key);
    if (v < 0 || BOX_VALUE[v] !== v) continue;
    const i = labels.indexOf(table[key]);
    if (kind === 'numberSet' ? i >= 1 : i >= 0) byKey[v] = kind === 'numberSet' ? i - 1 : i;
  }
  const out = new Uint8Array(1000);
  for (let v = 0; v < 1000; v++) out[v] = byKey[BOX_VALUE[v]!]!;
  return out;
}
