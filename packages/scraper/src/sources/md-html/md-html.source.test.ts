import { describe, expect, it } from 'vitest';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { mdHtmlSource, parseMdHtml } from './md-html.source.js';

const page = readFixture('md/mdlottery_pick3_winning_numbers_2026-06-11.built-from-docs.html');

function row(cls: string, date: string, label: string, pick3: string, pick4 = '1234'): string {
  const ul = (game: number, digits: string) =>
    `<ul class="pick-${game}">` +
    [...digits].map((d) => `<li>${d}</li>`).join('<li class="hidden"> + </li>') +
    '</ul>';
  return (
    `<tr class="${cls}"><td class="date">${date}&nbsp;<span>${label}</span></td>` +
    `<td class="numbers">${ul(3, pick3)}</td><td class="numbers">${ul(4, pick4)}</td></tr>`
  );
}
const table = (...rows: string[]) =>
  `<table id="table_pick-3-4-5"><tbody>${rows.join('')}</tbody></table>`;

describe('parseMdHtml on the winning-numbers page (built from the documented format)', () => {
  it('reads the Pick 3 column of every row, skips the draws not held yet, oldest first', () => {
    const draws = parseMdHtml(page);
    expect(draws).toEqual(bundledDraws('MD-pick3.csv', '2026-05-12', '2026-06-10'));
    expect(draws.some((d) => d.date === '2026-06-11')).toBe(false);
  });

  it('never reads the Pick 4 column, and pins the two-digit year to 20xx', () => {
    expect(parseMdHtml(table(row('mid', '01/02/27', 'Midday', '050', '9999')))).toEqual([
      { state: 'MD', date: '2027-01-02', drawTime: 'DAY', number: '050' },
    ]);
  });
});

describe('parseMdHtml on broken responses', () => {
  it('a page without the table is LAYOUT_CHANGED; a table of pending draws only is NO_RESULTS', () => {
    expectSourceError(
      () => parseMdHtml('<html><body>Service unavailable</body></html>'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(
      () => parseMdHtml(table(row('mid', '06/11/26', 'Midday', '---'))),
      'NO_RESULTS',
    );
  });

  it('a row class that disagrees with its label, a bad date or a partial number is INVALID_ROW', () => {
    const error = (body: string) =>
      expectSourceError(() => parseMdHtml(table(body)), 'INVALID_ROW');
    expect(error(row('mid', '06/10/26', 'Evening', '123')).message).toMatch(/marked Midday/);
    expect(error(row('eve', '06/31/26', 'Evening', '123')).field).toBe('date');
    expect(error(row('eve', '2026-06-10', 'Evening', '123')).field).toBe('date');
    expect(error(row('eve', '06/10/26', 'Evening', '1-3')).field).toBe('pick-3');
    expect(error(row('eve', '06/10/26', 'Evening', '12')).field).toBe('pick-3');
  });
});

describe('mdHtmlSource', () => {
  it('fetches the one page', () => {
    expect(
      mdHtmlSource.requests({ baseUrl: 'http://127.0.0.1:9', now: new Date(), days: 30 }),
    ).toEqual([
      { url: 'http://127.0.0.1:9/games/pick-3/winning-numbers/', timeLabel: '', ctx: {} },
    ]);
  });
});
