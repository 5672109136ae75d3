import { describe, expect, it } from 'vitest';
import { defaultTables, POOL_IDS, validatePools, validateTable } from './tables.js';
import { BOX_KEYS } from '../numbers/numbers.js';
import { numberSetOf } from '../numbers/numbers.js';
import { pairsumOf, sum12Of } from '../patterns/patterns.js';

describe('defaultTables', () => {
  it('maps all 220 box keys by the rules', () => {
    const t = defaultTables();
    // Object key order cannot follow display order: JS lists integer-like keys ('111') first.
    for (const kind of ['pairsum', 'sum12', 'numberSet'] as const)
      expect(Object.keys(t[kind]).sort()).toEqual([...BOX_KEYS].sort());
    for (const k of BOX_KEYS) {
      expect(t.pairsum[k]).toBe(pairsumOf(k));
      expect(t.sum12[k]).toBe(sum12Of(k));
      expect(t.numberSet[k]).toBe(numberSetOf(k));
    }
  });

  it('builds the four pools from box-form 12SUM: 40, 55, 70, 55 keys', () => {
    const { pools } = defaultTables();
    expect(Object.keys(pools)).toEqual(POOL_IDS);
    expect(POOL_IDS.map((id) => pools[id].length)).toEqual([40, 55, 70, 55]);
    for (const id of POOL_IDS)
      for (const k of pools[id]) expect(sum12Of(k)).toBe(id.replace('-', ','));
    expect(new Set(POOL_IDS.flatMap((id) => pools[id])).size).toBe(220);
  });

  it('returns fresh objects each time', () => {
    const a = defaultTables();
    a.pairsum['000'] = '6/3,3';
    a.pools['1-1'].pop();
    expect(defaultTables().pairsum['000']).toBe('12/3,3');
    expect(defaultTables().pools['1-1']).toHaveLength(40);
  });
});

describe('validateTable', () => {
  it('accepts a full default table with nothing missing', () => {
    for (const kind of ['pairsum', 'sum12', 'numberSet'] as const) {
      const { table, missingKeys } = validateTable(kind, defaultTables()[kind]);
      expect(table).toEqual(defaultTables()[kind]);
      expect(missingKeys).toEqual([]);
    }
  });

  it('reports the box keys a table leaves out, in display order', () => {
    const { table, missingKeys } = validateTable('sum12', { '999': '2,2', '016': '1,1' });
    expect(table).toEqual({ '016': '1,1', '999': '2,2' });
    expect(missingKeys).toHaveLength(218);
    expect(missingKeys[0]).toBe('012');
  });

  it('reads CSV text with an optional header, quotes and unquoted comma labels', () => {
    const csv = 'boxKey,group\r\n016,10/1,1\n"000","12/3,3"\n\n';
    expect(validateTable('pairsum', csv).table).toEqual({ '016': '10/1,1', '000': '12/3,3' });
    expect(validateTable('numberSet', '012,1\n999,11').table).toEqual({ '012': 1, '999': 11 });
    expect(validateTable('sum12', '012,1,2').table).toEqual({ '012': '1,2' });
  });

  it('round-trips a default table through CSV', () => {
    const text = Object.entries(defaultTables().pairsum)
      .map(([k, g]) => `${k},${g}`)
      .join('\n');
    expect(validateTable('pairsum', text)).toEqual({
      table: defaultTables().pairsum,
      missingKeys: [],
    });
  });

  it.each([
    ['pairsum', { '610': '10/1,1' }, '"610" is not a box key (did you mean "016"?)'],
    ['pairsum', { '16': '10/1,1' }, '"16" is not a box key'],
    ['pairsum', { '016': '10/1,2' }, '"016" has unknown group "10/1,2"'],
    ['sum12', { '016': '3,3' }, 'unknown group'],
    ['numberSet', { '016': 12 }, 'unknown group 12'],
    ['numberSet', { '016': 0 }, 'unknown group 0'],
    ['pairsum', 'boxKey,group\n016,10/1,1\n016,10/1,1', 'line 3: "016" is given twice'],
    ['pairsum', 'boxKey,group\n016', 'line 2: expected "boxKey,group"'],
    ['pairsum', 'boxKey,group\n16,10/1,1', 'line 2: "16" is not a box key'],
  ] as const)('%s table %j is rejected: %s', (kind, data, message) => {
    expect(() => validateTable(kind, data)).toThrow(
      expect.objectContaining({
        code: 'INVALID_TABLE',
        field: kind,
        message: expect.stringContaining(message),
      }),
    );
  });

  it('rejects an unknown kind and non-table data', () => {
    expect(() => validateTable('coordinate' as 'pairsum', {})).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE', field: 'kind' }),
    );
    expect(() => validateTable('pairsum', [] as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE' }),
    );
    expect(() => validateTable('pairsum', null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE' }),
    );
  });

  it('lists many problems in one message, capped', () => {
    const bad = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`x${i}`, '6/3,3']));
    expect(() => validateTable('pairsum', bad)).toThrow(/and 5 more/);
  });
});

describe('validatePools', () => {
  it('replaces given pools, keeps defaults for the rest and reports them', () => {
    const { pools, missingKeys } = validatePools({ '1-1': ['034', '012'], '2-2': '000 111, 222' });
    expect(pools['1-1']).toEqual(['012', '034']);
    expect(pools['2-2']).toEqual(['000', '111', '222']);
    expect(pools['1-2']).toEqual(defaultTables().pools['1-2']);
    expect(missingKeys).toEqual(['1-2', '2-1']);
  });

  it.each([
    [{ '3-3': [] }, 'unknown pool ids "3-3"'],
    [{ '1-1': ['610'] }, 'pools.1-1: not box keys: "610"'],
    [{ '1-1': ['012', '012'] }, 'listed twice'],
    [{ '1-1': 12 }, 'expected a list'],
  ])('rejects %j', (data, message) => {
    expect(() => validatePools(data as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE', message: expect.stringContaining(message) }),
    );
  });
});
