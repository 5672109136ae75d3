import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDrawsCsv, type CsvDraw } from '../csv/csv.js';
import { coverageMarkdown, coverageReport } from './coverage-report.js';
import { missingDraws } from './missing-draws.js';

const DIR = fileURLToPath(new URL('../../../db/data/history/', import.meta.url));
const ALL: CsvDraw[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.csv') && !f.startsWith('conflicts_'))
  .flatMap((f) => parseDrawsCsv(readFileSync(DIR + f, 'utf8')).rows);
const AS_OF = new Date('2026-11-23T12:00:00Z');

describe('coverageReport on the bundled histories', () => {
  const report = coverageReport(ALL, AS_OF);

  it('has one entry per state with draws, whose counts and ends are those of the files', () => {
    const states = [...new Set(ALL.map((d) => d.state))].sort();
    expect(report.map((r) => r.state)).toEqual(states);
    for (const r of report) {
      const rows = ALL.filter((d) => d.state === r.state);
      expect(r.draws).toBe(rows.length);
      expect(r.firstDate).toBe(rows.map((d) => d.date).sort()[0]);
      expect(r.latestDraw.date).toBe(
        rows
          .map((d) => d.date)
          .sort()
          .at(-1),
      );
      // Every figure follows from missingDraws over the same draws.
      const total = missingDraws(
        r.state,
        rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
        {
          first: {
            date: r.firstDate,
            drawTime: rows.find((d) => d.date === r.firstDate)!.drawTime,
          },
          last: r.latestDraw,
        },
      ).reduce((sum, run) => sum + run.count, 0);
      expect([r.state, r.totalMissing]).toEqual([r.state, total]);
    }
  });

  it('finds the Georgia Evening hole and calls every bundled history stale on 11/23/2026', () => {
    const ga = report.find((r) => r.state === 'GA')!;
    expect(ga.largestGaps).toContainEqual({
      drawTime: 'EVE',
      from: '2025-09-13',
      to: '2025-10-10',
      count: 28,
    });
    expect(report.every((r) => r.status === 'stale')).toBe(true);
    // A history whose newest draw is the last of its day has no missing draw after it.
    const co = report.find((r) => r.state === 'CO')!;
    expect(
      co.largestGaps.every((run) => run.to < co.latestDraw.date || run.drawTime !== 'EVE'),
    ).toBe(true);
  });

  it('prints a Markdown table with a row per state', () => {
    const table = coverageMarkdown(report).split('\n');
    expect(table).toHaveLength(report.length + 2);
    expect(table.find((line) => line.startsWith('| Georgia (GA) |'))).toContain(
      'Evening 9/13/2025–10/10/2025 (28)',
    );
  });
});
