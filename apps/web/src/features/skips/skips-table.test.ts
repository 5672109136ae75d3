import { applyFilters, BOX_KEYS, digitTypeOf, type Straight } from '@pick3/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.js';
import type { SkipRow } from './api/get-skips.js';
import {
  chiSquareReading,
  chiSquareSentence,
  filterSkipRows,
  formatPValue,
  nextSort,
  skipsHoleText,
  sortSkipRows,
} from './skips-table.js';

function row(key: string, currentSkip: number | null, extra: Partial<SkipRow> = {}): SkipRow {
  return {
    key,
    digitType: digitTypeOf(key as Straight),
    currentSkip,
    currentSkipAtLeast: false,
    averageSkip: currentSkip === null ? null : currentSkip / 2,
    longestSkip: currentSkip,
    hitsInWindow: 0,
    hitsAllTime: 0,
    expectedSkip: 1000 / 6,
    ...extra,
  };
}

const rows = [row('012', 40), row('000', null), row('112', 400), row('999', 900), row('345', 40)];

describe('skips table', () => {
  it('sorts a figure both ways with missing figures last each time', () => {
    const desc = sortSkipRows(rows, { column: 'currentSkip', direction: 'desc' }).map((r) => r.key);
    expect(desc).toEqual(['999', '112', '012', '345', '000']);
    const asc = sortSkipRows(rows, { column: 'currentSkip', direction: 'asc' }).map((r) => r.key);
    expect(asc).toEqual(['012', '345', '112', '999', '000']);
  });

  it('sorts digit types single, double, triple and numbers as text', () => {
    expect(
      sortSkipRows(rows, { column: 'digitType', direction: 'asc' }).map((r) => r.digitType),
    ).toEqual(['single', 'single', 'double', 'triple', 'triple']);
    expect(sortSkipRows(rows, { column: 'key', direction: 'desc' })[0]!.key).toBe('999');
  });

  it('filters all 220 box keys into 120 singles, 90 doubles and 10 triples', () => {
    const all = BOX_KEYS.map((key) => row(key, 1));
    expect(filterSkipRows(all, 'all')).toHaveLength(220);
    expect(filterSkipRows(all, 'single')).toHaveLength(120);
    expect(filterSkipRows(all, 'double')).toHaveLength(90);
    expect(filterSkipRows(all, 'triple')).toHaveLength(10);
  });

  it("hides what the main page's number filters hide, by core's rule, after the digit type", () => {
    const all = BOX_KEYS.map((key) => row(key, 1));
    const filters = { position1: [0] };
    const kept = filterSkipRows(all, 'all', { filters, mode: 'box' });
    // Exactly the box keys core keeps on the main page.
    expect(kept.map((r) => r.key)).toEqual(applyFilters(BOX_KEYS, filters, { mode: 'box' }));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(220);
    expect(kept.every((r) => !r.key.startsWith('0'))).toBe(true);
    const singles = filterSkipRows(all, 'single', { filters, mode: 'box' });
    expect(singles.every((r) => r.digitType === 'single' && !r.key.startsWith('0'))).toBe(true);
    // No active filter: nothing hidden.
    expect(filterSkipRows(all, 'all', { filters: {}, mode: 'box' })).toHaveLength(220);
  });

  it('toggles direction on the same column and starts figures largest first', () => {
    expect(nextSort({ column: 'key', direction: 'asc' }, 'currentSkip')).toEqual({
      column: 'currentSkip',
      direction: 'desc',
    });
    expect(nextSort({ column: 'currentSkip', direction: 'desc' }, 'currentSkip')).toEqual({
      column: 'currentSkip',
      direction: 'asc',
    });
    expect(nextSort({ column: 'currentSkip', direction: 'desc' }, 'key')).toEqual({
      column: 'key',
      direction: 'asc',
    });
  });

  it('reads the chi-square at the 5% level', () => {
    expect(chiSquareReading(0.05)).toBe('consistent with a fair draw');
    expect(chiSquareReading(0.049)).toBe('unusual, but with many tables some will be');
    expect(formatPValue(0.4231)).toBe('0.42');
    expect(formatPValue(0.0031)).toBe('0.003');
    expect(formatPValue(1.2e-7)).toBe('< 0.0001');
    expect(chiSquareSentence(230.44, 219, 0.28)).toBe(
      'Chi-square 230.4 with 219 degrees of freedom, p = 0.28: consistent with a fair draw.',
    );
  });
});

describe('skipsHoleText', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names the hole no skip is counted across, in English and Spanish', async () => {
    const hole = { from: '2014-12-02', to: '2018-12-31', missing: 2982 };
    expect(skipsHoleText(null)).toBeNull();
    expect(skipsHoleText(hole)).toBe(
      'No skip is counted across the gap in this history (2,982 draws missing, 12/2/2014–12/31/2018): nobody knows what was drawn in it. “≥ N”: not drawn in the N draws since the gap.',
    );
    await setLanguage('es');
    expect(skipsHoleText(hole)).toContain('2/12/2014–31/12/2018');
    expect(skipsHoleText(hole)).toContain('hueco');
  });
});
