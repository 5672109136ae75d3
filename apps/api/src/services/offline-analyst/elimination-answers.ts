// Answers on elimination: the numbers remaining after the newest draws, a Georgia pool's remaining
// numbers and the backtest of elimination.
import { DEFAULT_POOL_DRAW_TIME, MAX_WINDOW_SIZE } from '@pick3/core';
import { callChatTool } from '../chat-tools.service.js';
import { ANALYST_TEXTS, numberText, percent } from '../offline-analyst.texts.js';
import { countAfter, words } from '../question-intents.js';
import type { Answer } from './question.js';
import { placeOf, dateText, drawName, list } from './wording.js';

export const remainingAnswer: Answer = async (q, ctx) => {
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

export const poolAnswer: Answer = async (q, ctx) => {
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

export const backtestAnswer: Answer = async (q, ctx) => {
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
