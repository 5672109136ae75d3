// Answers from the rules of the game alone: the odds of a play and how many combinations there are.
import { callChatTool } from '../chat-tools.service.js';
import { ANALYST_TEXTS, numberText } from '../offline-analyst.texts.js';
import { words } from '../question-intents.js';
import type { Answer } from './question.js';
import { placeOf } from './wording.js';

export const oddsAnswer: Answer = async (q, ctx) => {
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

export const combinationsAnswer: Answer = async (q, ctx) => {
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
