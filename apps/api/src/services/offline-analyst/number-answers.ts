// Answers on one number: its lookup, its whole-history skips and whether it ran hot or cold lately.
import { callChatTool } from '../chat-tools.service.js';
import { ANALYST_TEXTS, numberText } from '../offline-analyst.texts.js';
import { type Question, type Answer, numberOf, drawTimeArg, windowOf } from './question.js';
import { placeOf, dateText, drawName, drawWhen, whereOf } from './wording.js';

export const lookupAnswer: Answer = async (q, ctx) => {
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

export const historyAnswer: Answer = async (q, ctx) =>
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

export const numberHeatAnswer: Answer = async (q, ctx) => {
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
