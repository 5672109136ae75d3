import { parseIsoDate, type StateDraw } from '@pick3/core';
import { assignCaDrawTimes, type CaDrawRow } from '../ca-draw-times.js';
import {
  atRow,
  finishDraws,
  invalidRow,
  isRecord,
  layoutChanged,
  parseJsonBody,
  straightFromDigits,
} from '../parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from '../source.types.js';

const DEFAULT_BASE_URL = 'https://www.calottery.com';
const SOURCE_ID = 'ca-api';
const DAILY3_GAME_ID = 9;
/** The endpoint answers a literal `null` for a page size above 50. */
const PAGE_SIZE = 50;

/**
 * Parses the California Lottery `DrawGamePastDrawResults` JSON for Daily 3:
 * `{ PreviousDraws: [{ DrawNumber, DrawDate: "2026-05-06T07:00:00", WinningNumbers: { "1": { Number } … } }] }`.
 *
 * `DrawDate` is the California calendar date (midnight Pacific written in UTC), so its date part is
 * the draw date. `WinningNumbers` is keyed by position ("0"- or "1"-based, in any order) and is read
 * in key order; special numbers (`IsSpecial`) are never read. Both draws of a date share the date:
 * see {@link assignCaDrawTimes}.
 *
 * @example
 * ```ts
 * parseCaApi(body); // [{ state: 'CA', date: '2026-05-06', drawTime: 'DAY', number: '129' }, …]
 * ```
 */
export function parseCaApi(body: string, ctx?: ParseContext): StateDraw[] {
  const json = parseJsonBody(body, SOURCE_ID, ctx);
  if (!isRecord(json) || !Array.isArray(json['PreviousDraws'])) {
    throw layoutChanged(
      { sourceId: SOURCE_ID, ctx, field: 'PreviousDraws' },
      'expected an object with a "PreviousDraws" array',
    );
  }
  const rows: CaDrawRow[] = json['PreviousDraws'].map((draw: unknown, index): CaDrawRow => {
    const where = `PreviousDraws[${index}]`;
    if (!isRecord(draw))
      throw layoutChanged({ sourceId: SOURCE_ID, ctx, where }, 'a draw that is not an object');
    const drawNumber = draw['DrawNumber'];
    if (typeof drawNumber !== 'number' || !Number.isInteger(drawNumber)) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'DrawNumber' },
        `expected an integer, got ${JSON.stringify(drawNumber)}`,
      );
    }
    const drawDate = draw['DrawDate'];
    if (typeof drawDate !== 'string') {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'DrawDate' },
        `expected a date string, got ${JSON.stringify(drawDate)}`,
      );
    }
    const date = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'DrawDate' }, () =>
      parseIsoDate(drawDate.slice(0, 10)),
    );
    const winning = draw['WinningNumbers'];
    if (!isRecord(winning)) {
      throw layoutChanged(
        { sourceId: SOURCE_ID, ctx, where, field: 'WinningNumbers' },
        'WinningNumbers is not an object',
      );
    }
    const digits = Object.entries(winning)
      .filter(
        ([key, entry]) => /^\d+$/.test(key) && !(isRecord(entry) && entry['IsSpecial'] === true),
      )
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, entry]) => (isRecord(entry) ? String(entry['Number'] ?? '').trim() : ''));
    if (digits.length !== 3 || digits.some((digit) => !/^\d$/.test(digit))) {
      throw invalidRow(
        { sourceId: SOURCE_ID, ctx, where, field: 'WinningNumbers' },
        `expected 3 one-digit numbers, got ${JSON.stringify(digits)}`,
      );
    }
    const number = atRow({ sourceId: SOURCE_ID, ctx, where, field: 'WinningNumbers' }, () =>
      straightFromDigits(digits),
    );
    return { drawNumber, date, number, where };
  });
  return finishDraws(assignCaDrawTimes(rows, SOURCE_ID, ctx), SOURCE_ID, ctx);
}

export const caApiSource: Source = {
  id: SOURCE_ID,
  state: 'CA',
  game: 'Daily 3',
  name: 'California Lottery DrawGamePastDrawResults API (game 9)',
  describe:
    'JSON PreviousDraws[] of the newest 50 draws (page size is capped at 50; only about 181 days are ' +
    'reachable; the endpoint rate-limits with 403). Midday and evening share a DrawDate: the lower ' +
    'DrawNumber is midday.',
  defaultBaseUrl: DEFAULT_BASE_URL,
  defaultEnabled: true,
  kind: 'official',
  // A trimmed real payload of 2026-06-15, quoted in a public project's test (fixtures/README.md); its
  // three draws agree with the bundled CA history. The other cases are built from the documentation.
  verified: true,
  verifiedBy: ['ca/calottery_pastdrawresults_9_2026-06-15_trimmed.json'],
  requests({ baseUrl = DEFAULT_BASE_URL }) {
    return [
      {
        url: joinUrl(
          baseUrl,
          `/api/DrawGameApi/DrawGamePastDrawResults/${DAILY3_GAME_ID}/1/${PAGE_SIZE}`,
        ),
        timeLabel: '',
        ctx: {},
      },
    ];
  },
  parse: parseCaApi,
};
