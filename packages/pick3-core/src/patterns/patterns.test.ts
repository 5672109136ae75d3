import { describe, expect, it } from 'vitest';
import {
  binary,
  classify,
  digitSum,
  HIGH_LOW_PATTERNS,
  highLow,
  ODD_EVEN_PATTERNS,
  oddEven,
  PAIRSUM_GROUPS,
  pairsumOf,
  patternString,
  rootSum,
  SUM12_GROUPS,
  sum12Of,
} from './patterns.js';
import {
  ALL_STRAIGHTS,
  BOX_KEYS,
  coordinateOf,
  digitTypeOf,
  displayNumber,
  numberSetOf,
  toBoxKey,
} from '../numbers/numbers.js';

function countBy<T>(items: readonly T[], key: (t: T) => string | number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}
const digits = (s: string): number[] => [...s].map(Number);

describe('the examples of domain section 3 (610, box 016)', () => {
  it('high/low', () => {
    expect(highLow('610')).toBe('HLL');
    expect(highLow('016')).toBe('LLH');
  });
  it('odd/even', () => {
    expect(oddEven('610')).toBe('EOE');
    expect(oddEven('016')).toBe('EOE');
  });
  it('binary', () => {
    expect(binary('610')).toBe('10/01/00(2)');
    expect(binary('016')).toBe('00/01/10(2)');
    expect(binary('000')).toBe('00/00/00(0)');
    expect(binary('999')).toBe('11/11/11(6)');
  });
  it('pairsum', () => {
    expect(pairsumOf('610')).toBe('10/1,1');
    expect(pairsumOf('016')).toBe('10/1,1');
  });
  it('12SUM', () => {
    expect(sum12Of('610')).toBe('1,1');
    expect(sum12Of('016')).toBe('1,1');
  });
  it('digit sum and root sum', () => {
    expect(digitSum('610')).toBe(7);
    expect(rootSum('610')).toBe(7);
    expect(digitSum('999')).toBe(27);
    expect(rootSum('999')).toBe(7);
  });
});

describe('high/low and odd/even over all numbers', () => {
  it('follows the rule per position for all 1,000 straights', () => {
    for (const s of ALL_STRAIGHTS) {
      expect(highLow(s)).toBe(
        digits(s)
          .map((d) => (d >= 5 ? 'H' : 'L'))
          .join(''),
      );
      expect(oddEven(s)).toBe(
        digits(s)
          .map((d) => (d % 2 ? 'O' : 'E'))
          .join(''),
      );
    }
  });
  it('box keys only give LLL, LLH, LHH, HHH: 35, 75, 75, 35', () => {
    expect(countBy(BOX_KEYS, highLow)).toEqual({ LLL: 35, LLH: 75, LHH: 75, HHH: 35 });
  });
  it('every odd/even value occurs among box keys; straights split 125 each', () => {
    expect(Object.keys(countBy(BOX_KEYS, oddEven)).sort()).toEqual([...ODD_EVEN_PATTERNS].sort());
    expect(countBy(ALL_STRAIGHTS, oddEven)).toEqual(
      Object.fromEntries(ODD_EVEN_PATTERNS.map((p) => [p, 125])),
    );
    expect(countBy(ALL_STRAIGHTS, highLow)).toEqual(
      Object.fromEntries(HIGH_LOW_PATTERNS.map((p) => [p, 125])),
    );
  });
});

describe('binary', () => {
  it('writes the high bit then the odd bit per position, then the count of ones', () => {
    for (const s of ALL_STRAIGHTS) {
      const pairs = digits(s).map((d) => `${d >= 5 ? 1 : 0}${d % 2}`);
      const ones = pairs
        .join('')
        .split('')
        .filter((b) => b === '1').length;
      expect(binary(s)).toBe(`${pairs.join('/')}(${ones})`);
    }
  });
});

