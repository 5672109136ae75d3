import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, logGamma, regularizedUpperGamma } from './chi-square.js';

// Reference values: scipy.stats.chi2.sf (SciPy 1.17) and the textbook 5 % critical values.
const KNOWN: Array<[df: number, x: number, p: number]> = [
  [1, 3.841458820694124, 0.05],
  [10, 18.307038053275146, 0.05],
  [2, 10, 0.006737946999085468],
  [5, 0.5, 0.9921232932326296],
  [219, 219, 0.487291235402717],
  [219, 260, 0.03005258181178985],
  [219, 180, 0.9747017800320019],
  [219, 400, 9.926681456164896e-13],
  [999, 999, 0.4940498779585279],
  [999, 1100, 0.013818467525532353],
  [999, 900, 0.9886211870834188],
  [999, 2000, 2.9249231493034897e-69],
];

describe('chiSquareSurvival', () => {
  it.each(KNOWN)('df %i, χ² %d → %d', (df, x, p) => {
    const got = chiSquareSurvival(x, df);
    expect(Math.abs(got - p) / p).toBeLessThan(1e-9);
  });

  it('is exp(-x/2) for two degrees of freedom, on both sides of the series/fraction switch', () => {
    for (const x of [0.1, 1, 1.9, 2, 2.1, 5, 40, 300]) {
      expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 14);
    }
  });

  it('is 1 at zero, decreasing, and 0 at infinity', () => {
    expect(chiSquareSurvival(0, 219)).toBe(1);
    let previous = 1;
    for (let x = 150; x < 300; x += 5) {
      const p = chiSquareSurvival(x, 219);
      expect(p).toBeLessThan(previous);
      previous = p;
    }
    expect(regularizedUpperGamma(3, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('computes log Γ of integers and halves', () => {
    expect(Math.exp(logGamma(5))).toBeCloseTo(24, 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
    // ln(499!) from Stirling-exact sum of logs.
    let sum = 0;
    for (let k = 2; k <= 499; k++) sum += Math.log(k);
    expect(logGamma(500)).toBeCloseTo(sum, 8);
  });

  it.each([
    [() => chiSquareSurvival(-1, 3), 'chiSquare'],
    [() => chiSquareSurvival(Number.NaN, 3), 'chiSquare'],
    [() => chiSquareSurvival(1, 0), 'degreesOfFreedom'],
    [() => chiSquareSurvival(1, 2.5), 'degreesOfFreedom'],
    [() => regularizedUpperGamma(0, 1), 'a'],
    [() => regularizedUpperGamma(1, -2), 'x'],
  ])('refuses bad arguments naming the field (%#)', (call, field) => {
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_OPTION', field }));
  });
});
