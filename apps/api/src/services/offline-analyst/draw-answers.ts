// Answers on a state's newest draws: the latest draws (of one draw time, when named) and whether a
// number's box repeats.
import type { DrawTimeCode } from '@pick3/core';
import { callChatTool, type ChatToolContext } from '../chat-tools.service.js';
import { ANALYST_TEXTS } from '../offline-analyst.texts.js';
import { words } from '../question-intents.js';
import { type Question, type Answer, numberOf } from './question.js';
import { placeOf, dateText, drawName, drawWhen } from './wording.js';

export const repeatAnswer: Answer = async (q, ctx) => {
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

export const latestAnswer: Answer = async (q, ctx) => {
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
