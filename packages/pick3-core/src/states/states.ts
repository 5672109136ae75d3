import { describeValue, Pick3Error } from '../errors/errors.js';

/**
 * One entry of the Lottery Sites list: a state (or the Maine/NH/VT group), its three-digit game and
 * the lottery's own page for it.
 *
 * @example
 * ```ts
 * import { STATES, type StateInfo } from '@pick3/core';
 * const ga: StateInfo | undefined = STATES.find((s) => s.code === 'GA');
 * ```
 */
export interface StateInfo {
  /** Two-letter code (`ME` for the Maine/NH/VT Tri-State group). */
  code: string;
  /** State name, or `Maine/NH/VT`. */
  name: string;
  /** The three-digit game's name as the app shows it. */
  gameName: string;
  /** The official lottery's page for the game (https). */
  url: string;
  /**
   * The lottery's own name for the extra ball it draws beside the three digits (`Fireball`,
   * `Wild Ball`), where it draws one. A proper name, shown as is in every language.
   */
  extraBallName?: string;
  /** The lottery's own name for a second number drawn on promotion nights (NC `Double Draw`). */
  doubleDrawName?: string;
}

type Extras = Pick<StateInfo, 'extraBallName' | 'doubleDrawName'>;

const entry = (
  code: string,
  name: string,
  gameName: string,
  url: string,
  extras: Extras = {},
): StateInfo => Object.freeze({ code, name, gameName, url, ...extras });

const FIREBALL: Extras = { extraBallName: 'Fireball' };

/**
 * The Lottery Sites list of the spec, alphabetical by code (36 entries, one per state or state group).
 * URLs point at each lottery's own site: the game's page where its address is well known, else the
 * lottery's home page. Lotteries move pages; the database's `state_pick3_urls.verified` flag is the
 * place to record a checked address.
 *
 * @example
 * ```ts
 * import { STATES } from '@pick3/core';
 * STATES.map((s) => s.code).includes('TX'); // true
 * ```
 */
export const STATES: readonly StateInfo[] = Object.freeze([
  entry('AR', 'Arkansas', 'Cash 3', 'https://www.myarkansaslottery.com/games/cash-3'),
  entry('AZ', 'Arizona', 'Pick 3', 'https://www.arizonalottery.com/draw-games/pick-3/'),
  entry('CA', 'California', 'Daily 3', 'https://www.calottery.com/draw-games/daily-3'),
  entry('CO', 'Colorado', 'Pick 3', 'https://www.coloradolottery.com/en/games/pick3/'),
  entry('CT', 'Connecticut', 'Play3', 'https://www.ctlottery.org/play3'),
  entry('DC', 'District of Columbia', 'DC-3', 'https://dclottery.com/dc-3'),
  entry('DE', 'Delaware', 'Play 3', 'https://www.delottery.com/Draw-Games/Play-3'),
  entry(
    'FL',
    'Florida',
    'Pick 3',
    'https://www.floridalottery.com/games/draw-games/pick-3',
    FIREBALL,
  ),
  entry(
    'GA',
    'Georgia',
    'Georgia Cash 3',
    'https://www.galottery.com/en-us/games/draw-games/cash-three.html',
  ),
  entry('IA', 'Iowa', 'Pick 3', 'https://www.ialottery.com/games/pick-3'),
  entry('ID', 'Idaho', 'Pick 3', 'https://www.idaholottery.com/games/draw/pick-3'),
  entry('IL', 'Illinois', 'Pick 3', 'https://www.illinoislottery.com/dbg/results/pick3'),
  entry('IN', 'Indiana', 'Daily 3', 'https://hoosierlottery.com/games/draw/daily-3/'),
  entry('KS', 'Kansas', 'Pick 3', 'https://www.kslottery.com/games/pick-3/'),
  entry('KY', 'Kentucky', 'Pick 3', 'https://www.kylottery.com/'),
  entry('LA', 'Louisiana', 'Pick 3', 'https://louisianalottery.com/pick-3'),
  entry('MD', 'Maryland', 'Pick 3', 'https://www.mdlottery.com/games/pick-3/'),
  entry('ME', 'Maine/NH/VT', 'Tri-State Pick 3', 'https://www.mainelottery.com/'),
  entry('MI', 'Michigan', 'Daily 3', 'https://www.michiganlottery.com/games/daily-3'),
  entry('MN', 'Minnesota', 'Pick 3', 'https://www.mnlottery.com/games/draw-games/pick-3'),
  entry('MO', 'Missouri', 'Pick 3', 'https://www.molottery.com/pick-3'),
  entry('NC', 'North Carolina', 'Pick 3', 'https://nclottery.com/pick3', {
    ...FIREBALL,
    doubleDrawName: 'Double Draw',
  }),
  entry('NE', 'Nebraska', 'Pick 3', 'https://nelottery.com/'),
  entry(
    'NJ',
    'New Jersey',
    'Pick-3',
    'https://www.njlottery.com/en-us/drawgames/pick3.html',
    FIREBALL,
  ),
  entry('NM', 'New Mexico', 'Pick 3', 'https://www.nmlottery.com/pick-3'),
  entry('NY', 'New York', 'Numbers', 'https://nylottery.ny.gov/draw-game?game=numbers'),
  entry('OH', 'Ohio', 'Pick 3', 'https://www.ohiolottery.com/games/draw-games/pick-3'),
  entry('OK', 'Oklahoma', 'Pick 3', 'https://www.lottery.ok.gov/draw-games/pick-3'),
  entry(
    'PA',
    'Pennsylvania',
    'Pick 3',
    'https://www.palottery.state.pa.us/Draw-Games/Pick-3.aspx',
    { extraBallName: 'Wild Ball' },
  ),
  entry('SC', 'South Carolina', 'Pick 3', 'https://www.sceducationlottery.com/Games/Pick3'),
  entry('TN', 'Tennessee', 'Cash 3', 'https://www.tnlottery.com/games/draw-games/cash-3/'),
  entry(
    'TX',
    'Texas',
    'Texas Pick 3',
    'https://www.texaslottery.com/export/sites/lottery/Games/Pick_3/index.html',
    FIREBALL,
  ),
  entry('VA', 'Virginia', 'Pick 3', 'https://www.valottery.com/data/draw-games/pick-3'),
  entry('WA', 'Washington', 'Pick 3', 'https://www.walottery.com/'),
  entry('WI', 'Wisconsin', 'Pick 3', 'https://wilottery.com/games/pick-3'),
  entry('WV', 'West Virginia', 'Daily 3', 'https://wvlottery.com/draw-games/daily-3/'),
]);

