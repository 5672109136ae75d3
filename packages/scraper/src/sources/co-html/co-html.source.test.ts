import { describe, expect, it } from 'vitest';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { coHtmlSource, parseCoHtml } from './co-html.source.js';

const may = readFixture('co/coloradolottery_pick3_drawings_2026-05.built-from-docs.html');
const june = readFixture('co/coloradolottery_pick3_drawings_2026-06.built-from-docs.html');

/** One drawing as the archive renders it. */
function drawing(href: string, digits: string): string {
  const spans = [...digits].map((d) => `<span>${d}</span>`).join('');
  return (
    `<!-- Start: Drawing --><div class="drawing"><div class="date"><a href="${href}">x</a></div>` +
    `<div class="draws"><div class="draw"><p class="draw">${spans}</p></div></div></div>`
  );
}
const page = (...drawings: string[]): string =>
  `<html><body><div class="recent-drawings drawingHistory">${drawings.join('')}</div></body></html>`;

describe('parseCoHtml on the month archive (built from the documented format)', () => {
  it('reads every drawing of May 2026, date and stream from the permalink, oldest first', () => {
    const draws = parseCoHtml(may);
    expect(draws).toEqual(bundledDraws('CO-pick3.csv', '2026-05-01', '2026-05-31'));
    expect(draws).toHaveLength(62);
    expect(draws.slice(0, 2).map((d) => d.drawTime)).toEqual(['DAY', 'EVE']);
  });

  it('reads a month in progress', () => {
    expect(parseCoHtml(june)).toEqual(bundledDraws('CO-pick3.csv', '2026-06-01', '2026-06-10'));
  });

  it('skips a drawing without digits (not drawn yet) and counts a repeated permalink once', () => {
    const body = page(
      '<a href="/en/games/pick3/drawings/2026-06-11:EV/">June 11, 2026: Evening</a><p class="draw"></p>',
      drawing('/en/games/pick3/drawings/2026-06-11:MD/', '047'),
      drawing('https://www.coloradolottery.com/en/games/pick3/drawings/2026-06-11:MD/', '047'),
    );
    expect(parseCoHtml(body)).toEqual([
      { state: 'CO', date: '2026-06-11', drawTime: 'DAY', number: '047' },
    ]);
  });

  it('reads the older markup with one span.drawNumber per ball', () => {
    const body = page(
      '<a class="panel" href="/en/games/pick3/drawings/2016-10-30:MD/"><div class="draw">' +
        '<span class="drawNumber">0</span><span class="drawNumber">0</span><span class="drawNumber">9</span></div></a>',
    );
    expect(parseCoHtml(body)).toEqual([
      { state: 'CO', date: '2016-10-30', drawTime: 'DAY', number: '009' },
    ]);
  });
});

describe('parseCoHtml on broken responses', () => {
  it('a page without the drawings container is LAYOUT_CHANGED; an empty month is NO_RESULTS unless allowed', () => {
    expectSourceError(
      () => parseCoHtml('<html><h1>Down for maintenance</h1></html>'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parseCoHtml(page()), 'NO_RESULTS');
    expect(parseCoHtml(page(), { allowEmpty: true })).toEqual([]);
  });

  it('an unknown stream, an impossible date, four digits or two numbers for one drawing is INVALID_ROW', () => {
    const error = (body: string) => expectSourceError(() => parseCoHtml(body), 'INVALID_ROW');
    expect(error(page(drawing('/en/games/pick3/drawings/2026-06-10:NT/', '123'))).field).toBe(
      'href',
    );
    expect(error(page(drawing('/en/games/pick3/drawings/2026-02-30:EV/', '123'))).field).toBe(
      'href',
    );
    expect(error(page(drawing('/en/games/pick3/drawings/2026-06-10:EV/', '1234'))).field).toBe(
      'draw',
    );
    const twice = error(
      page(
        drawing('/en/games/pick3/drawings/2026-06-10:EV/', '123'),
        drawing('/en/games/pick3/drawings/2026-06-10:EV/', '124'),
      ),
    );
    expect(twice.message).toMatch(/both 123 and 124/);
  });
});

describe('coHtmlSource', () => {
  it('asks for every month of the last N days, in Denver time', () => {
    const requests = coHtmlSource.requests({
      baseUrl: 'http://127.0.0.1:9/prefix',
      now: new Date('2026-06-11T15:00:00Z'),
      days: 30,
    });
    expect(requests.map((r) => [r.url, r.ctx.allowEmpty])).toEqual([
      ['http://127.0.0.1:9/prefix/en/games/pick3/drawings/2026-05/', false],
      ['http://127.0.0.1:9/prefix/en/games/pick3/drawings/2026-06/', false],
    ]);
  });

  it('lets the current month be empty only on its first day in Colorado', () => {
    // 03:00 UTC on July 1 is still June 30 in Denver: June is the current month and has draws.
    const lateJune = coHtmlSource.requests({ now: new Date('2026-07-01T03:00:00Z'), days: 2 });
    expect(lateJune.map((r) => [r.url.slice(-8), r.ctx.allowEmpty])).toEqual([['2026-06/', false]]);
    const july1 = coHtmlSource.requests({ now: new Date('2026-07-01T15:00:00Z'), days: 2 });
    expect(july1.map((r) => [r.url.slice(-8), r.ctx.allowEmpty])).toEqual([
      ['2026-06/', false],
      ['2026-07/', true],
    ]);
    expect(
      coHtmlSource
        .requests({ now: new Date('2027-01-05T15:00:00Z'), days: 40 })
        .map((r) => r.url.slice(-8)),
    ).toEqual(['2026-11/', '2026-12/', '2027-01/']);
  });
});
