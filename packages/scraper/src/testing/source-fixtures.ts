// The routes of a local server that answers every default source with its saved (or built)
// fixture, so ingest, scheduler and CLI tests run the real fetch → parse → upsert path.
import { LOTTERYUSA_SOURCES } from '../sources/registry.js';
import { bundledDraws } from './bundled-history.js';
import type { Route } from './fixture-server.js';
import { readFixture } from './fixtures.js';

const TX = '/export/sites/lottery/Games/Pick_3/Winning_Numbers/';
export const PA_PATH = '/Custom/uploadedfiles/winning-numbers-history/PastWinningNumbers.ashx';
export const GA_PATH = '/api/v2/draw-games/draws/page';
export const CA_PATH = '/api/DrawGameApi/DrawGamePastDrawResults/9/1/50';
export const TX_NIGHT_PATH = `${TX}pick3night.csv`;
export const TX_MORNING_PATH = `${TX}pick3morning.csv`;
export const CO_PATH = '/en/games/pick3/drawings/';
export const NC_PATH = '/pick3-download';
export const WI_PATH = '/winners/draw-history';
export const NY_PATH = '/api/views/hsys-3def/rows.csv';
export const MI_PATH = '/api';
export const MO_PATH = '/pick3/winning-numbers.do';
export const NE_PATH = '/homeapp/lotto/32/gamedetail';
export const MD_PATH = '/games/pick-3/winning-numbers/';
export const WA_PATH = '/WinningNumbers/PastDrawings.aspx';

const morning = readFixture('tx/pick3morning_csv_2016-04_slice.csv');
const evening = readFixture('tx/pick3evening_csv_2026-06_slice.csv');
const nyExport = readFixture('ny/data_ny_gov_hsys-3def_export_slice.csv');
const paDay = readFixture('pa/palottery_pastwinningnumbers_g32_y2026.built-from-docs.json');
const paEvening = readFixture('pa/palottery_pastwinningnumbers_g28_y2026.built-from-docs.json');

/** A moment the fixtures are "recent" for (only PA's year and the date windows depend on it). */
export const FIXTURES_NOW = new Date('2026-06-11T15:00:00Z');

/**
 * Draws the default sources store from these routes at {@link FIXTURES_NOW} (30 days): TX 25 + 47 +
 * 25 + 47, NY 12 (the export's newest rows re-dated into the window), GA 20, FL 6, CA 12, PA 8, NJ 6, and for the HTML/CSV sources built from the bundled
 * history, that history's draws in the window each serves: CO May and June 1–10 (two month pages),
 * NC May 12 – June 10 (the download is cut at 30 days), WI June 1–10 (two pages), MD and WA
 * May 12 – June 10; MI the 10 Daily 3 draws of June 6–10 in its built GraphQL answer, MO
 * June 6–10 Midday and Evening, NE June 6–10.
 */
export const EXPECTED_DRAWS: Readonly<Record<string, number>> = {
  TX: 144,
  NY: 12,
  GA: 20,
  FL: 6,
  CA: 12,
  PA: 8,
  NJ: 6,
  CO: bundledDraws('CO-pick3.csv', '2026-05-01', '2026-06-10').length,
  NC: bundledDraws('NC-pick3.csv', '2026-05-12', '2026-06-10').length,
  WI: bundledDraws('WI-pick3.csv', '2026-06-01', '2026-06-10').length,
  MD: bundledDraws('MD-pick3.csv', '2026-05-12', '2026-06-10').length,
  WA: bundledDraws('WA-daily-game.csv', '2026-05-12', '2026-06-10').length,
  MI: 10,
  MO: 10,
  NE: 5,
};

/** The export's rows of 2025-09-24…29 re-dated 2026-06-05…10 (numbers and layout as saved). */
function nyRecent(exportCsv: string): string {
  return (
    exportCsv
      .split('\n')
      .filter((line) => /^09\/(2[4-9])\/2025,/.test(line))
      .map((line) =>
        line.replace(
          /^09\/(\d\d)\/2025/,
          (_, day: string) => `06/${String(Number(day) - 19).padStart(2, '0')}/2026`,
        ),
      )
      .join('\n') + '\n'
  );
}
/**
 * The LotteryUSA pages a default run fetches: every state's, one page per draw time (the states
 * without an official source store from them; the others run them as witnesses). Each answers the
 * real New York excerpt: its two draws (July 2026) are after {@link FIXTURES_NOW}, so ingest rejects
 * them as future rows and no state gains or disputes anything, while the polite fetch → parse →
 * check path runs for every one of them.
 */
