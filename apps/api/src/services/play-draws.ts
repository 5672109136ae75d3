// Every play is for a draw (issue 25): the draw a play bought now is for (core's purchaseDraw, from
// the state's schedule and the sales cutoff), and the states whose stored data is older than their
// schedule says (core's freshness through app.states), which the basket names and checkout makes
// the player confirm.
import type { FastifyInstance } from 'fastify';
import { parseDrawTime, purchaseDraw } from '@pick3/core';
import type { OlderData, PlayDraw } from '@pick3/contract';

/** The draw a play of `state` at `drawTime` (a label such as 'Evening', or a code) bought at `now` is for. */
export function drawOfPlay(state: string, drawTime: string, now: Date): PlayDraw | null {
  const draw = purchaseDraw(state, parseDrawTime(drawTime), now);
  return draw === null ? null : { date: draw.date, drawTime: draw.drawTime };
}

/**
 * Those of `states` whose stored data is stale or behind at `now`, each with its newest stored draw.
 * A state with nothing stored is left out: no number of it comes from older data.
 */
export async function olderDataOf(
  app: FastifyInstance,
  states: readonly string[],
  now: Date,
): Promise<OlderData[]> {
  const out: OlderData[] = [];
  for (const code of [...new Set(states)].sort()) {
    const summary = await app.states.get(code, now);
    if (summary === undefined || summary.latestDraw === null) continue;
    if (summary.status !== 'stale' && summary.status !== 'behind') continue;
    out.push({ state: code, status: summary.status, latestDraw: summary.latestDraw });
  }
  return out;
}
