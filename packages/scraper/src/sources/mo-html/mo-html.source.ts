import { parseIsoDate, type DrawTimeCode, type StateDraw } from '@pick3/core';
import { load } from 'cheerio';
import { atRow, cleanText, digitsDraws, invalidRow } from '../parse-helpers.js';
import { onePageRequests, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.molottery.com';
const SOURCE_ID = 'mo-html';
const PAGE_PATH = '/pick3/winning-numbers.do';

/** `num_red`, `num_yellow`, …: any `num_*` class but the size. */
const isColourClass = (name: string): boolean => name.startsWith('num_') && name !== 'num_small';

export const moHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'MO',
  game: 'Pick 3',
  name: 'Missouri Lottery Pick 3 winning numbers (winning-numbers.do)',
  describe:
    'HTML table of the recent draws, one row per draw: ISO date, Midday or Evening, digits in ' +
    'div.num.num_small. A rolling window of recent draws; writes are merge-only, so older ' +
    'history stays.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests: onePageRequests(DEFAULT_BASE_URL, PAGE_PATH),
  parse: parseMoHtml,
};

/**
 * Parses the Missouri Lottery Pick 3 `winning-numbers.do` page, as documented by the public
 * scraper that reads it every day (13tmills/lottery-value-tracker `scraper/history_scraper.py`,
 * `scrape_missouri`): a server-rendered table, one `<tr>` per draw holding its ISO date
 * (`2026-06-10`), the draw (`Midday` or `Evening`) and the digits in `div.num.num_small` (inside
 * `div.num-list` of `table.table_game`, as another public project's test copies the site's jackpot
 * games; a coloured extra ball such as `num_red` is never read). Rows
 * without an ISO date (headers) are skipped; a dated row that names neither or both draws, or
 * holds other than three digits, is `INVALID_ROW`, and so is a draw listed twice with other digits.
 *
 * @example
 * ```ts
 * parseMoHtml('<table><tr><td>2026-06-10</td><td>Evening</td><td><div class="num num_small">5</div>' +
 *   '<div class="num num_small">5</div><div class="num num_small">2</div></td></tr></table>');
 * // [{ state: 'MO', date: '2026-06-10', drawTime: 'EVE', number: '552' }]
 * ```
 */
export function parseMoHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = load(body);
  const draws = digitsDraws(SOURCE_ID, ctx);
  $('tr').each((index, element) => {
    const row = $(element);
    // Cell by cell: adjacent cells may have no whitespace between them.
    const text = row
      .children('td, th')
      .toArray()
      .map((cell) => cleanText($(cell).text()))
      .join(' ');
    const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1];
    if (iso === undefined) return;
    const where = `row ${index + 1} (${iso})`;
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'date' }, () => parseIsoDate(iso));
    const midday = /\bMidday\b/i.test(text);
    const evening = /\bEvening\b/i.test(text);
    if (midday === evening) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'draw' },
        `expected the row to name Midday or Evening, got ${JSON.stringify(text.slice(0, 80))}`,
      );
    }
    const drawTime: DrawTimeCode = midday ? 'DAY' : 'EVE';
    // A coloured extra ball (`num num_small num_red`, `num_yellow`: the bonus balls of the jackpot
    // games on the same site) is not a Pick 3 digit.
    const digits = row
      .find('div.num.num_small')
      .toArray()
      .filter((div) => !($(div).attr('class') ?? '').split(/\s+/).some(isColourClass))
      .map((div) => cleanText($(div).text()));
    if (digits.length !== 3) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'numbers' },
        `expected three div.num.num_small digits, got ${JSON.stringify(digits)}`,
      );
    }
    draws.add({ state: 'MO', date, drawTime }, digits, { where, field: 'numbers' });
  });
  return draws.finish();
}
