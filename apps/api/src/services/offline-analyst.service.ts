// The AI helper without a model: question-intents.ts reads the last user message (English or
// Spanish) as one intent; this file answers it from the same tools the model would call (and the
// helper's facts in chat-facts.ts), each figure beside its chance baseline, in the page's language
// (its dates and draw names too), about the state the question names or else the page's state, and
// says how old the data is when it is stale. It always says that it is offline. Anything else gets a
// short menu of what it can answer, never an invented fact.
import {
  addDays,
  DEFAULT_POOL_DRAW_TIME,
  drawTimeWord,
  formatDate,
  gameName,
  isIsoDate,
  isPick3Error,
  MAX_WINDOW_SIZE,
  parseDrawTime,
  POOL_STATE,
  stateName,
  usToIso,
  type DrawTimeCode,
} from '@pick3/core';
import { callChatTool, ChatToolError, type ChatToolContext } from './chat-tools.service.js';
import {
  ANALYST_TEXTS,
  dollars,
  numberText,
  percent,
  type AnalystLanguage,
} from './offline-analyst.texts.js';
import {
  countAfter,
  drawCountIn,
  looksSpanish,
  readQuestion,
  stateIn,
  words,
  type Intent,
  type IntentKind,
  type Period,
} from './question-intents.js';

export const OFFLINE_NOTICE = ANALYST_TEXTS.en.notice;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The state's game as players name it, with the state when the game's name lacks it ("New York Numbers"). */
export function placeOf(state: string): string {
  const game = gameName(state);
  const name = stateName(state);
  return game.includes(name) ? game : `${name} ${game}`;
}

/**
 * The one place the helper writes a date (ISO or the tools' M/D/YYYY), through core's formatter:
 * m/d/yyyy in English, d/m/yyyy in Spanish, as every screen writes it.
 */
export function dateText(date: string, language: AnalystLanguage): string {
  return formatDate(isIsoDate(date) ? date : usToIso(date), language);
}

/** A draw time (code or the tools' English label) as the page's language names it in that state. */
function drawName(state: string, time: string, language: AnalystLanguage): string {
  return drawTimeWord(state, parseDrawTime(time), language);
}

/** "9/11/2026 Noche": a draw's date and draw time in the page's language. */
function drawWhen(state: string, date: string, time: string, language: AnalystLanguage): string {
  return `${dateText(date, language)} ${drawName(state, time, language)}`;
}

/** At most `max` items, then how many more, in the page's language. */
const list = (language: AnalystLanguage, items: readonly string[], max: number) =>
  items.length > max
    ? `${items.slice(0, max).join(', ')} … ${ANALYST_TEXTS[language].more(items.length - max)}`
    : items.join(', ');

export interface OfflineOptions {
  /** The page's instruction text: a state it names counts when the question names none. */
  system?: string;
  /** The page's language; without it, the question's. */
  language?: AnalystLanguage | undefined;
}

/** A question read, with the state and language it is answered in. */
interface Question extends Intent {
  text: string;
  state: string;
  language: AnalystLanguage;
}

type Answer = (q: Question, ctx: ChatToolContext) => Promise<string>;

// Answers from the prize tables and the rules of the game alone: no stored draw, so no stale note.
const WITHOUT_DRAWS = new Set<IntentKind>([
  'odds',
  'combinations',
  'prize',
  'prizes',
  'coverage',
  'help',
]);

/** The whole offline answer to the conversation, as text. */
export async function offlineAnswer(
  messages: readonly ChatTurn[],
  ctx: ChatToolContext,
  options: OfflineOptions = {},
): Promise<string> {
  const text = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const language = options.language ?? (looksSpanish(text) ? 'es' : 'en');
  const T = ANALYST_TEXTS[language];
  const intent = readQuestion(text);
  // The pools are Georgia's, whatever page asks.
  const state =
    intent.kind === 'pool'
      ? POOL_STATE
      : (intent.state ?? stateIn(options.system ?? '') ?? ctx.defaultState);
  const q: Question = { ...intent, text, state, language };
  let body: string;
  try {
    body = await ANSWERS[intent.kind](q, ctx);
  } catch (error) {
    if (!(error instanceof ChatToolError) && !isPick3Error(error)) throw error;
    body = T.toolError(error.message);
  }
  const stale = WITHOUT_DRAWS.has(intent.kind) ? '' : staleNote(ctx, state, language);
  return `${T.notice}\n\n${body}${stale === '' ? '' : `\n${stale}`}`;
}

