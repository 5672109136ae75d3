// The AI helper without a model: it recognises a few intents in the last user message ("last draws
// GA", "is 123 a repeat", "remaining numbers", "odds", a bare number, "when did 123 last hit", "what
// numbers are due", "digit frequency", "backtest"), answers them from the same tools the model would
// call, each with its chance baseline, and always says that it is offline. Anything else gets a short menu
// of what it can answer, never an invented fact.
import { gameName, isKnownState, STATES, type DrawTimeCode } from '@pick3/core';
import {
  backtest,
  ChatToolError,
  checkRepeat,
  digitFrequency,
  dueNumbers,
  latestDraws,
  lookupNumber,
  numberHistory,
  ODDS_NOTE,
  odds,
  remainingNumbers,
  type ChatToolContext,
} from './chat-tools.service.js';

export const OFFLINE_NOTICE = 'AI model offline — answering from the data directly.';

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
]);

/** The state a message names (code or name), else undefined. */
export function stateIn(text: string): string | undefined {
  for (const token of text.match(/\b[A-Z]{2}\b/g) ?? []) if (isKnownState(token)) return token;
  const lower = text.toLowerCase();
  for (const s of STATES) {
    const name = s.name.toLowerCase();
    if (s.code.length === 2 && !name.includes('/') && new RegExp(`\\b${name}\\b`).test(lower))
      return s.code;
  }
  for (const token of lower.match(/\b[a-z]{2}\b/g) ?? []) {
    const code = token.toUpperCase();
    if (!WORD_CODES.has(code) && isKnownState(code)) return code;
  }
  return undefined;
}

// Counts written as "last 100", "over 365 draws" or "depth 50": sizes, never the number asked about.
const COUNT_PHRASE =
  /\b(?:last|past|newest|latest|over|depth|window|evaluat\w*|top)\s+(?:the\s+)?(?:last\s+|newest\s+)?\d{1,4}\b|\b\d{1,4}\s+draws\b/gi;

/** The three-digit number a message asks about (a count such as "last 100" is not one). */
export function numberIn(text: string): string | undefined {
  return /(?<![\d.])(\d{3})(?![\d.])/.exec(text.replace(COUNT_PHRASE, ' '))?.[1];
}

/** The draw time a message names ("evening", "midday"…), else undefined (all draw times). */
export function drawTimeIn(text: string): DrawTimeCode | undefined {
  const t = text.toLowerCase();
  if (/\bmorning\b/.test(t)) return 'MORN';
  if (/\b(midday|mid-day|daytime|day draws?)\b/.test(t)) return 'DAY';
  if (/\b(evening|eve)\b/.test(t)) return 'EVE';
  if (/\b(night|nite)\b/.test(t)) return 'NITE';
  return undefined;
}

/** The count after one of `words` ("last 50", "depth 20"), else undefined. */
export function countAfter(text: string, words: string): number | undefined {
  const match = new RegExp(
    `\\b(?:${words})\\s+(?:the\\s+)?(?:last\\s+|newest\\s+)?(\\d{1,4})\\b`,
    'i',
  ).exec(text);
  return match === null ? undefined : Number(match[1]);
}

