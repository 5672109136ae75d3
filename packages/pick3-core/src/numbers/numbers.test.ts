import { describe, expect, it } from 'vitest';
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  boxKeyAt,
  boxKeysOf,
  COLUMNS,
  columnOf,
  coordinateOf,
  digitTypeOf,
  displayNumber,
  isBoxKey,
  isStraight,
  numberSetOf,
  padStraight,
  parseBoxKey,
  parseStraight,
  rowOf,
  ROWS,
  straightCombinations,
  toBoxKey,
  type DigitType,
} from './numbers.js';
import { Pick3Error } from '../errors/errors.js';

const BAD_NUMBERS: unknown[] = [
  '12a',
  '1000',
  ' 12',
  '',
  '12',
  '12 ',
  '-12',
  '1.5',
  '٣٢١',
  '１２３',
  123,
  null,
  undefined,
  ['123'],
];

function countBy<T>(items: readonly T[], key: (t: T) => string | number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** Digit type by the rule, independent of the module's tables. */
function ruleType(s: string): DigitType {
  const distinct = new Set(s).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

describe('straights and box keys', () => {
  it('lists the 1,000 straights ascending, as three-digit text', () => {
    expect(ALL_STRAIGHTS).toHaveLength(1000);
    ALL_STRAIGHTS.forEach((s, i) => {
      expect(s).toMatch(/^[0-9]{3}$/);
      expect(Number(s)).toBe(i);
    });
  });

  it('maps every straight to its sorted digits, giving 220 box keys', () => {
    for (const s of ALL_STRAIGHTS) expect(toBoxKey(s)).toBe([...s].sort().join(''));
    expect(new Set(ALL_STRAIGHTS.map(toBoxKey)).size).toBe(220);
    expect(toBoxKey('610')).toBe('016');
  });

  it('counts 120 singles, 90 doubles and 10 triples, covering 1,000 straights', () => {
    expect(countBy(BOX_KEYS, digitTypeOf)).toEqual({ single: 120, double: 90, triple: 10 });
    expect(countBy(ALL_STRAIGHTS, digitTypeOf)).toEqual({ single: 720, double: 270, triple: 10 });
    expect(120 * 6 + 90 * 3 + 10 * 1).toBe(1000);
    for (const s of ALL_STRAIGHTS) expect(digitTypeOf(s)).toBe(ruleType(s));
  });

  it('gives each box key its distinct permutations, ascending: 6, 3 or 1', () => {
    const covered = new Map<string, string>();
    for (const key of BOX_KEYS) {
      const combos = straightCombinations(key);
      expect(combos).toHaveLength({ single: 6, double: 3, triple: 1 }[digitTypeOf(key)]);
      expect([...combos].sort()).toEqual(combos);
      for (const s of combos) {
        expect(toBoxKey(s)).toBe(key);
        expect(covered.has(s)).toBe(false);
        covered.set(s, key);
      }
    }
    expect(covered.size).toBe(1000);
    expect(straightCombinations('016').join(',')).toBe('016,061,106,160,601,610');
    expect(straightCombinations('610')).toEqual(straightCombinations('016'));
  });

  it('recognises box keys and parses them strictly', () => {
    expect(ALL_STRAIGHTS.filter(isBoxKey)).toHaveLength(220);
    expect(parseBoxKey('016')).toBe('016');
    expect(() => parseBoxKey('610')).toThrow(
      expect.objectContaining({
        code: 'INVALID_BOX_KEY',
        message: expect.stringContaining('"016"'),
      }),
    );
    expect(() => parseBoxKey('16')).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
  });
});

describe('parsing numbers', () => {
  it('accepts exactly three ASCII digits', () => {
    for (const s of ALL_STRAIGHTS) {
      expect(parseStraight(s)).toBe(s);
      expect(isStraight(s)).toBe(true);
    }
  });

  it.each(BAD_NUMBERS.map((v) => [v]))('rejects %j with INVALID_NUMBER', (bad) => {
    expect(isStraight(bad)).toBe(false);
    expect(() => parseStraight(bad)).toThrow(Pick3Error);
    expect(() => parseStraight(bad)).toThrow(
      expect.objectContaining({
        code: 'INVALID_NUMBER',
        message: expect.stringContaining('three digits'),
      }),
    );
    expect(() => toBoxKey(bad as string)).toThrow(
      expect.objectContaining({ code: 'INVALID_NUMBER' }),
    );
  });

  it('pads 1–3 digits for sources that strip zeros, and nothing else', () => {
    expect(padStraight('7')).toBe('007');
    expect(padStraight('42')).toBe('042');
    expect(padStraight('610')).toBe('610');
    expect(padStraight(0)).toBe('000');
    expect(padStraight(999)).toBe('999');
    for (const bad of ['', '1000', '12a', ' 7', 1000, -1, 1.5, Number.NaN]) {
      expect(() => padStraight(bad)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
    }
  });
});

describe('display order, numbers, coordinates and sets', () => {
  it('orders singles ascending, then doubles, then triples', () => {
    expect(BOX_KEYS).toHaveLength(220);
    expect(BOX_KEYS.slice(0, 120).every((k) => digitTypeOf(k) === 'single')).toBe(true);
    expect(BOX_KEYS.slice(120, 210).every((k) => digitTypeOf(k) === 'double')).toBe(true);
    expect(BOX_KEYS.slice(210).every((k) => digitTypeOf(k) === 'triple')).toBe(true);
    for (const type of ['single', 'double', 'triple'] as const) {
      const keys = boxKeysOf(type);
      expect([...keys].sort()).toEqual(keys);
    }
    expect([
      BOX_KEYS[0],
      BOX_KEYS[119],
      BOX_KEYS[120],
      BOX_KEYS[209],
      BOX_KEYS[210],
      BOX_KEYS[219],
    ]).toEqual(['012', '789', '001', '899', '000', '999']);
  });

  it('numbers box keys 1–220 (singles 1–120, doubles 121–210, triples 211–220) and round-trips', () => {
    BOX_KEYS.forEach((key, i) => {
      expect(displayNumber(key)).toBe(i + 1);
      expect(boxKeyAt(i + 1)).toBe(key);
    });
    for (const s of ALL_STRAIGHTS) expect(displayNumber(s)).toBe(displayNumber(toBoxKey(s)));
    expect(() => boxKeyAt(0)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(() => boxKeyAt(221)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
  });

  it('gives the coordinate codes of the examples', () => {
    expect(coordinateOf('012')).toBe('AM');
    expect(coordinateOf('789')).toBe('LV');
    expect(coordinateOf('001')).toBe('AAJJ');
    expect(coordinateOf('899')).toBe('IISS');
    expect(coordinateOf('000')).toBe('AAABBB');
    expect(coordinateOf('999')).toBe('AAAKKK');
    expect(coordinateOf('610')).toBe(coordinateOf('016'));
  });

  it('derives row and column from the index inside the digit type, for all 220 keys', () => {
    const singleRows = 'ABCDEFGHIJKL';
    const singleCols = 'MNOPQRSTUV';
    const doubleRows = 'ABCDEFGHI';
    const doubleCols = 'JKLMNOPQRS';
    boxKeysOf('single').forEach((k, i) => {
      expect(rowOf(k)).toBe(singleRows[Math.floor(i / 10)]);
      expect(columnOf(k)).toBe(singleCols[i % 10]);
    });
    boxKeysOf('double').forEach((k, i) => {
      expect(rowOf(k)).toBe(doubleRows[Math.floor(i / 10)]!.repeat(2));
      expect(columnOf(k)).toBe(doubleCols[i % 10]!.repeat(2));
    });
    boxKeysOf('triple').forEach((k) => {
      expect(rowOf(k)).toBe('AAA');
      expect(columnOf(k)).toBe('BCDEFGHIJK'[Number(k[0])]!.repeat(3));
    });
    for (const k of BOX_KEYS) expect(coordinateOf(k)).toBe(rowOf(k) + columnOf(k));
    expect(new Set(BOX_KEYS.map(coordinateOf)).size).toBe(220);
  });

  it('fills the grid: singles 12 rows of 10, doubles 9 rows of 10, triples one row of 10', () => {
    expect(countBy(BOX_KEYS, rowOf)).toEqual(Object.fromEntries(ROWS.map((r) => [r, 10])));
    expect(countBy(boxKeysOf('single'), columnOf)).toEqual(
      Object.fromEntries(COLUMNS.slice(0, 10).map((c) => [c, 12])),
    );
    expect(countBy(boxKeysOf('double'), columnOf)).toEqual(
      Object.fromEntries(COLUMNS.slice(10, 20).map((c) => [c, 9])),
    );
    expect(countBy(boxKeysOf('triple'), columnOf)).toEqual(
      Object.fromEntries(COLUMNS.slice(20).map((c) => [c, 1])),
    );
    expect(ROWS).toHaveLength(22);
    expect(COLUMNS).toHaveLength(30);
  });

  it('puts 20 box keys in each of the 11 number sets; a straight belongs to its box key set', () => {
    expect(countBy(BOX_KEYS, numberSetOf)).toEqual(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 1, 20])),
    );
    BOX_KEYS.forEach((k, i) => expect(numberSetOf(k)).toBe(Math.floor(i / 20) + 1));
    for (const s of ALL_STRAIGHTS) expect(numberSetOf(s)).toBe(numberSetOf(toBoxKey(s)));
  });

  it('rejects a bad digit type', () => {
    expect(() => boxKeysOf('quad' as DigitType)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION' }),
    );
  });
});
