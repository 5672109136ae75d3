// A question as the offline analyst answers it (its intent, text, state and language), what an
// answer to one is, and the tool arguments read from it.
import { MAX_WINDOW_SIZE } from '@pick3/core';
import type { ChatToolContext } from '../chat-tools.service.js';
import type { AnalystLanguage } from '../offline-analyst.texts.js';
import { drawCountIn, type Intent } from '../question-intents.js';

/** A question read, with the state and language it is answered in. */
export interface Question extends Intent {
  text: string;
  state: string;
  language: AnalystLanguage;
}

/** Answers one intent's question, from the chat tools, as text in the question's language. */
export type Answer = (q: Question, ctx: ChatToolContext) => Promise<string>;

/** The number a number-intent needs: recognised intents with a number only, so it is there. */
export const numberOf = (q: Question) => q.number!;
export const drawTimeArg = (q: Question) =>
  q.drawTime === undefined ? {} : { drawTime: q.drawTime };

export const windowOf = (q: Question) => Math.min(MAX_WINDOW_SIZE, drawCountIn(q.text) ?? 100);