const BY_CODE = new Map(STATES.map((s) => [s.code, s]));

/**
 * Codes of {@link STATES}, alphabetical.
 *
 * @example
 * ```ts
 * import { STATE_CODES } from '@pick3/core';
 * STATE_CODES[0]; // 'AR'
 * ```
 */
export const STATE_CODES: readonly string[] = Object.freeze(STATES.map((s) => s.code));

/**
 * The state a request without one is about, and the first screen's (Texas: four draws a day).
 *
 * @example
 * ```ts
 * import { DEFAULT_STATE } from '@pick3/core';
 * DEFAULT_STATE; // 'TX'
 * ```
 */
export const DEFAULT_STATE = 'TX';

/**
 * Parses a state code: two ASCII letters, any case, returned upper-case. Codes outside {@link STATES}
 * are accepted (a source may cover more states); use {@link isKnownState} to check.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` otherwise.
 * @example
 * ```ts
 * import { parseStateCode } from '@pick3/core';
 * parseStateCode('ga'); // 'GA'
 * parseStateCode('Georgia'); // throws Pick3Error INVALID_STATE
 * ```
 */
export function parseStateCode(text: unknown): string {
  if (typeof text !== 'string' || !/^[A-Za-z]{2}$/.test(text)) {
    throw new Pick3Error(
      'INVALID_STATE',
      `${describeValue(text)} is not a state code (two letters, like GA).`,
      {
        field: 'state',
      },
    );
  }
  return text.toUpperCase();
}

/**
 * Whether `code` (exact, upper-case) is one of {@link STATES}.
 *
 * @example
 * ```ts
 * import { isKnownState } from '@pick3/core';
 * isKnownState('TX'); // true
 * isKnownState('ZZ'); // false
 * ```
 */
export function isKnownState(code: unknown): boolean {
  return typeof code === 'string' && BY_CODE.has(code);
}

/**
 * The game's name for a state code (any case): `TX` → `'Texas Pick 3'`, `GA` → `'Georgia Cash 3'`,
 * unknown → `'{code} Pick 3'`.
 *
 * @example
 * ```ts
 * import { gameName } from '@pick3/core';
 * gameName('NY'); // 'Numbers'
 * gameName('ZZ'); // 'ZZ Pick 3'
 * ```
 */
export function gameName(code: string): string {
  const upper = String(code).toUpperCase();
  return BY_CODE.get(upper)?.gameName ?? `${upper} Pick 3`;
}

/**
 * The lottery's own names for what it draws beside the number: `extraBall` (`Fireball`, `Wild Ball`)
 * and `doubleDraw` (`Double Draw`), each only where the state draws one. Labels shown as they are in
 * every language (they are the games' names).
 *
 * @example
 * ```ts
 * import { extraBallNames } from '@pick3/core';
 * extraBallNames('TX'); // { extraBall: 'Fireball' }
 * extraBallNames('PA'); // { extraBall: 'Wild Ball' }
 * extraBallNames('GA'); // {}
 * ```
 */
export function extraBallNames(code: string): { extraBall?: string; doubleDraw?: string } {
  const info = BY_CODE.get(String(code).toUpperCase());
  return {
    ...(info?.extraBallName === undefined ? {} : { extraBall: info.extraBallName }),
    ...(info?.doubleDrawName === undefined ? {} : { doubleDraw: info.doubleDrawName }),
  };
}