describe('pairsum', () => {
  it('yields exactly the 15 groups of the spec, in its order', () => {
    expect(PAIRSUM_GROUPS).toEqual(
      '6/3,3 7/2,3 7/3,2 8/1,3 8/2,2 8/3,1 9/1,2 9/2,1 9/3,3 10/1,1 10/2,3 10/3,2 11/1,3 11/3,1 12/3,3'.split(
        ' ',
      ),
    );
    expect(new Set(ALL_STRAIGHTS.map(pairsumOf))).toEqual(new Set(PAIRSUM_GROUPS));
  });
  it('follows S/G(h),G(o) with S = 6 + low digits + even digits', () => {
    const g = (n: number): number => (n === 1 || n === 2 ? n : 3);
    for (const s of ALL_STRAIGHTS) {
      const h = digits(s).filter((d) => d >= 5).length;
      const o = digits(s).filter((d) => d % 2 === 1).length;
      expect(pairsumOf(s)).toBe(`${6 + (3 - h) + (3 - o)}/${g(h)},${g(o)}`);
    }
  });
  it('does not depend on digit order', () => {
    for (const s of ALL_STRAIGHTS) expect(pairsumOf(s)).toBe(pairsumOf(toBoxKey(s)));
  });
  it('has the box-key counts of domain section 3', () => {
    expect(countBy(BOX_KEYS, pairsumOf)).toEqual({
      '10/1,1': 30,
      '8/2,2': 30,
      '9/1,2': 24,
      '9/2,1': 24,
      '7/2,3': 12,
      '7/3,2': 12,
      '11/1,3': 12,
      '11/3,1': 12,
      '6/3,3': 10,
      '12/3,3': 10,
      '8/1,3': 9,
      '8/3,1': 9,
      '10/2,3': 9,
      '10/3,2': 9,
      '9/3,3': 8,
    });
  });
});

describe('12SUM', () => {
  it('follows P(d1+d2),P(d2+d3) for every straight', () => {
    for (const s of ALL_STRAIGHTS) {
      const [a, b, c] = digits(s) as [number, number, number];
      expect(sum12Of(s)).toBe(`${(a + b) % 2 ? 1 : 2},${(b + c) % 2 ? 1 : 2}`);
    }
  });
  it('splits box keys 40, 55, 55, 70 and straights 250 each', () => {
    expect(countBy(BOX_KEYS, sum12Of)).toEqual({ '1,1': 40, '1,2': 55, '2,1': 55, '2,2': 70 });
    expect(countBy(ALL_STRAIGHTS, sum12Of)).toEqual(
      Object.fromEntries(SUM12_GROUPS.map((g) => [g, 250])),
    );
  });
});

describe('digit sum and root sum', () => {
  it('range over 0–27 and 0–9', () => {
    for (const s of ALL_STRAIGHTS) {
      const sum = digits(s).reduce((x, y) => x + y, 0);
      expect(digitSum(s)).toBe(sum);
      expect(rootSum(s)).toBe(sum % 10);
    }
  });
});

describe('classify', () => {
  it('gives the full classification of 610 in both modes', () => {
    expect(classify('610', { mode: 'box' })).toEqual({
      number: '610',
      boxKey: '016',
      digitType: 'single',
      displayNumber: 5,
      coordinate: 'AQ',
      numberSet: 1,
      highLow: 'LLH',
      oddEven: 'EOE',
      binary: '00/01/10(2)',
      pairsum: '10/1,1',
      sum12: '1,1',
      digitSum: 7,
      rootSum: 7,
    });
    expect(classify('610', { mode: 'straight' })).toMatchObject({
      boxKey: '016',
      highLow: 'HLL',
      binary: '10/01/00(2)',
    });
    expect(classify('610')).toEqual(classify('610', { mode: 'box' }));
  });

  it('agrees with the single functions for all 1,000 numbers in both modes', () => {
    for (const s of ALL_STRAIGHTS) {
      for (const mode of ['box', 'straight'] as const) {
        const shown = mode === 'box' ? toBoxKey(s) : s;
        expect(classify(s, { mode })).toEqual({
          number: s,
          boxKey: toBoxKey(s),
          digitType: digitTypeOf(s),
          displayNumber: displayNumber(s),
          coordinate: coordinateOf(s),
          numberSet: numberSetOf(s),
          highLow: highLow(shown),
          oddEven: oddEven(shown),
          binary: binary(shown),
          pairsum: pairsumOf(shown),
          sum12: sum12Of(shown),
          digitSum: digitSum(shown),
          rootSum: rootSum(shown),
        });
      }
    }
  });

  it('rejects bad numbers and modes', () => {
    expect(() => classify('12a')).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
    expect(() => classify('123', { mode: 'boxed' as 'box' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTION', field: 'mode' }),
    );
    for (const fn of [highLow, oddEven, binary, pairsumOf, sum12Of, digitSum, rootSum]) {
      expect(() => fn('1000')).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }));
    }
  });
});

describe('patternString', () => {
  it('gives the PATTERN STRINGS labels', () => {
    expect(patternString('610', 'box')).toEqual({
      PAIRS: '10/1,1',
      'H/L': 'LLH',
      'O/E': 'EOE',
      '12SUM': '1,1',
      BIN: '00/01/10(2)',
      SET: '1',
    });
    expect(patternString('610', 'straight')['H/L']).toBe('HLL');
    expect(patternString('999').SET).toBe('11');
  });
});
