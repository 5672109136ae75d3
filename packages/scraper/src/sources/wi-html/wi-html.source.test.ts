import { describe, expect, it } from 'vitest';
import { fetchForSource } from '../../polite/fetch-for-source.js';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { startFixtureServer } from '../../testing/fixture-server.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseWiHtml, wiHtmlSource } from './wi-html.source.js';

const page0 = readFixture('wi/wilottery_draw_history_pick-3_page0.built-from-docs.html');
const page1 = readFixture('wi/wilottery_draw_history_pick-3_page1.built-from-docs.html');

function line(game: string, label: string, date: string, digits: string): string {
  const balls = [...digits]
    .map(
      (d, i) =>
        `<li><div class="winning-number w${i + 1}"><span class="prefix ">${d}</span></div></li>`,
    )
    .join('');
  return (
    `<div class="winning-numbers-line ${game}"><div class="views-field date"><div>${label}</div>` +
    `<strong>${date}</strong></div><div class="numbers-drawn"><ul>${balls}</ul></div></div>`
  );
}

describe('parseWiHtml on the draw-history view (built from the documented format)', () => {
  it('reads each page: stream from the date cell, balls w1..w3, oldest first', () => {
    expect(parseWiHtml(page0)).toEqual(bundledDraws('WI-pick3.csv', '2026-06-06', '2026-06-10'));
    expect(parseWiHtml(page1)).toEqual(bundledDraws('WI-pick3.csv', '2026-06-01', '2026-06-05'));
    expect(parseWiHtml(page0).at(-1)).toMatchObject({ date: '2026-06-10', drawTime: 'EVE' });
  });

  it('skips the lines of other games and reads only the first three balls', () => {
    const body =
      line('pick-4', 'Tuesday, Midday', '06/02/2026', '1234') +
      line('pick-3', 'Tuesday, Midday', '06/02/2026', '0789');
    expect(parseWiHtml(body)).toEqual([
      { state: 'WI', date: '2026-06-02', drawTime: 'DAY', number: '078' },
    ]);
  });
});

describe('parseWiHtml on a Drupal AJAX command list (built: the HTML wrapped as Drupal wraps it)', () => {
  const commands = (...data: (string | undefined)[]) =>
    JSON.stringify([
      { command: 'settings', settings: { views: {} }, merge: true },
      ...data.map((html) => ({
        command: 'insert',
        method: 'replaceWith',
        selector: '.js-view-dom-id-draw-history',
        ...(html === undefined ? {} : { data: html }),
        settings: null,
      })),
    ]);

  it('reads the HTML of every command that carries some, as if served bare', () => {
    expect(parseWiHtml(commands(page0))).toEqual(parseWiHtml(page0));
    expect(parseWiHtml(commands(page1, undefined, page0))).toEqual([
      ...parseWiHtml(page1),
      ...parseWiHtml(page0),
    ]);
  });

  it('a command list without Pick 3 lines is NO_RESULTS; a JSON array of other things is LAYOUT_CHANGED', () => {
    expectSourceError(() => parseWiHtml(commands('<div class="view-empty"></div>')), 'NO_RESULTS');
    expect(parseWiHtml(commands(), { allowEmpty: true })).toEqual([]);
    expectSourceError(() => parseWiHtml('[{"draws":[]}]'), 'LAYOUT_CHANGED');
    expectSourceError(() => parseWiHtml('[1,2]'), 'LAYOUT_CHANGED');
  });
});

describe('parseWiHtml on broken responses', () => {
  it('a page without Pick 3 lines is NO_RESULTS unless allowed', () => {
    expectSourceError(() => parseWiHtml('<html><body>Access denied</body></html>'), 'NO_RESULTS');
    expect(parseWiHtml('<div class="view-content"></div>', { allowEmpty: true })).toEqual([]);
  });

  it('an unknown stream, a bad date, a missing ball or two numbers for one draw is INVALID_ROW', () => {
    const error = (body: string) => expectSourceError(() => parseWiHtml(body), 'INVALID_ROW');
    expect(error(line('pick-3', 'Tuesday, Night', '06/02/2026', '078')).field).toBe('date');
    expect(error(line('pick-3', 'Tuesday, Midday', '2026-06-02', '078')).field).toBe('date');
    expect(error(line('pick-3', 'Tuesday, Midday', '06/02/2026', '07')).field).toBe('numbers');
    const twice = error(
      line('pick-3', 'Tuesday, Midday', '06/02/2026', '078') +
        line('pick-3', 'Tuesday, Midday', '06/02/2026', '079'),
    );
    expect(twice.message).toMatch(/both 078 and 079/);
  });
});

describe('wiHtmlSource', () => {
  it("POSTs each page as the pager's XHR does, and a local server receives exactly that", async () => {
    const server = await startFixtureServer({
      '/winners/draw-history': (_request, response, form) => {
        const page = new URLSearchParams(form).get('page');
        response
          .writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
          .end(page === '0' ? page0 : page === '1' ? page1 : '');
      },
    });
    try {
      const draws = [];
      for (const request of wiHtmlSource.requests({
        baseUrl: server.baseUrl,
        now: new Date(),
        days: 30,
      })) {
        const body = await fetchForSource(wiHtmlSource, request, { retries: 0, now: new Date() });
        draws.push(...wiHtmlSource.parse(body, request.ctx));
      }
      expect(server.requests.map((r) => [r.method, r.url, r.body])).toEqual([
        ['POST', '/winners/draw-history?game=pick-3&page=0', 'page=0'],
        ['POST', '/winners/draw-history?game=pick-3&page=1', 'page=1'],
      ]);
      for (const request of server.requests) {
        expect(request.headers).toMatchObject({
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
          referer: `${server.baseUrl}/winners/draw-history?game=pick-3`,
        });
      }
      expect(draws).toHaveLength(20);
    } finally {
      await server.close();
    }
  });

  it('asks for the two newest pages; only the first must hold draws', () => {
    const requests = wiHtmlSource.requests({
      baseUrl: 'http://127.0.0.1:9',
      now: new Date(),
      days: 30,
    });
    expect(requests.map((r) => [r.url, r.ctx.allowEmpty])).toEqual([
      ['http://127.0.0.1:9/winners/draw-history?game=pick-3&page=0', false],
      ['http://127.0.0.1:9/winners/draw-history?game=pick-3&page=1', true],
    ]);
  });
});
