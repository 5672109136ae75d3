// The AI helper without a model: it recognises a few intents in the last user message ("last draws
// GA", "is 123 a repeat", "remaining numbers", "odds", a bare number), answers them from the same
// tools the model would call, and always says that it is offline. Anything else gets a short menu
// of what it can answer, never an invented fact.
import { gameName, isKnownState, STATES } from '@pick3/core';
import {
  ChatToolError,
  checkRepeat,
  latestDraws,
  lookupNumber,
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

export type OfflineIntent = 'latest' | 'repeat' | 'remaining' | 'odds' | 'lookup' | 'coverage' | 'help';

// Two-letter codes that are also everyday English words: only taken as states when written in capitals.
const WORD_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'DE', 'PA', 'AL', 'CO', 'LA', 'MA', 'ID', 'OH', 'MO', 'AS', 'NE', 'MI']);

/** The state a message names (code or name), else undefined. */
export function stateIn(text: string): string | undefined {
  for (const token of text.match(/\b[A-Z]{2}\b/g) ?? []) if (isKnownState(token)) return token;
  const lower = text.toLowerCase();
  for (const s of STATES) {
    const name = s.name.toLowerCase();
    if (s.code.length === 2 && !name.includes('/') && new RegExp(`\\b${name}\\b`).test(lower)) return s.code;
  }
  for (const token of lower.match(/\b[a-z]{2}\b/g) ?? []) {
    const code = token.toUpperCase();
    if (!WORD_CODES.has(code) && isKnownState(code)) return code;
  }
  return undefined;
}

export function numberIn(text: string): string | undefined {
  return /(?<![\d.])(\d{3})(?![\d.])/.exec(text)?.[1];
}

export function intentOf(text: string): OfflineIntent {
  const t = text.toLowerCase();
  const hasNumber = numberIn(text) !== undefined;
  if (/\b(odds|chances?|probabilit\w*|likely|likelihood)\b/.test(t)) return 'odds';
  if (/\b(which|what) states\b|\bcoverage\b|\bcovered\b|\bup to date\b|\bhow (fresh|current|recent) is\b|\bstale\b/.test(t)) return 'coverage';
  if (/\brepeat\w*|drawn before|hit before|came (out|up) before|been drawn/.test(t) && hasNumber) return 'repeat';
  if (/\b(remaining|remain|eliminat\w*|removed|left to play|play numbers)\b/.test(t)) return 'remaining';
  if (/\b(last|latest|recent|newest|results?|draws?|winning|winners?)\b/.test(t)) return 'latest';
  if (hasNumber) return 'lookup';
  return 'help';
}

const list = (items: readonly string[], max: number) =>
  items.length > max ? `${items.slice(0, max).join(', ')} … (${items.length - max} more)` : items.join(', ');

/** The whole offline answer to the conversation, as text. */
export async function offlineAnswer(messages: readonly ChatTurn[], ctx: ChatToolContext, system = ''): Promise<string> {
  const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const state = stateIn(question) ?? stateIn(system) ?? ctx.defaultState;
  const number = numberIn(question);
  const intent = intentOf(question);
  let body: string;
  try {
    body = await answer(intent, { question, state, number }, ctx);
  } catch (error) {
    if (!(error instanceof ChatToolError)) throw error;
    body = error.message;
  }
  return `${OFFLINE_NOTICE}\n\n${body}`;
}

async function answer(
  intent: OfflineIntent,
  q: { question: string; state: string; number: string | undefined },
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
      const r = await remainingNumbers(ctx, { state: q.state, limit, mode: /\bstraight\b/i.test(q.question) ? 'straight' : 'box' });
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
        (d) => `${d.date} ${d.time}: ${d.number}${d.isRepeat && d.lastSeenDate !== 'LAST' ? ` (repeat, last seen ${d.lastSeenDate}, gap ${d.gap})` : ''}`,
      );
      return `Latest ${r.game} draws:\n${lines.join('\n')}`;
    }
    case 'lookup': {
      const r = await lookupNumber(ctx, { number: q.number, state: q.state });
      return (
        `${r.number}: box ${r.box} (${r.digitType}), straights ${r.straightCombinations.join(', ')}; ` +
        `pairsum ${r.boxPatterns.pairsum}, high/low ${r.boxPatterns.highLow}, odd/even ${r.boxPatterns.oddEven}, 12SUM ${r.boxPatterns.sum12}, ` +
        `set ${r.boxPatterns.numberSet}, coordinate ${r.boxPatterns.coordinate}. ` +
        `In the last ${r.history.drawsExamined} ${gameName(r.history.state)} draws it came up ${r.history.timesDrawnAsBox} time(s) as a box.`
      );
    }
    case 'coverage':
      return ctx.coverage ?? 'The coverage of the stored data is not known here.';
    case 'help':
      return (
        'I can answer from the stored draws: "last draws GA", "is 123 a repeat in TX", "remaining numbers GA last 50", ' +
        '"odds of 112 box", or just a number like "610".'
      );
  }
}
