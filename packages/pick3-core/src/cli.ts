import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  analyze,
  backtest,
  classify,
  coverageMarkdown,
  coverageReport,
  STATES,
  DIGIT_FILTERS,
  gameName,
  isPick3Error,
  isoToUs,
  parseAnalysisOptions,
  parseDrawsCsv,
  parseIsoDate,
  parseStateCode,
  parseStraight,
  TIME_FILTERS,
  type AnalysisResponse,
  type BacktestResult,
  type CsvDraw,
} from './index.js';

/** Anything with a `write(text)` method, such as `process.stdout`. */
export interface Output {
  write(text: string): unknown;
}

/** A bad argument or input row: printed as one line on stderr, exit code 2. */
class UsageError extends Error {}

const USAGE = `Usage: pick3 <command> [options]

Commands:
  classify <number> [--box] [--json]
      Every pattern of one number (patterns of the straight, or of its box key with --box).
  analyze --csv <file> [--state XX] [--limit N] [--window W] [--time-filter F]
          [--digit-filter F] [--straight] [--json]
      Repeats, gaps and remaining numbers, exactly as GET /api/lottery-analysis answers.
      --limit 1-730 (default 730), --window 1-1500 (default 1500),
      --time-filter ${TIME_FILTERS.join('|')} (default all),
      --digit-filter ${DIGIT_FILTERS.join('|')} (default all-numbers).
  backtest --csv <file> --limit N [--from YYYY-MM-DD] [--count C] [--state XX] [--json]
      For each draw (from --from), was its box key among those left after eliminating the N draws
      before it? Prints the hit rate against the chance rates. --count caps the draws evaluated.
  coverage --csv <file> [--csv <file> ...] [--as-of YYYY-MM-DD] [--json]
      What the histories cover against each state's draw schedule: draws, first and newest draw,
      freshness at --as-of (default today), missing draws and the largest gaps (Markdown table).

The CSV format is state,game,date,draw_time,number (the shared draw histories).
Exit codes: 0 done, 2 bad arguments or input, 1 unexpected failure.
`;

