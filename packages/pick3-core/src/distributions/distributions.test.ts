import { describe, expect, it } from 'vitest';
import { isPick3Error } from '../errors/errors.js';
import {
  DISTRIBUTION_KINDS,
  expectedDistribution,
  observedVsExpected,
  type DistributionKind,
} from './distributions.js';

const ALL = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const digits = (n: string) => [...n].map(Number);

/** Independent definitions from the domain doc, not core's tables, to enumerate against. */
function category(kind: DistributionKind, n: string, mode: 'box' | 'straight'): string {
  const shown = mode === 'box' ? [...n].sort().join('') : n;
  const d = digits(shown);
  const sum = d[0]! + d[1]! + d[2]!;
  switch (kind) {
    case 'sum':
      return String(sum);
    case 'rootSum':
      return String(sum % 10);
    case 'digitType':
      return new Set(d).size === 3 ? 'single' : new Set(d).size === 2 ? 'double' : 'triple';
    case 'highLow':
      return d.map((x) => (x >= 5 ? 'H' : 'L')).join('');
    case 'oddEven':
      return d.map((x) => (x % 2 === 1 ? 'O' : 'E')).join('');
    default:
      return '';
  }
}

function enumerate(kind: DistributionKind, mode: 'box' | 'straight'): Map<string, number> {
  const counts = new Map<string, number>();
  for (const n of ALL) {
    const c = category(kind, n, mode);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return counts;
}

describe('expectedDistribution', () => {
  it('sums to 1 for every kind and mode, with no repeated category', () => {
    for (const kind of DISTRIBUTION_KINDS) {
      for (const mode of ['box', 'straight'] as const) {
        const shares = expectedDistribution(kind, mode);
        expect(shares.length).toBeGreaterThan(1);
        expect(new Set(shares.map((s) => s.category)).size).toBe(shares.length);
        expect(shares.reduce((a, s) => a + s.share, 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it('equals an independent enumeration of all 1,000 numbers', () => {
    for (const kind of ['sum', 'rootSum', 'digitType', 'highLow', 'oddEven'] as const) {
      for (const mode of ['box', 'straight'] as const) {
        const counts = enumerate(kind, mode);
        const shares = expectedDistribution(kind, mode);
        for (const { category: c, share } of shares)
          expect(share).toBe((counts.get(c) ?? 0) / 1000);
        // Every category an enumeration finds is listed.
        for (const c of counts.keys()) expect(shares.some((s) => s.category === c)).toBe(true);
      }
    }
  });

  it('has the well-known values: sums 0–27 peak at 13 and 14, root sums are uniform, 720/270/10 by type', () => {
    const sums = expectedDistribution('sum');
    expect(sums.map((s) => s.category)).toEqual(Array.from({ length: 28 }, (_, i) => String(i)));
    expect(sums[0]!.share).toBe(0.001);
    expect(sums[13]!.share).toBe(0.075);
    expect(sums[14]!.share).toBe(0.075);
    expect(expectedDistribution('rootSum').every((s) => s.share === 0.1)).toBe(true);
    expect(expectedDistribution('digitType')).toEqual([
      { category: 'single', share: 0.72 },
      { category: 'double', share: 0.27 },
      { category: 'triple', share: 0.01 },
    ]);
    // Straight H/L patterns are 8 equally likely outcomes.
    expect(expectedDistribution('highLow', 'straight').every((s) => s.share === 0.125)).toBe(true);
  });

  it('pairsum and 12SUM shares count classify over all 1,000 numbers', async () => {
    const { classify } = await import('../patterns/patterns.js');
    for (const kind of ['pairsum', 'sum12'] as const) {
      const counts = new Map<string, number>();
      for (const n of ALL) {
        const c = classify(n, { mode: 'straight' })[kind];
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      for (const { category: c, share } of expectedDistribution(kind)) {
        expect(share).toBe((counts.get(c) ?? 0) / 1000);
      }
    }
  });

  it('names the field of a bad kind or mode', () => {
    for (const [call, field] of [
      [() => expectedDistribution('median' as DistributionKind), 'kind'],
      [() => expectedDistribution('sum', 'combo' as 'box'), 'mode'],
    ] as const) {
      try {
        call();
        expect.unreachable();
      } catch (error) {
        expect(isPick3Error(error) && error.field).toBe(field);
      }
    }
  });
});

describe('observedVsExpected', () => {
  it('counts drawn numbers per category beside the expected count', () => {
    const numbers = ['123', '456', '789', '001', '550', '555', '321'];
    const rows = observedVsExpected('digitType', numbers);
    expect(rows).toEqual([
      {
        category: 'single',
        observed: 4,
        observedShare: 4 / 7,
        expectedShare: 0.72,
        expected: 7 * 0.72,
      },
      {
        category: 'double',
        observed: 2,
        observedShare: 2 / 7,
        expectedShare: 0.27,
        expected: 7 * 0.27,
      },
      {
        category: 'triple',
        observed: 1,
        observedShare: 1 / 7,
        expectedShare: 0.01,
        expected: 7 * 0.01,
      },
    ]);
    const sums = observedVsExpected('sum', numbers);
    for (const row of sums) {
      expect(row.observed).toBe(
        numbers.filter((n) => category('sum', n, 'straight') === row.category).length,
      );
    }
    expect(sums.reduce((a, r) => a + r.observed, 0)).toBe(numbers.length);
  });

  it('is all zeros without draws and names a malformed number', () => {
    expect(
      observedVsExpected('rootSum', []).every((r) => r.observed === 0 && r.observedShare === 0),
    ).toBe(true);
    try {
      observedVsExpected('sum', ['123', '12a']);
      expect.unreachable();
    } catch (error) {
      expect(isPick3Error(error) && error.field).toBe('numbers[1]');
    }
  });
});