/** How old the state's data is, in the freshness badge's words, when the badge says stale. */
function staleNote(ctx: ChatToolContext, state: string, language: AnalystLanguage): string {
  const age = ctx.dataAge?.(state);
  if (age?.status !== 'stale' || age.latestDate === null) return '';
  const days = Math.round(
    (Date.parse(`${age.today}T00:00:00Z`) - Date.parse(`${age.latestDate}T00:00:00Z`)) / 86_400_000,
  );
  return ANALYST_TEXTS[language].stale({
    date: dateText(age.latestDate, language),
    days: numberText(language, days),
  });
}

/** The number a number-intent needs: recognised intents with a number only, so it is there. */
const numberOf = (q: Question) => q.number!;
const drawTimeArg = (q: Question) => (q.drawTime === undefined ? {} : { drawTime: q.drawTime });
/** "Texas Pick 3 Night draws" / "sorteos de Texas Pick 3 Noche". */
const whereOf = (q: Question, state: string, time: string) =>
  ANALYST_TEXTS[q.language].historyWhere(
    placeOf(state),
    time === 'all' ? 'all' : drawName(state, time, q.language),
  );
const windowOf = (q: Question) => Math.min(MAX_WINDOW_SIZE, drawCountIn(q.text) ?? 100);

const oddsAnswer: Answer = async (q, ctx) => {
  const T = ANALYST_TEXTS[q.language];
  const n = (x: number | null) => numberText(q.language, x);
  const playType = words('box|cualquier orden').test(q.text) ? 'box' : 'straight';
  if (q.number !== undefined) {
    const r = await callChatTool('odds', { number: q.number, playType }, ctx);
    if ('oneIn' in r) {
      return `${placeOf(q.state)}: ${T.oddsOfPlay({ playType: r.playType, number: r.number, digitType: T.digitType(r.digitType), chance: r.chance, oneIn: n(r.oneIn) })} ${T.oddsNote}`;
    }
  }
  const r = await callChatTool('odds', {}, ctx);
  if (!('box' in r)) return T.oddsNote;
  return `${placeOf(q.state)}: ${T.oddsAny({ straight: n(r.straight.oneIn), single: n(r.box.single.oneIn), double: n(r.box.double.oneIn), triple: n(r.box.triple.oneIn) })} ${T.oddsNote}`;
};

const repeatAnswer: Answer = async (q, ctx) => {
  const T = ANALYST_TEXTS[q.language];
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
    last: last ? `${drawWhen(r.state, last.date, last.time, q.language)} (${last.number})` : '—',
    ago: r.drawsSinceLastSeen,
    gap: r.expectedGapForItsType,
  });
};

const remainingAnswer: Answer = async (q, ctx) => {
  const limit = countAfter(q.text, 'last|past|newest|[uú]ltimos') ?? 100;
  const mode = words('straight').test(q.text) ? 'straight' : 'box';
  const r = await callChatTool('remaining_numbers', { state: q.state, limit, mode }, ctx);
  return ANALYST_TEXTS[q.language].remaining({
    mode: r.mode,
    draws: r.drawsUsed,
    game: placeOf(r.state),
    removed: r.totalRemoved,
    remaining: r.totalRemaining,
    total: r.totalCount,
    list: list(q.language, r.remaining, 60),
    chance: r.chanceNextDrawIsRemaining.toFixed(3),
  });
};

const latestAnswer: Answer = async (q, ctx) => {
  const T = ANALYST_TEXTS[q.language];
  const named = /\b(\d{1,2})\b/.exec(q.text.replace(/\b\d{3}\b/g, ''))?.[1];
  // "the last Texas night draw" is one draw; "the last draws", five.
  const plural = words('draws|results|numbers|winners|sorteos|resultados|n[uú]meros|ganadores');
  const count = Math.min(
    30,
    Math.max(1, named === undefined ? (plural.test(q.text) ? 5 : 1) : Number(named)),
  );
  if (q.drawTime !== undefined) return latestOfOneTime(q, ctx, q.drawTime, count);
  const r = await callChatTool('latest_draws', { state: q.state, count }, ctx);
  if (r.draws.length === 0) return T.noDraws(placeOf(r.state));
  const lines = r.draws.map((d) => {
    const repeat =
      d.isRepeat && d.lastSeenDate !== 'LAST'
        ? T.latestRepeat({ last: dateText(d.lastSeenDate, q.language), gap: d.gap })
        : '';
    return `${drawWhen(r.state, d.date, d.time, q.language)}: ${d.number}${repeat}`;
  });
  return `${T.latestTitle(placeOf(r.state))}\n${lines.join('\n')}`;
};