export function intentOf(text: string): OfflineIntent {
  const t = text.toLowerCase();
  const hasNumber = numberIn(text) !== undefined;
  if (/\b(odds|chances?|probabilit\w*|likely|likelihood)\b/.test(t)) return 'odds';
  if (
    /\b(which|what) states\b|\bcoverage\b|\bcovered\b|\bup to date\b|\bhow (fresh|current|recent) is\b|\bstale\b/.test(
      t,
    )
  )
    return 'coverage';
  if (/\bback-?test\w*\b/.test(t)) return 'backtest';
  if (
    hasNumber &&
    /\b(when|how often|how many times|times|last (hit|seen|drawn|came|come|out)|hit|skips?|since|history|frequen\w*|due|overdue)\b/.test(
      t,
    )
  )
    return 'history';
  if (/\bdigits?\b/.test(t) && /\b(frequen\w*|often|counts?|hot|cold|most|least)\b/.test(t))
    return 'frequency';
  if (/\bfrequen\w*\b/.test(t) && !hasNumber) return 'frequency';
  if (/\b(due|overdue|skips?|sleeping|longest (gap|skip)s?)\b/.test(t) && !hasNumber) return 'due';
  if (/\brepeat\w*|drawn before|hit before|came (out|up) before|been drawn/.test(t) && hasNumber)
    return 'repeat';
  if (/\b(remaining|remain|eliminat\w*|removed|left to play|play numbers)\b/.test(t))
    return 'remaining';
  if (/\b(last|latest|recent|newest|results?|draws?|winning|winners?)\b/.test(t)) return 'latest';
  if (hasNumber) return 'lookup';
  return 'help';
}

const fmt = (x: number | null) =>
  x === null ? 'n/a' : x.toLocaleString('en-US', { maximumFractionDigits: 1 });
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** A number's straight and box history in a state, each figure beside its chance expectation. */
function historyText(r: Awaited<ReturnType<typeof numberHistory>>): string {
  const where = `${r.game}${r.drawTime === 'all' ? '' : ` ${r.drawTime}`} draws`;
  if (r.drawsCounted === 0) return `No ${where} are stored yet.`;
  const figures = (label: string, f: typeof r.straight) =>
    f.lastHit === null
      ? `${label}: never drawn in ${fmt(r.drawsCounted)} draws (chance expects one hit every ${fmt(f.expectedSkip)} draws).`
      : `${label}: last hit ${f.lastHit.date} ${f.lastHit.time} as ${f.lastHit.number}, ${f.drawsSinceLastAtLeast ? `at least ${fmt(f.drawsSinceLast)} draws ago (the history has a hole since)` : `${fmt(f.drawsSinceLast)} draw(s) ago`}; ` +
        `drawn ${fmt(f.timesDrawn)} time(s); average skip ${f.averageSkip === null ? 'n/a (one hit)' : fmt(f.averageSkip)}, ` +
        `longest ${f.longestSkip === null ? 'n/a' : fmt(f.longestSkip)}, against ${fmt(f.expectedSkip)} expected by chance.`;
  return (
    `${r.number} (box ${r.box}, ${r.digitType}) in ${fmt(r.drawsCounted)} ${where}:\n` +
    `${figures('Straight', r.straight)}\n${figures('Box', r.boxPlay)}\n${r.note}`
  );
}

const list = (items: readonly string[], max: number) =>
  items.length > max
    ? `${items.slice(0, max).join(', ')} … (${items.length - max} more)`
    : items.join(', ');

/** The whole offline answer to the conversation, as text. */
export async function offlineAnswer(
  messages: readonly ChatTurn[],
  ctx: ChatToolContext,
  system = '',
): Promise<string> {
  const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const state = stateIn(question) ?? stateIn(system) ?? ctx.defaultState;
  const number = numberIn(question);
  const intent = intentOf(question);
  let body: string;
  try {
    body = await answer(intent, { question, state, number, drawTime: drawTimeIn(question) }, ctx);
  } catch (error) {
    if (!(error instanceof ChatToolError)) throw error;
    body = error.message;
  }
  return `${OFFLINE_NOTICE}\n\n${body}`;
}

