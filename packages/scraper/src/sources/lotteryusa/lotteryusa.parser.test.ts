import { describe, expect, it } from 'vitest';
import { bundledDraws } from '../../testing/bundled-history.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { readFixture } from '../../testing/fixtures.js';
import { parseLotteryUsaPage } from './lotteryusa.parser.js';

// The real excerpt of lotteryusa.com/new-york/numbers/ (Evening): two draws with an ad row between.
const real = readFixture('lotteryusa/new-york-numbers_2026-07-16_excerpt.html');
const URL_EVE = 'https://www.lotteryusa.com/new-york/numbers/';
const eve = { drawTime: 'EVE' as const, url: URL_EVE };
const parse = (body: string, ctx: Parameters<typeof parseLotteryUsaPage>[2] = eve) =>
  parseLotteryUsaPage('NY', body, ctx);

/** The real excerpt with its first occurrence of `from` replaced (an altered copy). */
const altered = (from: string | RegExp, to: string): string => {
  const body = real.replace(from, to);
  expect(body, `the fixture must contain ${String(from)}`).not.toBe(real);
  return body;
};

/** The real excerpt as a year page: the same rows inside the year archive's table and row group. */
const asYearPage = (body: string): string =>
  body
    .replace(
      '<table class="c-results-table">',
      '<table class="c-results-table" id="history-table-all-new">',
    )
    .replace(
      '<tbody id="js-state-results-table">',
      '<tbody id="page--1" class="c-results-table__group">',
    );

describe('parseLotteryUsaPage on the real New York excerpt', () => {
  it('reads both draws, dated as printed and filed under the draw time of the request', () => {
    const draws = parse(real);
    expect(draws).toEqual([
      { state: 'NY', date: '2026-07-15', drawTime: 'EVE', number: '800' },
      { state: 'NY', date: '2026-07-16', drawTime: 'EVE', number: '600' },
    ]);
    // The official history agrees (NY Numbers Evening of July 15 and 16, 2026).
    expect(draws).toEqual(
      bundledDraws('NY-numbers.csv', '2026-07-15', '2026-07-16').filter(
        (d) => d.drawTime === 'EVE',
      ),
    );
    expect(parse(real, { drawTime: 'DAY' }).map((d) => d.drawTime)).toEqual(['DAY', 'DAY']);
  });

  it('reads the same rows from a year page and keeps only the year a year page was asked for', () => {
    const year = asYearPage(real);
    expect(parse(year)).toEqual(parse(real));
    const lastYear = altered('Jul 15, 2026', 'Jul 15, 2025').replace('Wednesday,', 'Tuesday,');
    expect(
      parse(asYearPage(lastYear), { drawTime: 'EVE', url: `${URL_EVE}year?year=2026` }).map(
        (d) => d.date,
      ),
    ).toEqual(['2026-07-16']);
  });

  it('keeps a Fireball (a bonus span beside the three balls) beside the draw, never in it', () => {
    const withFireball = altered(
      '<li class="c-ball c-ball--sm">0</li>\n    </ul>',
      '<li class="c-ball c-ball--sm">0</li>\n     <li class="c-result__bonus"><abbr class="c-result__bonus-abbr" ' +
        'title="Fireball">FB</abbr><span class="c-ball c-ball--fire c-ball--sm">3</span></li>\n    </ul>',
    );
    expect(parse(withFireball).map((d) => [d.number, d.extraBall])).toEqual([
      ['800', undefined],
      ['600', '3'],
    ]);
  });

  it('reads rows with visually hidden text in their cells and skips a row of column titles', () => {
    const variant = altered(
      '<li class="c-ball c-ball--sm">6</li>',
      '<li class="c-ball c-ball--sm"><span class="u-visually-hidden">Ball 1: </span>6</li>',
    )
      .replace(
        '<span class="c-draw-card__draw-date-sub">Jul 15, 2026</span>',
        '<span class="c-draw-card__draw-date-sub"><span class="visually-hidden">Drawn on </span>Jul 15, 2026</span>',
      )
      .replace(
        '<tbody id="js-state-results-table">',
        '<tbody id="js-state-results-table">\n  <tr><th scope="col">Date</th><th scope="col">Result</th></tr>',
      );
    expect(parse(variant)).toEqual(parse(real));
  });
});

describe('parseLotteryUsaPage on the real New York Midday excerpt', () => {
  it('reads its one row (the date in a header cell, the balls inside the ball box)', () => {
    const midday = readFixture('lotteryusa/lotto3_2026-07-22_excerpt_fr.html');
    expect(
      parseLotteryUsaPage('NY', midday, {
        drawTime: 'DAY',
        url: 'https://www.lotteryusa.com/new-york/midday-numbers/',
      }),
    ).toEqual(
      bundledDraws('NY-numbers.csv', '2026-07-22', '2026-07-22').filter(
        (d) => d.drawTime === 'DAY',
      ),
    );
  });
});

