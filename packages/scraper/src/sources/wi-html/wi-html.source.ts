import { usToIso, type DrawTimeCode, type StateDraw } from '@pick3/core';
import { load } from 'cheerio';
import {
  atRow,
  cleanText,
  digitsDraws,
  invalidRow,
  isRecord,
  layoutChanged,
} from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://wilottery.com';
const SOURCE_ID = 'wi-html';
/** Pages of the draw history a recent refresh reads: page 0 is the newest draws. */
const PAGES = [0, 1] as const;
const STREAMS: Readonly<Record<string, DrawTimeCode>> = { midday: 'DAY', evening: 'EVE' };

/**
 * How the infinite-scroll pager asks for a page (as the public scraper that reads Wisconsin every
 * day does, beulahpinkey-tech/drawdata `scripts/fetch-wi.ts`): a POST to the page URL itself with
 * `x-requested-with: XMLHttpRequest` and the form body `page=N`.
 */
const PAGER_HEADERS: Readonly<Record<string, string>> = {
  accept: 'text/html, */*; q=0.01',
  'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
  'x-requested-with': 'XMLHttpRequest',
};

/**
 * The HTML of a pager answer. Drupal answers an AJAX request either with the HTML itself (what the
 * daily public scraper reads) or with its AJAX command list, a JSON array of
 * `{ command: 'insert' | 'settings' | …, data?: '<html>' }`; the HTML of every command that carries
 * some is joined. A JSON array that is not a command list is `LAYOUT_CHANGED`.
 */
function unwrapDrupalAjax(body: string, ctx: ParseContext | undefined): string {
  if (!body.trimStart().startsWith('[')) return body;
  let commands: unknown;
  try {
    commands = JSON.parse(body) as unknown;
  } catch {
    return body; // not JSON after all: read it as HTML
  }
  if (
    !Array.isArray(commands) ||
    !commands.every((c) => isRecord(c) && typeof c['command'] === 'string')
  ) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx },
      'expected HTML or a Drupal AJAX command list ([{"command": …}])',
    );
  }
  return commands
    .map((command) =>
      isRecord(command) && typeof command['data'] === 'string' ? command['data'] : '',
    )
    .join('\n');
}

export const wiHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'WI',
  game: 'Pick 3',
  name: 'Wisconsin Lottery draw history (pick-3, newest pages)',
  describe:
    'HTML draw-history view, newest first: div.winning-numbers-line.pick-3 with "<weekday>, ' +
    'Midday|Evening" and MM/DD/YYYY in its date cell and balls w1..w3. Reads pages 0 and 1 of the ' +
    'infinite-scroll pager as its own XHR does (POST, x-requested-with: XMLHttpRequest, form body ' +
    'page=N), reading the HTML or the Drupal AJAX command list wrapping it; writes are merge-only, ' +
    'so history older than these pages stays.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests({ baseUrl = DEFAULT_BASE_URL }) {
    return PAGES.map((page) => ({
      url: joinUrl(baseUrl, `/winners/draw-history?game=pick-3&page=${page}`),
      method: 'POST' as const,
      body: `page=${page}`,
      headers: {
        ...PAGER_HEADERS,
        referer: joinUrl(baseUrl, '/winners/draw-history?game=pick-3'),
      },
      timeLabel: '',
      // Only the newest page must hold draws; an older one may be past the end of a short history.
      ctx: { allowEmpty: page > 0 },
    }));
  },
  parse: parseWiHtml,
};

/**
 * Parses a page of the Wisconsin Lottery draw history (`/winners/draw-history?game=pick-3&page=N`,
 * the Drupal view served whole or as its infinite-scroll fragment). Each draw is a
 * `div.winning-numbers-line.pick-3` whose date cell holds `<div>Wednesday, Evening</div>` and
 * `<strong>06/10/2026</strong>`, and whose balls are `div.winning-number.w1…w3 > span.prefix`.
 * The pager's answer may also be a Drupal AJAX command list wrapping that HTML (see
 * `unwrapDrupalAjax`).
 * Lines of other games are skipped; a repeated draw with other digits is `INVALID_ROW`.
 *
 * @example
 * ```ts
 * parseWiHtml('<div class="winning-numbers-line pick-3"><div class="date"><div>Wednesday, Evening</div>' +
 *   '<strong>06/10/2026</strong></div><div class="winning-number w1"><span class="prefix">0</span></div>' +
 *   '<div class="winning-number w2"><span class="prefix">7</span></div>' +
 *   '<div class="winning-number w3"><span class="prefix">8</span></div></div>');
 * // [{ state: 'WI', date: '2026-06-10', drawTime: 'EVE', number: '078' }]
 * ```
 */
export function parseWiHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = load(unwrapDrupalAjax(body, ctx));
  const draws = digitsDraws(SOURCE_ID, ctx);
  $('.winning-numbers-line.pick-3').each((index, element) => {
    const line = $(element);
    const where = `draw ${index + 1}`;
    const dateCell = line.find('.date').first();
    const label = cleanText(dateCell.find('div').first().text());
    const stream = /,\s*(\w+)$/.exec(label)?.[1]?.toLowerCase() ?? '';
    const drawTime = STREAMS[stream];
    if (drawTime === undefined) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'date' },
        `expected "<weekday>, Midday|Evening", got ${JSON.stringify(label)}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'date' }, () =>
      usToIso(cleanText(dateCell.find('strong').first().text())),
    );
    const digits = ['w1', 'w2', 'w3'].map((ball) =>
      cleanText(line.find(`.winning-number.${ball} .prefix`).first().text()),
    );
    draws.add({ state: 'WI', date, drawTime }, digits, {
      where: `${where} (${date})`,
      field: 'numbers',
    });
  });
  return draws.finish();
}
