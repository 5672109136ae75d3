// What `npm test` prints again at its end for each failed step: CI shows only the tail of a long log,
// and a failure of a suite that ended early would otherwise scroll out of it, behind the other lanes.
import { stripVTControlCharacters } from 'node:util';

/** How much of a step's output is kept to report from: the tail of a long suite's log, in characters. */
export const KEPT_OUTPUT_CHARS = 400_000;
/** Lines of a failed step's output shown again. */
export const FAILURE_REPORT_LINES = 80;

/**
 * The part of a failed step's output that names its failures, without colours: Vitest's summaries of
 * failed suites and tests (of every package that failed when turbo ran several), or else Playwright's
 * first failure's report onwards, or else the output's last lines.
 */
export function failureReport(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const vitest = lines.flatMap((line, i) => (/Failed (Suites|Tests) \d+/.test(line) ? [i] : []));
  const playwright = lines.findIndex((line) => /^(\S+:\s)?\s+1\) /.test(line));
  const starts =
    vitest.length > 0
      ? vitest
      : [playwright !== -1 ? playwright : Math.max(0, lines.length - FAILURE_REPORT_LINES)];
  const each = Math.max(20, Math.floor(FAILURE_REPORT_LINES / starts.length));
  return starts.map((from) => lines.slice(from, from + each).join('\n')).join('\n');
}
