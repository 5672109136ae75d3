// Answers counting the stored draws: the numbers not drawn lately, the longest current skips, digit
// frequency by position and hot and cold.
import { MAX_WINDOW_SIZE } from '@pick3/core';
import { callChatTool } from '../chat-tools.service.js';
import { ANALYST_TEXTS, numberText, percent } from '../offline-analyst.texts.js';
import { countAfter, words } from '../question-intents.js';
import { type Answer, drawTimeArg, windowOf } from './question.js';
import { placeOf, list, whereOf } from './wording.js';

export const notDrawnAnswer: Answer = async (q, ctx) => {
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

export const dueAnswer: Answer = async (q, ctx) => {
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

export const frequencyAnswer: Answer = async (q, ctx) => {
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

export const hotColdAnswer: Answer = async (q, ctx) => {
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