describe('parseLotteryUsaPage refuses what is not a complete results page', () => {
  it('an HTML error page served with status 200 is LAYOUT_CHANGED and names the page', () => {
    const error = expectSourceError(
      () =>
        parse(
          '<!doctype html><html><head><title>Page Not Found | Lottery USA</title></head><body><h1>Oops</h1></body></html>',
        ),
      'LAYOUT_CHANGED',
    );
    expect(error.message).toMatch(/no results table.*Page Not Found/);
    expect(error.url).toBe(URL_EVE);
  });

  it('changed markup is LAYOUT_CHANGED: renamed table body, or a row that is neither a draw nor an ad', () => {
    expectSourceError(
      () => parse(altered('js-state-results-table', 'js-results')),
      'LAYOUT_CHANGED',
    );
    const renamed = expectSourceError(
      () => parse(altered('c-draw-card"', 'c-result-card"')),
      'LAYOUT_CHANGED',
    );
    expect(renamed.message).toMatch(/row 1.*neither a draw/);
  });

  it('a truncated body is LAYOUT_CHANGED, whether cut inside the table or before </html>', () => {
    const cut = real.slice(0, real.indexOf('Jul 15, 2026'));
    expect(expectSourceError(() => parse(cut), 'LAYOUT_CHANGED').message).toMatch(/truncated/);
    const page = `<!doctype html><html><head><title>NY Numbers</title></head><body>${real}</body></html>`;
    expect(parse(page)).toHaveLength(2);
    const cutPage = page.slice(0, page.indexOf('</body>'));
    expect(expectSourceError(() => parse(cutPage), 'LAYOUT_CHANGED').message).toMatch(/<\/html>/);
  });

  it('a results table without draws is NO_RESULTS unless the request allows it', () => {
    const empty = real.replace(
      /<tr class="c-results-table__item c-results-table__item--medium c-draw-card">[\s\S]*?<\/tr>/g,
      '',
    );
    expect(empty).not.toMatch(/c-draw-card"/);
    expectSourceError(() => parse(empty), 'NO_RESULTS');
    expect(parse(empty, { ...eve, allowEmpty: true })).toEqual([]);
  });

  it('a year page that ignored the year asked for is LAYOUT_CHANGED, not stored as that year', () => {
    const error = expectSourceError(
      () => parse(asYearPage(real), { drawTime: 'EVE', url: `${URL_EVE}year?year=2019` }),
      'LAYOUT_CHANGED',
    );
    expect(error.message).toMatch(/for 2019 holds 2 draws, none of 2019/);
  });
});

describe('parseLotteryUsaPage rejects a bad row as INVALID_ROW naming the row and field', () => {
  it('a number of two or of four digits', () => {
    const two = expectSourceError(
      () => parse(altered('<li class="c-ball c-ball--sm">6</li>', '')),
      'INVALID_ROW',
    );
    expect(two.field).toBe('balls');
    expect(two.message).toMatch(/row 1 \(2026-07-16\).*"0 0"/);
    const four = expectSourceError(
      () =>
        parse(
          altered(
            '<li class="c-ball c-ball--sm">8</li>',
            '<li class="c-ball c-ball--sm">8</li><li class="c-ball c-ball--sm">1</li>',
          ),
        ),
      'INVALID_ROW',
    );
    expect(four.field).toBe('balls');
    expect(four.message).toMatch(/row 3 \(2026-07-15\).*"8 1 0 0"/);
  });

  it('a ball of two digits or none', () => {
    const wide = expectSourceError(() => parse(altered('>6</li>', '>16</li>')), 'INVALID_ROW');
    expect(wide.field).toBe('balls');
    expectSourceError(
      () => parse(altered(/<ul {2}class="c-result c-draw-card__ball-list">[\s\S]*?<\/ul>/, '')),
      'INVALID_ROW',
    );
  });

  it('a date that is not one, or disagrees with its weekday', () => {
    const bad = expectSourceError(
      () => parse(altered('Jul 16, 2026', '16/07/2026')),
      'INVALID_ROW',
    );
    expect([bad.field, bad.message]).toEqual([
      'date',
      expect.stringMatching(/row 1.*16\/07\/2026/),
    ]);
    expect(
      expectSourceError(() => parse(altered('Jul 16, 2026', 'Feb 30, 2026')), 'INVALID_ROW').field,
    ).toBe('date');
    const shifted = expectSourceError(
      () => parse(altered('Jul 16, 2026', 'Jul 17, 2026')),
      'INVALID_ROW',
    );
    expect(shifted.message).toMatch(/Jul 17, 2026 is a Friday, but the row says Thursday/);
  });

  it('one date listed with two numbers', () => {
    const twice = altered('Jul 15, 2026', 'Jul 16, 2026').replace('Wednesday,', 'Thursday,');
    expect(expectSourceError(() => parse(twice), 'INVALID_ROW').message).toMatch(
      /both 600 and 800/,
    );
  });

  it('needs the draw time of the request', () => {
    expect(() => parseLotteryUsaPage('NY', real, {})).toThrow(/ctx.drawTime is required/);
  });
});
