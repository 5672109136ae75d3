// A helper question, in English or Spanish, read as one intent: what is asked (a number's history,
// whether it is hot, numbers not drawn in N draws, what a play would have won, a pool's remaining
// numbers, the latest result of one draw time, prizes and odds…) and about what (state, number,
// draw time, count, period, pool, play). Pure text rules, no data and no Fastify: the offline
// analyst answers the intent from the stored draws.
//
// A state is read only from its name or from its code in a clear form ("in OK", "for TX", "GA
// results"), never from an everyday word that happens to be a code: "OK, is 123 a good number?" is
// not Oklahoma and "¿Qué opina la IA del 123?" is not Iowa.
import {
  isKnownState,
  parsePoolId,
  STATES,
  type DrawTimeCode,
  type PoolId,
  type PrizePlayType,
} from '@pick3/core';

export type IntentKind =
  | 'latest'
  | 'repeat'
  | 'remaining'
  | 'pool'
  | 'odds'
  | 'lookup'
  | 'history'
  | 'numberHeat'
  | 'notDrawn'
  | 'winnings'
  | 'due'
  | 'frequency'
  | 'backtest'
  | 'coverage'
  | 'hotcold'
  | 'combinations'
  | 'should'
  | 'prize'
  | 'prizes'
  | 'help';

/** A period named by a question: a calendar year (absolute or relative to today), or the last N days. */
export type Period =
  | { kind: 'year'; year: number }
  | { kind: 'yearsAgo'; years: 0 | 1 }
  | { kind: 'days'; days: number };

export interface Intent {
  kind: IntentKind;
  /** The state the question names; undefined when it names none (the page's state then). */
  state: string | undefined;
  number: string | undefined;
  /** The draw time the question names; undefined for all draw times. */
  drawTime: DrawTimeCode | undefined;
  pool: PoolId | undefined;
  period: Period | undefined;
  play: { type: PrizePlayType; stake: number };
}

// Two-letter codes that are also everyday words (English "in", "ok", "me"; Spanish "va", "la",
// "de"; "IA", Spanish for AI): taken as states only after a preposition ("in OK", "en IA").
const WORD_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'DE',
  'PA',
  'AL',
  'CO',
  'LA',
  'MA',
  'ID',
  'OH',
  'MO',
  'AS',
  'NE',
  'MI',
  'VA',
  'IA',
]);

// Spanish names of states whose English name a Spanish speaker would not write.
const SPANISH_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['nueva york', 'NY'],
  ['nueva jersey', 'NJ'],
  ['nuevo méxico', 'NM'],
  ['nuevo mexico', 'NM'],
  ['carolina del norte', 'NC'],
  ['carolina del sur', 'SC'],
  ['virginia occidental', 'WV'],
  ['pensilvania', 'PA'],
  ['luisiana', 'LA'],
  ['misuri', 'MO'],
  // eslint-disable-next-line no-restricted-syntax -- Texas's Spanish name, not the default state
  ['tejas', 'TX'],
  ['florída', 'FL'],
];

// Longest names first, so "West Virginia" is not read as Virginia.
const NAMES = [...STATES]
  .filter((s) => s.code.length === 2 && !s.name.includes('/'))
  .map((s) => [s.name.toLowerCase(), s.code] as const)
  .concat(SPANISH_NAMES)
  .sort((a, b) => b[0].length - a[0].length);

/** A whole word or phrase, in any language: JavaScript's \b knows only ASCII letters. */
export function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, 'iu');
}

const PREPOSITION = 'in|for|from|of|at|about|en|para|de|del|desde|sobre';

/** The state a message names (its name, or its code in a clear form), else undefined. */
export function stateIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const [name, code] of NAMES) if (words(name).test(lower)) return code;
  // "in OK", "for tx": a code after a preposition; a code that is also a word only in capitals.
  const afterPreposition = new RegExp(
    `(?<![\\p{L}\\d])(?:${PREPOSITION})\\s+([a-z]{2})(?![\\p{L}\\d])`,
    'giu',
  );
  for (const [, token] of text.matchAll(afterPreposition)) {
    const code = token!.toUpperCase();
    if (isKnownState(code) && (token === code || !WORD_CODES.has(code))) return code;
  }
  // "GA results", "last draws TX": a capital code that is no everyday word.
  for (const token of text.match(/(?<![\p{L}\d])[A-Z]{2}(?![\p{L}\d])/gu) ?? [])
    if (isKnownState(token) && !WORD_CODES.has(token)) return token;
  return undefined;
}

// Counts written as "last 100", "over 365 draws" or "depth 50": sizes, never the number asked about.
const COUNT_PHRASE =
  /(?<![\p{L}\d])(?:last|past|newest|latest|over|depth|window|evaluat\p{L}*|top|[uú]ltimos|profundidad)\s+(?:the\s+|los\s+)?(?:last\s+|newest\s+|[uú]ltimos\s+)?\d{1,4}(?!\d)|(?<!\d)\d{1,4}\s+(?:draws|sorteos|days|d[ií]as)(?!\p{L})/giu;

