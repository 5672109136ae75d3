import { describe, expect, it } from 'vitest';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { moHtmlSource, parseMoHtml } from './mo-html.source.js';

const page = readFixture('mo/molottery_pick3_winning_numbers_2026-06-10.built-from-docs.html');

const row = (date: string, label: string, digits: string) =>
  `<tr><td>${date}</td><td>${label}</td><td>${[...digits]
    .map((d) => `<div class="num num_small">${d}</div>`)
    .join('')}</td></tr>`;
const table = (...rows: string[]) => `<table>${rows.join('')}</table>`;

describe('parseMoHtml on the winning-numbers table (built from docs; real MO Evening draws)', () => {
  it('reads Midday and Evening rows, digits in drawn order, oldest first', () => {
    const draws = parseMoHtml(page);
    expect(draws).toHaveLength(10);
    expect(draws.filter((d) => d.drawTime === 'EVE').map((d) => `${d.date} ${d.number}`)).toEqual([
      '2026-06-06 408',
      '2026-06-07 850',
      '2026-06-08 895',
      '2026-06-09 523',
      '2026-06-10 552',
    ]);
    expect(draws.at(-2)).toEqual({
      state: 'MO',
      date: '2026-06-10',
      drawTime: 'DAY',
      number: '317',
    });
    expect(draws.find((d) => d.date === '2026-06-09' && d.drawTime === 'DAY')?.number).toBe('064');
  });

  it('never reads a coloured extra ball (num_red, num_yellow) as a digit', () => {
    const body = table(
      '<tr><td>2026-06-10</td><td>Evening</td><td><div class="num-list">' +
        '<div class="num num_small">5</div><div class="num num_small">5</div>' +
        '<div class="num num_small">2</div><div class="num num_small num_red">7</div></div></td></tr>',
    );
    expect(parseMoHtml(body)).toEqual([
      { state: 'MO', date: '2026-06-10', drawTime: 'EVE', number: '552' },
    ]);
  });

  it('skips rows without an ISO date and keeps one of a repeated draw', () => {
    const body = table(
      '<tr><th>Draw Date</th><th>Draw</th></tr>',
      row('2026-06-10', 'Evening', '552'),
      row('2026-06-10', 'Evening', '552'),
    );
    expect(parseMoHtml(body)).toEqual([
      { state: 'MO', date: '2026-06-10', drawTime: 'EVE', number: '552' },
    ]);
  });
});

describe('parseMoHtml on broken pages', () => {
  it('a page without dated rows is NO_RESULTS', () => {
    expectSourceError(
      () => parseMoHtml('<html><body>Service unavailable</body></html>'),
      'NO_RESULTS',
    );
  });

  it('a row naming no draw or both, a bad date, other than three digits or two numbers is INVALID_ROW', () => {
    const error = (...rows: string[]) =>
      expectSourceError(() => parseMoHtml(table(...rows)), 'INVALID_ROW');
    expect(error(row('2026-06-10', 'Night', '552')).field).toBe('draw');
    expect(error(row('2026-06-10', 'Midday Evening', '552')).field).toBe('draw');
    expect(error(row('2026-02-30', 'Evening', '552')).field).toBe('date');
    expect(error(row('2026-06-10', 'Evening', '55')).field).toBe('numbers');
    expect(error(row('2026-06-10', 'Evening', '5x2')).field).toBe('numbers');
    expect(
      error(row('2026-06-10', 'Evening', '552'), row('2026-06-10', 'Evening', '553')).message,
    ).toMatch(/both 552 and 553/);
  });
});

describe('moHtmlSource', () => {
  it('asks for the Pick 3 winning-numbers page', () => {
    const requests = moHtmlSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date(),
      days: 30,
    });
    expect(requests.map((r) => r.url)).toEqual(['http://127.0.0.1:9/pick3/winning-numbers.do']);
    expect(moHtmlSource).toMatchObject({ state: 'MO', kind: 'official', verified: false });
  });
});
