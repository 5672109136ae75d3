import { parseIsoDate, type DrawTimeCode, type StateDraw } from '@pick3/core';
import {
  atRow,
  cleanText,
  finishDraws,
  invalidRow,
  loadWith,
  straightFromDigits,
} from '../parse-helpers.js';
import { onePageRequests, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.mdlottery.com';
const SOURCE_ID = 'md-html';
const PAGE_PATH = '/games/pick-3/winning-numbers/';
const ROW_CLASSES: Readonly<Record<string, { drawTime: DrawTimeCode; label: string }>> = {
  mid: { drawTime: 'DAY', label: 'Midday' },
  eve: { drawTime: 'EVE', label: 'Evening' },
};

export const mdHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'MD',
  game: 'Pick 3',
  name: 'Maryland Lottery Pick 3 winning numbers page',
  describe:
    'One server-rendered page holds about seven months: table #table_pick-3-4-5, rows tr.mid / ' +
    'tr.eve, date MM/DD/YY, digits in ul.pick-3 (separator items skipped, "-" = not drawn yet). ' +
    'Pick 4 and Pick 5 columns are never read. No paging or date parameter.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests: onePageRequests(DEFAULT_BASE_URL, PAGE_PATH),
  parse: parseMdHtml,
};

/**
 * Parses the Maryland Lottery Pick 3 winning-numbers page: one table `#table_pick-3-4-5` with a row
 * per draw, `<tr class="mid|eve">`, a date cell `08/16/26&nbsp;<span>Midday</span>` (two-digit
 * year, always 20xx) and a `<ul class="pick-3">` of `<li>` digits with `<li class="hidden"> + </li>`
 * separators. The row class names the draw (and must agree with the cell's label). A draw not held
 * yet shows `-` digits and is skipped. The Pick 4 and Pick 5 columns are never read.
 *
 * @example
 * ```ts
 * parseMdHtml('<table id="table_pick-3-4-5"><tr class="eve"><td class="date">06/10/26&nbsp;' +
 *   '<span>Evening</span></td><td class="numbers"><ul class="pick-3"><li>8</li>' +
 *   '<li class="hidden"> + </li><li>8</li><li class="hidden"> + </li><li>3</li></ul></td></tr></table>');
 * // [{ state: 'MD', date: '2026-06-10', drawTime: 'EVE', number: '883' }]
 * ```
 */
export function parseMdHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = loadWith(
    body,
    '#table_pick-3-4-5',
    { sourceId: SOURCE_ID, ctx },
    'no Pick 3/4/5 table (#table_pick-3-4-5) on the page',
  );
  const table = $('#table_pick-3-4-5').first();
  const draws: StateDraw[] = [];
  table.find('tr.mid, tr.eve').each((index, element) => {
    const row = $(element);
    const stream = ROW_CLASSES[row.hasClass('mid') ? 'mid' : 'eve']!;
    const dateCell = cleanText(row.find('td.date').first().text());
    const where = `row ${index + 1} (${dateCell})`;
    const match = /^(\d{2})\/(\d{2})\/(\d{2})\s+(\w+)$/.exec(dateCell);
    if (match === null) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'date' },
        `expected "MM/DD/YY Midday|Evening", got ${JSON.stringify(dateCell)}`,
      );
    }
    const [, month, day, year, label] = match;
    if (label !== stream.label) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'date' },
        `the row is marked ${stream.label} but its date cell says ${label}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'date' }, () =>
      parseIsoDate(`20${year}-${month}-${day}`),
    );
    const digits = row
      .find('ul.pick-3 > li')
      .not('.hidden')
      .toArray()
      .map((li) => cleanText($(li).text()));
    if (digits.length > 0 && digits.every((digit) => digit === '-')) return; // not drawn yet
    const number = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'pick-3' }, () =>
      straightFromDigits(digits),
    );
    draws.push({ state: 'MD', date, drawTime: stream.drawTime, number });
  });
  return finishDraws(draws, SOURCE_ID, ctx);
}
