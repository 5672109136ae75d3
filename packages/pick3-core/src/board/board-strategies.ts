// The board's built-in strategies (issue 37): the ideas the pages show (the default elimination,
// hot, cold, "due"), each turned into one pick per draw, plus a seeded random control, so they are
// tested forward against chance like any player. Each pick is computed only from draws strictly
// before the draw it is for: the caller passes the history, and draws at or after the target are
// dropped here, so a draw added later can never change a past pick.
import { analyze, DEFAULT_ANALYSIS_OPTIONS } from '../analysis/analysis.js';
import { MAX_WINDOW_SIZE } from '../analysis/limits.js';
import { compareDraws, type Draw } from '../dates/dates.js';
import { hotCold } from '../frequency/frequency.js';
import { ALL_STRAIGHTS, digitTypeOf, type Straight } from '../numbers/numbers.js';
import type { PrizePlayType } from '../prizes/prize-tables.js';
import { stakesOf, type PrizePlay } from '../prizes/prizes.js';
import type { DrawSlot } from '../schedules/expected-draws.js';
import { skipsTable } from '../skips/skips.js';

/**
 * The built-in strategies, in the board's order; `random` is the control.
 *
 * @example
 * ```ts
 * import { BOARD_STRATEGIES } from '@pick3/core';
 * BOARD_STRATEGIES[0]; // 'elimination'
 * ```
 */
export const BOARD_STRATEGIES = Object.freeze([
  'elimination',
  'hot',
  'cold',
  'overdue',
  'random',
] as const);

/**
 * One of {@link BOARD_STRATEGIES}.
 *
 * @example
 * ```ts
 * import type { BoardStrategy } from '@pick3/core';
 * const s: BoardStrategy = 'hot';
 * ```
 */
export type BoardStrategy = (typeof BOARD_STRATEGIES)[number];

/**
 * Draws "hot" and "cold" count: the newest 100 before the target.
 *
 * @example
 * ```ts
 * import { HOT_COLD_DRAWS } from '@pick3/core';
 * HOT_COLD_DRAWS; // 100
 * ```
 */
export const HOT_COLD_DRAWS = 100;

/** The one straight (0–999) a string seeds: FNV-1a, so a draw's control pick is reproducible. */
function seededStraight(seed: string): Straight {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return ALL_STRAIGHTS[h % 1000]!;
}

/**
 * The play a strategy makes on a number: a box (the page's mode) at $1 where the state sells it, a
 * straight for a triple (one order: nothing to box).
 */
function strategyPlay(state: string, number: Straight): PrizePlay {
  const type: PrizePlayType = digitTypeOf(number) === 'triple' ? 'straight' : 'box';
  const stakes = stakesOf(state, type);
  return { number, type, stake: stakes.includes(1) ? 1 : stakes[stakes.length - 1]! };
}

/**
 * A strategy's play for the draw `target` of `state`, from `history` (any order; only draws strictly
 * before `target` are used, the newest {@link MAX_WINDOW_SIZE} of them, as the main page reads):
 *
 * - `elimination`: the first number left by the main page's default elimination (box keys not drawn
 *   in the newest 730 draws, across a hole only the draws after it), in the page's list order;
 * - `hot`: the box combination drawn most in the newest 100 draws (ties: list order);
 * - `cold`: the one drawn least against what chance expects of it (count − expected; ties: list order);
 * - `overdue`: the box key whose current skip is longest against its expected skip;
 * - `random`: a straight seeded by state, date and draw time (the control).
 *
 * Null when no draw comes before the target (nothing to compute from), except for `random`.
 *
 * @throws {@link Pick3Error} `INVALID_STATE` or a malformed draw's code.
 * @example
 * ```ts
 * import { strategyPick } from '@pick3/core';
 * strategyPick('random', 'GA', { date: '2025-07-04', drawTime: 'EVE' }, []); // { number: …, type: …, stake: 1 }
 * ```
 */
export function strategyPick(
  strategy: BoardStrategy,
  state: string,
  target: DrawSlot,
  history: readonly Draw[],
): PrizePlay | null {
  if (strategy === 'random') {
    return strategyPlay(state, seededStraight(`${state}:${target.date}:${target.drawTime}`));
  }
  const before = history
    .filter((d) => compareDraws(d, target) < 0)
    .sort(compareDraws)
    .slice(-MAX_WINDOW_SIZE);
  if (before.length === 0) return null;
  return strategyPlay(state, numberOf(strategy, state, before));
}

function numberOf(
  strategy: Exclude<BoardStrategy, 'random'>,
  state: string,
  before: readonly Draw[],
): Straight {
  switch (strategy) {
    case 'elimination': {
      const { remainingNumbers } = analyze(before, DEFAULT_ANALYSIS_OPTIONS, {
        state,
      }).boxAnalysis;
      // Every key drawn in the window: nothing is left, so the list's first key stands in.
      return remainingNumbers[0] ?? hotCold(before).boxes[0]!.key;
    }
    case 'hot':
      return hotCold(before, { newest: HOT_COLD_DRAWS }).boxes[0]!.key;
    case 'cold': {
      const { boxes } = hotCold(before, { newest: HOT_COLD_DRAWS });
      let coldest = boxes[0]!;
      for (const b of boxes)
        if (b.count - b.expected < coldest.count - coldest.expected) coldest = b;
      return coldest.key;
    }
    default: {
      const { rows, draws } = skipsTable(before, { mode: 'box', state });
      let best = rows[0]!;
      const due = (r: (typeof rows)[number]) => (r.currentSkip ?? draws) / r.expectedSkip;
      for (const r of rows) if (due(r) > due(best)) best = r;
      return best.key;
    }
  }
}

/**
 * Every strategy's play for `target`, from the same history (strategies with nothing to compute from
 * are left out).
 *
 * @example
 * ```ts
 * import { strategyPicks } from '@pick3/core';
 * strategyPicks('GA', { date: '2025-07-04', drawTime: 'EVE' }, []).map((p) => p.strategy); // ['random']
 * ```
 */
export function strategyPicks(
  state: string,
  target: DrawSlot,
  history: readonly Draw[],
): Array<{ strategy: BoardStrategy; play: PrizePlay }> {
  const out: Array<{ strategy: BoardStrategy; play: PrizePlay }> = [];
  for (const strategy of BOARD_STRATEGIES) {
    const play = strategyPick(strategy, state, target, history);
    if (play !== null) out.push({ strategy, play });
  }
  return out;
}
