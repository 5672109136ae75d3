// Answers on money: "should I play N?", what a play pays, the state's $1 prizes and what one play
// would have won over a period.
import { addDays } from '@pick3/core';
import { callChatTool } from '../chat-tools.service.js';
import { ANALYST_TEXTS, dollars, numberText } from '../offline-analyst.texts.js';
import type { Period } from '../question-intents.js';
import { type Answer, numberOf, drawTimeArg } from './question.js';
import { placeOf, dateText, drawName, whereOf } from './wording.js';

export const shouldAnswer: Answer = async (q, ctx) => {
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

export const prizeAnswer: Answer = async (q, ctx) => {
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
export const prizesAnswer: Answer = async (q, ctx) => {
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

/** The dates a period covers, counted back from today in the state's zone (a year: all of it). */
function periodRange(period: Period | undefined, today: string): { from: string; to: string } {
  const year = (y: number) => ({ from: `${y}-01-01`, to: `${y}-12-31` });
  if (period?.kind === 'year') return year(period.year);
  if (period?.kind === 'yearsAgo') return year(Number(today.slice(0, 4)) - period.years);
  return { from: addDays(today, 1 - (period?.days ?? 365)), to: today };
}

export const winningsAnswer: Answer = async (q, ctx) => {
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
