import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analysis.js';
import { parseDrawsCsv } from '../csv/csv.js';
import { compareDraws, usToIso, type Draw } from '../dates/dates.js';
import { lookupNumber } from '../lookup/lookup.js';
import { skipsTable } from '../skips/skips.js';
import { readHistory } from '../testing/shared-data.js';
import { HOLE_MIN_DAYS, historyHoles } from './history-holes.js';

function history(file: string): Draw[] {
  return parseDrawsCsv(readHistory(file)).rows.map(({ date, drawTime, number }) => ({
    date,
    drawTime,
    number,
  }));
}

const CA = history('CA-daily3.csv');
const GA = history('GA-cash3.csv');
/** California as it stood before its 2025–2026 Midday and Evening hole: the 2015–2025 hole is the newest. */
const CA_UNTIL_OCTOBER_2025 = CA.filter((d) => d.date <= '2025-10-21');

describe('historyHoles on the bundled histories', () => {
  it("finds California's ten missing years and its 2025–2026 hole, both draw times as one", () => {
    // SOURCES.md (CA): "The CA Evening hole is now 2025-10-22 → 2025-12-20 (60 days); Midday still has nothing
    // 2025-10-22 → 2026-02-15" (117 days): 177 draws missing in all.
    expect(historyHoles('CA', CA)).toEqual([
      { from: '2015-09-10', to: '2025-09-01', missing: 7290 },
      { from: '2025-10-22', to: '2026-02-15', missing: 177 },
    ]);
    expect(historyHoles('CA', CA, { drawTimes: ['EVE'] })).toEqual([
      { from: '2015-09-10', to: '2025-09-01', missing: 3645 },
      { from: '2025-10-22', to: '2025-12-20', missing: 60 },
    ]);
    expect(historyHoles('CA', CA, { drawTimes: ['DAY'] })).toEqual([
      { from: '2015-09-10', to: '2025-09-01', missing: 3645 },
      { from: '2025-10-22', to: '2026-02-15', missing: 117 },
    ]);
  });

  it("finds Georgia's 2014–2018 hole and its 28 missing Evening draws of 2025", () => {
    expect(historyHoles('GA', GA)).toEqual([
      { from: '2014-12-02', to: '2018-12-31', missing: 2982 },
      { from: '2025-09-13', to: '2025-10-10', missing: 28 },
    ]);
    expect(historyHoles('GA', GA, { drawTimes: ['DAY'] })).toEqual([
      { from: '2014-12-02', to: '2018-12-31', missing: 1491 },
    ]);
    expect(historyHoles('GA', GA, { drawTimes: ['NITE'] })).toEqual([]);
  });

  it(`is a run longer than ${HOLE_MIN_DAYS} days: eight missing days are a hole, seven are not`, () => {
    const days = (from: string, n: number) =>
      Array.from({ length: n }, (_, i) => {
        const d = new Date(`${from}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + i);
        return { date: d.toISOString().slice(0, 10), drawTime: 'NITE' as const, number: '123' };
      });
    // Georgia's Night draw is held every day.
    const seven = [...days('2024-03-01', 10), ...days('2024-03-18', 5)];
    const eight = [...days('2024-03-01', 10), ...days('2024-03-19', 5)];
    expect(historyHoles('GA', seven, { drawTimes: ['NITE'] })).toEqual([]);
    expect(historyHoles('GA', eight, { drawTimes: ['NITE'] })).toEqual([
      { from: '2024-03-11', to: '2024-03-18', missing: 8 },
    ]);
  });

  it('knows no holes of a state without a schedule, nor of a history without gaps', () => {
    expect(historyHoles('ZZ', GA)).toEqual([]);
    expect(historyHoles('NY', history('NY-numbers.csv'))).toEqual([]);
  });
});

describe('an analysis never reaches across a hole', () => {
  it("names the hole California's last 730 draws reach back to and uses no draw from before it", () => {
    const result = analyze(CA_UNTIL_OCTOBER_2025, { limit: 730 }, { state: 'CA' });
    expect(result.window).toEqual({
      requested: 730,
      used: result.stats.total,
      gap: { from: '2015-09-10', to: '2025-09-01', missing: 7290 },
    });
    expect(result.window.used).toBeLessThan(730);
    expect(result.draws.every((d) => usToIso(d.date) > '2025-09-01')).toBe(true);
    // Exactly the draws after the hole: the same answer as an analysis of only those draws.
    const after = CA_UNTIL_OCTOBER_2025.filter((d) => d.date > '2025-09-01');
    expect(result.window.used).toBe(after.length);
    const { window: _window, ...rest } = analyze(after, { limit: 730 });
    expect({ ...result, window: undefined }).toEqual({ ...rest, window: undefined });
    // Without the state, the 2015 draws are counted (the old behaviour).
    expect(analyze(CA_UNTIL_OCTOBER_2025, { limit: 730 }).stats.total).toBe(730);
  });

  it('takes the newest hole of the whole bundled California history, per draw time', () => {
    const all = analyze(CA, { limit: 730 }, { state: 'CA' });
    // The newest missing draw is 2026-02-15 Midday: its Evening (13tmills) and the 414 drawdata rows
    // 2026-02-16 → 2026-09-10 come after it (SOURCES.md, CA).
    expect(all.window).toEqual({
      requested: 730,
      used: 415,
      gap: { from: '2025-10-22', to: '2026-02-15', missing: 177 },
    });
    expect(all.draws.every((d) => usToIso(d.date) >= '2026-02-15')).toBe(true);
    expect(all.draws.filter((d) => usToIso(d.date) === '2026-02-15')).toHaveLength(1);
    const evening = analyze(CA, { limit: 730, timeFilter: 'Eve' }, { state: 'CA' });
    expect(evening.window).toEqual({
      requested: 730,
      used: 264,
      gap: { from: '2025-10-22', to: '2025-12-20', missing: 60 },
    });
    // Evening +57 (2025-12-21 → 2026-02-15, 13tmills) and 207 from drawdata (2026-02-16 → 2026-09-10).
    expect(evening.stats).toMatchObject({ total: 264, evening: 264, day: 0 });
    expect(evening.draws.every((d) => usToIso(d.date) >= '2025-12-21')).toBe(true);
  });

  it("cuts Georgia's Evening draws at their 2025 hole, and not the Night draws", () => {
    const evening = analyze(GA, { limit: 730, timeFilter: 'Eve' }, { state: 'GA' });
    expect(evening.window).toEqual({
      requested: 481,
      used: 329,
      gap: { from: '2025-09-13', to: '2025-10-10', missing: 28 },
    });
    expect(evening.draws.at(-1)!.date).toBe('10/11/2025');
    // Elimination rests on the draws used only: every removed number was drawn after the hole.
    const drawn = new Set(evening.draws.map((d) => d.sortedNumbers));
    expect(evening.boxAnalysis.removedNumbers.every((k) => drawn.has(k))).toBe(true);
    const night = analyze(GA, { limit: 730, timeFilter: 'Nite' }, { state: 'GA' });
    expect(night.window).toEqual({ requested: 510, used: 510, gap: null });
  });

  it('is whole when the draws do not reach a hole', () => {
    const result = analyze(CA, { limit: 100 }, { state: 'CA' });
    expect(result.window).toEqual({ requested: 100, used: 100, gap: null });
  });
});

describe('skips never count across a hole', () => {
  it('gives 333 in Georgia "≥ the draws after the hole" instead of 4,763, naming the hole', () => {
    const plain = skipsTable(GA, { mode: 'straight' });
    expect(plain.rows.find((r) => r.key === '333')!.currentSkip).toBe(4763);
    const table = skipsTable(GA, { mode: 'straight', state: 'GA' });
    expect(table.hole).toEqual({ from: '2025-09-13', to: '2025-10-10', missing: 28 });
    const afterHole = GA.filter(
      (d) => d.date > '2025-10-10' || (d.date === '2025-10-10' && d.drawTime === 'NITE'),
    ).length;
    expect(table.rows.find((r) => r.key === '333')).toMatchObject({
      currentSkip: afterHole,
      currentSkipAtLeast: true,
      hitsInWindow: 0,
      hitsAllTime: 13,
    });
    expect(table.windowDraws).toBe(afterHole);
    // A number drawn after the hole keeps its exact skip.
    for (const row of table.rows.filter((r) => !r.currentSkipAtLeast && r.currentSkip !== null))
      expect(row.currentSkip).toBeLessThan(afterHole);
  });

  it('counts each skip between two hits on one side of the hole (Georgia Midday, 2014–2018)', () => {
    const day = GA.filter((d) => d.drawTime === 'DAY').sort(compareDraws);
    const table = skipsTable(GA, { mode: 'box', drawTime: 'DAY', state: 'GA' });
    expect(table.hole).toEqual({ from: '2014-12-02', to: '2018-12-31', missing: 1491 });
    const side = (d: Draw) => (d.date < '2014-12-02' ? 0 : 1);
    for (const key of ['016', '118', '777']) {
      const positions = day.flatMap((d, i) => ([...d.number].sort().join('') === key ? [i] : []));
      const skips = positions
        .slice(1)
        .flatMap((p, i) =>
          side(day[p]!) === side(day[positions[i]!]!) ? [p - positions[i]!] : [],
        );
      const row = table.rows.find((r) => r.key === key)!;
      expect(row.longestSkip).toBe(Math.max(...skips));
      expect(row.averageSkip).toBeCloseTo(skips.reduce((a, b) => a + b, 0) / skips.length, 9);
    }
  });

  it("gives the lookup's gaps the card's definition and none across a hole", () => {
    const lookup = lookupNumber(GA, '333', { state: 'GA' });
    expect(lookup.straight).toMatchObject({ drawsSinceLastAtLeast: true, hits: 13 });
    const [newest, older] = lookup.straightHits;
    expect(newest!.gap).toBe(older!.drawsAgo - newest!.drawsAgo - 1);
    // 2020-09-15 is 333's first draw after the 2014–2018 hole: no gap back across it.
    expect(lookup.straightHits.find((h) => h.date === '2020-09-15')!.gap).toBeNull();

    // The same pair on a card of the analysis and in the lookup: one figure.
    const analysis = analyze(GA, { limit: 730, timeFilter: 'Nite' }, { state: 'GA' });
    const card = analysis.draws.find((d) => d.gap !== null)!;
    const hits = lookupNumber(GA, card.winner, { drawTime: 'NITE', state: 'GA' }).boxHits;
    const hit = hits.find((h) => h.date === usToIso(card.date))!;
    expect(hit.gap).toBe(card.gap);
  });
});