async function readVersion(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The `pick3` command line. Returns the exit code instead of exiting, so it can run in-process.
 *
 * @example
 * ```ts
 * import { main } from '@pick3/core/cli';
 * const code = await main(['classify', '610', '--json'], process.stdout, process.stderr); // 0
 * ```
 */
export async function main(argv: string[], stdout: Output, stderr: Output): Promise<number> {
  try {
    const [command, ...rest] = argv;
    switch (command) {
      case 'classify':
        return runClassify(rest, stdout);
      case 'analyze':
        return await runAnalyze(rest, stdout);
      case 'backtest':
        return await runBacktest(rest, stdout);
      case 'coverage':
        return await runCoverage(rest, stdout);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        (command === undefined ? stderr : stdout).write(USAGE);
        return command === undefined ? 2 : 0;
      case '--version':
      case '-v':
        stdout.write(`${await readVersion()}\n`);
        return 0;
      default:
        throw new UsageError(
          `unknown command "${command}" (expected classify, analyze, backtest or coverage; see pick3 --help)`,
        );
    }
  } catch (error) {
    if (error instanceof UsageError || isPick3Error(error) || isParseArgsError(error)) {
      stderr.write(`pick3: ${(error as Error).message}\n`);
      return 2;
    }
    stderr.write(
      `pick3: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    error instanceof TypeError && typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')
  );
}

function runClassify(args: string[], stdout: Output): number {
  const { values, positionals } = parseArgs({
    args,
    options: { box: { type: 'boolean' }, json: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new UsageError('classify needs exactly one number, e.g. pick3 classify 610');
  const number = parseStraight(positionals[0]);
  const result = classify(number, { mode: values.box === true ? 'box' : 'straight' });
  if (values.json === true) stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const width = Math.max(...Object.keys(result).map((k) => k.length));
    for (const [k, v] of Object.entries(result)) stdout.write(`${k.padEnd(width)}  ${String(v)}\n`);
  }
  return 0;
}

async function loadDraws(
  file: string | undefined,
  state: string | undefined,
): Promise<{ state: string; rows: CsvDraw[] }> {
  if (file === undefined) throw new UsageError('--csv <file> is required');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  let rows: CsvDraw[];
  try {
    rows = parseDrawsCsv(text).rows;
  } catch (error) {
    if (isPick3Error(error)) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
  const states = [...new Set(rows.map((r) => r.state))];
  if (state === undefined) {
    if (states.length > 1)
      throw new UsageError(
        `${file} holds several states (${states.join(', ')}); choose one with --state`,
      );
    if (states.length === 0) throw new UsageError(`${file} holds no draws`);
    return { state: states[0]!, rows };
  }
  const code = parseStateCode(state);
  const mine = rows.filter((r) => r.state === code);
  if (mine.length === 0)
    throw new UsageError(
      `${file} holds no draws for state ${code} (it has ${states.join(', ') || 'none'})`,
    );
  return { state: code, rows: mine };
}

const FLAG_OF_FIELD: Readonly<Record<string, string>> = {
  limit: '--limit',
  windowSize: '--window',
  timeFilter: '--time-filter',
  digitFilter: '--digit-filter',
};

async function runAnalyze(args: string[], stdout: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      csv: { type: 'string' },
      state: { type: 'string' },
      limit: { type: 'string' },
      window: { type: 'string' },
      'time-filter': { type: 'string' },
      'digit-filter': { type: 'string' },
      straight: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0)
    throw new UsageError(`analyze takes no positional arguments, got "${positionals[0]}"`);
  let options;
  try {
    options = parseAnalysisOptions({
      limit: values.limit,
      windowSize: values.window,
      timeFilter: values['time-filter'],
      digitFilter: values['digit-filter'],
      isBoxMode: values.straight !== true,
    });
  } catch (error) {
    if (
      isPick3Error(error) &&
      error.field !== undefined &&
      FLAG_OF_FIELD[error.field] !== undefined
    ) {
      throw new UsageError(`${FLAG_OF_FIELD[error.field]}: ${error.message}`);
    }
    throw error;
  }
  const { state, rows } = await loadDraws(values.csv, values.state);
  const result = analyze(rows, options, { state });
  if (values.json === true) stdout.write(`${JSON.stringify(result)}\n`);
  else stdout.write(summariseAnalysis(state, result, options.isBoxMode));
  return 0;
}

/** The sentence the web page shows when the draws asked for reach back across a hole. */
function windowLines({ requested, used, gap }: AnalysisResponse['window']): string[] {
  if (gap === null) return [];
  return [
    `The last ${requested} draws reach back to a gap of ${gap.missing} draws (${isoToUs(gap.from)}–${isoToUs(gap.to)}); these statistics use the ${used} draws after it`,
  ];
}

function summariseAnalysis(state: string, result: AnalysisResponse, isBoxMode: boolean): string {
  const { stats, boxAnalysis: box } = result;
  const lines = [
    `${gameName(state)} (${state}), ${isBoxMode ? 'box' : 'straight'} mode`,
    `Draws: ${stats.total} (Morning ${stats.morning}, Day ${stats.day}, Evening ${stats.evening}, Night ${stats.night})`,
    ...windowLines(result.window),
    `Repeats: ${stats.repeats}, unique repeats: ${stats.uniqueRepeats}`,
    `Removed ${box.totalRemoved} of ${box.totalCount}, remaining ${box.totalRemaining}`,
  ];
  if (box.totalRemaining > 0) lines.push(`Remaining: ${box.remainingDisplayNumbers.join(' ')}`);
  const newest = result.draws.slice(0, 10);
  if (newest.length > 0) lines.push('Newest draws:');
  for (const d of newest) {
    // A non-repeat's lastSeenDate is LAST too; the card reads "Non-Repeat" (docs/product-spec.md §2).
    const repeat = !d.isRepeat
      ? 'non-repeat'
      : d.lastSeenDate === 'LAST'
        ? 'repeat, last occurrence'
        : `repeat of ${d.lastSeenDate}, gap ${d.gap}`;
    lines.push(
      `  ${d.date.padEnd(10)} ${d.timeLabel.padEnd(7)} ${d.winner} (box ${d.sortedNumbers}) ${repeat}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function positiveInteger(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,7}$/.test(value) || Number(value) < 1)
    throw new UsageError(`${flag} must be a positive whole number, got "${value}"`);
  return Number(value);
}

async function runBacktest(args: string[], stdout: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      csv: { type: 'string' },
      state: { type: 'string' },
      limit: { type: 'string' },
      from: { type: 'string' },
      count: { type: 'string' },
      json: { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0)
    throw new UsageError(`backtest takes no positional arguments, got "${positionals[0]}"`);
  const window = positiveInteger('--limit', values.limit);
  if (window === undefined)
    throw new UsageError('--limit N is required (how many earlier draws to eliminate)');
  if (window > 1500) throw new UsageError(`--limit must be at most 1500, got ${window}`);
  const limit = positiveInteger('--count', values.count);
  let from: string | undefined;
  if (values.from !== undefined) {
    try {
      from = parseIsoDate(values.from);
    } catch {
      throw new UsageError(`--from must be a date YYYY-MM-DD, got "${values.from}"`);
    }
  }
  const { state, rows } = await loadDraws(values.csv, values.state);
  const result = backtest(rows, { window, from, limit });
  if (values.json === true) stdout.write(`${JSON.stringify(result)}\n`);
  else stdout.write(summariseBacktest(state, window, result));
  return 0;
}

function summariseBacktest(state: string, window: number, r: BacktestResult): string {
  const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;
  const first = r.draws[0];
  const last = r.draws.at(-1);
  return [
    `${gameName(state)} (${state}): eliminate the ${window} draws before each draw`,
    first === undefined || last === undefined
      ? 'No draw evaluated (not enough earlier draws in range).'
      : `Evaluated ${r.evaluated} draws, ${first.date} to ${last.date}`,
    `Hits: ${r.hits} (${pct(r.hitRate)})`,
    `Chance, remaining / 220: ${pct(r.chanceRate)}`,
    `Chance, straights covered / 1,000: ${pct(r.straightChanceRate)}`,
    '',
  ].join('\n');
}

async function runCoverage(args: string[], stdout: Output): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      csv: { type: 'string', multiple: true },
      'as-of': { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  const files = values.csv ?? [];
  if (files.length === 0)
    throw new UsageError('coverage needs --csv <file> (repeat it for several files)');
  const asOfDate = values['as-of'] === undefined ? undefined : parseIsoDate(values['as-of']);
  // Noon UTC of the day asked for: the same day in every US zone.
  const asOf = asOfDate === undefined ? new Date() : new Date(`${asOfDate}T12:00:00Z`);
  const draws: CsvDraw[] = [];
  for (const file of files) draws.push(...parseDrawsCsv(await readFile(file, 'utf8')).rows);
  const report = coverageReport(draws, asOf);
  if (values.json === true) {
    stdout.write(`${JSON.stringify(report)}\n`);
    return 0;
  }
  const covered = new Set(report.map((r) => r.state));
  const without = STATES.filter((s) => !covered.has(s.code)).map((s) => `${s.name} (${s.code})`);
  stdout.write(
    `${coverageMarkdown(report)}\n\nNo draws stored: ${without.length === 0 ? 'none' : without.join(', ')}.\n`,
  );
  return 0;
}