/** The three-digit number a message asks about (a count such as "last 100" is not one). */
export function numberIn(text: string): string | undefined {
  return /(?<![\d$]|\d[.,])(\d{3})(?!\d|[.,]\d)/.exec(text.replace(COUNT_PHRASE, ' '))?.[1];
}

/** The draw time a message names ("evening", "midday"…), else undefined (all draw times). */
export function drawTimeIn(text: string): DrawTimeCode | undefined {
  if (words('morning|ma[nñ]ana').test(text)) return 'MORN';
  if (words('midday|mid-day|daytime|day draws?|mediod[ií]a|medio d[ií]a').test(text)) return 'DAY';
  if (words('evening|eve|tarde').test(text)) return 'EVE';
  // "esta noche" is "tonight", not the Night draw.
  if (
    words('night|nite').test(text) ||
    (words('noche').test(text) && !words('esta noche').test(text))
  )
    return 'NITE';
  return undefined;
}

/** The count after one of `words` ("last 50", "depth 20"), else undefined. */
export function countAfter(text: string, words: string): number | undefined {
  const match = new RegExp(
    `(?<![\\p{L}\\d])(?:${words})\\s+(?:the\\s+|los\\s+)?(?:last\\s+|newest\\s+|[uú]ltimos\\s+)?(\\d{1,4})(?!\\d)`,
    'iu',
  ).exec(text);
  return match === null ? undefined : Number(match[1]);
}

/** The count of draws a question names: "last 100", "in 200 draws", "últimos 50 sorteos". */
export function drawCountIn(text: string): number | undefined {
  const counted = /(?<!\d)(\d{1,4})\s+(?:draws|sorteos)(?!\p{L})/iu.exec(text);
  return counted === null
    ? countAfter(text, 'last|past|newest|latest|over|[uú]ltimos')
    : Number(counted[1]);
}

/** The pool a question names: "pool 1,1", "pool 2-1", "el pool 1,2". */
export function poolIn(text: string): PoolId | undefined {
  const match = /(?<![\p{L}\d])pool\s*([12])\s*[,-]\s*([12])(?!\d)/iu.exec(text);
  return match === null ? undefined : parsePoolId(`${match[1]}-${match[2]}`);
}

/** The period a "would have won" question names: "last year", "in 2024", "last 30 days". */
export function periodIn(text: string): Period | undefined {
  const year = /(?<!\d)(19\d\d|20\d\d)(?!\d)/.exec(text);
  if (year !== null) return { kind: 'year', year: Number(year[1]) };
  if (words('last year|past year|el a[nñ]o pasado|del a[nñ]o pasado').test(text))
    return { kind: 'yearsAgo', years: 1 };
  if (words('this year|este a[nñ]o').test(text)) return { kind: 'yearsAgo', years: 0 };
  const days = /(?<!\d)(\d{1,4})\s+(?:days|d[ií]as)(?!\p{L})/iu.exec(text);
  if (days !== null) return { kind: 'days', days: Number(days[1]) };
  if (words('last month|past month|el mes pasado|[uú]ltimo mes').test(text))
    return { kind: 'days', days: 30 };
  if (words('last week|past week|la semana pasada|[uú]ltima semana').test(text))
    return { kind: 'days', days: 7 };
  return undefined;
}

/** The play a prize or winnings question describes: "$1 box 123", "50 cent straight/box". */
export function playIn(text: string): { type: PrizePlayType; stake: number } {
  const type: PrizePlayType = words(
    'straight ?/ ?box|straight-box|straight box|exacta ?/ ?cualquier',
  ).test(text)
    ? 'straight-box'
    : words('combo|combinada').test(text)
      ? 'combo'
      : words('front[- ]pair|par delantero').test(text)
        ? 'front-pair'
        : words('back[- ]pair|par trasero').test(text)
          ? 'back-pair'
          : words('split[- ]pair|par dividido').test(text)
            ? 'split-pair'
            : words('box|any order|cualquier orden').test(text)
              ? 'box'
              : 'straight';
  const cents = /(\d{1,2})\s*(?:¢|cents?|centavos?)/i.exec(text);
  const amount = /\$\s?(\d*(?:\.\d{1,2})?)(?![\d.])/.exec(text);
  const stake =
    cents !== null
      ? Number(cents[1]) / 100
      : amount !== null && amount[1] !== ''
        ? Number(amount[1])
        : 1;
  return { type, stake };
}

