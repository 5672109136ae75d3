import type { StateDraw } from '@pick3/core';
import { describe, expect, it } from 'vitest';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_HISTORY_DIR } from '@pick3/db';
import { ncCsvSource, parseNcCsv } from './nc-csv.source.js';

const download = readFixture('nc/nclottery_pick3_download_2026-06-10.built-from-docs.csv');
const real2019 = readFixture('nc/NCELPick3_2019-06-14.csv');
/** A draw without what is published beside it. */
const digitsOnly = ({ state, date, drawTime, number }: StateDraw): StateDraw => ({
  state,
  date,
  drawTime,
  number,
});
const HEADER = '"Date","Day/Eve","Ball 1","Ball 2","Ball 3","Fireball","GreenBall","DoubleDraw*"';
const csv = (...rows: string[]): string => [HEADER, ...rows].join('\r\n') + '\r\n';

describe('parseNcCsv on the real 2019 download (NCELPick3.csv, "Number 1..3" header)', () => {
  const draws = parseNcCsv(real2019);
  const doubles = draws.filter((d) => d.doubleDraw !== undefined);

  it('reads all 8,577 regular draws, equal to the corrected bundled history', () => {
    expect(draws).toHaveLength(8577);
    expect(draws.map(digitsOnly)).toEqual(bundledDraws('NC-pick3.csv', '2006-10-06', '2019-06-14'));
    expect(draws.filter((d) => d.drawTime === 'DAY')).toHaveLength(3942);
    expect(draws.filter((d) => d.drawTime === 'EVE')).toHaveLength(4635);
    // The 2019 file has no Fireball column.
    expect(draws.some((d) => d.extraBall !== undefined)).toBe(false);
  });

  it('keeps the 32 Double Draws beside the regular (R) draw, never in its place', () => {
    expect(doubles).toHaveLength(32);
    expect(doubles.every((d) => d.drawTime === 'EVE')).toBe(true);
    expect(doubles[0]).toEqual({
      state: 'NC',
      date: '2016-03-01',
      drawTime: 'EVE',
      number: '532',
      doubleDraw: '649',
    });
    expect(doubles.at(-1)).toEqual({
      state: 'NC',
      date: '2019-02-27',
      drawTime: 'EVE',
      number: '000',
      doubleDraw: '574',
    });
    // Each night's Double Draw is the value the earlier bundle wrongly held: corrections_NC.csv.
    const corrections = readFileSync(
      join(BUNDLED_HISTORY_DIR, 'corrections', 'corrections_NC.csv'),
      'utf8',
    )
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',').slice(1, 5).join(','));
    expect(doubles.map((d) => `${d.date},Evening,${d.doubleDraw},${d.number}`)).toEqual(
      corrections,
    );
  });
});

