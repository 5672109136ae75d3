// The routes of a local server that answers every default source with its saved (or built)
// fixture, so ingest, scheduler and CLI tests run the real fetch → parse → upsert path.
import type { Route } from './fixture-server.js';
import { readFixture } from './fixtures.js';

const TX = '/export/sites/lottery/Games/Pick_3/Winning_Numbers/';
export const PA_PATH = '/Custom/uploadedfiles/winning-numbers-history/PastWinningNumbers.ashx';
export const GA_PATH = '/api/v2/draw-games/draws/page';
export const CA_PATH = '/api/DrawGameApi/DrawGamePastDrawResults/9/1/50';
export const TX_NIGHT_PATH = `${TX}pick3night.csv`;

const morning = readFixture('tx/pick3morning_csv_2016-04_slice.csv');
const evening = readFixture('tx/pick3evening_csv_2026-06_slice.csv');
const paDay = readFixture('pa/palottery_pastwinningnumbers_g32_y2026.built-from-docs.json');
const paEvening = readFixture('pa/palottery_pastwinningnumbers_g28_y2026.built-from-docs.json');

/** A moment the fixtures are "recent" for (only PA's year and the date windows depend on it). */
export const FIXTURES_NOW = new Date('2026-06-11T15:00:00Z');

/**
 * Draws the default sources store from these routes: TX 25 + 47 + 25 + 47, NY 15, GA 20, FL 6,
 * CA 12, PA 8, NJ 6.
 */
export const EXPECTED_DRAWS: Readonly<Record<string, number>> = {
  TX: 144,
  NY: 15,
  GA: 20,
  FL: 6,
  CA: 12,
  PA: 8,
  NJ: 6,
};
/** URLs the default sources fetch: TX 4, PA 2, the others 1 each. */
export const EXPECTED_URLS = 11;

export function defaultSourceRoutes(): Record<string, Route> {
  const csv = (body: string): Route => ({ body, contentType: 'text/csv' });
  const json = (path: string): Route => ({
    body: readFixture(path),
    contentType: 'application/json',
  });
  return {
    [`${TX}pick3morning.csv`]: csv(morning),
    [`${TX}pick3evening.csv`]: csv(evening),
    // Only Morning and Evening files were saved; the Day and Night URLs serve those rows relabelled,
    // which exercises the four-URL plumbing without pretending to be real Day/Night results.
    [`${TX}pick3day.csv`]: csv(morning.replace(/^Pick 3 Morning/gm, 'Pick 3 Day')),
    [TX_NIGHT_PATH]: csv(evening.replace(/^Pick 3 Evening/gm, 'Pick 3 Night')),
    '/resource/hsys-3def.json': json('ny/data_ny_gov_hsys-3def_resource.built-from-docs.json'),
    [GA_PATH]: json('ga/galottery_api_v2_cash3_draws_page.built-from-docs.json'),
    '/drawgamesapp/searchgames': json(
      'fl/floridalottery_searchgames_pick3_2025-07.built-from-docs.json',
    ),
    [CA_PATH]: json('ca/calottery_pastdrawresults_9_1_50.built-from-docs.json'),
    [PA_PATH]: (request, response) => {
      const game = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('g');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(game === '32' ? paDay : paEvening);
    },
    '/api/v1/draw-games/draws/page': json(
      'nj/njlottery_api_v1_pick3_draws_page.built-from-docs.json',
    ),
  };
}
