import { parseIsoDate, type StateDraw } from '@pick3/core';
import { load, type Cheerio, type CheerioAPI, type contains } from 'cheerio';
import { atRow, cleanText, finishDraws, invalidRow, layoutChanged } from '../parse-helpers.js';
import type { ParseContext } from '../source.types.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/**
 * The draw rows live in the game page's `tbody#js-state-results-table` or in the year page's
 * `table#history-table-all-new`, whose rows come in groups (`tbody#page--1`, …).
 */
const ROW_GROUPS =
  'table.c-results-table tbody#js-state-results-table, table#history-table-all-new > tbody';

/** A DOM node as cheerio types it (its `domhandler` types are not a dependency of this package). */
type DomNode = Parameters<typeof contains>[0];

/**
 * Text only screen readers get (`<span class="u-visually-hidden">Ball 1:</span>`): real pages
 * carry such spans inside cells; what a reader sees is the cell without them.
 */
const VISUALLY_HIDDEN = '.u-visually-hidden, .visually-hidden, .sr-only, .screen-reader-text';

/** The visible text of an element, as one line. */
function visibleText(element: Cheerio<DomNode>): string {
  const copy = element.clone();
  copy.find(VISUALLY_HIDDEN).remove();
  return cleanText(copy.text());
}

/** `Jul 16, 2026` → `2026-07-16`; anything else is not a date of this site. */
function siteDateToIso(text: string): string {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match === null ? -1 : MONTHS.indexOf(match[1] ?? '');
  if (match === null || month < 0) {
    throw new RangeError(`expected a date like "Jul 16, 2026", got ${JSON.stringify(text)}`);
  }
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
  return parseIsoDate(iso);
}

/** The year an archive request asked for (`…/year?year=2019`), or undefined for a game page. */
function requestedYear(ctx: ParseContext | undefined): string | undefined {
  if (ctx?.url === undefined) return undefined;
  const year = new URL(ctx.url, 'http://localhost').searchParams.get('year');
  return year !== null && /^\d{4}$/.test(year) ? year : undefined;
}

/**
 * A whole page ends with `</html>` and a results table with its `</tbody>`: a body cut short in
 * transit would otherwise parse (cheerio closes what is left open) as a page with fewer draws.
 */