/** The newest draws of the one draw time a question names ("the last Texas night draw"). */
async function latestOfOneTime(
  q: Question,
  ctx: ChatToolContext,
  drawTime: DrawTimeCode,
  count: number,
): Promise<string> {
  const T = ANALYST_TEXTS[q.language];
  const r = await callChatTool('draw_time_latest', { state: q.state, drawTime, count }, ctx);
  const game = `${placeOf(r.state)} ${drawName(r.state, drawTime, q.language)}`;
  if (r.draws.length === 0) return T.noDraws(game);
  const lines = r.draws.map(
    (d) => `${drawWhen(r.state, d.date, d.drawTime, q.language)}: ${d.number}`,
  );
  return `${T.latestTitle(game)}\n${lines.join('\n')}`;
}

const lookupAnswer: Answer = async (q, ctx) => {
  const T = ANALYST_TEXTS[q.language];
  const number = numberOf(q);
  const r = await callChatTool('lookup_number', { number, state: q.state }, ctx);
  const history = await callChatTool(
    'number_history',
    { state: q.state, number, ...drawTimeArg(q) },
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
  })}\n${historyText(q, history)}`;
};

const historyAnswer: Answer = async (q, ctx) =>
  historyText(
    q,
    await callChatTool(
      'number_history',
      { state: q.state, number: numberOf(q), ...drawTimeArg(q) },
      ctx,
    ),
  );

/** A number's straight and box history in a state, each figure beside its chance expectation. */
function historyText(
  q: Question,
  r: Awaited<ReturnType<typeof callChatTool<'number_history'>>>,
): string {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number | null) => numberText(L, x);
  const where = whereOf(q, r.state, r.drawTime);
  if (r.drawsCounted === 0)
    return T.noDraws(
      r.drawTime === 'all'
        ? placeOf(r.state)
        : `${placeOf(r.state)} ${drawName(r.state, r.drawTime, L)}`,
    );
  const figures = (label: string, f: typeof r.straight) =>
    f.lastHit === null
      ? T.neverDrawn({ label, draws: n(r.drawsCounted), expected: n(f.expectedSkip) })
      : T.lastHit({
          label,
          date: dateText(f.lastHit.date, L),
          time: drawName(r.state, f.lastHit.time, L),
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

const numberHeatAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number) => numberText(L, x);
  const r = await callChatTool(
    'number_heat',
    { state: q.state, number: numberOf(q), draws: windowOf(q), ...drawTimeArg(q) },
    ctx,
  );
  if (r.drawsCounted === 0) return T.noDraws(placeOf(r.state));
  const heat = T.numberHeat({
    number: r.number,
    box: r.box,
    draws: n(r.drawsCounted),
    where: whereOf(q, r.state, r.drawTime),
    straight: r.straightCount,
    expectedStraight: n(r.expectedStraight),
    boxCount: r.boxCount,
    expectedBox: n(r.expectedBox),
    heat: r.heat,
  });
  const last =
    r.lastBoxHit === null
      ? ''
      : ` ${T.lastBoxHit({ when: drawWhen(r.state, r.lastBoxHit.date, r.lastBoxHit.drawTime, L), number: r.lastBoxHit.number })}`;
  return `${heat}${last}\n${T.hotColdNote} ${T.oddsNote}`;
};

const notDrawnAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const mode = words('straights?').test(q.text) ? 'straight' : 'box';
  const r = await callChatTool(
    'numbers_not_drawn',
    { state: q.state, draws: windowOf(q), mode, ...drawTimeArg(q) },
    ctx,
  );
  if (r.drawsCounted === 0) return T.noDraws(placeOf(r.state));
  return T.notDrawn({
    mode: r.mode,
    count: numberText(L, r.notDrawn.length),
    total: numberText(L, r.total),
    draws: numberText(L, r.drawsCounted),
    where: whereOf(q, r.state, r.drawTime),
    list: list(L, r.notDrawn, 60),
    chance: percent(L, r.chanceNextDrawIsOne),
  });
};

/** The dates a period covers, counted back from today in the state's zone (a year: all of it). */
function periodRange(period: Period | undefined, today: string): { from: string; to: string } {
  const year = (y: number) => ({ from: `${y}-01-01`, to: `${y}-12-31` });
  if (period?.kind === 'year') return year(period.year);
  if (period?.kind === 'yearsAgo') return year(Number(today.slice(0, 4)) - period.years);
  return { from: addDays(today, 1 - (period?.days ?? 365)), to: today };
}

const winningsAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  if (q.number === undefined) return T.winningsAsk;
  const today = ctx.dataAge?.(q.state)?.today ?? new Date().toISOString().slice(0, 10);
  const r = await callChatTool(
    'play_winnings',
    {
      state: q.state,
      number: q.number,
      ...q.play,
      ...periodRange(q.period, today),
      ...drawTimeArg(q),
    },
    ctx,
  );
  if (r === null) return T.winningsNone({ game: placeOf(q.state) });
  return `${T.winnings({
    stake: dollars(L, r.play.stake),
    type: r.play.type,
    number: r.play.number,
    game: placeOf(r.state),
    where: whereOf(q, r.state, r.drawTime),
    from: dateText(r.from, L),
    to: dateText(r.to, L),
    plays: numberText(L, r.plays),
    spend: dollars(L, r.spend),
    won: dollars(L, r.won),
    wins: numberText(L, r.wins.length),
    net: dollars(L, r.net),
    expected: dollars(L, r.expectedWon),
  })} ${T.oddsNote}`;
};

const poolAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const drawTime =
    q.drawTime === 'DAY' || q.drawTime === 'EVE' || q.drawTime === 'NITE'
      ? q.drawTime
      : DEFAULT_POOL_DRAW_TIME;
  const r = await callChatTool('pool_remaining', { pool: q.pool!, drawTime }, ctx);
  return ANALYST_TEXTS[L].pool({
    pool: r.pool,
    game: placeOf(r.state),
    time: drawName(r.state, r.drawTime, L),
    draws: numberText(L, r.drawsUsed),
    remaining: r.remaining.length,
    members: r.members,
    list: r.remaining.join(', '),
    chance: percent(L, r.chance),
  });
};

const dueAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number | null) => numberText(L, x);
  const count = Math.min(50, countAfter(q.text, 'top|first|show|primeros') ?? 10);
  const mode = words('straights?').test(q.text) ? 'straight' : 'box';
  const r = await callChatTool(
    'due_numbers',
    { state: q.state, mode, count, ...drawTimeArg(q) },
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
  const reading = r.pValue < 0.05 ? T.chiUnfair(p) : T.chiFair(p);
  return (
    `${T.skipsNote} ${T.oddsNote}\n${T.dueTitle({ mode: r.mode, draws: n(r.drawsCounted), where: whereOf(q, r.state, r.drawTime) })}\n` +
    `${rows.join('\n')}\n` +
    T.chiSquare({ box: r.mode === 'box', chi: r.chiSquare, df: r.degreesOfFreedom, reading })
  );
};

const frequencyAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const draws = Math.min(
    MAX_WINDOW_SIZE,
    countAfter(q.text, 'last|past|newest|latest|over|[uú]ltimos') ?? 100,
  );
  const r = await callChatTool(
    'digit_frequency',
    { state: q.state, draws, ...drawTimeArg(q) },
    ctx,
  );
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
    `${T.frequencyTitle({ draws: numberText(L, r.drawsCounted), where: whereOf(q, r.state, r.drawTime), expected: numberText(L, r.expectedPerDigit) })}\n` +
    `${lines.join('\n')}\n${T.frequencyNote} ${T.oddsNote}`
  );
};

const hotColdAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number | null) => numberText(L, x);
  const draws = Math.min(
    MAX_WINDOW_SIZE,
    countAfter(q.text, 'last|past|newest|latest|over|[uú]ltimos') ?? 100,
  );
  const r = await callChatTool('hot_cold', { state: q.state, draws, ...drawTimeArg(q) }, ctx);
  if (r.drawsCounted === 0) return T.noDraws(placeOf(r.state));
  const digit = (d: { digit: number; count: number; share: number }) =>
    `${d.digit} (×${d.count}, ${percent(L, d.share)})`;
  const box = (b: { key: string; count: number; expected: number }) =>
    `${b.key} ×${b.count} / ${n(b.expected)}`;
  return [
    T.hotColdTitle({
      draws: n(r.drawsCounted),
      where: whereOf(q, r.state, r.drawTime),
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
};

const combinationsAnswer: Answer = async (q, ctx) => {
  const n = (x: number) => numberText(q.language, x);
  const r = await callChatTool('combinations', {}, ctx);
  const of = (type: string) => r.byDigitType.find((t) => t.digitType === type)!;
  return `${placeOf(q.state)}: ${ANALYST_TEXTS[q.language].combinations({
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
};

const shouldAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number | null) => numberText(L, x);
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
      : T.lastSeen({
          label,
          date: dateText(s.date, L),
          time: drawName(r.state, s.time, L),
          number: s.number,
          ago: n(s.drawsAgo),
        });
  lines.push(seen(T.straightLabel, r.lastSeenStraight));
  lines.push(seen(T.boxLabel, r.lastSeenBox));
  lines.push(`${T.noPattern} ${T.oddsNote}`);
  return lines.join('\n');
};

const prizeAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const r = await callChatTool(
    'play_prize',
    { state: q.state, number: numberOf(q), type: q.play.type, stake: q.play.stake },
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
};

/** The state's $1 prizes: straight, box on three different digits, box on a double. */
const prizesAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const pays = async (number: string, type: 'straight' | 'box') =>
    dollars(
      L,
      (await callChatTool('play_prize', { state: q.state, number, type, stake: 1 }, ctx))
        .prizeExactOrder,
    );
  return `${ANALYST_TEXTS[L].prizes({
    game: placeOf(q.state),
    straight: await pays('123', 'straight'),
    box6: await pays('123', 'box'),
    box3: await pays('112', 'box'),
  })} ${ANALYST_TEXTS[L].oddsNote}`;
};

const backtestAnswer: Answer = async (q, ctx) => {
  const L = q.language;
  const T = ANALYST_TEXTS[L];
  const n = (x: number) => numberText(L, x);
  const depth = Math.min(
    MAX_WINDOW_SIZE,
    countAfter(q.text, 'last|past|newest|latest|depth|eliminat\\p{L}*|[uú]ltimos|profundidad') ??
      100,
  );
  const evaluate = Math.min(
    5000,
    countAfter(q.text, 'over|evaluat\\p{L}*|testing|tested on|en') ?? 365,
  );
  const r = await callChatTool('backtest', { state: q.state, depth, evaluate }, ctx);
  if (r.evaluated === 0) return T.backtestTooShort({ game: placeOf(r.state), depth: n(r.depth) });
  return `${T.backtest({
    depth: n(r.depth),
    evaluated: n(r.evaluated),
    game: placeOf(r.state),
    from: r.from === null ? null : dateText(r.from, L),
    to: r.to === null ? null : dateText(r.to, L),
    hits: n(r.hits),
    hitRate: percent(L, r.hitRate),
    chanceRate: percent(L, r.chanceRate),
  })} ${T.oddsNote}`;
};

const ANSWERS: Record<IntentKind, Answer> = {
  odds: oddsAnswer,
  repeat: repeatAnswer,
  remaining: remainingAnswer,
  pool: poolAnswer,
  latest: latestAnswer,
  lookup: lookupAnswer,
  history: historyAnswer,
  numberHeat: numberHeatAnswer,
  notDrawn: notDrawnAnswer,
  winnings: winningsAnswer,
  due: dueAnswer,
  frequency: frequencyAnswer,
  hotcold: hotColdAnswer,
  combinations: combinationsAnswer,
  should: shouldAnswer,
  prize: prizeAnswer,
  prizes: prizesAnswer,
  backtest: backtestAnswer,
  coverage: async (q, ctx) => {
    const T = ANALYST_TEXTS[q.language];
    return ctx.coverage === undefined ? T.noCoverage : T.coverage(ctx.coverage);
  },
  help: async (q) => ANALYST_TEXTS[q.language].help,
};
