import { parseIsoDate, type StateDraw } from '@pick3/core';
import { load } from 'cheerio';
import { atRow, cleanText, digitsDraws, invalidRow, layoutChanged } from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://walottery.com';
const SOURCE_ID = 'wa-html';
/** The page refuses more than 180 days (it answers an error page). */
const MAX_DAYS = 180;
const MONTHS: Readonly<Record<string, string>> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

export const waHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'WA',
  game: 'Daily Game',
  name: "Washington's Lottery past drawings (Daily Game)",
  describe:
    'Server-rendered page, one table per drawing: p.h2-like "Wed, Jun 10, 2026" and td.game-balls ' +
    '<li> digits; each drawing appears twice (two viewport layouts) and counts once. One draw a ' +
    'night, stored as Evening. Asks for the last N days (unitcount, at most 180).',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests({ baseUrl = DEFAULT_BASE_URL, days }) {
    const count = Math.min(MAX_DAYS, Math.max(1, Math.ceil(days)));
    return [
      {
        url: joinUrl(
          baseUrl,
          `/WinningNumbers/PastDrawings.aspx?gamename=dailygame&unittype=day&unitcount=${count}`,
        ),
        timeLabel: '',
        // Before tonight's draw a one-day window holds nothing yet.
        ctx: { allowEmpty: count === 1 },
      },
    ];
  },
  parse: parseWaHtml,
};

/**
 * Parses Washington's Lottery past-drawings page for the Daily Game
 * (`/WinningNumbers/PastDrawings.aspx?gamename=dailygame&unittype=day&unitcount=N`): one table per
 * drawing, headed by `<p class="h2-like">Wed, Jun 10, 2026</p>`, its digits in
 * `<td class="game-balls"><ul><li>d</li>…</ul></td>`. Washington draws once a night, stored as EVE.
 * Every drawing is rendered twice (large and small viewport layouts): the copies must agree and
 * count once. The site's error page (a window over 180 days) is `LAYOUT_CHANGED`; a page without
 * drawings is `NO_RESULTS` unless the request allows it.
 *
 * @example
 * ```ts
 * parseWaHtml('<table><thead><tr><th><p class="h2-like">Wed, Jun 10, 2026</p></th></tr></thead>' +
 *   '<tbody><tr><td class="game-balls"><ul><li>3</li><li>5</li><li>5</li></ul></td></tr></tbody></table>');
 * // [{ state: 'WA', date: '2026-06-10', drawTime: 'EVE', number: '355' }]
 * ```
 */
export function parseWaHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = load(body);
  const headings = $('p.h2-like');
  // A window larger than the page allows gets an error page instead of drawings.
  if (headings.length === 0 && />\s*Error\b/.test(body)) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx },
      'the page answered an error instead of drawings',
    );
  }
  const draws = digitsDraws(SOURCE_ID, ctx);
  headings.each((index, element) => {
    const heading = cleanText($(element).text());
    const where = `drawing ${index + 1} (${heading})`;
    const match = /^[A-Za-z]{3}, ([A-Za-z]{3}) (\d{1,2}), (\d{4})$/.exec(heading);
    const month = MONTHS[match?.[1] ?? ''];
    if (match === null || month === undefined) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'date' },
        `expected a date such as "Wed, Jun 10, 2026", got ${JSON.stringify(heading)}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'date' }, () =>
      parseIsoDate(`${match[3]}-${month}-${(match[2] ?? '').padStart(2, '0')}`),
    );
    const digits = $(element)
      .closest('table')
      .find('td.game-balls li')
      .toArray()
      .map((li) => cleanText($(li).text()));
    draws.add({ state: 'WA', date, drawTime: 'EVE' }, digits, { where, field: 'game-balls' });
  });
  return draws.finish();
}
