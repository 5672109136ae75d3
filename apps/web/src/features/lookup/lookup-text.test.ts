import { parseDrawsCsv } from '@pick3/core';
import { toCsv, toJson } from '../../lib/downloads.js';
import { describe, expect, it } from 'vitest';
import type { LookupHit } from './api/get-number-lookup.js';
import {
  drawsSinceText,
  expectedText,
  exportUrl,
  hitDate,
  hitGapText,
  lookupHoleText,
  hitsTable,
  newestFirst,
  skipText,
  timesDrawnText,
} from './lookup-text.js';

const hits: LookupHit[] = [
  { date: '2024-01-02', drawTime: 'EVE', number: '321', drawsAgo: 900, gap: null },
  { date: '2025-07-04T00:00:00.000Z', drawTime: 'DAY', number: '123', drawsAgo: 3, gap: 246 },
  { date: '2024-11-30', drawTime: 'NITE', number: '213', drawsAgo: 250, gap: 649 },
];

describe('lookup text', () => {
  it('states the chance baseline with the product wording', () => {
    expect(expectedText(1000)).toBe('expected every 1,000 draws');
    expect(expectedText(1000 / 6)).toBe('expected every 166.7 draws');
    expect(expectedText(1000 / 3)).toBe('expected every 333.3 draws');
  });

  it('shows a dash for a figure that does not exist yet', () => {
    expect(skipText(null)).toBe('—');
    expect(skipText(1234)).toBe('1,234');
    expect(skipText(987.65, true)).toBe('987.7');
    expect(timesDrawnText(0)).toBe('Never drawn');
    expect(timesDrawnText(1)).toBe('Once');
    expect(timesDrawnText(1200)).toBe('1,200 times');
  });

  it("gives each hit the analysis card's Non-Repeats figure, LAST for the oldest, a dash across a hole", () => {
    const [newest, middle, oldest] = newestFirst(hits);
    expect(hitGapText(newest!, false)).toBe('246');
    expect(hitGapText(middle!, false)).toBe('649');
    expect(hitGapText(oldest!, true)).toBe('LAST');
    expect(hitGapText({ ...middle!, gap: null }, false)).toBe('— (gap)');
  });

  it('says "≥ N" for draws since a hit older than a hole, and names the hole', () => {
    expect(drawsSinceText({ hits: 3, drawsSinceLast: 990, drawsSinceLastAtLeast: true })).toBe(
      '≥ 990',
    );
    expect(drawsSinceText({ hits: 3, drawsSinceLast: 12, drawsSinceLastAtLeast: false })).toBe(
      '12',
    );
    expect(drawsSinceText({ hits: 0, drawsSinceLast: null, drawsSinceLastAtLeast: false })).toBe(
      'Never drawn',
    );
    expect(lookupHoleText(null)).toBeNull();
    expect(lookupHoleText({ from: '2025-09-13', to: '2025-10-10', missing: 28 })).toBe(
      'This history has a gap (28 draws missing, 9/13/2025–10/10/2025): no skip or Non-Repeats count is measured across it.',
    );
  });

  it('orders hits newest first and dates them as the app does', () => {
    expect(newestFirst(hits).map((h) => h.drawsAgo)).toEqual([3, 250, 900]);
    expect(hitDate(hits[1]!.date)).toBe('7/4/2025');
  });

  it('writes the hits in the export CSV format, readable by the same parser', () => {
    const table = hitsTable('GA', 'Cash 3', hits);
    const csv = toCsv(table);
    expect(csv.split(/\r?\n/)[0]).toBe('state,game,date,draw_time,number');
    const parsed = parseDrawsCsv(csv);
    expect(parsed.rows.map((r) => [r.date, r.drawTime, r.number])).toEqual([
      ['2025-07-04', 'DAY', '123'],
      ['2024-11-30', 'NITE', '213'],
      ['2024-01-02', 'EVE', '321'],
    ]);
    // The same rows as JSON objects keyed by the columns.
    expect(JSON.parse(toJson(table))[0]).toEqual({
      state: 'GA',
      game: 'Cash 3',
      date: '2025-07-04',
      draw_time: 'Day',
      number: '123',
    });
  });

  it('builds the export link from the state, range and draw time', () => {
    expect(exportUrl('GA', 'json')).toBe('/api/draws/export?state=GA&format=json');
    expect(
      exportUrl('TX', 'csv', { from: '2020-01-01', to: '2025-07-04T00:00:00Z', drawTime: 'EVE' }),
    ).toBe('/api/draws/export?state=TX&from=2020-01-01&to=2025-07-04&drawTime=EVE&format=csv');
  });
});
