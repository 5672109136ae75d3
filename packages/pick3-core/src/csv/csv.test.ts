import { describe, expect, it } from 'vitest';
import { formatDrawsCsv, parseDrawsCsv } from './csv.js';
import { compareDraws } from '../dates/dates.js';
import { documentedDrawTimes, HISTORIES, readHistory } from '../testing/shared-data.js';

const HEADER = 'state,game,date,draw_time,number';
const csv = (...rows: string[]): string => [HEADER, ...rows].join('\n') + '\n';

describe('parseDrawsCsv', () => {
  it('parses rows with their game and line, mapping labels to codes', () => {
    const { rows } = parseDrawsCsv(
      csv(
        'GA,Cash 3,2025-07-04,Midday,061',
        'GA,Cash 3,2025-07-04,Evening,007',
        'GA,Cash 3,2025-07-04,Night,999',
      ),
    );
    expect(rows).toEqual([
      { state: 'GA', game: 'Cash 3', date: '2025-07-04', drawTime: 'DAY', number: '061', line: 2 },
      { state: 'GA', game: 'Cash 3', date: '2025-07-04', drawTime: 'EVE', number: '007', line: 3 },
      { state: 'GA', game: 'Cash 3', date: '2025-07-04', drawTime: 'NITE', number: '999', line: 4 },
    ]);
  });

  it('accepts a BOM, CRLF, blank lines, quotes, reordered and extra columns', () => {
    const text =
      '\uFEFFnumber,date,draw_time,state,game,source\r\n"610",2025-07-04,Morning,TX,"Pick 3, Texas",x\r\n\r\n';
    expect(parseDrawsCsv(text).rows).toEqual([
      {
        state: 'TX',
        game: 'Pick 3, Texas',
        date: '2025-07-04',
        drawTime: 'MORN',
        number: '610',
        line: 2,
      },
    ]);
    expect(parseDrawsCsv(HEADER).rows).toEqual([]);
  });

  it.each([
    ['GA,Cash 3,2025-07-04,Midday,61', 'line 2, number'],
    ['GA,Cash 3,2025-07-04,Midday,12a', 'line 2, number'],
    ['GA,Cash 3,2025-07-04,Midday,1000', 'line 2, number'],
    ['GA,Cash 3,2025-07-04,Midday, 12', 'line 2, number'],
    ['GA,Cash 3,2025-07-04,Midday,', 'line 2, number'],
    ['GA,Cash 3,2025-07-04,Afternoon,123', 'line 2, draw_time'],
    ['GA,Cash 3,2025-07-04,,123', 'line 2, draw_time'],
    ['GA,Cash 3,2025-02-30,Midday,123', 'line 2, date'],
    ['GA,Cash 3,7/4/2025,Midday,123', 'line 2, date'],
    ['Georgia,Cash 3,2025-07-04,Midday,123', 'line 2, state'],
    ['ga,Cash 3,2025-07-04,Midday,123', 'line 2, state'],
    ['GA,,2025-07-04,Midday,123', 'line 2, game'],
    ['GA,Cash 3,2025-07-04', 'line 2: expected 5 cells'],
    ['GA,"Cash 3,2025-07-04,Midday,123', 'line 2: a quoted cell'],
  ])('rejects %j naming %s', (row, where) => {
    expect(() => parseDrawsCsv(csv(row))).toThrow(
      expect.objectContaining({ code: 'INVALID_CSV', message: expect.stringContaining(where) }),
    );
  });

  it('names the field of a bad cell', () => {
    expect(() => parseDrawsCsv(csv('GA,Cash 3,2025-07-04,Midday,61'))).toThrow(
      expect.objectContaining({ field: 'number' }),
    );
  });

  it('rejects a missing header column and a duplicate draw', () => {
    expect(() => parseDrawsCsv('state,game,date,number\nGA,Cash 3,2025-07-04,123\n')).toThrow(
      expect.objectContaining({
        code: 'INVALID_CSV',
        message: expect.stringContaining('missing draw_time'),
      }),
    );
    expect(() =>
      parseDrawsCsv(csv('GA,Cash 3,2025-07-04,Midday,123', 'GA,Cash 3,2025-07-04,Day,124')),
    ).toThrow(
      expect.objectContaining({
        code: 'INVALID_CSV',
        message: expect.stringContaining('line 3, date: GA 2025-07-04 Day is already on line 2'),
      }),
    );
    // The same date and time in two states is two draws.
    expect(
      parseDrawsCsv(csv('GA,Cash 3,2025-07-04,Midday,123', 'FL,Pick 3,2025-07-04,Midday,124')).rows,
    ).toHaveLength(2);
  });

  it('round-trips through formatDrawsCsv', () => {
    const { rows } = parseDrawsCsv(
      csv(
        'GA,Cash 3,2025-07-04,Midday,061',
        'TX,Pick 3,2025-07-04,Morning,007',
        'NY,"Numbers, NY",2025-07-04,Night,999',
      ),
    );
    const again = parseDrawsCsv(formatDrawsCsv(rows)).rows;
    expect(again).toEqual(rows);
    expect(formatDrawsCsv([])).toBe(`${HEADER}\n`);
  });
});

