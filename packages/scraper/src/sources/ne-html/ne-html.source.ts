import { usToIso, type StateDraw } from '@pick3/core';
import { atRow, cleanText, digitsDraws, invalidRow, loadWith } from '../parse-helpers.js';
import { onePageRequests, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://nelottery.com';
const SOURCE_ID = 'ne-html';
/** Pick 3's game detail page (`/homeapp/lotto/<id>/gamedetail`, id 32). */
const PAGE_PATH = '/homeapp/lotto/32/gamedetail';
/** The page has several `numbertable`s (bet types, prize tiers); the draws are this one. */
const DRAWS_TABLE = 'table.numbertable[aria-describedby="detail_right_game_numbers"]';

export const neHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'NE',
  game: 'Pick 3',
  name: 'Nebraska Lottery Pick 3 game detail page (recent draws)',
  describe:
    'HTML game detail page: the numbertable described by detail_right_game_numbers, one row per ' +
    'draw with <strong>MM/DD/YYYY</strong> and comma-separated digits. One draw a night, stored as ' +
    'Evening. Only recent draws are listed; writes are merge-only, so older history stays.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests: onePageRequests(DEFAULT_BASE_URL, PAGE_PATH),
  parse: parseNeHtml,
};

/**
 * Parses the Nebraska Lottery Pick 3 game detail page, as documented by the public scraper that
 * reads it every day (13tmills/lottery-value-tracker `scraper/history_scraper.py`,
 * `scrape_nebraska`): the recent draws are the rows of
 * `<table class="numbertable" aria-describedby="detail_right_game_numbers">`, each with the date
 * in `<strong>MM/DD/YYYY</strong>` and the digits comma-separated in a later `tableCell`
 * (`4, 0, 9`). Nebraska draws Pick 3 once a night: every row is Evening. Rows without a dated
 * `<strong>` (headers) are skipped; a repeated date with other digits is `INVALID_ROW`.
 *
 * @example
 * ```ts
 * parseNeHtml('<table class="numbertable" aria-describedby="detail_right_game_numbers"><tr>' +
 *   '<td class="tableCell"><strong>06/10/2026</strong></td><td class="tableCell">8, 1, 5</td>' +
 *   '</tr></table>');
 * // [{ state: 'NE', date: '2026-06-10', drawTime: 'EVE', number: '815' }]
 * ```
 */
export function parseNeHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = loadWith(
    body,
    DRAWS_TABLE,
    { sourceId: SOURCE_ID, ctx },
    'no draws table (table.numbertable[aria-describedby="detail_right_game_numbers"])',
  );
  const table = $(DRAWS_TABLE).first();
  const draws = digitsDraws(SOURCE_ID, ctx);
  table.find('tr').each((index, element) => {
    const cells = $(element).children('td, th').toArray();
    const dateAt = cells.findIndex((cell) => $(cell).find('strong').length > 0);
    if (dateAt === -1) return;
    const dateText = cleanText($(cells[dateAt]).find('strong').first().text());
    const where = `row ${index + 1} (${dateText})`;
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(dateText)) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'date' },
        `expected MM/DD/YYYY, got ${JSON.stringify(dateText)}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'date' }, () => usToIso(dateText));
    const numbersCell = cells
      .slice(dateAt + 1)
      .map((cell) => cleanText($(cell).text()))
      .find((text) => /^\d+(\s*,\s*\d+)*$/.test(text));
    const digits = numbersCell === undefined ? [] : numbersCell.split(/\s*,\s*/);
    if (digits.length !== 3) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'numbers' },
        `expected three comma-separated digits after the date, got ${JSON.stringify(numbersCell ?? '')}`,
      );
    }
    draws.add({ state: 'NE', date, drawTime: 'EVE' }, digits, { where, field: 'numbers' });
  });
  return draws.finish();
}
