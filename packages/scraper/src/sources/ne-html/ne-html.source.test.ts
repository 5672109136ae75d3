import { describe, expect, it } from 'vitest';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { neHtmlSource, parseNeHtml } from './ne-html.source.js';

const page = readFixture('ne/nelottery_pick3_gamedetail_32_2026-06-10.built-from-docs.html');

const table = (...rows: string[]) =>
  '<table class="numbertable" aria-describedby="detail_right_game_numbers">' +
  rows.join('') +
  '</table>';
const row = (date: string, numbers: string) =>
  `<tr><td class="tableCell"><strong>${date}</strong></td><td class="tableCell">${numbers}</td></tr>`;

describe('parseNeHtml on the game detail page (built from docs; real NE draws)', () => {
  it('reads the draws table only, one Evening draw a night, oldest first', () => {
    // The fixture's rows are the real draws of the bundled history: the parser must give them back.
    expect(parseNeHtml(page)).toEqual(bundledDraws('NE-pick3.csv', '2026-06-06', '2026-06-10'));
  });

  it('takes the first comma-separated cell after the date and keeps one of a repeated row', () => {
    const body = table(
      '<tr><td class="tableCell"><strong>06/10/2026</strong></td><td class="tableCell">Wed</td>' +
        '<td class="tableCell">8,1,5</td><td class="tableCell">1, 2, 3</td></tr>',
      row('06/10/2026', '8, 1, 5'),
    );
    expect(parseNeHtml(body)).toEqual([
      { state: 'NE', date: '2026-06-10', drawTime: 'EVE', number: '815' },
    ]);
  });
});

describe('parseNeHtml on broken pages', () => {
  it('a page without the draws table is LAYOUT_CHANGED; an empty table is NO_RESULTS', () => {
    expectSourceError(
      () => parseNeHtml('<table class="numbertable"><tr><td>Exact Order</td></tr></table>'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parseNeHtml(table('<tr><th>Draw Date</th></tr>')), 'NO_RESULTS');
  });

  it('a bad date, other than three digits or two numbers for one date is INVALID_ROW', () => {
    const error = (...rows: string[]) =>
      expectSourceError(() => parseNeHtml(table(...rows)), 'INVALID_ROW');
    expect(error(row('2026-06-10', '8, 1, 5')).field).toBe('date');
    expect(error(row('06/31/2026', '8, 1, 5')).field).toBe('date');
    expect(error(row('06/10/2026', '8, 1')).field).toBe('numbers');
    expect(error(row('06/10/2026', '8, 1, 5, 2')).field).toBe('numbers');
    expect(error(row('06/10/2026', '8, 1, 15')).field).toBe('numbers');
    expect(error(row('06/10/2026', '8, 1, 5'), row('06/10/2026', '8, 1, 6')).message).toMatch(
      /both 815 and 816/,
    );
  });
});

describe('neHtmlSource', () => {
  it('asks for the Pick 3 game detail page', () => {
    const requests = neHtmlSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date(),
      days: 30,
    });
    expect(requests.map((r) => [r.url, r.method ?? 'GET'])).toEqual([
      ['http://127.0.0.1:9/homeapp/lotto/32/gamedetail', 'GET'],
    ]);
    expect(neHtmlSource).toMatchObject({ state: 'NE', kind: 'official', verified: false });
  });
});
