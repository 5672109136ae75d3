import { usToIso, type DrawTimeCode, type StateDraw } from '@pick3/core';
import { load } from 'cheerio';
import { atRow, finishDraws, invalidRow, straightFromDigits } from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://wilottery.com';
const SOURCE_ID = 'wi-html';
/** Pages of the draw history a recent refresh reads: page 0 is the newest draws. */
const PAGES = [0, 1] as const;
const STREAMS: Readonly<Record<string, DrawTimeCode>> = { midday: 'DAY', evening: 'EVE' };

/** Text with runs of whitespace collapsed. */
const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Parses a page of the Wisconsin Lottery draw history (`/winners/draw-history?game=pick-3&page=N`,
 * the Drupal view served whole or as its infinite-scroll fragment). Each draw is a
 * `div.winning-numbers-line.pick-3` whose date cell holds `<div>Wednesday, Evening</div>` and
 * `<strong>06/10/2026</strong>`, and whose balls are `div.winning-number.w1…w3 > span.prefix`.
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
  const $ = load(body);
  const byKey = new Map<string, StateDraw>();
  $('.winning-numbers-line.pick-3').each((index, element) => {
    const line = $(element);
    const where = `draw ${index + 1}`;
    const dateCell = line.find('.date').first();
    const label = clean(dateCell.find('div').first().text());
    const stream = /,\s*(\w+)$/.exec(label)?.[1]?.toLowerCase() ?? '';
    const drawTime = STREAMS[stream];
    if (drawTime === undefined) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'date' },
        `expected "<weekday>, Midday|Evening", got ${JSON.stringify(label)}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'date' }, () =>
      usToIso(clean(dateCell.find('strong').first().text())),
    );
    const digits = ['w1', 'w2', 'w3'].map((ball) =>
      clean(line.find(`.winning-number.${ball} .prefix`).first().text()),
    );
    const number = atRow(
      { sourceId: SOURCE_ID, ctx, where: `${where} (${date})`, field: 'numbers' },
      () => straightFromDigits(digits),
    );
    const key = `${date}|${drawTime}`;
    const known = byKey.get(key);
    if (known !== undefined && known.number !== number) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'numbers' },
        `${date} ${label} is listed as both ${known.number} and ${number}`,
      );
    }
    byKey.set(key, { state: 'WI', date, drawTime, number });
  });
  return finishDraws([...byKey.values()], SOURCE_ID, ctx);
}

export const wiHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'WI',
  game: 'Pick 3',
  name: 'Wisconsin Lottery draw history (pick-3, newest pages)',
  describe:
    'HTML draw-history view, newest first: div.winning-numbers-line.pick-3 with "<weekday>, ' +
    'Midday|Evening" and MM/DD/YYYY in its date cell and balls w1..w3. Reads pages 0 and 1 of the ' +
    'infinite-scroll pager; writes are merge-only, so history older than these pages stays.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  requests({ baseUrl = DEFAULT_BASE_URL }) {
    return PAGES.map((page) => ({
      url: joinUrl(baseUrl, `/winners/draw-history?game=pick-3&page=${page}`),
      timeLabel: '',
      // Only the newest page must hold draws; an older one may be past the end of a short history.
      ctx: { allowEmpty: page > 0 },
    }));
  },
  parse: parseWiHtml,
};