describe('the shared real histories', () => {
  it.each(HISTORIES.map((h) => [h.file, h]))('parses all of %s', (_file, history) => {
    const { rows } = parseDrawsCsv(readHistory(history.file));
    expect(rows).toHaveLength(history.rows);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set([history.state]));
    // SOURCES.md: rows sorted by date then draw time.
    const unsorted = rows.findIndex((r, i) => i > 0 && compareDraws(rows[i - 1]!, r) >= 0);
    expect(unsorted).toBe(-1);
  });

  it('maps the labels of the files (Morning, Midday, Day, Evening, Night) to the four codes', () => {
    const counts: Record<string, number> = {};
    for (const r of parseDrawsCsv(readHistory('TX-pick3.csv')).rows)
      counts[r.drawTime] = (counts[r.drawTime] ?? 0) + 1;
    // The labels as SOURCES.md counts them, each mapped by hand: TX's Day is DAY, its Night NITE.
    const tx = documentedDrawTimes('TX-pick3.csv');
    expect(counts).toEqual({
      MORN: tx['Morning'],
      DAY: tx['Day'],
      EVE: tx['Evening'],
      NITE: tx['Night'],
    });
    const ga: Record<string, number> = {};
    for (const r of parseDrawsCsv(readHistory('GA-cash3.csv')).rows)
      ga[r.drawTime] = (ga[r.drawTime] ?? 0) + 1;
    const gaDocumented = documentedDrawTimes('GA-cash3.csv');
    expect(ga).toEqual({
      DAY: gaDocumented['Midday'],
      EVE: gaDocumented['Evening'],
      NITE: gaDocumented['Night'],
    });
  });
});

describe('parseDrawsCsv: what is drawn beside the number', () => {
  it('reads the optional extra_ball and double_draw columns of the draws export, and names a bad one', () => {
    const text =
      'state,game,date,draw_time,number,extra_ball,double_draw\n' +
      'NC,Pick 3,2016-03-01,Evening,532,,649\n' +
      'NC,Pick 3,2026-06-10,Evening,305,5,\n';
    expect(parseDrawsCsv(text).rows).toEqual([
      {
        state: 'NC',
        game: 'Pick 3',
        date: '2016-03-01',
        drawTime: 'EVE',
        number: '532',
        doubleDraw: '649',
        line: 2,
      },
      {
        state: 'NC',
        game: 'Pick 3',
        date: '2026-06-10',
        drawTime: 'EVE',
        number: '305',
        extraBall: '5',
        line: 3,
      },
    ]);
    expect(() =>
      parseDrawsCsv(
        'state,game,date,draw_time,number,extra_ball\nTX,Pick 3,2026-06-10,Day,856,55\n',
      ),
    ).toThrow(/line 2, extra_ball/);
  });
});
