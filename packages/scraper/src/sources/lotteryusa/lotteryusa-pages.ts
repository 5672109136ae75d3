// Where LotteryUSA keeps each listed state's three-digit game: one results page per draw time,
// `https://www.lotteryusa.com/<state slug>/<game slug>/`. The site's naming is not regular (GA's
// Evening page is `cash-3-evening` while its Night page is `cash-3`; TX's Evening page is
// `evening-pick-3`), so every path is written out rather than derived.
import type { DrawTimeCode } from '@pick3/core';

/** One state (or the ME/NH/VT Tri-State group) on LotteryUSA. */
export interface LotteryUsaState {
  /** Two-letter code of `STATE_CODES` (`ME` is the Tri-State game, listed on the site under Maine). */
  readonly state: string;
  /** The state's path segment on the site (`new-york`, `district-of-columbia`). */
  readonly slug: string;
  /** The game as the state calls it; equals `scheduleOf(state).game`. */
  readonly game: string;
  /** The game's path segment per draw time; the keys are exactly the draw times of the state's schedule. */
  readonly pages: Readonly<Partial<Record<DrawTimeCode, string>>>;
  /**
   * True when every path was seen in public scrapers that read these pages (README lists them);
   * false when at least one path only follows the site's naming pattern and has not been seen.
   */
  readonly seen: boolean;
}

const entry = (
  state: string,
  slug: string,
  game: string,
  pages: Partial<Record<DrawTimeCode, string>>,
  seen = true,
): LotteryUsaState => Object.freeze({ state, slug, game, pages: Object.freeze(pages), seen });

/** Every state of `STATE_CODES`, alphabetical by code. */
export const LOTTERYUSA_STATES: readonly LotteryUsaState[] = Object.freeze([
  entry('AR', 'arkansas', 'Cash 3', { DAY: 'midday-cash-3', EVE: 'cash-3' }),
  entry('AZ', 'arizona', 'Pick 3', { EVE: 'pick-3' }),
  entry('CA', 'california', 'Daily 3', { DAY: 'midday-3', EVE: 'daily-3' }),
  entry('CO', 'colorado', 'Pick 3', { DAY: 'pick-3-midday', EVE: 'pick-3' }),
  entry('CT', 'connecticut', 'Play3', { DAY: 'midday-3', NITE: 'play-3' }),
  // DC-3 was "DC Lucky Numbers"; the site kept the old slugs for Midday and Evening.
  entry('DC', 'district-of-columbia', 'DC-3', {
    DAY: 'dc-lucky-midday',
    EVE: 'dc-lucky-numbers',
    NITE: 'dc-3-night',
  }),
  entry('DE', 'delaware', 'Play 3', { DAY: 'play-3-midday', NITE: 'play-3' }),
  entry('FL', 'florida', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('GA', 'georgia', 'Cash 3', { DAY: 'midday-3', EVE: 'cash-3-evening', NITE: 'cash-3' }),
  entry('IA', 'iowa', 'Pick 3', { DAY: 'midday-3', EVE: 'pick-3' }),
  entry('ID', 'idaho', 'Pick 3', { DAY: 'midday-pick-3', NITE: 'pick-3' }),
  entry('IL', 'illinois', 'Pick 3', { DAY: 'midday-3', EVE: 'daily-3' }),
  entry('IN', 'indiana', 'Daily 3', { DAY: 'midday-3', EVE: 'daily-3' }),
  entry('KS', 'kansas', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('KY', 'kentucky', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('LA', 'louisiana', 'Pick 3', { EVE: 'pick-3' }),
  entry('MD', 'maryland', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('ME', 'maine', 'Tri-State Pick 3', { DAY: 'midday-3', EVE: 'pick-3' }),
  entry('MI', 'michigan', 'Daily 3', { DAY: 'midday-3', EVE: 'daily-3' }),
  entry('MN', 'minnesota', 'Pick 3', { EVE: 'pick-3' }),
  entry('MO', 'missouri', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('NC', 'north-carolina', 'Pick 3', { DAY: 'midday-3', EVE: 'pick-3' }),
  entry('NE', 'nebraska', 'Pick 3', { EVE: 'pick-3' }, false),
  entry('NJ', 'new-jersey', 'Pick-3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('NM', 'new-mexico', 'Pick 3', { DAY: 'midday-pick-3-plus', EVE: 'pick-3-plus' }),
  entry('NY', 'new-york', 'Numbers', { DAY: 'midday-numbers', EVE: 'numbers' }),
  entry('OH', 'ohio', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('OK', 'oklahoma', 'Pick 3', { EVE: 'pick-3' }, false),
  entry('PA', 'pennsylvania', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('SC', 'south-carolina', 'Pick 3', { DAY: 'midday-pick-3', EVE: 'pick-3' }),
  entry('TN', 'tennessee', 'Cash 3', {
    MORN: 'morning-cash-3',
    DAY: 'midday-cash-3',
    EVE: 'cash-3',
  }),
  entry('TX', 'texas', 'Pick 3', {
    MORN: 'morning-pick-3',
    DAY: 'midday-pick-3',
    EVE: 'evening-pick-3',
    NITE: 'pick-3',
  }),
  entry('VA', 'virginia', 'Pick 3', { DAY: 'midday-3', NITE: 'pick-3' }),
  // Only an old scraper names this page; Washington renamed the Daily Game since.
  entry('WA', 'washington', 'Daily Game', { EVE: 'daily' }, false),
  // One public scraper reads these two pages, another reads `wisconsin/pick-3/year`.
  entry('WI', 'wisconsin', 'Pick 3', { DAY: 'daily-pick-3', EVE: 'daily-pick-3-evening' }, false),
  entry('WV', 'west-virginia', 'Daily 3', { EVE: 'daily-3' }, false),
]);

/** The table entry of a state code, or undefined. */
export function lotteryUsaState(state: string): LotteryUsaState | undefined {
  return LOTTERYUSA_STATES.find((entry) => entry.state === state);
}