export const LOTTERYUSA_DEFAULT_PATHS: readonly string[] = LOTTERYUSA_SOURCES.flatMap((source) =>
  source.requests({ baseUrl: '', now: FIXTURES_NOW, days: 30 }).map((request) => request.url),
);
export const EXPECTED_URLS =
  21 +
  LOTTERYUSA_SOURCES.filter((source) => source.defaultEnabled).flatMap((source) =>
    source.requests({ now: FIXTURES_NOW, days: 30 }),
  ).length;

export function defaultSourceRoutes(): Record<string, Route> {
  const csv = (body: string): Route => ({ body, contentType: 'text/csv' });
  const json = (path: string): Route => ({
    body: readFixture(path),
    contentType: 'application/json',
  });
  const html = (path: string): Route => ({ body: readFixture(path), contentType: 'text/html' });
  const wiPages = [
    readFixture('wi/wilottery_draw_history_pick-3_page0.built-from-docs.html'),
    readFixture('wi/wilottery_draw_history_pick-3_page1.built-from-docs.html'),
  ];
  return {
    [TX_MORNING_PATH]: csv(morning),
    [`${TX}pick3evening.csv`]: csv(evening),
    // Only Morning and Evening files were saved; the Day and Night URLs serve those rows relabelled,
    // which exercises the four-URL plumbing without pretending to be real Day/Night results.
    [`${TX}pick3day.csv`]: csv(morning.replace(/^Pick 3 Morning/gm, 'Pick 3 Day')),
    [TX_NIGHT_PATH]: csv(evening.replace(/^Pick 3 Evening/gm, 'Pick 3 Night')),
    // The saved export ends on 2025-09-29: its layout and rows are served as saved, and its six
    // newest rows a second time re-dated 2026-06-05…10, so the 30-day window holds 12 draws.
    [NY_PATH]: csv(nyExport + nyRecent(nyExport)),
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
    [`${CO_PATH}2026-05/`]: html('co/coloradolottery_pick3_drawings_2026-05.built-from-docs.html'),
    [`${CO_PATH}2026-06/`]: html('co/coloradolottery_pick3_drawings_2026-06.built-from-docs.html'),
    [NC_PATH]: csv(readFixture('nc/nclottery_pick3_download_2026-06-10.built-from-docs.csv')),
    // The pager answers its XHR: a POST with `x-requested-with` and the page in the form body.
    [WI_PATH]: (request, response, form) => {
      if (request.method !== 'POST' || request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        response.writeHead(405, { 'content-type': 'text/plain' }).end('POST the pager XHR');
        return;
      }
      const page = new URLSearchParams(form).get('page');
      const body = page === '0' || page === '1' ? wiPages[Number(page)] : '';
      response.writeHead(200, { 'content-type': 'text/html' }).end(body);
    },
    [MD_PATH]: html('md/mdlottery_pick3_winning_numbers_2026-06-11.built-from-docs.html'),
    [WA_PATH]: html('wa/walottery_pastdrawings_dailygame_day30_2026-06-11.built-from-docs.html'),
    [MO_PATH]: html('mo/molottery_pick3_winning_numbers_2026-06-10.built-from-docs.html'),
    [NE_PATH]: html('ne/nelottery_pick3_gamedetail_32_2026-06-10.built-from-docs.html'),
    // The GraphQL endpoint answers only a JSON POST carrying Apollo's preflight header.
    [MI_PATH]: (request, response) => {
      if (request.method !== 'POST' || request.headers['apollo-require-preflight'] !== 'true') {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('CSRF preflight required');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          readFixture(
            'mi/michiganlottery_api_winningnumbersfordaterange_2026-06-06_to_06-10.built-from-docs.json',
          ),
        );
    },
    ...Object.fromEntries(
      LOTTERYUSA_DEFAULT_PATHS.map((path) => [
        path,
        html('lotteryusa/new-york-numbers_2026-07-16_excerpt.html'),
      ]),
    ),
  };
}
