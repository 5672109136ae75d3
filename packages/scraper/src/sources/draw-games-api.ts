// The draw-games JSON API shared by Georgia (galottery.com/api/v2) and New Jersey
// (njlottery.com/api/v1): both run on the same vendor platform and answer the same shape.
import { isoDateInZone, padStraight, parseDrawTime, scheduleOf, stateName } from '@pick3/core';
import type { StateDraw } from '@pick3/core';
import {
  atRow,
  finishDraws,
  invalidRow,
  isRecord,
  layoutChanged,
  parseJsonBody,
  straightFromDigits,
} from './parse-helpers.js';
import { joinUrl, type ParseContext, type Source } from './source.types.js';

export interface DrawGamesOptions {
  sourceId: string;
  state: StateDraw['state'];
  /** The state's zone: `drawTime` is UTC milliseconds, and a night draw falls on the next UTC day. */
  timeZone: string;
}

/**
 * Parses `{ draws: [{ name, drawTime, status, results: [{ drawType, primary }] }] }`.
 *
 * - `name` (MIDDAY/EVENING/NIGHT) is mapped by core's parseDrawTime.
 * - The date is the calendar date of `drawTime` in the state's zone.
 * - The three digits come from the result whose `drawType` is `Regular` only.
 * - `primary` is three one-digit tokens (GA: `["3","7","7"]`) or one token (NJ: `["893"]`).
 *   Prefixed tokens (`FB-7`, `M-03`) are add-ons and never read as digits.
 * - NJ's `FIREBALL` result (`["FB-4","446","246","244"]`: the ball, then the straights it makes) gives
 *   the draw's Fireball, kept as `extraBall` beside the number (never in the analysis); its other
 *   tokens are derived from the two and are not read.
 * - A draw without `results` is closed for sales but not drawn yet, and is skipped.
 */
export function parseDrawGamesJson(
  body: string,
  options: DrawGamesOptions,
  ctx?: ParseContext,
): StateDraw[] {
  const { sourceId, state, timeZone } = options;
  const json = parseJsonBody(body, sourceId, ctx);
  if (!isRecord(json) || !Array.isArray(json['draws'])) {
    throw layoutChanged(
      { sourceId, ctx, field: 'draws' },
      'expected an object with a "draws" array',
    );
  }
  const draws: StateDraw[] = [];
  json['draws'].forEach((draw: unknown, index) => {
    const where = `draws[${index}]`;
    if (!isRecord(draw))
      throw layoutChanged({ sourceId, ctx, where }, 'a draw that is not an object');
    const results = draw['results'];
    if (
      results === undefined ||
      results === null ||
      (Array.isArray(results) && results.length === 0)
    )
      return;
    if (!Array.isArray(results))
      throw layoutChanged({ sourceId, ctx, where, field: 'results' }, 'results is not an array');
    const name = draw['name'];
    if (typeof name !== 'string')
      throw layoutChanged({ sourceId, ctx, where, field: 'name' }, 'a draw without a name');
    const drawTime = atRow({ sourceId, ctx, where, field: 'name' }, () => parseDrawTime(name));
    const instant = draw['drawTime'];
    if (typeof instant !== 'number' || !Number.isFinite(instant)) {
      throw invalidRow(
        { sourceId, ctx, where, field: 'drawTime' },
        `expected epoch milliseconds, got ${JSON.stringify(instant)}`,
      );
    }
    const date = isoDateInZone(instant, timeZone);
    const regular = results.find(
      (result: unknown) =>
        isRecord(result) && String(result['drawType']).toLowerCase() === 'regular',
    );
    if (!isRecord(regular) || !Array.isArray(regular['primary'])) {
      throw layoutChanged(
        { sourceId, ctx, where, field: 'results' },
        'no Regular result with a primary array',
      );
    }
    const tokens = regular['primary'].map(String).filter((token) => !token.includes('-'));
    const ref = { sourceId, ctx, where, field: 'results.primary' };
    let number: string;
    if (tokens.length === 3) number = atRow(ref, () => straightFromDigits(tokens));
    else if (tokens.length === 1 && /^\d{1,3}$/.test(tokens[0] ?? ''))
      number = atRow(ref, () => padStraight(tokens[0] ?? ''));
    else throw invalidRow(ref, `expected 3 digits, got ${JSON.stringify(regular['primary'])}`);
    const extraBall = fireballOf(results);
    draws.push({
      state,
      date,
      drawTime,
      number,
      ...(extraBall === undefined ? {} : { extraBall }),
    });
  });
  return finishDraws(draws, sourceId, ctx);
}

