import { describe, expect, it } from 'vitest';
import { analyze, type Draw } from '@pick3/core';
import { drawsTable, numbersTable, toCsv, toJson } from './downloads.js';

const draws: Draw[] = [
  { date: '2025-07-01', drawTime: 'DAY', number: '016' },
  { date: '2025-07-02', drawTime: 'EVE', number: '610' },
  { date: '2025-07-03', drawTime: 'NITE', number: '007' },
];

describe('downloads', () => {
  it("writes the draws on screen with the export's columns, ISO dates and draw-time names", () => {
    const table = drawsTable('GA', analyze(draws).draws);
    expect(toCsv(table)).toBe(
      'state,game,date,draw_time,number\n' +
        'GA,Georgia Cash 3,2025-07-03,Night,007\n' +
        'GA,Georgia Cash 3,2025-07-02,Evening,610\n' +
        'GA,Georgia Cash 3,2025-07-01,Day,016\n',
    );
    const json = JSON.parse(toJson(table)) as Array<Record<string, string>>;
    expect(json).toHaveLength(3);
    // Keys in the CSV's order, numbers kept as three-digit text.
    expect(Object.keys(json[0]!)).toEqual(['state', 'game', 'date', 'draw_time', 'number']);
    expect(json.map((r) => r.number)).toEqual(['007', '610', '016']);
  });

  it('lists removed then remaining numbers with their status', () => {
    expect(toCsv(numbersTable(['016', '899'], ['001']))).toBe(
      'number,status\n016,removed\n899,removed\n001,remaining\n',
    );
  });

  it('quotes commas, quotes and line breaks, and writes null as an empty cell or null', () => {
    const table = {
      columns: ['a', 'b'],
      rows: [
        { a: 'x, "y"', b: null },
        { a: 'two\nlines', b: 3 },
      ],
    };
    expect(toCsv(table)).toBe('a,b\n"x, ""y""",\n"two\nlines",3\n');
    expect(JSON.parse(toJson(table))).toEqual([
      { a: 'x, "y"', b: null },
      { a: 'two\nlines', b: 3 },
    ]);
  });
});