function assertComplete(body: string, sourceId: string, ctx: ParseContext | undefined): void {
  const ref = { sourceId, ctx };
  if (/<html[\s>]/i.test(body) && !/<\/html>\s*$/i.test(body)) {
    throw layoutChanged(ref, 'the page is truncated: it does not end with </html>');
  }
  const start = body.search(/id=["']?(js-state-results-table|history-table-all-new)/);
  if (start >= 0 && !/<\/tbody>/i.test(body.slice(start))) {
    throw layoutChanged(ref, 'the page is truncated: its results table is not closed');
  }
}

function describePage($: CheerioAPI): string {
  const title = cleanText($('title').first().text());
  return title === '' ? '' : ` (page title ${JSON.stringify(title)})`;
}

interface RowReading {
  date: string;
  number: string;
  /** The bonus ball beside the three (Fireball, Wild Ball), one digit, where the row shows one. */
  extraBall?: string;
}

function readRow(
  $: CheerioAPI,
  card: Cheerio<DomNode>,
  where: string,
  sourceId: string,
  ctx: ParseContext | undefined,
): RowReading {
  const ref = { sourceId, ctx, where };
  const dateText = visibleText(
    card.find('time.c-draw-card__draw-date .c-draw-card__draw-date-sub').first(),
  );
  const date = atRow({ ...ref, field: 'date' }, () => {
    try {
      return siteDateToIso(dateText);
    } catch (error) {
      if (error instanceof RangeError) throw invalidRow({ ...ref, field: 'date' }, error.message);
      throw error;
    }
  });
  // The weekday printed beside the date must agree with it: a shifted or mistyped date shows here.
  const weekday = visibleText(card.find('.c-draw-card__draw-date-dow').first()).replace(/,$/, '');
  const actual = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];
  if (weekday !== '' && weekday !== actual) {
    throw invalidRow(
      { ...ref, field: 'date' },
      `${dateText} is a ${actual ?? '?'}, but the row says ${weekday}`,
    );
  }
  // Only the list's own balls: a Fireball or other bonus sits in `li.c-result__bonus` as a span.
  const list = card.find('ul.c-draw-card__ball-list').first();
  const balls = list
    .children('li.c-ball')
    .toArray()
    .map((ball) => visibleText($(ball)));
  const bonus = visibleText(list.children('li.c-result__bonus').find('.c-ball').first());
  const where2 = `${where} (${date})`;
  if (balls.length !== 3 || balls.some((ball) => !/^\d$/.test(ball))) {
    throw invalidRow(
      { sourceId, ctx, where: where2, field: 'balls' },
      `expected three one-digit balls, got ${balls.length === 0 ? 'none' : JSON.stringify(balls.join(' '))}`,
    );
  }
  return { date, number: balls.join(''), ...(/^[0-9]$/.test(bonus) ? { extraBall: bonus } : {}) };
}

/** A row of header cells only (a table's column titles), which some pages put inside the body. */
function isHeaderRow($: CheerioAPI, row: DomNode): boolean {
  const cells = $(row).children('th, td');
  return cells.length > 0 && cells.filter('td').length === 0 && !$(row).is('.c-draw-card');
}

/**
 * Parses a LotteryUSA results page of one draw time of one state's three-digit game: the game page
 * (`/new-york/numbers/`, recent draws in `tbody#js-state-results-table`) or its year page
 * (`…/year`, rows in `table#history-table-all-new`). Each draw is a `tr.c-draw-card` with the date in
 * `time.c-draw-card__draw-date .c-draw-card__draw-date-sub` (`Jul 16, 2026`, the state's local draw
 * date, in a `th` header cell or a `td`) and the balls as `ul.c-draw-card__ball-list > li.c-ball`;
 * a bonus ball (`li.c-result__bonus .c-ball`: Fireball, Wild Ball) is the draw's `extraBall`;
 * visually hidden text (screen-reader spans) is not read; ad rows (`tr.c-ad-wrapper`) and rows of
 * column titles are skipped. The page does not say its draw time: it is `ctx.drawTime`, the draw time the URL is for.
 * A page asked for one year (`?year=2019`) keeps only that year's rows.
 *
 * @throws {@link SourceError} `LAYOUT_CHANGED` (no results table: an error or challenge page served
 * with status 200; a truncated body; a row that is neither a draw nor an ad), `NO_RESULTS` (a table
 * without draws), `INVALID_ROW` naming the row and field (a date that is not one, a weekday that
 * disagrees with it, other than three one-digit balls, one date listed with two numbers).
 * @example
 * ```ts
 * parseLotteryUsaPage('NY', html, { drawTime: 'EVE', url: 'https://www.lotteryusa.com/new-york/numbers/' });
 * // [{ state: 'NY', date: '2026-07-15', drawTime: 'EVE', number: '800' }, …]
 * ```
 */
export function parseLotteryUsaPage(state: string, body: string, ctx?: ParseContext): StateDraw[] {
  const drawTime = ctx?.drawTime;
  if (drawTime === undefined) {
    throw new RangeError(
      'parseLotteryUsaPage: ctx.drawTime is required (the page does not say it)',
    );
  }
  const sourceId = `${state.toLowerCase()}-lotteryusa`;
  assertComplete(body, sourceId, ctx);
  const $ = load(body);
  const groups = $(ROW_GROUPS);
  if (groups.length === 0) {
    throw layoutChanged(
      { sourceId, ctx },
      `no results table (table.c-results-table > tbody#js-state-results-table or table#history-table-all-new)${describePage($)}`,
    );
  }
  const year = requestedYear(ctx);
  const byDate = new Map<string, RowReading>();
  let otherYears = 0;
  groups.children('tr').each((index, row) => {
    const where = `row ${index + 1}`;
    const classes = ($(row).attr('class') ?? '').split(/\s+/);
    if (classes.includes('c-ad-wrapper') || isHeaderRow($, row)) return;
    if (!classes.includes('c-draw-card')) {
      throw layoutChanged(
        { sourceId, ctx, where },
        `a row that is neither a draw (tr.c-draw-card) nor an ad (tr.c-ad-wrapper): class ${JSON.stringify($(row).attr('class') ?? '')}`,
      );
    }
    const reading = readRow($, $(row), where, sourceId, ctx);
    const { date, number } = reading;
    if (year !== undefined && !date.startsWith(`${year}-`)) {
      otherYears += 1;
      return;
    }
    const known = byDate.get(date);
    if (known !== undefined && known.number !== number) {
      throw invalidRow(
        { sourceId, ctx, where, field: 'balls' },
        `${date} is listed as both ${known.number} and ${number}`,
      );
    }
    byDate.set(date, reading);
  });
  if (year !== undefined && byDate.size === 0 && otherYears > 0) {
    // The site ignored the year asked for; storing these rows would mark that year as done.
    throw layoutChanged(
      { sourceId, ctx },
      `the page for ${year} holds ${otherYears} draws, none of ${year}`,
    );
  }
  const draws = [...byDate.values()].map((reading) => ({ state, drawTime, ...reading }));
  return finishDraws(draws, sourceId, ctx);
}