/** The digit of a `FIREBALL` result's `FB-<digit>` token, when the draw has one. */
function fireballOf(results: unknown[]): string | undefined {
  for (const result of results) {
    if (!isRecord(result) || String(result['drawType']).toUpperCase() !== 'FIREBALL') continue;
    if (!Array.isArray(result['primary'])) continue;
    for (const token of result['primary']) {
      const match = /^FB-(\d)$/.exec(String(token));
      if (match) return match[1];
    }
  }
  return undefined;
}

/** Query of the draws/page endpoint for the last `days` days (CLOSED draws, newest first). */
export function drawGamesQuery(gameName: string, now: Date, days: number): string {
  return (
    new URLSearchParams({
      'game-names': gameName,
      'date-from': String(now.getTime() - days * 86_400_000),
      'date-to': String(now.getTime()),
      status: 'CLOSED',
      order: 'desc',
      page: '0',
      size: '500',
    })
      .toString()
      // The platform's documented URLs write the space of "CASH 3" as %20, not as form-encoding's +.
      .replace(/\+/g, '%20')
  );
}

/** What tells one state's draw-games API apart: where it is and what it calls the game. */
export interface DrawGamesSite {
  /** The API's root, origin and versioned path (`https://www.galottery.com/api/v2`). */
  api: string;
  /** The state's name for its game (`Cash 3`). */
  game: string;
  /** The platform's name of the game, as its `game-names` parameter takes it (`CASH 3`). */
  gameParam: string;
  /** The saved real responses (fixtures/) whose tests prove the parser; none: unverified. */
  verifiedBy?: readonly string[];
}

/**
 * A state's draw-games API as a source (`<st>-api`) and its parser: the platform, the request and the
 * parser are the same for every state on it; the date zone is the state's schedule zone (core).
 * @example
 * const { source, parse } = drawGamesApi('GA', {
 *   api: 'https://www.galottery.com/api/v2', game: 'Cash 3', gameParam: 'CASH 3' });
 * source.id; // 'ga-api'
 */
export function drawGamesApi(
  state: StateDraw['state'],
  site: DrawGamesSite,
): { source: Source; parse: (body: string, ctx?: ParseContext) => StateDraw[] } {
  const sourceId = `${state.toLowerCase()}-api`;
  const { timeZone } = scheduleOf(state);
  const { origin: defaultBaseUrl, pathname: apiPath } = new URL(site.api);
  // A base URL given by a test or the CLI replaces the origin only: the path stays the platform's.
  const page = `${apiPath}/draw-games/draws/page`;
  const parse = (body: string, ctx?: ParseContext): StateDraw[] =>
    parseDrawGamesJson(body, { sourceId, state, timeZone }, ctx);
  const source: Source = {
    id: sourceId,
    state,
    game: site.game,
    name: `${stateName(state)} Lottery draw-games API (${apiPath.replace(/^\//, '')})`,
    describe:
      `JSON draws[] with name MIDDAY/EVENING/NIGHT and drawTime in UTC milliseconds, dated in ${timeZone} ` +
      '(a night draw falls on the next UTC day). The digits come from the Regular result only: three ' +
      'one-digit tokens or one 3-digit token, never a prefixed token (FB-7); the FB-<digit> token of ' +
      'a FIREBALL result is kept as the draw Fireball. ' +
      'Asks for the CLOSED draws of the last N days.',
    defaultBaseUrl,
    defaultEnabled: true,
    kind: 'official',
    // Without a saved real response the parser is tested only on one built from the documentation.
    verified: (site.verifiedBy ?? []).length > 0,
    verifiedBy: site.verifiedBy ?? [],
    requests({ baseUrl = defaultBaseUrl, now, days }) {
      return [
        {
          url: joinUrl(baseUrl, `${page}?${drawGamesQuery(site.gameParam, now, days)}`),
          // The date window moves every hour: one row in successful_urls per game, not per window.
          recordAs: joinUrl(baseUrl, `${page}?game-names=${encodeURIComponent(site.gameParam)}`),
          timeLabel: '',
          ctx: {},
        },
      ];
    },
    parse,
  };
  return { source, parse };
}
