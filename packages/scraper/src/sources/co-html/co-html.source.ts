import { addDays, parseIsoDate, todayInZone, type DrawTimeCode, type StateDraw } from '@pick3/core';
import { load } from 'cheerio';
import { atRow, digitsDraws, invalidRow, layoutChanged } from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source, type SourceRequest } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.coloradolottery.com';
const SOURCE_ID = 'co-html';
const TIME_ZONE = 'America/Denver';
const STREAMS: Readonly<Record<string, DrawTimeCode>> = { MD: 'DAY', EV: 'EVE' };
/** A drawing's permalink: the ISO date and the stream (MD Midday, EV Evening) in the href itself. */
const PERMALINK = /\/games\/pick3\/drawings\/(\d{4}-\d{2}-\d{2}):([A-Z]{2})\//;
/**
 * In document order: the permalinks, the digits of a drawing (`<p class="draw"><span>3</span>…</p>`;
 * the wrapper div shares the class) and the older markup's one `<span class="drawNumber">` per ball.
 */
const DRAWING_PARTS = 'a[href], p.draw, span.drawNumber';
/** Every archive page renders this container, with or without drawings. */
const CONTAINER = '.recent-drawings, .drawingHistory, #recent-drawings, #drawingHistory';

/** One permalink and the digits that follow it, up to the next permalink. */
interface DrawingBlock {
  date: string;
  stream: string;
  /** The single-digit spans of its first `p.draw`; undefined until one is met. */
  drawDigits: string[] | undefined;
  ballDigits: string[];
}

export const coHtmlSource: Source = {
  id: SOURCE_ID,
  state: 'CO',
  game: 'Pick 3',
  name: 'Colorado Lottery Pick 3 drawings archive (one page per month)',
  describe:
    'HTML page per month (/en/games/pick3/drawings/YYYY-MM/). Each drawing links to its permalink ' +
    '/drawings/2026-06-10:EV/, which gives the ISO date and the stream (MD Midday, EV Evening); the ' +
    'digits are the spans of its <p class="draw">. Asks for every month of the last N days in ' +
    'Denver time; the current month may be empty only on its first day.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests({ baseUrl = DEFAULT_BASE_URL, now, days }) {
    return monthPageRequests(baseUrl, todayInZone(TIME_ZONE, now), days);
  },
  parse: parseCoHtml,
};

/**
 * Parses a Colorado Lottery Pick 3 drawings page (`/en/games/pick3/drawings/YYYY-MM/`, one month).
 * Each drawing links to its own permalink `/en/games/pick3/drawings/2026-06-10:EV/`, which carries
 * the ISO date and the stream (`MD` Midday, `EV` Evening), so neither is read from the display text
 * or the order. The digits are the single-digit spans of the drawing's `<p class="draw">` (or
 * `span.drawNumber`). A drawing without digits is not drawn yet and is skipped; a permalink repeated
 * with the same digits counts once, with other digits it is `INVALID_ROW`. A page without the
 * drawings container is `LAYOUT_CHANGED`; an empty month is normal only when the request allows it.
 *
 * @example
 * ```ts
 * parseCoHtml('<div class="recent-drawings"><a href="/en/games/pick3/drawings/2026-06-10:EV/">' +
 *   'June 10, 2026: Evening</a><p class="draw"><span>3</span><span>2</span><span>3</span></p></div>');
 * // [{ state: 'CO', date: '2026-06-10', drawTime: 'EVE', number: '323' }]
 * ```
 */
export function parseCoHtml(body: string, ctx?: ParseContext): StateDraw[] {
  const $ = load(body);
  if ($(CONTAINER).length === 0) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx },
      'no drawings container (recent-drawings / drawingHistory) on the page',
    );
  }
  const singleDigit = (text: string): string | undefined => /^\s*(\d)\s*$/.exec(text)?.[1];
  // A drawing's markup runs from its permalink to the next one.
  const blocks: DrawingBlock[] = [];
  $(DRAWING_PARTS).each((_, element) => {
    const node = $(element);
    if (element.tagName === 'a') {
      const [, date = '', stream = ''] = PERMALINK.exec(node.attr('href') ?? '') ?? [];
      if (date !== '') blocks.push({ date, stream, drawDigits: undefined, ballDigits: [] });
      return;
    }
    const block = blocks.at(-1);
    if (block === undefined) return;
    if (element.tagName === 'p') {
      block.drawDigits ??= node
        .find('span')
        .toArray()
        .flatMap((span) => singleDigit($(span).text()) ?? []);
    } else {
      const digit = singleDigit(node.text());
      if (digit !== undefined) block.ballDigits.push(digit);
    }
  });
  const draws = digitsDraws(SOURCE_ID, ctx);
  for (const { date, stream, drawDigits, ballDigits } of blocks) {
    const where = `drawing ${date}:${stream}`;
    const drawTime = STREAMS[stream];
    if (drawTime === undefined) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'href' },
        `unknown stream ${JSON.stringify(stream)} (expected MD or EV)`,
      );
    }
    const digits = drawDigits !== undefined && drawDigits.length > 0 ? drawDigits : ballDigits;
    if (digits.length === 0) continue; // a link without its digits (a pending drawing, or a second link)
    const isoDate = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'href' }, () =>
      parseIsoDate(date),
    );
    draws.add({ state: 'CO', date: isoDate, drawTime }, digits, { where, field: 'draw' });
  }
  return draws.finish();
}

/** One page request per month holding the last `days` local dates up to `today`, oldest first. */
function monthPageRequests(baseUrl: string, today: string, days: number): SourceRequest[] {
  const months = monthsBetween(addDays(today, -Math.max(0, days - 1)), today);
  return months.map((month, index) => ({
    url: joinUrl(baseUrl, `/en/games/pick3/drawings/${month}/`),
    timeLabel: '',
    // Before the 1st's Midday draw the current month has no drawing yet.
    ctx: { allowEmpty: index === months.length - 1 && today.endsWith('-01') },
  }));
}

/** The months (`YYYY-MM`) that hold the local dates from `from` to `to`, oldest first. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    months.push(month);
    const [year, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}
