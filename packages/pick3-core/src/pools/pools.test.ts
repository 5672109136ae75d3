import { describe, expect, it } from 'vitest';
import { parsePoolId, poolAnalysis, poolLabel, poolMembers, trackerSessionId } from './pools.js';
import { analyze } from '../analysis/analysis.js';
import { parseDrawsCsv } from '../csv/csv.js';
import { BOX_KEYS } from '../numbers/numbers.js';
import { sum12Of } from '../patterns/patterns.js';
import { POOL_IDS } from '../tables/tables.js';
import { readHistory } from '../testing/shared-data.js';

describe('pool ids and labels', () => {
  it('labels, parses and falls back as the spec says', () => {
    expect(POOL_IDS.map(poolLabel)).toEqual(['1,1', '1,2', '2,2', '2,1']);
    expect(parsePoolId('1-2')).toBe('1-2');
    expect(parsePoolId('2,1')).toBe('2-1');
    expect(parsePoolId('Pool 2,2')).toBe('2-2');
    expect(parsePoolId('3-3', { fallback: true })).toBe('1-1');
    expect(parsePoolId(undefined, { fallback: true })).toBe('1-1');
    for (const bad of ['3-3', '', '1_1', 'pool 1,1', undefined]) {
      expect(() => parsePoolId(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_POOL', field: 'poolId' }),
      );
    }
  });

  it('names tracker sessions permanent-pool-…', () => {
    expect(POOL_IDS.map(trackerSessionId)).toEqual([
      'permanent-pool-1-1',
      'permanent-pool-1-2',
      'permanent-pool-2-2',
      'permanent-pool-2-1',
    ]);
    expect(trackerSessionId('Pool 1,1')).toBe('permanent-pool-1-1');
    expect(() => trackerSessionId('Pool 9,9')).toThrow(
      expect.objectContaining({ code: 'INVALID_POOL' }),
    );
  });
});

describe('poolMembers', () => {
  it('holds the box keys of each box-form 12SUM group, in display order', () => {
    expect(POOL_IDS.map((id) => poolMembers(id).length)).toEqual([40, 55, 70, 55]);
    for (const id of POOL_IDS)
      expect(poolMembers(id)).toEqual(BOX_KEYS.filter((k) => sum12Of(k) === poolLabel(id)));
  });

  it('uses a replaced member list', () => {
    expect(poolMembers('1-1', { pools: { '1-1': ['034', '012'] } as never })).toEqual([
      '012',
      '034',
    ]);
    expect(() => poolMembers('1-1', { pools: { '1-1': ['610'] } as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_TABLE' }),
    );
  });
});

describe('poolAnalysis', () => {
  const draws = [
    { date: '2025-07-01', drawTime: 'EVE', number: '610' }, // 016: 12SUM 1,1
    { date: '2025-07-02', drawTime: 'EVE', number: '001' }, // 001: 1,2
    { date: '2025-07-03', drawTime: 'EVE', number: '220' }, // 022: 2,2
  ] as const;

  it('splits members into removed and remaining for the analysis', () => {
    const pool = poolAnalysis(analyze([...draws]), '1-1');
    expect(pool).toMatchObject({
      id: '1,1',
      name: 'Pool 1,1',
      title: 'Pool 1,1',
      removedNumbers: ['016'],
    });
    expect(pool.remainingNumbers).toEqual(poolMembers('1-1').filter((k) => k !== '016'));
    expect(poolAnalysis(analyze([...draws]), '2-2').removedNumbers).toEqual(['022']);
    expect(poolAnalysis(analyze([...draws], { isBoxMode: false }), '2-2').removedNumbers).toEqual([
      '022',
    ]);
  });

  it('leaves out members outside the analysis universe', () => {
    const singles = poolAnalysis(analyze([...draws], { digitFilter: 'singles' }), '1-2');
    expect(
      [...singles.removedNumbers, ...singles.remainingNumbers].every((k) => new Set(k).size === 3),
    ).toBe(true);
  });

  it('partitions each pool on the real GA history', () => {
    const ga = parseDrawsCsv(readHistory('GA-cash3.csv')).rows;
    for (const timeFilter of ['Day', 'Eve', 'Nite'] as const) {
      const analysis = analyze(ga, { timeFilter, limit: 100 });
      const removed = new Set(analysis.boxAnalysis.removedNumbers);
      for (const id of POOL_IDS) {
        const pool = poolAnalysis(analysis, id);
        expect([...pool.removedNumbers, ...pool.remainingNumbers].sort()).toEqual(
          [...poolMembers(id)].sort(),
        );
        expect(pool.removedNumbers.every((k) => removed.has(k))).toBe(true);
        expect(pool.remainingNumbers.some((k) => removed.has(k))).toBe(false);
      }
    }
  });
});
