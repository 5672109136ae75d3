// Every play is for a draw (issue 25): the draw a play bought now is for (core's purchaseDraw, from
// the state's schedule and the sales cutoff), and the states whose stored data is older than their
// schedule says (core's freshness through deps.states), which the basket names and checkout makes
// the player confirm.
import { parseDrawTime, purchaseDraw } from '@pick3/core';
import type { DataAsOf, OlderData, PlayDraw } from '@pick3/contract';
import type { ServiceDeps } from './deps.js';

/** The draw a play of `state` at `drawTime` (a label such as 'Evening', or a code) bought at `now` is for. */
export function drawOfPlay(state: string, drawTime: string, now: Date): PlayDraw | null {
  const draw = purchaseDraw(state, parseDrawTime(drawTime), now);
  return draw === null ? null : { date: draw.date, drawTime: draw.drawTime };
}

/**
 * The newest stored draw of each of `states` and how fresh it is at `now`: the data a play's numbers
 * come from. A state with nothing stored is left out: no number of it comes from stored data.
 */
export async function dataAsOf(
  deps: Pick<ServiceDeps, 'states'>,
  states: readonly string[],
  now: Date,
): Promise<DataAsOf[]> {
  const out: DataAsOf[] = [];
  for (const code of [...new Set(states)].sort()) {
    const summary = await deps.states.get(code, now);
    if (summary === undefined || summary.latestDraw === null || summary.status === 'empty')
      continue;
    out.push({ state: code, status: summary.status, latestDraw: summary.latestDraw });
  }
  return out;
}

/** Those of `states` whose stored data is stale or behind at `now`, each with its newest stored draw. */
export async function olderDataOf(
  deps: Pick<ServiceDeps, 'states'>,
  states: readonly string[],
  now: Date,
): Promise<OlderData[]> {
  return (await dataAsOf(deps, states, now)).flatMap((d) =>
    d.status === 'live' ? [] : [{ ...d, status: d.status }],
  );
}