/** Spanish by its words or its marks, when the page did not say. */
export function looksSpanish(text: string): boolean {
  return (
    /[¿¡ñ]/i.test(text) ||
    words(
      'cu[aá]ntos?|cu[aá]ntas?|cu[aá]ndo|qu[eé]|n[uú]meros|sorteos?|deber[ií]a|jugar|paga|calientes|fr[ií]os|combinaciones|d[ií]gitos|hola',
    ).test(text)
  );
}

/** The questions about money and pools, which the other rules would read as a number's history. */
function moneyOrPoolKind(text: string, is: (source: string) => boolean): IntentKind | undefined {
  if (poolIn(text) !== undefined) return 'pool';
  if (
    is(
      'how much would i have won|would i have won|would have won|would i have made|habr[ií]a ganado|hubiera ganado|habr[ií]as? ganado',
    )
  )
    return 'winnings';
  return undefined;
}

/** The questions about a number's past: its history, its heat, whether it repeats. */
function numberKind(is: (source: string) => boolean): IntentKind | undefined {
  if (is('good number|buen n[uú]mero|qu[eé] opina|what do you think')) return 'should';
  if (is('hot|hottest|cold|coldest|calientes?|fr[ií]os?')) return 'numberHeat';
  if (
    is(
      'when|how often|how many times|times|last (?:hit|seen|drawn|came|come|out)|hit|skips?|since|history|frequen\\p{L}*|due|overdue|cu[aá]ndo|cu[aá]ntas veces|sali[oó]|historial|atrasado|veces',
    )
  )
    return 'history';
  if (
    is(
      'repeat\\p{L}*|drawn before|hit before|came (?:out|up) before|been drawn|repet\\p{L}*|repite',
    )
  )
    return 'repeat';
  return undefined;
}

/** The questions about the draws as a whole: hot and cold, frequencies, skips, numbers not drawn. */
function drawsKind(is: (source: string) => boolean): IntentKind | undefined {
  if (
    is(
      "not (?:been )?(?:drawn|come out|come up|hit|appeared)|(?:haven'?t|have not|didn'?t) (?:been drawn|come out|come up|hit|appeared)|no (?:han )?salido|sin salir|no salieron|no sali[oó]",
    )
  )
    return 'notDrawn';
  if (is('combinations?|combos?|combinaciones')) return 'combinations';
  if (is('hot|hottest|cold|coldest|calientes?|fr[ií]os?')) return 'hotcold';
  if (
    is('digits?|d[ií]gitos?') &&
    is('frequen\\p{L}*|often|counts?|most|least|frecuen\\p{L}*|m[aá]s|menos')
  )
    return 'frequency';
  if (is('frequen\\p{L}*|frecuencia')) return 'frequency';
  if (is('due|overdue|skips?|sleeping|longest (?:gap|skip)s?|atrasados?|vencidos?|intervalos?'))
    return 'due';
  if (is('prizes?|payouts?|pays?|premios?|pagan?')) return 'prizes';
  return undefined;
}

/** What a question asks. */
export function intentOf(text: string): IntentKind {
  const hasNumber = numberIn(text) !== undefined;
  const is = (source: string) => words(source).test(text);
  const money = moneyOrPoolKind(text, is);
  if (money !== undefined) return money;
  if (
    is(
      'should i (?:play|bet)|worth playing|deber[ií]a jugar|debo jugar|conviene jugar|vale la pena jugar',
    )
  )
    return hasNumber ? 'should' : 'odds';
  if (hasNumber && is('pays?|paid|payout|prizes?|pagan?|paga|premios?|pago')) return 'prize';
  if (
    is('odds|chances?|probabilit\\p{L}*|likely|likelihood|probabilidad(?:es)?|posibilidad(?:es)?')
  )
    return 'odds';
  if (
    is(
      '(?:which|what) states|coverage|covered|up to date|how (?:fresh|current|recent) is|stale|qu[eé] estados|cobertura|actualizad[oa]s?',
    )
  )
    return 'coverage';
  if (is('back-?test\\p{L}*')) return 'backtest';
  const kind = hasNumber ? numberKind(is) : drawsKind(is);
  if (kind !== undefined) return kind;
  if (
    is(
      'remaining|remain|eliminat\\p{L}*|removed|left to play|play numbers|restantes?|quedan|eliminad\\p{L}*|eliminaci[oó]n',
    )
  )
    return 'remaining';
  if (
    is(
      'last|latest|recent|newest|results?|draws?|winning|winners?|[uú]ltimos?|[uú]ltimas?|recientes?|resultados?|sorteos?|ganadores?',
    )
  )
    return 'latest';
  if (hasNumber) return 'lookup';
  return 'help';
}

/** The whole question read once: its intent and everything it names. */
export function readQuestion(text: string): Intent {
  return {
    kind: intentOf(text),
    state: stateIn(text),
    number: numberIn(text),
    drawTime: drawTimeIn(text),
    pool: poolIn(text),
    period: periodIn(text),
    play: playIn(text),
  };
}
