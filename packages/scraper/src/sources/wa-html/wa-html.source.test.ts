import { describe, expect, it } from 'vitest';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseWaHtml, waHtmlSource } from './wa-html.source.js';

const page = readFixture(
  'wa/walottery_pastdrawings_dailygame_day30_2026-06-11.built-from-docs.html',
);

function drawing(heading: string, digits: string[], layout = 'large'): string {
  return (
    `<table class="table-viewport-${layout}"><thead><tr><th><p class="h2-like">${heading}</p></th>` +
    `<th>Prize Amount</th></tr></thead><tbody><tr><td class="game-balls"><ul>` +
    digits.map((d) => `<li>${d}</li>`).join('') +
    `</ul></td><td>$500</td></tr></tbody></table>`
  );
}

describe('parseWaHtml on the past-drawings page (built from the documented format)', () => {
  it('reads each drawing once (two layouts), one Evening draw a night, oldest first', () => {
    const draws = parseWaHtml(page);
    expect(draws).toEqual(bundledDraws('WA-daily-game.csv', '2026-05-12', '2026-06-10'));
    expect(draws).toHaveLength(30);
    expect(new Set(draws.map((d) => d.drawTime))).toEqual(new Set(['EVE']));
  });

  it('reads a one-digit day of the month and the ball text only', () => {
    expect(parseWaHtml(drawing('Mon, Jun 1, 2026', [' 0 ', '4', '9']))).toEqual([
      { state: 'WA', date: '2026-06-01', drawTime: 'EVE', number: '049' },
    ]);
  });
});

describe('parseWaHtml on broken responses', () => {
  it("the site's error page is LAYOUT_CHANGED; a page without drawings is NO_RESULTS unless allowed", () => {
    expectSourceError(
      () => parseWaHtml('<html><body><h1>Error</h1><p>The maximum is 180.</p></body></html>'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(
      () => parseWaHtml('<html><body><div class="content"></div></body></html>'),
      'NO_RESULTS',
    );
    expect(parseWaHtml('<div class="content"></div>', { allowEmpty: true })).toEqual([]);
  });

  it('a bad heading, a missing ball or two copies that disagree is INVALID_ROW', () => {
    const error = (body: string) => expectSourceError(() => parseWaHtml(body), 'INVALID_ROW');
    expect(error(drawing('June 10, 2026', ['1', '2', '3'])).field).toBe('date');
    expect(error(drawing('Wed, Jun 31, 2026', ['1', '2', '3'])).field).toBe('date');
    expect(error(drawing('Wed, Jun 10, 2026', ['1', '2'])).field).toBe('game-balls');
    const copies = error(
      drawing('Wed, Jun 10, 2026', ['1', '2', '3']) +
        drawing('Wed, Jun 10, 2026', ['1', '2', '4'], 'small'),
    );
    expect(copies.message).toMatch(/both 123 and 124/);
  });
});

describe('waHtmlSource', () => {
  it('asks for the last N days, at most 180 (more answers an error page)', () => {
    const url = (days: number) =>
      waHtmlSource.requests({ baseUrl: 'http://127.0.0.1:9', now: new Date(), days })[0]?.url;
    expect(url(30)).toBe(
      'http://127.0.0.1:9/WinningNumbers/PastDrawings.aspx?gamename=dailygame&unittype=day&unitcount=30',
    );
    expect(url(3660)).toMatch(/unitcount=180$/);
    expect(waHtmlSource.requests({ now: new Date(), days: 1 })[0]?.ctx.allowEmpty).toBe(true);
  });
});
