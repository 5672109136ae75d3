// The AI helper without a model: it recognises a few intents in the last user message, in English
// or Spanish ("last draws GA", "hot numbers in Texas evening", "how many box combinations", "should I
// play 777", "what does a $1 box 123 pay in Georgia", "is 123 a repeat", "remaining numbers", "odds",
// a bare number, "when did 123 last hit", "what numbers are due", "digit frequency", "backtest"),
// answers them from the same tools the model would call, each with its chance baseline, in the
// page's language, about the state the question names or else the page's state, and always says
// that it is offline. Anything else gets a short menu of what it can answer, never an invented fact.
import {
  gameName,
  isKnownState,
  MAX_WINDOW_SIZE,
  stateName,
  STATES,
  type DrawTimeCode,
  type PrizePlayType,
} from '@pick3/core';
import { callChatTool, ChatToolError, type ChatToolContext } from './chat-tools.service.js';
import {
  ANALYST_TEXTS,
  dollars,
  numberText,
  percent,
  type AnalystLanguage,
} from './offline-analyst.texts.js';

export const OFFLINE_NOTICE = ANALYST_TEXTS.en.notice;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export type OfflineIntent =
  | 'latest'
  | 'repeat'
  | 'remaining'
  | 'odds'
  | 'lookup'
  | 'history'
  | 'due'
  | 'frequency'
  | 'backtest'
  | 'coverage'
  | 'hotcold'
  | 'combinations'
  | 'should'
  | 'prize'
  | 'help';

// Two-letter codes that are also everyday English words: only taken as states when written in capitals.
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
  'VA', // Spanish "va" (goes)
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
function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, 'iu');
}

/** The state a message names (code or name), else undefined. */
export function stateIn(text: string): string | undefined {
  for (const token of text.match(/\b[A-Z]{2}\b/g) ?? []) if (isKnownState(token)) return token;
  const lower = text.toLowerCase();
  for (const [name, code] of NAMES) if (words(name).test(lower)) return code;
  for (const token of lower.match(/\b[a-z]{2}\b/g) ?? []) {
    const code = token.toUpperCase();
    if (!WORD_CODES.has(code) && isKnownState(code)) return code;
  }
  return undefined;
}

// Counts written as "last 100", "over 365 draws" or "depth 50": sizes, never the number asked about.
const COUNT_PHRASE =
  /(?<![\p{L}\d])(?:last|past|newest|latest|over|depth|window|evaluat\p{L}*|top|[uú]ltimos|profundidad)\s+(?:the\s+|los\s+)?(?:last\s+|newest\s+|[uú]ltimos\s+)?\d{1,4}(?!\d)|(?<!\d)\d{1,4}\s+(?:draws|sorteos)(?!\p{L})/giu;