/**
 * What a draw shows beside its number, each labelled with the state's own name for it
 * (`['Fireball 5']`, `['Double Draw 649']`); empty when it has none. The one wording of result cards,
 * results pages, the calendar and the server-rendered page.
 *
 * @example
 * ```ts
 * import { drawExtrasLabels } from '@pick3/core';
 * drawExtrasLabels('TX', { extraBall: '5' }); // ['Fireball 5']
 * drawExtrasLabels('PA', { extraBall: '2' }); // ['Wild Ball 2']
 * drawExtrasLabels('GA', {}); // []
 * ```
 */
export function drawExtrasLabels(
  code: string,
  draw: { extraBall?: string | undefined; doubleDraw?: string | undefined },
): string[] {
  const names = extraBallNames(code);
  return [
    ...(draw.extraBall === undefined
      ? []
      : [`${names.extraBall ?? 'Extra ball'} ${draw.extraBall}`]),
    ...(draw.doubleDraw === undefined
      ? []
      : [`${names.doubleDraw ?? 'Double Draw'} ${draw.doubleDraw}`]),
  ];
}

/**
 * The game as a title names it, with its state, so no two states' pages share a title: the game's
 * name when it already says the state ('Georgia Cash 3'), else the state's name before it.
 *
 * @example
 * ```ts
 * import { stateGameName } from '@pick3/core';
 * stateGameName('GA'); // 'Georgia Cash 3'
 * stateGameName('FL'); // 'Florida Pick 3'
 * stateGameName('NY'); // 'New York Numbers'
 * ```
 */
export function stateGameName(code: string): string {
  const game = gameName(code);
  const name = stateName(code);
  return game.startsWith(name) ? game : `${name} ${game}`;
}

/**
 * The state's name for a code (any case); unknown codes are returned upper-cased.
 *
 * @example
 * ```ts
 * import { stateName } from '@pick3/core';
 * stateName('ga'); // 'Georgia'
 * stateName('ME'); // 'Maine/NH/VT'
 * ```
 */
export function stateName(code: string): string {
  const upper = String(code).toUpperCase();
  return BY_CODE.get(upper)?.name ?? upper;
}

/**
 * The languages a state's page is written in.
 *
 * @example
 * ```ts
 * import type { PageLanguage } from '@pick3/core';
 * const language: PageLanguage = 'es';
 * ```
 */
export type PageLanguage = 'en' | 'es';

/**
 * The title and description of a state's page (the product is a free analysis web application):
 * one wording for the page the server sends and the one the app shows, so a shared link reads the
 * same before and after the app starts. The server may append what is stored for the state. In
 * Spanish the game keeps its own name (Pick 3, Cash 3, Daily 3): it is what players look for.
 *
 * @example
 * ```ts
 * import { statePageCopy } from '@pick3/core';
 * statePageCopy('GA').title; // 'Georgia Cash 3 Analysis: Repeats, Removed and Remaining Numbers'
 * statePageCopy('GA', 'es').title; // 'Análisis de Georgia Cash 3: repeticiones, números eliminados y restantes'
 * ```
 */
export function statePageCopy(
  code: string,
  language: PageLanguage = 'en',
): { title: string; description: string } {
  const game = gameName(code);
  if (language === 'es') {
    return {
      title: `Análisis de ${game}: repeticiones, números eliminados y restantes`,
      description:
        `Análisis gratis de ${game} para ${stateName(code)}: sorteos pasados por horario, ` +
        'repeticiones con su intervalo, números Box eliminados y restantes de 220, y filtros de patrones de dígitos.',
    };
  }
  return {
    title: `${game} Analysis: Repeats, Removed and Remaining Numbers`,
    description:
      `Free ${game} analysis for ${stateName(code)}: past draws by draw time, repeats with gaps, ` +
      'removed and remaining box numbers of 220, and digit-pattern filters.',
  };
}

/**
 * The schema.org structured data (JSON-LD) of a state's page, for the page the server sends and the
 * one the app shows: one shape, so search engines read the same before and after the app starts.
 * `description` is the page's own (the server appends what is stored); `url` where the page's address
 * is known.
 *
 * @example
 * ```ts
 * import { statePageCopy, statePageJsonLd } from '@pick3/core';
 * const { description } = statePageCopy('GA', 'es');
 * statePageJsonLd('GA', 'es', description).name; // 'Análisis de Georgia Cash 3'
 * ```
 */
export function statePageJsonLd(
  code: string,
  language: PageLanguage,
  description: string,
  url?: string,
): Record<string, unknown> {
  const game = gameName(code);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: language === 'es' ? `Análisis de ${game}` : `${game} Analysis`,
    description,
    inLanguage: language,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    about: { '@type': 'Thing', name: game },
    spatialCoverage: { '@type': 'Place', name: stateName(code) },
    ...(url ? { url } : {}),
  };
}