async function answer(
  intent: OfflineIntent,
  q: {
    question: string;
    state: string;
    number: string | undefined;
    drawTime: DrawTimeCode | undefined;
  },
  ctx: ChatToolContext,
): Promise<string> {
  switch (intent) {
    case 'odds': {
      const playType = /\bbox\b/i.test(q.question) ? 'box' : 'straight';
      const result = odds({ number: q.number, playType });
      if ('oneIn' in result) {
        return `A ${result.playType} play on ${result.number} (${result.digitType}) wins with probability ${result.chance} — 1 in ${result.oneIn}. ${ODDS_NOTE}`;
      }
      return `A straight play wins 1 in 1,000. A box play wins 1 in 166.7 for three different digits, 1 in 333.3 for a double and 1 in 1,000 for a triple. ${ODDS_NOTE}`;
    }
    case 'repeat': {
      const r = await checkRepeat(ctx, { state: q.state, number: q.number });
      if (r.drawsExamined === 0) return `No ${gameName(r.state)} draws are stored yet.`;
      if (r.timesDrawnAsBox === 0) {
        return `${r.number} (box ${r.box}) was not drawn in the last ${r.drawsExamined} ${gameName(r.state)} draws, so it is not a repeat there.`;
      }
      const last = r.occurrences[0];
      return (
        `${r.number} (box ${r.box}) was drawn ${r.timesDrawnAsBox} time(s) as a box in the last ${r.drawsExamined} ${gameName(r.state)} draws` +
        `${r.timesDrawnExactly > 0 ? ` (${r.timesDrawnExactly} time(s) exactly as ${r.number})` : ''}` +
        `${r.isRepeat ? ', so it is a repeat' : ', once only, so not a repeat yet'}. ` +
        `Last seen ${last ? `${last.date} ${last.time} as ${last.number}` : 'never'}, ${r.drawsSinceLastSeen} draw(s) ago; ` +
        `the average gap for its digit type is ${r.expectedGapForItsType} draws.`
      );
    }
    case 'remaining': {
      const limit = Number(/\b(?:last|past|newest)\s+(\d{1,3})\b/i.exec(q.question)?.[1] ?? 100);
      const r = await remainingNumbers(ctx, {
        state: q.state,
        limit,
        mode: /\bstraight\b/i.test(q.question) ? 'straight' : 'box',
      });
      return (
        `After removing the ${r.mode} numbers of the last ${r.drawsUsed} ${gameName(r.state)} draws: ${r.totalRemoved} removed, ` +
        `${r.totalRemaining} of ${r.totalCount} remaining: ${list(r.remaining, 60)}. ` +
        `The next draw lands in that set with probability ${r.chanceNextDrawIsRemaining.toFixed(3)} — exactly its share of the 1,000 numbers. ${r.note}`
      );
    }
    case 'latest': {
      const count = Number(/\b(\d{1,2})\b/.exec(q.question.replace(/\b\d{3}\b/g, ''))?.[1] ?? 5);
      const r = await latestDraws(ctx, { state: q.state, count });
      if (r.draws.length === 0) return `No ${r.game} draws are stored yet.`;
      const lines = r.draws.map(
        (d) =>
          `${d.date} ${d.time}: ${d.number}${d.isRepeat && d.lastSeenDate !== 'LAST' ? ` (repeat, last seen ${d.lastSeenDate}, gap ${d.gap})` : ''}`,
      );
      return `Latest ${r.game} draws:\n${lines.join('\n')}`;
    }
    case 'lookup': {
      const r = await lookupNumber(ctx, { number: q.number, state: q.state });
      const history = await numberHistory(ctx, {
        state: q.state,
        number: q.number,
        drawTime: q.drawTime,
      });
      return (
        `${r.number}: box ${r.box} (${r.digitType}), straights ${r.straightCombinations.join(', ')}; ` +
        `pairsum ${r.boxPatterns.pairsum}, high/low ${r.boxPatterns.highLow}, odd/even ${r.boxPatterns.oddEven}, 12SUM ${r.boxPatterns.sum12}, ` +
        `set ${r.boxPatterns.numberSet}, coordinate ${r.boxPatterns.coordinate}.\n${historyText(history)}`
      );
    }
    case 'history': {
      const r = await numberHistory(ctx, {
        state: q.state,
        number: q.number,
        drawTime: q.drawTime,
      });
      return historyText(r);
    }
    case 'due': {
      const count = countAfter(q.question, 'top|first|show') ?? 10;
      const mode = /\bstraights?\b/i.test(q.question) ? 'straight' : 'box';
      const r = await dueNumbers(ctx, { state: q.state, mode, count, drawTime: q.drawTime });
      if (r.drawsCounted === 0) return `No ${r.game} draws are stored yet.`;
      const rows = r.longestCurrentSkips.map(
        (row) =>
          `${row.number} (${row.digitType}): ${row.neverDrawn ? 'never drawn' : `${row.currentSkipAtLeast ? 'at least ' : ''}${fmt(row.currentSkip)} draws since its last hit`}, ` +
          `expected skip ${fmt(row.expectedSkip)}, drawn ${fmt(row.timesDrawn)} time(s)` +
          `${row.longestSkip === null ? '' : `, longest skip ${fmt(row.longestSkip)}`}`,
      );
      return (
        `${r.note}\nLongest current skips (${r.mode}) in ${fmt(r.drawsCounted)} ${r.game}${r.drawTime === 'all' ? '' : ` ${r.drawTime}`} draws:\n` +
        `${rows.join('\n')}\n` +
        `Chi-square of all ${r.mode === 'box' ? '220 box keys' : '1,000 straights'} against a fair draw: ${r.chiSquare} on ${r.degreesOfFreedom} degrees of freedom. ${r.chiSquareReading}`
      );
    }
    case 'frequency': {
      const draws = countAfter(q.question, 'last|past|newest|latest|over') ?? 100;
      const r = await digitFrequency(ctx, { state: q.state, draws, drawTime: q.drawTime });
      if (r.drawsCounted === 0) return `No ${r.game} draws are stored yet.`;
      const lines = r.positions.map(
        (p) =>
          `${p.position[0]!.toUpperCase()}${p.position.slice(1)} digit: ${p.counts.map((c, d) => `${d}:${c}`).join(' ')} ` +
          `(most ${p.most.digit} ×${p.most.count}, least ${p.least.digit} ×${p.least.count})`,
      );
      return (
        `Digit frequency by position over the newest ${fmt(r.drawsCounted)} ${r.game}${r.drawTime === 'all' ? '' : ` ${r.drawTime}`} draws ` +
        `(chance expects ${fmt(r.expectedPerDigit)} of each digit per position):\n${lines.join('\n')}\n${r.note}`
      );
    }
    case 'backtest': {
      const depth = countAfter(q.question, 'last|past|newest|latest|depth|eliminat\\w*') ?? 100;
      const evaluate = countAfter(q.question, 'over|evaluat\\w*|testing|tested on') ?? 365;
      const r = await backtest(ctx, { state: q.state, depth, evaluate });
      if (r.evaluated === 0) {
        return `Not enough ${r.game} draws stored to backtest an elimination depth of ${fmt(r.depth)} (it needs more than ${fmt(r.depth)} draws).`;
      }
      return (
        `Backtest of eliminating the last ${fmt(r.depth)} draws, over the ${fmt(r.evaluated)} newest ${r.game} draws (${r.from} to ${r.to}): ` +
        `the next draw's box was among the remaining numbers ${fmt(r.hits)} time(s), a hit rate of ${pct(r.hitRate)}, ` +
        `against a chance rate of ${pct(r.chanceRate)}. ${r.note}`
      );
    }
    case 'coverage':
      return ctx.coverage ?? 'The coverage of the stored data is not known here.';
    case 'help':
      return (
        'I can answer from the stored draws: "last draws GA", "is 123 a repeat in TX", "remaining numbers GA last 50", ' +
        '"odds of 112 box", "when did 123 last hit in TX", "what numbers are due in GA", "digit frequency GA last 100", ' +
        '"backtest last 50 GA", or just a number like "610".'
      );
  }
}
