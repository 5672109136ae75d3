import { isoDateInZone, parseDrawTime, usToIso, type StateDraw } from '@pick3/core';
import {
  atRow,
  extraBallOf,
  isRecord,
  jsonArrayDraws,
  layoutChanged,
  straightFromDigitFields,
} from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://apim-website-prod-eastus.azure-api.net';
const SOURCE_ID = 'fl-api';
const PICK3_GAME_ID = 104;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `DD-MON-YYYY` (01-JAN-2025), the API's date parameter format, from an ISO date. */
function apiDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

export const flApiSource: Source = {
  id: SOURCE_ID,
  state: 'FL',
  game: 'Pick 3',
  name: 'Florida Lottery draw-games API (Azure APIM searchgames, game 104)',
  describe:
    'JSON array of draws with DrawDate, DrawType MIDDAY/EVENING and DrawNumbers wn1..wn3 (+ fb, the ' +
    'Fireball, kept beside the draw). Needs the header x-partner: web (not a secret). Serves only a rolling ' +
    '~2-year window (older endDate → HTTP 400), so history is kept merge-only here. Pre-2021 answers ' +
    'hold invalid JSON ("NumberPick": ,) that is repaired before parsing.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  verified: false,
  // No saved real response of this endpoint exists: tested only on one built from its documentation.
  verifiedBy: [],
  requests({ baseUrl = DEFAULT_BASE_URL, now, days }) {
    const end = isoDateInZone(now.getTime(), 'America/New_York');
    const start = isoDateInZone(now.getTime() - days * 86_400_000, 'America/New_York');
    const query = new URLSearchParams({
      id: String(PICK3_GAME_ID),
      startDate: apiDate(start),
      endDate: apiDate(end),
    });
    return [
      {
        url: joinUrl(baseUrl, `/drawgamesapp/searchgames?${query.toString()}`),
        recordAs: joinUrl(baseUrl, `/drawgamesapp/searchgames?id=${PICK3_GAME_ID}`),
        timeLabel: '',
        // What floridalottery.com's own pages send, and the two public scrapers that read this API
        // every day (drawdata fetch-fl.ts, lottery-value-tracker history_scraper.py): no key, only
        // the partner header, with the site as Origin and Referer.
        headers: {
          'x-partner': 'web',
          accept: 'application/json',
          origin: 'https://floridalottery.com',
          referer: 'https://floridalottery.com/',
        },
        ctx: {},
      },
    ];
  },
  parse: parseFlApi,
};

/**
 * Parses the Florida Lottery `drawgamesapp/searchgames` JSON for PICK 3: an array of
 * `{ DrawDate: "MM/DD/YYYY 12:00:00 AM", DrawType: "MIDDAY" | "EVENING", DrawNumbers: [{ NumberPick, NumberType }] }`.
 *
 * Digits are the `wn1`..`wn3` entries by type; `fb` (Fireball) is the draw's `extraBall`. Before the Fireball
 * (January 2021) the API writes a missing pick as `"NumberPick": ,` which is not JSON: that hole is
 * read as null before parsing.
 *
 * @example
 * ```ts
 * parseFlApi('[{"DrawDate":"07/25/2025 12:00:00 AM","DrawType":"EVENING","DrawNumbers":[' +
 *   '{"NumberPick":0,"NumberType":"wn1"},{"NumberPick":4,"NumberType":"wn2"},' +
 *   '{"NumberPick":7,"NumberType":"wn3"},{"NumberPick":2,"NumberType":"fb"}]}]');
 * // [{ state: 'FL', date: '2025-07-25', drawTime: 'EVE', number: '047' }]
 * ```
 */
export function parseFlApi(body: string, ctx?: ParseContext): StateDraw[] {
  const repaired = body.replace(/("NumberPick"\s*:\s*)(?=[,}])/g, '$1null');
  return jsonArrayDraws(repaired, SOURCE_ID, ctx, 'draw', (draw, where) => {
    const { DrawDate: drawDate, DrawType: drawType, DrawNumbers: numbers } = draw;
    if (typeof drawDate !== 'string' || typeof drawType !== 'string' || !Array.isArray(numbers)) {
      throw layoutChanged(
        { sourceId: SOURCE_ID, ctx, where },
        'expected DrawDate, DrawType and DrawNumbers',
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'DrawDate' }, () =>
      usToIso(drawDate.trim().split(/\s+/)[0] ?? ''),
    );
    const drawTime = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'DrawType' }, () =>
      parseDrawTime(drawType),
    );
    const byType = new Map<string, unknown>();
    for (const entry of numbers) {
      if (isRecord(entry) && typeof entry['NumberType'] === 'string')
        byType.set(entry['NumberType'].toLowerCase(), entry['NumberPick']);
    }
    // A pick sent as a string may carry spaces: FL's picks have always been read trimmed.
    const number = straightFromDigitFields(
      ['wn1', 'wn2', 'wn3'].map((type) => [`DrawNumbers.${type}`, byType.get(type)] as const),
      { sourceId: SOURCE_ID, ctx, where, field: 'DrawNumbers' },
      { trim: true },
    );
    // `fb` is the Fireball (absent or empty before 2019): kept beside the draw.
    return { state: 'FL', date, drawTime, number, ...extraBallOf(byType.get('fb')) };
  });
}
