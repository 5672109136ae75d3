import { parseDrawTime, usToIso, type DrawTimeCode, type StateDraw } from '@pick3/core';
import {
  atRow,
  finishDraws,
  invalidRow,
  layoutChanged,
  loadWith,
  straightFromDigits,
  extraBallOf,
} from '../parse-helpers.js';
import { onePageRequests, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.texaslottery.com';
const SOURCE_ID = 'tx-html';
const PAGE_PATH = '/export/sites/lottery/Games/Pick_3/Winning_Numbers/index.html';

/** Cell text with non-breaking spaces and runs of whitespace collapsed. */
function cellText(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const txHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'TX',
  game: 'Pick 3',
  name: 'Texas Lottery Pick 3 past winning numbers page (current year)',
  describe:
    'HTML table of the current year: Draw Date then Morning/Day/Evening/Night numbers, each followed ' +
    'by a FIRE BALL cell, kept beside the draw. Columns are matched by header; blank cells are draws not ' +
    'held yet. A backup for tx-csv, off by default.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: false,
  kind: 'official',
  verified: true,
  verifiedBy: [
    'tx/texaslottery_pick3_game_page_2020-12-17.html',
    'tx/texaslottery_pick3_past_winning_numbers_dom_2023-01-14.html',
    'tx/texaslottery_pick3_winning_numbers_dom_2023-01-14.html',
  ],
  requests: onePageRequests(DEFAULT_BASE_URL, PAGE_PATH),
  parse: parseTxHtml,
};

/**
 * Parses a Texas Pick 3 winning-numbers HTML page: the game page (`Games/Pick_3/index.html`) or
 * the past-winning-numbers page (`Winning_Numbers/index.html`), served or DOM-serialised.
 *
 * Reads the first `table.large-only`: a header row (in `<thead>` or, on the past-numbers page,
 * inside `<tbody>`) of `Draw Date | Morning Winning Numbers | FIRE BALL | Day … | Night …`, then one
 * row per date with cells such as `6 - 7 - 6`. Columns are found by their header, so the Fireball
 * columns are never read. A blank cell (`&nbsp;`) is a draw not held yet and is skipped.
 *
 * @example
 * ```ts
 * parseTxHtml(html).at(-1); // { state: 'TX', date: '2023-01-14', drawTime: 'MORN', number: '676' }
 * ```
 */
export function parseTxHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = loadWith(
    body,
    'table.large-only',
    { sourceId: SOURCE_ID, ctx },
    'no winning-numbers table (table.large-only) on the page',
  );
  const table = $('table.large-only').first();
  const headerRow = table
    .find('tr')
    .filter((_, row) => $(row).children('th').length > 0)
    .first();
  const headers = headerRow
    .children('th')
    .toArray()
    .map((th) => cellText($(th).text()));
  const columns: { index: number; drawTime: DrawTimeCode }[] = [];
  headers.forEach((header, index) => {
    const match = /^(\w+) Winning Numbers$/i.exec(header);
    if (match?.[1] !== undefined) {
      columns.push({
        index,
        drawTime: atRow({ sourceId: SOURCE_ID, ctx, where: 'header', field: header }, () =>
          parseDrawTime(match[1] ?? ''),
        ),
      });
    }
  });
  if (!/^draw date$/i.test(headers[0] ?? '') || columns.length === 0) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx, where: 'header' },
      `expected "Draw Date | <draw time> Winning Numbers | FIRE BALL …", got ${JSON.stringify(headers.join(' | '))}`,
    );
  }

  const draws: StateDraw[] = [];
  table
    .find('tr')
    .filter((_, row) => $(row).children('td').length > 0)
    .each((rowIndex, row) => {
      const cells = $(row)
        .children('td')
        .toArray()
        .map((td) => cellText($(td).text()));
      const dateText = cells[0] ?? '';
      const where = `row ${rowIndex + 1} (${dateText})`;
      const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'Draw Date' }, () =>
        usToIso(dateText),
      );
      for (const { index, drawTime } of columns) {
        const text = cells[index];
        const field = headers[index] ?? `column ${index + 1}`;
        if (text === undefined)
          throw invalidRow({ sourceId: SOURCE_ID, ctx, where, field }, 'the cell is missing');
        if (text === '') continue;
        const digits = /^(\d)\s*-\s*(\d)\s*-\s*(\d)$/.exec(text);
        if (digits === null) {
          throw invalidRow(
            { sourceId: SOURCE_ID, ctx, where, field },
            `expected "d - d - d", got ${JSON.stringify(text)}`,
          );
        }
        const number = atRow({ sourceId: SOURCE_ID, ctx, where, field }, () =>
          straightFromDigits([digits[1] ?? '', digits[2] ?? '', digits[3] ?? '']),
        );
        // The FIRE BALL cell right after the numbers is that draw's Fireball, kept beside it.
        const fireball = /^fire ?ball$/i.test(headers[index + 1] ?? '') ? cells[index + 1] : '';
        draws.push({ state: 'TX', date, drawTime, number, ...extraBallOf(fireball) });
      }
    });
  return finishDraws(draws, SOURCE_ID, ctx);
}