/** The three-digit number a message asks about (a count such as "last 100" is not one). */
export function numberIn(text: string): string | undefined {
  return /(?<![\d.])(\d{3})(?![\d.])/.exec(text.replace(COUNT_PHRASE, ' '))?.[1];
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

export function intentOf(text: string): OfflineIntent {
  const hasNumber = numberIn(text) !== undefined;
  const is = (source: string) => words(source).test(text);
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
  if (!hasNumber && is('combinations?|combos?|combinaciones')) return 'combinations';
  if (is('hot|hottest|cold|coldest|calientes?|fr[ií]os?')) return 'hotcold';
  if (
    hasNumber &&
    is(
      'when|how often|how many times|times|last (?:hit|seen|drawn|came|come|out)|hit|skips?|since|history|frequen\\p{L}*|due|overdue|cu[aá]ndo|cu[aá]ntas veces|sali[oó]|historial|atrasado|veces',
    )
  )
    return 'history';
  if (
    is('digits?|d[ií]gitos?') &&
    is('frequen\\p{L}*|often|counts?|most|least|frecuen\\p{L}*|m[aá]s|menos')
  )
    return 'frequency';
  if (is('frequen\\p{L}*|frecuencia') && !hasNumber) return 'frequency';
  if (
    is('due|overdue|skips?|sleeping|longest (?:gap|skip)s?|atrasados?|vencidos?|intervalos?') &&
    !hasNumber
  )
    return 'due';
  if (
    hasNumber &&
    is(
      'repeat\\p{L}*|drawn before|hit before|came (?:out|up) before|been drawn|repet\\p{L}*|repite',
    )
  )
    return 'repeat';
  if (
    is(
      'remaining|remain|eliminat\\p{L}*|removed|left to play|play numbers|restantes?|quedan|eliminad\\p{L}*|eliminaci[oó]n',
    )
  )
    return 'remaining';
  if (
    is(
      'last|latest|recent|newest|results?|draws?|winning|winners?|[uú]ltimos?|recientes?|resultados?|sorteos?|ganadores?',
    )
  )
    return 'latest';
  if (hasNumber) return 'lookup';
  return 'help';
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

/** The play a prize question describes: "$1 box 123", "50 cent straight/box". */
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

/** The state's game as players name it, with the state when the game's name lacks it ("New York Numbers"). */
export function placeOf(state: string): string {
  const game = gameName(state);
  const name = stateName(state);
  return game.includes(name) ? game : `${name} ${game}`;
}

const list = (items: readonly string[], max: number) =>
  items.length > max
    ? `${items.slice(0, max).join(', ')} … (${items.length - max} more)`
    : items.join(', ');

export interface OfflineOptions {
  /** The page's instruction text: a state it names counts when the question names none. */
  system?: string;
  /** The page's language; without it, the question's. */
  language?: AnalystLanguage | undefined;
}

/** The whole offline answer to the conversation, as text. */
export async function offlineAnswer(
  messages: readonly ChatTurn[],
  ctx: ChatToolContext,
  options: OfflineOptions = {},
): Promise<string> {
  const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const language = options.language ?? (looksSpanish(question) ? 'es' : 'en');
  const text = ANALYST_TEXTS[language];
  const state = stateIn(question) ?? stateIn(options.system ?? '') ?? ctx.defaultState;
  const number = numberIn(question);
  const intent = intentOf(question);
  let body: string;
  try {
    body = await answer(
      intent,
      { question, state, number, drawTime: drawTimeIn(question), language },
      ctx,
    );
  } catch (error) {
    if (!(error instanceof ChatToolError)) throw error;
    body = text.toolError(error.message);
  }
  return `${text.notice}\n\n${body}`;
}

interface Question {
  question: string;
  state: string;
  number: string | undefined;
  drawTime: DrawTimeCode | undefined;
  language: AnalystLanguage;
}

/** The number a number-intent needs: recognised intents with a number only, so it is there. */
const numberOf = (q: Question) => q.number!;

async function answer(intent: OfflineIntent, q: Question, ctx: ChatToolContext): Promise<string> {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number | null) => numberText(L, x);
  const where = (game: string, time: string) => T.historyWhere(game, time);
  const drawTime = q.drawTime === undefined ? {} : { drawTime: q.drawTime };
  switch (intent) {
    case 'odds': {
      const playType = words('box|cualquier orden').test(q.question) ? 'box' : 'straight';
      if (q.number !== undefined) {
        const r = await callChatTool('odds', { number: q.number, playType }, ctx);
        if ('oneIn' in r) {
          return `${placeOf(q.state)}: ${T.oddsOfPlay({ playType: r.playType, number: r.number, digitType: T.digitType(r.digitType), chance: r.chance, oneIn: n(r.oneIn) })} ${T.oddsNote}`;
        }
      }
      const r = await callChatTool('odds', {}, ctx);
      if (!('box' in r)) return T.oddsNote;
      return `${placeOf(q.state)}: ${T.oddsAny({ straight: n(r.straight.oneIn), single: n(r.box.single.oneIn), double: n(r.box.double.oneIn), triple: n(r.box.triple.oneIn) })} ${T.oddsNote}`;
    }
    case 'repeat': {
      const r = await callChatTool('check_repeat', { state: q.state, number: numberOf(q) }, ctx);
      const game = placeOf(r.state);
      if (r.drawsExamined === 0) return T.noDraws(game);
      if (r.timesDrawnAsBox === 0)
        return T.repeatNone({ number: r.number, box: r.box, draws: r.drawsExamined, game });
      const last = r.occurrences[0];
      return T.repeat({
        number: r.number,
        box: r.box,
        times: r.timesDrawnAsBox,
        exactly: r.timesDrawnExactly,
        draws: r.drawsExamined,
        game,
        isRepeat: r.isRepeat,
        last: last ? `${last.date} ${last.time} as ${last.number}` : '—',
        ago: r.drawsSinceLastSeen,
        gap: r.expectedGapForItsType,
      });
    }
    case 'remaining': {
      const limit = countAfter(q.question, 'last|past|newest|[uú]ltimos') ?? 100;
      const r = await callChatTool(
        'remaining_numbers',
        { state: q.state, limit, mode: words('straight').test(q.question) ? 'straight' : 'box' },
        ctx,
      );
      return T.remaining({
        mode: r.mode,
        draws: r.drawsUsed,
        game: placeOf(r.state),
        removed: r.totalRemoved,
        remaining: r.totalRemaining,
        total: r.totalCount,
        list: list(r.remaining, 60),
        chance: r.chanceNextDrawIsRemaining.toFixed(3),
      });
    }
    case 'latest': {
      const count = Number(/\b(\d{1,2})\b/.exec(q.question.replace(/\b\d{3}\b/g, ''))?.[1] ?? 5);
      const r = await callChatTool(
        'latest_draws',
        { state: q.state, count: Math.min(30, Math.max(1, count)) },
        ctx,
      );
      if (r.draws.length === 0) return T.noDraws(placeOf(r.state));
      const lines = r.draws.map(
        (d) =>
          `${d.date} ${d.time}: ${d.number}${d.isRepeat && d.lastSeenDate !== 'LAST' ? T.latestRepeat({ last: d.lastSeenDate, gap: d.gap }) : ''}`,
      );
      return `${T.latestTitle(placeOf(r.state))}\n${lines.join('\n')}`;
    }
    case 'lookup': {
      const number = numberOf(q);
      const r = await callChatTool('lookup_number', { number, state: q.state }, ctx);
      const history = await callChatTool(
        'number_history',
        { state: q.state, number, ...drawTime },
        ctx,
      );
      return `${T.lookup({
        number: r.number,
        box: r.box,
        digitType: T.digitType(r.digitType),
        straights: r.straightCombinations.join(', '),
        pairsum: r.boxPatterns.pairsum,
        highLow: r.boxPatterns.highLow,
        oddEven: r.boxPatterns.oddEven,
        sum12: r.boxPatterns.sum12,
        set: r.boxPatterns.numberSet,
        coordinate: r.boxPatterns.coordinate,
      })}\n${historyText(L, history)}`;
    }
    case 'history': {
      const r = await callChatTool(
        'number_history',
        { state: q.state, number: numberOf(q), ...drawTime },
        ctx,
      );
      return historyText(L, r);
    }
    case 'due': {
      const count = Math.min(50, countAfter(q.question, 'top|first|show|primeros') ?? 10);
      const mode = words('straights?').test(q.question) ? 'straight' : 'box';
      const r = await callChatTool(
        'due_numbers',
        { state: q.state, mode, count, ...drawTime },
        ctx,
      );
      if (r.drawsCounted === 0) return T.noDraws(placeOf(r.state));
      const rows = r.longestCurrentSkips.map((row) =>
        T.dueRow({
          number: row.number,
          digitType: T.digitType(row.digitType),
          never: row.neverDrawn,
          atLeast: row.currentSkipAtLeast,
          skip: n(row.currentSkip),
          expected: n(row.expectedSkip),
          times: n(row.timesDrawn),
          longest: row.longestSkip === null ? null : n(row.longestSkip),
        }),
      );
      const p = r.pValue.toPrecision(3);
      const reading = r.drawsCounted === 0 ? '' : r.pValue < 0.05 ? T.chiUnfair(p) : T.chiFair(p);
      return (
        `${T.skipsNote} ${T.oddsNote}\n${T.dueTitle({ mode: r.mode, draws: n(r.drawsCounted), where: where(placeOf(r.state), r.drawTime) })}\n` +
        `${rows.join('\n')}\n` +
        T.chiSquare({ box: r.mode === 'box', chi: r.chiSquare, df: r.degreesOfFreedom, reading })
      );
    }
    case 'frequency': {
      const draws = Math.min(
        MAX_WINDOW_SIZE,
        countAfter(q.question, 'last|past|newest|latest|over|[uú]ltimos') ?? 100,
      );
      const r = await callChatTool('digit_frequency', { state: q.state, draws, ...drawTime }, ctx);
      if (r.drawsCounted === 0) return T.noDraws(placeOf(r.state));
      const lines = r.positions.map((p) =>
        T.frequencyRow({
          position: p.position,
          counts: p.counts.map((c, d) => `${d}:${c}`).join(' '),
          most: `${p.most.digit} ×${p.most.count}`,
          least: `${p.least.digit} ×${p.least.count}`,
        }),
      );
      return (
        `${T.frequencyTitle({ draws: n(r.drawsCounted), where: where(placeOf(r.state), r.drawTime), expected: n(r.expectedPerDigit) })}\n` +
        `${lines.join('\n')}\n${T.frequencyNote} ${T.oddsNote}`
      );
    }
    case 'hotcold': {
      const draws = Math.min(
        MAX_WINDOW_SIZE,
        countAfter(q.question, 'last|past|newest|latest|over|[uú]ltimos') ?? 100,
      );
      const r = await callChatTool('hot_cold', { state: q.state, draws, ...drawTime }, ctx);
      if (r.drawsCounted === 0) return T.noDraws(placeOf(r.state));
      const digit = (d: { digit: number; count: number; share: number }) =>
        `${d.digit} (×${d.count}, ${percent(L, d.share)})`;
      const box = (b: { key: string; count: number; expected: number }) =>
        `${b.key} ×${b.count} / ${n(b.expected)}`;
      return [
        T.hotColdTitle({
          draws: n(r.drawsCounted),
          where: where(placeOf(r.state), r.drawTime),
          share: percent(L, r.expectedDigitShare),
        }),
        T.hotDigits(r.hotDigits.map(digit).join(', ')),
        T.coldDigits(r.coldDigits.map(digit).join(', ')),
        T.hotBoxes(r.hotBoxes.map(box).join(', ')),
        T.coldBoxes({
          count: n(r.boxesNotDrawn),
          total: n(r.boxCombinations),
          list: r.coldBoxes.map((b) => b.key).join(', '),
        }),
        `${T.hotColdNote} ${T.oddsNote}`,
      ].join('\n');
    }
    case 'combinations': {
      const r = await callChatTool('combinations', {}, ctx);
      const of = (type: string) => r.byDigitType.find((t) => t.digitType === type)!;
      return `${placeOf(q.state)}: ${T.combinations({
        straight: n(r.straight),
        box: n(r.box),
        single: n(of('single').boxCombinations),
        double: n(of('double').boxCombinations),
        triple: n(of('triple').boxCombinations),
        singles: n(of('single').straights),
        doubles: n(of('double').straights),
        triples: n(of('triple').straights),
        singleOrders: n(of('single').ordersEach),
        doubleOrders: n(of('double').ordersEach),
        tripleOrders: n(of('triple').ordersEach),
      })}`;
    }
    case 'should': {
      const r = await callChatTool('should_i_play', { state: q.state, number: numberOf(q) }, ctx);
      const lines = [
        T.shouldTitle({
          number: r.number,
          state: placeOf(r.state),
          box: r.box,
          digitType: T.digitType(r.digitType),
        }),
      ];
      const dollar = (label: string, p: NonNullable<typeof r.straight>) =>
        T.shouldPlay({
          label,
          prize: dollars(L, p.prize),
          oneIn: n(p.oneIn),
          ret: dollars(L, p.expectedReturnPerDollar),
        });
      if (r.straight !== null) lines.push(dollar(T.straightLabel, r.straight));
      lines.push(r.boxPlay === null ? T.noBox(r.number) : dollar(T.boxLabel, r.boxPlay));
      const seen = (label: string, s: typeof r.lastSeenStraight) =>
        s === null
          ? T.neverSeen({ label, draws: n(r.drawsStored) })
          : T.lastSeen({ label, date: s.date, time: s.time, number: s.number, ago: n(s.drawsAgo) });
      lines.push(seen(T.straightLabel, r.lastSeenStraight));
      lines.push(seen(T.boxLabel, r.lastSeenBox));
      lines.push(`${T.noPattern} ${T.oddsNote}`);
      return lines.join('\n');
    }
    case 'prize': {
      const play = playIn(q.question);
      const r = await callChatTool(
        'play_prize',
        { state: q.state, number: numberOf(q), type: play.type, stake: play.stake },
        ctx,
      );
      return (
        T.prize({
          stake: dollars(L, r.stake),
          type: r.type,
          number: r.number,
          state: placeOf(r.state),
          exact: dollars(L, r.prizeExactOrder),
          cost: dollars(L, r.cost),
        }) +
        (r.prizeOtherOrder !== null && r.prizeOtherOrder > 0
          ? T.prizeOther({ other: dollars(L, r.prizeOtherOrder) })
          : '') +
        T.prizeEnd({ ret: dollars(L, r.expectedReturnPerDollar) })
      );
    }
    case 'backtest': {
      const depth = Math.min(
        MAX_WINDOW_SIZE,
        countAfter(
          q.question,
          'last|past|newest|latest|depth|eliminat\\p{L}*|[uú]ltimos|profundidad',
        ) ?? 100,
      );
      const evaluate = Math.min(
        5000,
        countAfter(q.question, 'over|evaluat\\p{L}*|testing|tested on|en') ?? 365,
      );
      const r = await callChatTool('backtest', { state: q.state, depth, evaluate }, ctx);
      if (r.evaluated === 0)
        return T.backtestTooShort({ game: placeOf(r.state), depth: n(r.depth) });
      return `${T.backtest({
        depth: n(r.depth),
        evaluated: n(r.evaluated),
        game: placeOf(r.state),
        from: r.from,
        to: r.to,
        hits: n(r.hits),
        hitRate: percent(L, r.hitRate),
        chanceRate: percent(L, r.chanceRate),
      })} ${T.oddsNote}`;
    }
    case 'coverage':
      return ctx.coverage === undefined ? T.noCoverage : T.coverage(ctx.coverage);
    case 'help':
      return T.help;
  }
}

/** A number's straight and box history in a state, each figure beside its chance expectation. */
function historyText(
  L: AnalystLanguage,
  r: Awaited<ReturnType<typeof callChatTool<'number_history'>>>,
): string {
  const T = ANALYST_TEXTS[L];
  const n = (x: number | null) => numberText(L, x);
  const where = T.historyWhere(placeOf(r.state), r.drawTime);
  if (r.drawsCounted === 0)
    return T.noDraws(r.drawTime === 'all' ? placeOf(r.state) : `${placeOf(r.state)} ${r.drawTime}`);
  const figures = (label: string, f: typeof r.straight) =>
    f.lastHit === null
      ? T.neverDrawn({ label, draws: n(r.drawsCounted), expected: n(f.expectedSkip) })
      : T.lastHit({
          label,
          date: f.lastHit.date,
          time: f.lastHit.time,
          number: f.lastHit.number,
          ago: n(f.drawsSinceLast),
          atLeast: f.drawsSinceLastAtLeast,
          times: n(f.timesDrawn),
          average: f.averageSkip === null ? null : n(f.averageSkip),
          longest: n(f.longestSkip),
          expected: n(f.expectedSkip),
        });
  return (
    `${T.historyTitle({ number: r.number, box: r.box, digitType: T.digitType(r.digitType), draws: n(r.drawsCounted), where })}\n` +
    `${figures(T.straightLabel, r.straight)}\n${figures(T.boxLabel, r.boxPlay)}\n${T.skipsNote} ${T.oddsNote}`
  );
}
