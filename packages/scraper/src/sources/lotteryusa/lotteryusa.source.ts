import { DRAW_TIME_LABELS, DRAW_TIMES, expectedDraws, type DrawTimeCode } from '@pick3/core';
import { joinUrl, type Source, type SourceRequest } from '../source.types.js';
import { LOTTERYUSA_STATES, type LotteryUsaState } from './lotteryusa-pages.js';
import { parseLotteryUsaPage } from './lotteryusa.parser.js';

export const LOTTERYUSA_BASE_URL = 'https://www.lotteryusa.com';

/**
 * The saved real pages of each state (paths under fixtures/): a state's source is verified only by
 * a page of that very state; the others share the parser but are unverified.
 */
const REAL_PAGES: Readonly<Record<string, readonly string[]>> = {
  NY: [
    'lotteryusa/new-york-numbers_2026-07-16_excerpt.html',
    'lotteryusa/lotto3_2026-07-22_excerpt_fr.html',
  ],
};

/** The entry's draw times in schedule order (MORN, DAY, EVE, NITE). */
function drawTimesOf(entry: LotteryUsaState): DrawTimeCode[] {
  return DRAW_TIMES.filter((drawTime) => entry.pages[drawTime] !== undefined);
}

function pagePath(entry: LotteryUsaState, drawTime: DrawTimeCode): string {
  return `/${entry.slug}/${entry.pages[drawTime] ?? ''}/`;
}

/**
 * The archive pages of one year: one per draw time the state held that year (within `from`–`to`),
 * so a draw time that began later (DC Night in 2023) is not asked for before it existed. The walk
 * asks the `/year` pages first (the newest year) and the `?year=` pages after.
 */
function yearPages(
  entry: LotteryUsaState,
  year: number,
  from: string,
  to: string,
  baseUrl: string,
): SourceRequest[] {
  const first = `${year}-01-01` < from ? from : `${year}-01-01`;
  const last = `${year}-12-31` > to ? to : `${year}-12-31`;
  const held = new Set(expectedDraws(entry.state, first, last).map((draw) => draw.drawTime));
  return drawTimesOf(entry)
    .filter((drawTime) => held.has(drawTime))
    .map((drawTime) => ({
      // The newest year from `/year` itself: the page a public bot read twice a day through 2026,
      // while `?year=` archives were reported broken or missing; older years have only `?year=`.
      url: joinUrl(
        baseUrl,
        `${pagePath(entry, drawTime)}year${year === Number(to.slice(0, 4)) ? '' : `?year=${year}`}`,
      ),
      // The year and the draw time: two pages of one year must not share a resume key.
      pageKey: `${year}/${drawTime}`,
      // This year's page still grows: a later walk asks for it again.
      current: year === Number(to.slice(0, 4)),
      timeLabel: DRAW_TIME_LABELS[drawTime],
      ctx: { drawTime },
    }));
}

/**
 * The aggregate source of one state: LotteryUSA's results page of each of its draw times. It is on by
 * default (`defaultEnabled`) only where no official source exists; elsewhere it is the second witness
 * and the fallback the official source is checked against.
 */
export function lotteryUsaSource(
  entry: LotteryUsaState,
  options: { defaultEnabled: boolean },
): Source {
  const id = `${entry.state.toLowerCase()}-lotteryusa`;
  const drawTimes = drawTimesOf(entry);
  return {
    id,
    state: entry.state,
    game: entry.game,
    name: `LotteryUSA ${entry.game} results (${drawTimes.map((d) => DRAW_TIME_LABELS[d]).join(', ')})`,
    describe:
      `Third-party results pages, one per draw time (${drawTimes
        .map((d) => pagePath(entry, d))
        .join(', ')}): tr.c-draw-card rows with the local draw date ("Jul 16, 2026") and three ` +
      'li.c-ball digits, a bonus ball (Fireball, Wild Ball) kept beside the draw; ad rows, header ' +
      'rows and visually hidden text skipped. The archive walk asks /year first, then ?year=YYYY. ' +
      'Fetched politely (robots.txt, conditional requests, once per draw).',
    defaultBaseUrl: LOTTERYUSA_BASE_URL,
    defaultEnabled: options.defaultEnabled,
    kind: 'aggregate',
    verified: REAL_PAGES[entry.state] !== undefined,
    verifiedBy: REAL_PAGES[entry.state] ?? [],
    requests({ baseUrl = LOTTERYUSA_BASE_URL }) {
      return drawTimes.map((drawTime) => ({
        url: joinUrl(baseUrl, pagePath(entry, drawTime)),
        timeLabel: DRAW_TIME_LABELS[drawTime],
        ctx: { drawTime },
      }));
    },
    archive({ baseUrl = LOTTERYUSA_BASE_URL, from, to }) {
      const requests: SourceRequest[] = [];
      if (from > to) return requests;
      for (let year = Number(to.slice(0, 4)); year >= Number(from.slice(0, 4)); year--) {
        requests.push(...yearPages(entry, year, from, to, baseUrl));
      }
      return requests;
    },
    parse: (body, ctx) => parseLotteryUsaPage(entry.state, body, ctx),
  };
}

/**
 * One aggregate source per listed state, in `STATE_CODES` order; each is on by default only where
 * `officialStates` (the states with an official source) does not hold its state.
 */
export function lotteryUsaSources(officialStates: ReadonlySet<string>): Source[] {
  return LOTTERYUSA_STATES.map((entry) =>
    lotteryUsaSource(entry, { defaultEnabled: !officialStates.has(entry.state) }),
  );
}
