import {
  addDays,
  isoDateInZone,
  parseIsoDate,
  todayInZone,
  type DrawTimeCode,
  type StateDraw,
} from '@pick3/core';
import {
  atRow,
  digitsDraws,
  invalidRow,
  isRecord,
  layoutChanged,
  parseJsonBody,
} from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source, type SourceRequest } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.michiganlottery.com';
const SOURCE_ID = 'mi-graphql';
const TIME_ZONE = 'America/Detroit';
const PATH = '/api';
/**
 * `gameTypeId` of the Daily 3 draws in `winningNumbersForDateRange` (the site bundle's GameTypeId
 * map, as documented by beulahpinkey-tech/drawdata `scripts/fetch-mi.ts`): 4 Midday, 5 Evening.
 * Every other game (Daily 4 = 6/7, Keno, Lotto 47 …) comes back in the same list and is skipped.
 */
const GAME_TYPES: Readonly<Record<number, DrawTimeCode>> = { 4: 'DAY', 5: 'EVE' };
/**
 * Days one request covers at most: the query has no per-game filter, so a range carries every
 * Club Keno drawing too, and the backend answers 503 to a whole year (drawdata asks a month at a time).
 */
const MAX_RANGE_DAYS = 31;

/** Apollo's CSRF guard rejects a POST without one of its preflight headers. */
const HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'content-type': 'application/json',
  'apollo-require-preflight': 'true',
};

/** The GraphQL query of the draws of every game held from `start` to `end` (ISO dates, inclusive). */
export function miRangeQuery(start: string, end: string): string {
  return (
    `{ winningNumbersForDateRange(dateRange: { start: "${start}", end: "${end}" }) ` +
    '{ drawDate gameTypeId winningNumbers { drawNumbers } } }'
  );
}

/**
 * The calendar date of a `drawDate`: an instant (`2026-06-10T04:00:00Z`, midnight Eastern, or the
 * draw's own time) is dated in America/Detroit; a bare `YYYY-MM-DD` is taken as it is.
 */
function drawDate(raw: unknown, where: string, ctx: ParseContext | undefined): string {
  const ref = { sourceId: SOURCE_ID, ctx, where, field: 'drawDate' };
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw))
    return atRow(ref, () => parseIsoDate(raw));
  const instant =
    typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(raw)
      ? Date.parse(raw)
      : Number.NaN;
  if (Number.isNaN(instant)) {
    throw invalidRow(ref, `expected an ISO instant or date, got ${JSON.stringify(raw)}`);
  }
  return isoDateInZone(instant, TIME_ZONE);
}

export const miGraphqlSource: Source = {
  id: SOURCE_ID,
  state: 'MI',
  game: 'Daily 3',
  name: 'Michigan Lottery GraphQL (winningNumbersForDateRange, Daily 3 Midday/Evening)',
  describe:
    'POST of a GraphQL query (content-type: application/json, apollo-require-preflight: true) for ' +
    'every draw of every game in a date range, at most 31 days a request; gameTypeId 4 (Daily 3 ' +
    'Midday) and 5 (Evening) are read, drawNumbers in drawn order, drawDate (midnight Eastern) ' +
    'dated in America/Detroit. Endpoint and shape as documented by the public drawdata scraper.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests({ baseUrl = DEFAULT_BASE_URL, now, days }) {
    const today = todayInZone(TIME_ZONE, now);
    return rangeRequests(baseUrl, addDays(today, -days), today, false);
  },
  archive({ baseUrl = DEFAULT_BASE_URL, from, to }) {
    return rangeRequests(baseUrl, from, to, true);
  },
  parse: parseMiGraphql,
};

/**
 * Parses the Michigan Lottery GraphQL answer to {@link miRangeQuery}:
 * `{ data: { winningNumbersForDateRange: [{ drawDate, gameTypeId, winningNumbers: { drawNumbers } }] } }`.
 * Only `gameTypeId` 4 (Daily 3 Midday) and 5 (Evening) are read, `drawNumbers` being the three
 * digits in drawn order. An `errors` answer, or one without the list, is `LAYOUT_CHANGED`; a draw
 * listed twice with other digits is `INVALID_ROW`.
 *
 * @example
 * ```ts
 * parseMiGraphql('{"data":{"winningNumbersForDateRange":[{"drawDate":"2026-06-10T04:00:00Z",' +
 *   '"gameTypeId":5,"winningNumbers":{"drawNumbers":[4,7,8]}}]}}');
 * // [{ state: 'MI', date: '2026-06-10', drawTime: 'EVE', number: '478' }]
 * ```
 */
export function parseMiGraphql(body: string, ctx?: ParseContext): StateDraw[] {
  const json = parseJsonBody(body, SOURCE_ID, ctx);
  if (isRecord(json) && json['errors'] !== undefined && json['errors'] !== null) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx },
      `the GraphQL answer holds errors: ${JSON.stringify(json['errors']).slice(0, 160)}`,
    );
  }
  const data = isRecord(json) ? json['data'] : undefined;
  const list = isRecord(data) ? data['winningNumbersForDateRange'] : undefined;
  if (!Array.isArray(list)) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx },
      'expected {"data":{"winningNumbersForDateRange":[…]}}',
    );
  }
  const draws = digitsDraws(SOURCE_ID, ctx);
  list.forEach((record: unknown, index) => {
    const where = `winningNumbersForDateRange[${index}]`;
    if (!isRecord(record)) {
      throw layoutChanged({ sourceId: SOURCE_ID, ctx, where }, 'a draw that is not an object');
    }
    const drawTime = GAME_TYPES[Number(record['gameTypeId'])];
    if (typeof record['gameTypeId'] !== 'number' || drawTime === undefined) return;
    const date = drawDate(record['drawDate'], where, ctx);
    const winning = record['winningNumbers'];
    const numbers = isRecord(winning) ? winning['drawNumbers'] : undefined;
    const ref = { where: `${where} (${date})`, field: 'drawNumbers' };
    if (
      !Array.isArray(numbers) ||
      numbers.length !== 3 ||
      !numbers.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 9)
    ) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, ...ref },
        `expected three digits, got ${JSON.stringify(numbers)}`,
      );
    }
    draws.add({ state: 'MI', date, drawTime }, numbers.map(String), ref);
  });
  return draws.finish();
}

/** One POST per range of at most {@link MAX_RANGE_DAYS} days, newest first, covering `from`–`to`. */
function rangeRequests(
  baseUrl: string,
  from: string,
  to: string,
  archive: boolean,
): SourceRequest[] {
  const requests: SourceRequest[] = [];
  for (let end = to; end >= from; end = addDays(end, -MAX_RANGE_DAYS)) {
    const earliest = addDays(end, -(MAX_RANGE_DAYS - 1));
    const start = earliest < from ? from : earliest;
    requests.push({
      url: joinUrl(baseUrl, PATH),
      method: 'POST',
      body: JSON.stringify({ query: miRangeQuery(start, end) }),
      headers: { ...HEADERS, referer: joinUrl(baseUrl, '/') },
      timeLabel: '',
      ...(archive ? { pageKey: `${start}..${end}` } : {}),
      // A range may hold no Daily 3 draw only when it is a short one at the very start of a day.
      ctx: { allowEmpty: archive || start === end },
    });
  }
  return requests;
}
