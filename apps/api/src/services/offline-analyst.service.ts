// The AI helper without a model: question-intents.ts reads the last user message (English or
// Spanish) as one intent; this file answers it with that intent's answer (one file of
// offline-analyst/ per family of intents), from the same tools the model would call (and the
// helper's facts in chat-facts.ts), each figure beside its chance baseline, in the page's language
// (its dates and draw names too), about the state the question names or else the page's state, and
// says how old the data is when it is stale. It always says that it is offline. Anything else gets a
// short menu of what it can answer, never an invented fact.
import { isPick3Error, POOL_STATE } from '@pick3/core';
import { ChatToolError, type ChatToolContext } from './chat-tools.service.js';
import { ANALYST_TEXTS, numberText, type AnalystLanguage } from './offline-analyst.texts.js';
import { looksSpanish, readQuestion, stateIn, type IntentKind } from './question-intents.js';
import { latestAnswer, repeatAnswer } from './offline-analyst/draw-answers.js';
import {
  backtestAnswer,
  poolAnswer,
  remainingAnswer,
} from './offline-analyst/elimination-answers.js';
import {
  prizeAnswer,
  prizesAnswer,
  shouldAnswer,
  winningsAnswer,
} from './offline-analyst/money-answers.js';
import { historyAnswer, lookupAnswer, numberHeatAnswer } from './offline-analyst/number-answers.js';
import { combinationsAnswer, oddsAnswer } from './offline-analyst/odds-answers.js';
import type { Answer, Question } from './offline-analyst/question.js';
import {
  dueAnswer,
  frequencyAnswer,
  hotColdAnswer,
  notDrawnAnswer,
} from './offline-analyst/statistics-answers.js';
import { dateText } from './offline-analyst/wording.js';

export const OFFLINE_NOTICE = ANALYST_TEXTS.en.notice;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface OfflineOptions {
  /** The page's instruction text: a state it names counts when the question names none. */
  system?: string;
  /** The page's language; without it, the question's. */
  language?: AnalystLanguage | undefined;
}

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
