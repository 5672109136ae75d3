import { describeValue, Pick3Error } from '../errors/errors.js';
import { compareDrawTimes, type DrawTimeCode } from '../draw-times/draw-times.js';
import { drawTimeName } from '../schedules/draw-time-history.js';
import {
  gameName,
  isKnownState,
  stateGameName,
  stateName,
  STATES,
  type PageLanguage,
} from '../states/states.js';

/**
 * One draw of a results page: its draw time, the state's own name for it, and the number.
 *
 * @example
 * ```ts
 * import type { ResultDraw } from '@pick3/core';
 * const draw: ResultDraw = { drawTime: 'DAY', name: 'Midday', number: '610' };
 * ```
 */
export interface ResultDraw {
  drawTime: DrawTimeCode;
  name: string;
  number: string;
  /** The extra ball drawn beside the number (Fireball, Wild Ball), where it is known. */
  extraBall?: string;
  /** NC's Double Draw of that night, where there was one. */
  doubleDraw?: string;
}

/**
 * One date of a results page: its draws in day order (Morning, Day, Evening, Night).
 *
 * @example
 * ```ts
 * import type { ResultDay } from '@pick3/core';
 * const day: ResultDay = { date: '2026-09-01', draws: [{ drawTime: 'EVE', name: 'Evening', number: '222' }] };
 * ```
 */
export interface ResultDay {
  date: string;
  draws: ResultDraw[];
}

const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * Parses a month `YYYY-MM` (a results page's archive month) and returns it unchanged.
 *
 * @throws {@link Pick3Error} `INVALID_DATE` with field `month` otherwise.
 * @example
 * ```ts
 * import { parseMonth } from '@pick3/core';
 * parseMonth('2026-09'); // '2026-09'
 * parseMonth('2026-13'); // throws Pick3Error INVALID_DATE
 * ```
 */
export function parseMonth(text: unknown): string {
  const match = typeof text === 'string' ? MONTH.exec(text) : null;
  const month = match ? Number(match[2]) : 0;
  if (match === null || month < 1 || month > 12 || Number(match[1]) < 1900) {
    throw new Pick3Error(
      'INVALID_DATE',
      `${describeValue(text)} is not a month: expected YYYY-MM, like 2026-09.`,
      { field: 'month' },
    );
  }
  return text as string;
}

/**
 * The first and last ISO date of a month `YYYY-MM`.
 *
 * @throws {@link Pick3Error} `INVALID_DATE` for a malformed month.
 * @example
 * ```ts
 * import { monthBounds } from '@pick3/core';
 * monthBounds('2024-02'); // { from: '2024-02-01', to: '2024-02-29' }
 * ```
 */
export function monthBounds(month: string): { from: string; to: string } {
  parseMonth(month);
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The month before or after `month` (`step` -1 or 1, or any count of months).
 *
 * @example
 * ```ts
 * import { shiftMonth } from '@pick3/core';
 * shiftMonth('2026-01', -1); // '2025-12'
 * ```
 */
export function shiftMonth(month: string, step: number): string {
  parseMonth(month);
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mm - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Groups a state's draws by date, newest date first, each date's draws in day order and named as
 * the state names its draw times ('Midday' in Georgia, 'Daytime' in North Carolina).
 *
 * @throws {@link Pick3Error} `INVALID_STATE` for a state without a schedule.
 * @example
 * ```ts
 * import { resultDays } from '@pick3/core';
 * resultDays('GA', [
 *   { date: '2026-09-01', drawTime: 'EVE', number: '222' },
 *   { date: '2026-09-01', drawTime: 'DAY', number: '610' },
 * ]);
 * // [{ date: '2026-09-01', draws: [{ drawTime: 'DAY', name: 'Midday', number: '610' },
 * //                                { drawTime: 'EVE', name: 'Evening', number: '222' }] }]
 * ```
 */
export function resultDays(
  state: string,
  draws: readonly {
    date: string;
    drawTime: DrawTimeCode;
    number: string;
    extraBall?: string;
    doubleDraw?: string;
  }[],
): ResultDay[] {
  const names = new Map<DrawTimeCode, string>();
  const byDate = new Map<string, ResultDraw[]>();
  for (const draw of draws) {
    let name = names.get(draw.drawTime);
    if (name === undefined) {
      name = drawTimeName(state, draw.drawTime);
      names.set(draw.drawTime, name);
    }
    const list = byDate.get(draw.date) ?? [];
    list.push({
      drawTime: draw.drawTime,
      name,
      number: draw.number,
      ...(draw.extraBall === undefined ? {} : { extraBall: draw.extraBall }),
      ...(draw.doubleDraw === undefined ? {} : { doubleDraw: draw.doubleDraw }),
    });
    byDate.set(draw.date, list);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({
      date,
      draws: list.sort((a, b) => compareDrawTimes(a.drawTime, b.drawTime)),
    }));
}

/**
 * The title and description of a state's results page, one wording for the page the server sends
 * and the one the app shows.
 *
 * @example
 * ```ts
 * import { resultsPageCopy } from '@pick3/core';
 * resultsPageCopy('GA').title; // 'Georgia Cash 3 Results: Winning Numbers by Date and Draw Time'
 * ```
 */
export function resultsPageCopy(
  code: string,
  language: PageLanguage = 'en',
): { title: string; description: string } {
  const game = gameName(code);
  const name = stateName(code);
  if (language === 'es') {
    return {
      title: `Resultados de ${stateGameName(code)}: números ganadores por fecha y horario`,
      description:
        `Resultados de ${game} (${name}) de hoy y recientes por fecha y horario, el archivo de cada mes, ` +
        'los sorteos que faltan y el sitio oficial de la lotería.',
    };
  }
  return {
    title: `${stateGameName(code)} Results: Winning Numbers by Date and Draw Time`,
    description:
      `Today's and recent ${game} results for ${name} by date and draw time, a month-by-month ` +
      "archive, the draws missing from the history, and the lottery's official site.",
  };
}

/**
 * The schema.org structured data (JSON-LD) of a state's results page: a Dataset of the state's
 * draws, with the results shown listed (newest first) and the official site as its source.
 *
 * @example
 * ```ts
 * import { resultsPageJsonLd } from '@pick3/core';
 * resultsPageJsonLd('GA', 'en', { description: '…', url: 'https://example.org/results/GA', days: [] })['@type']; // 'Dataset'
 * ```
 */
export function resultsPageJsonLd(
  code: string,
  language: PageLanguage,
  page: { description: string; url?: string; days: readonly ResultDay[] },
): Record<string, unknown> {
  const game = gameName(code);
  const official = isKnownState(code) ? STATES.find((s) => s.code === code)?.url : undefined;
  // Newest first, like the days: a date's last draw leads it.
  const draws = page.days.flatMap((day) =>
    [...day.draws].reverse().map((draw) => ({ date: day.date, ...draw })),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: language === 'es' ? `Resultados de ${game}` : `${game} Results`,
    description: page.description,
    inLanguage: language,
    isAccessibleForFree: true,
    spatialCoverage: { '@type': 'Place', name: stateName(code) },
    ...(draws.length > 0 ? { temporalCoverage: `${draws.at(-1)!.date}/${draws[0]!.date}` } : {}),
    ...(official ? { isBasedOn: official } : {}),
    ...(page.url ? { url: page.url } : {}),
    hasPart: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: draws.length,
      itemListElement: draws.map((draw, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: `${draw.date} ${draw.name}: ${draw.number}`,
      })),
    },
  };
}