describe('parseNcCsv on the pick3-download CSV (built from the documented format)', () => {
  it('reads every row, D as DAY and E as EVE, oldest first, the Fireball beside the draw, and skips the footnote line', () => {
    const draws = parseNcCsv(download);
    expect(draws.map(digitsOnly)).toEqual(bundledDraws('NC-pick3.csv', '2026-04-01', '2026-06-10'));
    expect(draws.at(-1)).toEqual({
      state: 'NC',
      date: '2026-06-10',
      drawTime: 'EVE',
      number: '305',
      extraBall: '5',
    });
  });

  it('with ctx.since keeps only the rows from that date', () => {
    const draws = parseNcCsv(download, { since: '2026-06-09' });
    expect(draws.map(digitsOnly)).toEqual(bundledDraws('NC-pick3.csv', '2026-06-09', '2026-06-10'));
    expect(draws).toHaveLength(4);
    // Rows all older than the window: an answer with nothing new, not a failure.
    expect(parseNcCsv(download, { since: '2026-07-01' })).toEqual([]);
  });

  it('accepts the spelled-out names (Daytime); a Fireball that is not a digit and GreenBall are not kept', () => {
    expect(
      parseNcCsv(
        csv(
          '"6/1/2026","Daytime","0","0","7","x","y",""',
          '"6/1/2026","Evening","9","1","0","","",""',
        ),
      ),
    ).toEqual([
      { state: 'NC', date: '2026-06-01', drawTime: 'DAY', number: '007' },
      { state: 'NC', date: '2026-06-01', drawTime: 'EVE', number: '910' },
    ]);
  });

  it('skips rows without a draw time (empty or null), which the source has', () => {
    expect(
      parseNcCsv(
        csv(
          '"11/10/2025","null","8","4","7","","",""',
          '"11/10/2025","","5","3","9","","",""',
          '"11/10/2025","D","1","2","3","","",""',
        ),
      ),
    ).toEqual([{ state: 'NC', date: '2025-11-10', drawTime: 'DAY', number: '123' }]);
  });

  it('on a Double Draw night keeps the W or R row as the draw and the D row beside it; unflagged rows that disagree are left out', () => {
    expect(
      parseNcCsv(
        csv(
          '"10/02/2020","E","7","0","4","","","R"',
          '"10/02/2020","E","6","5","3","","","D"',
          '"10/02/2020","D","1","1","1","","",""',
          '"10/03/2020","E","2","2","8","","","W"',
        ),
      ),
    ).toEqual([
      { state: 'NC', date: '2020-10-02', drawTime: 'DAY', number: '111' },
      { state: 'NC', date: '2020-10-02', drawTime: 'EVE', number: '704', doubleDraw: '653' },
      { state: 'NC', date: '2020-10-03', drawTime: 'EVE', number: '228' },
    ]);
    expect(
      parseNcCsv(
        csv(
          '"11/02/2025","E","8","3","2","","",""',
          '"11/02/2025","E","2","4","3","","",""',
          '"11/02/2025","D","5","5","5","","",""',
          // A Double Draw alone is never filed as the night's draw.
          '"11/04/2025","E","9","9","9","","","D"',
        ),
      ),
    ).toEqual([{ state: 'NC', date: '2025-11-02', drawTime: 'DAY', number: '555' }]);
    // The same row twice is one draw.
    expect(
      parseNcCsv(
        csv('"11/03/2025","E","8","3","2","","",""', '"11/03/2025","E","8","3","2","","",""'),
      ),
    ).toHaveLength(1);
  });
});

describe('parseNcCsv on broken responses', () => {
  it('an HTML page or a header without the ball columns is LAYOUT_CHANGED; no rows is NO_RESULTS', () => {
    expectSourceError(
      () => parseNcCsv('<!DOCTYPE html><html>Page not found</html>'),
      'LAYOUT_CHANGED',
    );
    expect(
      expectSourceError(
        () => parseNcCsv('"Date","Day/Eve","Numbers"\n"06/10/2026","E","305"\n'),
        'LAYOUT_CHANGED',
      ).message,
    ).toMatch(/"Ball 1" or "Number 1", "Ball 2" or "Number 2", "Ball 3" or "Number 3"/);
    expectSourceError(() => parseNcCsv(csv()), 'NO_RESULTS');
  });

  it('a bad date, draw time or ball is INVALID_ROW naming the line and column', () => {
    const error = (row: string) =>
      expectSourceError(
        () => parseNcCsv(csv('"06/09/2026","D","1","2","3","","",""', row)),
        'INVALID_ROW',
      );
    expect(error('"06/31/2026","E","1","2","3","","",""')).toMatchObject({
      line: 3,
      field: 'Date',
    });
    expect(error('"06/10/2026","N","1","2","3","","",""')).toMatchObject({
      line: 3,
      field: 'Day/Eve',
    });
    expect(error('"06/10/2026","E","1","12","3","","",""')).toMatchObject({
      line: 3,
      field: 'Ball 1-3',
    });
    expect(error('"06/10/2026","E","1"')).toMatchObject({ line: 3 });
    expect(error('"06/10/2026","E","1","2","3","","","X"')).toMatchObject({
      line: 3,
      field: 'DoubleDraw*',
    });
  });
});

describe('ncCsvSource', () => {
  it('fetches the one download and keeps the last N days (Eastern dates)', () => {
    const [request, ...more] = ncCsvSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date('2026-06-11T03:30:00Z'),
      days: 30,
    });
    expect(more).toEqual([]);
    // 03:30 UTC on June 11 is still June 10 in Raleigh.
    expect(request).toMatchObject({
      url: 'http://127.0.0.1:9/pick3-download',
      ctx: { since: '2026-05-11' },
    });
  });
});
