import { compareDraws, isoToUs, type StateDraw } from '../dates/dates.js';
import { DRAW_TIME_LABELS, type DrawTimeCode } from '../draw-times/draw-times.js';
import { gameName, stateName } from '../states/states.js';
import { freshness, type FreshnessStatus } from './freshness.js';
import { missingDraws, type MissingRun } from './missing-draws.js';

/**
 * What a state's stored history covers, against its draw schedule: the figures the API's
 * `/api/states/:code/coverage` answers and the data section of the docs states.
 *
 * @example
 * ```ts
 * import type { StateCoverageReport } from '@pick3/core';
 * const stale = (r: StateCoverageReport) => r.status === 'stale';
 * ```
 */
export interface StateCoverageReport {
  state: string;
  name: string;
  game: string;
  draws: number;
  firstDate: string;
  latestDraw: { date: string; drawTime: DrawTimeCode };
  status: FreshnessStatus;
  /** Scheduled draws between the first and the newest stored draw that are not stored. */
  totalMissing: number;
  /** The longest runs of missing draws, longest first (at most `largest`). */
  largestGaps: MissingRun[];
}

/**
 * The coverage of each state's draws at `asOf`, states in code order. States without draws are
 * absent (the caller knows the full list of states).
 *
 * @example
 * ```ts
 * import { coverageReport } from '@pick3/core';
 * const [ga] = coverageReport(gaDraws, new Date('2026-11-23T12:00:00Z'));
 * ga.largestGaps[0]; // the longest run of missing Georgia draws
 * ```
 */
export function coverageReport(
  draws: Iterable<Pick<StateDraw, 'state' | 'date' | 'drawTime'>>,
  asOf: Date,
  options: { largest?: number } = {},
): StateCoverageReport[] {
  const byState = new Map<string, Array<Pick<StateDraw, 'date' | 'drawTime'>>>();
  for (const d of draws) {
    let list = byState.get(d.state);
    if (list === undefined) byState.set(d.state, (list = []));
    list.push({ date: d.date, drawTime: d.drawTime });
  }
  return [...byState.keys()].sort().map((state) => {
    const list = byState.get(state)!.sort(compareDraws);
    const first = list[0]!;
    const latest = list[list.length - 1]!;
    const missing = missingDraws(state, list, { first, last: latest });
    return {
      state,
      name: stateName(state),
      game: gameName(state),
      draws: list.length,
      firstDate: first.date,
      latestDraw: { date: latest.date, drawTime: latest.drawTime },
      status: freshness(state, latest, asOf).status,
      totalMissing: missing.reduce((total, run) => total + run.count, 0),
      largestGaps: [...missing]
        .sort((a, b) => b.count - a.count || (a.from < b.from ? -1 : 1))
        .slice(0, options.largest ?? 3),
    };
  });
}

const number = (n: number) => n.toLocaleString('en-US');
const gap = (run: MissingRun) =>
  `${DRAW_TIME_LABELS[run.drawTime]} ${isoToUs(run.from)}–${isoToUs(run.to)} (${number(run.count)})`;

/**
 * The report as a Markdown table, one row per state.
 *
 * @example
 * ```ts
 * import { coverageMarkdown, coverageReport } from '@pick3/core';
 * coverageMarkdown(coverageReport(draws, asOf)); // '| state | game | draws | ...'
 * ```
 */
export function coverageMarkdown(report: readonly StateCoverageReport[]): string {
  const rows = report.map(
    (r) =>
      `| ${r.name} (${r.state}) | ${r.game} | ${number(r.draws)} | ${isoToUs(r.firstDate)} | ` +
      `${isoToUs(r.latestDraw.date)} ${DRAW_TIME_LABELS[r.latestDraw.drawTime]} | ${r.status} | ` +
      `${number(r.totalMissing)} | ${r.largestGaps.map(gap).join('; ') || '—'} |`,
  );
  return [
    '| state | game | draws | first | newest | status | missing | largest gaps |',
    '| --- | --- | ---: | --- | --- | --- | ---: | --- |',
    ...rows,
  ].join('\n');
}
