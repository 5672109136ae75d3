import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { DRAW_TIME_LABELS, isIsoDate, isPick3Error, scheduleOf } from '@pick3/core';
import { createDb, DEFAULT_PGLITE_DIR, importHistoryCsv, type Database } from '@pick3/db';
import { FIRST_POLL_MINUTES, planPolls, pollOffsets } from './draw-clock.js';
import { ingest, selectSources, type IngestProgressEvent } from './ingest.js';
import { DEFAULT_CRON, startScheduler } from './scheduler.js';
import { backfill, type BackfillProgress } from './backfill.js';
import { SOURCES } from './sources/registry.js';
import { sourceHealth, sourceHealthJson, type SourceHealth } from './source-health.js';

/** Where the CLI reads its environment and writes; tests pass their own. */
export interface CliIo {
  env?: Readonly<Record<string, string | undefined>>;
  stdout?: (line: string) => void;
  stderr?: (line: string) => void;
  /** Stops `worker` (default: SIGINT or SIGTERM). */
  signal?: AbortSignal;
}

const USAGE = `Usage: pick3-scraper <command> [options]

Commands:
  import <file.csv>        Import a draws history CSV (state,game,date,draw_time,number)
  run-once                 Fetch the official sources once and store new draws
      --state XX             only this state's sources (repeatable)
      --source ID            only this source (repeatable; see "sources")
      --days N               how far back date-windowed sources ask (default 30)
      --base-url URL         fetch every source from this origin instead (testing, mirrors)
  worker                   Ingest on the draw clock plus an hourly catch-all until SIGINT/SIGTERM
      --cron EXPR            the catch-all (default "${DEFAULT_CRON}"); --state, --source, --base-url as above
      --no-draw-clock        only the catch-all (no polls after each draw)
  schedule                 Print the planned polls of the next 24 hours (no database needed)
      --state XX             only this state (repeatable); --source as above
      --from ISO             plan from this instant instead of now
      --json                 [{ state, drawTime, drawAt, pollAt }] with ISO instants
  sources                  Every source with its health: kind, verified, role, last success and
                           failure, newest draw, agreement with the other source, backfill
      --json                 the same as GET /api/sources answers
  backfill --state XX      Walk a source's archive back and merge it (resumable, merge-only)
      --from YYYY-MM-DD      how far back (default: the state's last 730 scheduled draws)
      --source ID            which source (default: the official one with an archive, else LotteryUSA)
      --base-url URL         as above; --pause-ms N between requests (default 2000)

Database: DATABASE_URL (PostgreSQL), else PGlite in PGLITE_DIR (default ${DEFAULT_PGLITE_DIR}).
Exit codes: 0 ok, 1 a source failed (run-once), 2 bad usage, file or row.`;

/** A usage or input error: printed on stderr, exit code 2. */
class CliError extends Error {}

async function openDatabase(env: CliIo['env']): Promise<Database> {
  const databaseUrl = env?.['DATABASE_URL'];
  // The API imports the bundled history on its first start; the scraper only adds to the database.
  return createDb(
    databaseUrl !== undefined && databaseUrl !== ''
      ? { databaseUrl, importBundledHistory: false }
      : { pgliteDir: env?.['PGLITE_DIR'] || DEFAULT_PGLITE_DIR, importBundledHistory: false },
  );
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        state: { type: 'string', multiple: true },
        source: { type: 'string', multiple: true },
        days: { type: 'string' },
        'base-url': { type: 'string' },
        cron: { type: 'string' },
        'no-draw-clock': { type: 'boolean' },
        from: { type: 'string' },
        json: { type: 'boolean' },
        'pause-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

type Options = ReturnType<typeof parseOptions>['values'];

/** `--state`/`--source`/`--base-url`/`--days` as ingest options, checked against the registry. */
function selection(values: Options) {
  const states = values.state
    ?.flatMap((state) => state.split(','))
    .map((state) => state.trim().toUpperCase());
  const sources = values.source
    ?.flatMap((source) => source.split(','))
    .map((source) => source.trim());
  for (const state of states ?? []) {
    if (!SOURCES.some((source) => source.state === state)) {
      throw new CliError(
        `no source for state ${state}; states with sources: ${[...new Set(SOURCES.map((s) => s.state))].join(', ')}`,
      );
    }
  }
  let selected;
  try {
    selected = selectSources({
      ...(sources === undefined ? {} : { sources }),
      ...(states === undefined ? {} : { states }),
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  if (selected.length === 0) throw new CliError('the chosen --state and --source select no source');
  let days: number | undefined;
  if (values.days !== undefined) {
    days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 3660)
      throw new CliError(`--days must be a whole number 1–3660, got ${values.days}`);
  }
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))
    throw new CliError(`--base-url must be an http(s) URL, got ${baseUrl}`);
  return {
    ...(sources === undefined ? {} : { sources }),
    ...(states === undefined ? {} : { states }),
    ...(days === undefined ? {} : { days }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
  };
}

async function importCommand(
  positionals: string[],
  io: Required<Omit<CliIo, 'signal'>>,
): Promise<number> {
  const [file, extra] = positionals;
  if (file === undefined || extra !== undefined)
    throw new CliError('import needs exactly one CSV file');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  const database = await openDatabase(io.env);
  try {
    const result = await importHistoryCsv(database.db, text, { source: `cli:${basename(file)}` });
    io.stdout(
      `${file}: ${result.rowsSeen} rows: ${result.added} added, ${result.unchanged} unchanged, ${result.conflicts} conflicts` +
        (result.conflicts > 0 ? ' (stored draws kept; conflicts recorded)' : ''),
    );
    return 0;
  } catch (error) {
    // The whole file is validated before anything is written: a bad row leaves the database as it was.
    if (isPick3Error(error)) throw new CliError(`${file}: ${error.message} Nothing was imported.`);
    throw error;
  } finally {
    await database.close();
  }
}

function progressLine(event: IngestProgressEvent): string | undefined {
  if (event.phase === 'done') {
    const rejected = event.rowsRejected ?? 0;
    return (
      `${event.state} ${event.sourceId}: ${event.rowsSeen} draws read, ${event.rowsAdded} new` +
      (rejected > 0 ? `, ${rejected} rejected` : '')
    );
  }
  if (event.phase === 'failed')
    return `${event.state} ${event.sourceId}: FAILED ${event.error?.code}: ${event.error?.message}`;
  return undefined;
}

async function runOnceCommand(
  values: Options,
  io: Required<Omit<CliIo, 'signal'>>,
): Promise<number> {
  const options = selection(values);
  const database = await openDatabase(io.env);
  try {
    const summary = await ingest({
      db: database.db,
      ...options,
      onProgress: (event) => {
        const line = progressLine(event);
        if (line !== undefined) (event.phase === 'failed' ? io.stderr : io.stdout)(line);
      },
    });
    // Rows a source served that cannot be real draws: not stored, not a failure, but said.
    for (const run of summary.runs) {
      for (const [reason, rejection] of Object.entries(run.rejections)) {
        io.stdout(
          `${run.state} ${run.sourceId}: rejected ${rejection.count} ${reason}, e.g. ${rejection.example}`,
        );
      }
    }
    const failed = summary.runs.filter((run) => run.error !== undefined);
    io.stdout(
      `${summary.totalNewDraws} new draws; updated states: ${summary.updatedStates.join(', ') || 'none'}; ` +
        `${summary.runs.length - failed.length}/${summary.runs.length} sources ok`,
    );
    // Failing loudly beats staying silently green while a state goes stale.
    return failed.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

async function workerCommand(
  values: Options,
  io: Required<Omit<CliIo, 'signal'>>,
  signal: AbortSignal | undefined,
): Promise<number> {
  const options = selection(values);
  const cron = values.cron ?? DEFAULT_CRON;
  const database = await openDatabase(io.env);
  try {
    const scheduler = startScheduler({
      db: database.db,
      ...options,
      cron,
      ...(values['no-draw-clock'] === true ? { drawClock: false } : {}),
      logger: { info: io.stdout, warn: io.stderr },
    });
    const next = scheduler.pendingPolls()[0];
    io.stdout(
      `pick3-scraper worker: ingesting ` +
        (next === undefined
          ? ''
          : `on the draw clock (next poll ${next.state} ${DRAW_TIME_LABELS[next.drawTime]} at ${next.pollAt.toISOString()}) and `) +
        `on "${cron}" (${database.driver}); stop with Ctrl-C`,
    );
    await new Promise<void>((resolve) => {
      if (signal !== undefined) {
        if (signal.aborted) resolve();
        else signal.addEventListener('abort', () => resolve(), { once: true });
      } else {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      }
    });
    await scheduler.stop();
    io.stdout('pick3-scraper worker: stopped');
    return 0;
  } finally {
    await database.close();
  }
}

/** HH:MM of an instant in a time zone. */
function localClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

function scheduleCommand(values: Options, io: Required<Omit<CliIo, 'signal'>>): number {
  const options = selection(values);
  let from = new Date();
  if (values.from !== undefined) {
    from = new Date(values.from);
    if (Number.isNaN(from.getTime()))
      throw new CliError(
        `--from must be an ISO instant (2026-06-11T15:00:00Z), got ${values.from}`,
      );
  }
  const states = [...new Set(selectSources(options).map((source) => source.state))];
  const polls = planPolls(states, from, new Date(from.getTime() + 24 * 3_600_000));
  if (values.json === true) {
    io.stdout(
      JSON.stringify(
        polls.map((poll) => ({
          state: poll.state,
          drawTime: poll.drawTime,
          drawAt: poll.drawAt.toISOString(),
          pollAt: poll.pollAt.toISOString(),
        })),
      ),
    );
    return 0;
  }
  const [, ...retries] = pollOffsets();
  io.stdout(
    `Planned polls for the 24 hours from ${from.toISOString()} (${states.join(', ')}): ` +
      `${FIRST_POLL_MINUTES} minutes after each draw, then until it is stored at ` +
      `${retries.map((m) => `+${m}`).join(', ')} minutes; plus the hourly catch-all.`,
  );
  io.stdout(
    `${'state'.padEnd(6)}${'draw'.padEnd(9)}${'date'.padEnd(12)}${'drawn (local)'.padEnd(30)}${'drawAt'.padEnd(26)}pollAt`,
  );
  for (const poll of polls) {
    const { timeZone, periods } = scheduleOf(poll.state);
    // The lottery's own name for the draw (Midday, Daytime) where it has one.
    const name =
      periods.find((period) => period.drawTime === poll.drawTime)?.name ??
      DRAW_TIME_LABELS[poll.drawTime];
    io.stdout(
      poll.state.padEnd(6) +
        name.padEnd(9) +
        poll.date.padEnd(12) +
        `${localClock(poll.drawAt, timeZone)} ${timeZone}`.padEnd(30) +
        poll.drawAt.toISOString().padEnd(26) +
        poll.pollAt.toISOString(),
    );
  }
  if (polls.length === 0) io.stdout('(no draws in these 24 hours)');
  return 0;
}

const iso = (d: Date | null) => (d === null ? '-' : d.toISOString().slice(0, 16).replace('T', ' '));

async function sourcesCommand(values: Options, io: Required<Omit<CliIo, 'signal'>>) {
  const database = await openDatabase(io.env);
  try {
    const health = await sourceHealth(database.db, new Date());
    if (values.json === true) {
      io.stdout(JSON.stringify({ sources: health.map(sourceHealthJson) }));
      return 0;
    }
    const columns: Array<[string, number, (s: SourceHealth) => string]> = [
      ['source', 16, (s) => s.id],
      ['kind', 10, (s) => s.kind],
      ['verified', 9, (s) => (s.verified ? 'yes' : 'NO')],
      ['role', 9, (s) => s.role],
      ['last success', 17, (s) => iso(s.lastSuccessAt)],
      ['last failure', 17, (s) => iso(s.lastFailureAt)],
      [
        'newest draw',
        15,
        (s) => (s.newestDraw === null ? '-' : `${s.newestDraw.date} ${s.newestDraw.drawTime}`),
      ],
      ['agree/differ', 13, (s) => `${s.agreement.agreed}/${s.agreement.disagreed}`],
      [
        'backfill',
        0,
        (s) =>
          s.backfill === null
            ? '-'
            : `${s.backfill.status} ${s.backfill.pagesDone}/${s.backfill.pagesTotal} pages +${s.backfill.rowsAdded}`,
      ],
    ];
    io.stdout(columns.map(([title, width]) => title.padEnd(width)).join(' '));
    for (const s of health) {
      io.stdout(columns.map(([, width, cell]) => cell(s).padEnd(width)).join(' '));
      if (s.failingSince !== null)
        io.stdout(`    failing since ${iso(s.failingSince)}: ${s.lastError}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** The backfill's options, checked: a CliError names the first bad one. */
function backfillArgs(values: Options) {
  const state = values.state?.[0]?.trim().toUpperCase();
  if (state === undefined || values.state!.length > 1)
    throw new CliError('backfill needs exactly one --state XX');
  if (!SOURCES.some((source) => source.state === state && source.archive !== undefined)) {
    throw new CliError(`no source of ${state} has an archive to walk`);
  }
  let from: string | undefined;
  if (values.from !== undefined) {
    if (!isIsoDate(values.from))
      throw new CliError(`--from must be a date YYYY-MM-DD, got ${values.from}`);
    from = values.from;
  }
  let pauseMs: number | undefined;
  if (values['pause-ms'] !== undefined) {
    pauseMs = Number(values['pause-ms']);
    if (!Number.isInteger(pauseMs) || pauseMs < 0 || pauseMs > 600_000)
      throw new CliError(`--pause-ms must be a whole number 0–600000, got ${values['pause-ms']}`);
  }
  const source = values.source?.[0];
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))
    throw new CliError(`--base-url must be an http(s) URL, got ${baseUrl}`);
  return {
    state,
    ...(from === undefined ? {} : { from }),
    ...(source === undefined ? {} : { source }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(pauseMs === undefined ? {} : { pauseMs }),
  };
}

/** The backfill's progress: a bar on a terminal; a line per page otherwise (logs, pipes, tests). */
function backfillProgress(io: Required<Omit<CliIo, 'signal'>>) {
  const bar =
    process.stderr.isTTY && io.stderr === defaultStderr
      ? new SingleBar({
          format: '{bar} {value}/{total} pages | {rows} draws added | {page}',
          hideCursor: true,
        })
      : undefined;
  const onProgress = (p: BackfillProgress) => {
    if (bar !== undefined) {
      if (p.pagesDone <= 1 && bar.getTotal() !== p.pagesTotal)
        bar.start(p.pagesTotal, 0, { rows: 0, page: '' });
      bar.update(p.pagesDone, { rows: p.rowsAdded, page: p.pageKey });
      return;
    }
    io.stdout(
      `${p.sourceId} ${p.pageKey}: ${p.outcome}${p.error === undefined ? '' : ` (${p.error})`}; ${p.pagesDone}/${p.pagesTotal} pages, ${p.rowsAdded} draws added`,
    );
  };
  return { onProgress, stop: () => bar?.stop() };
}

async function backfillCommand(
  values: Options,
  io: Required<Omit<CliIo, 'signal'>>,
  signal: AbortSignal | undefined,
) {
  const args = backfillArgs(values);
  const { state } = args;
  const database = await openDatabase(io.env);
  const progress = backfillProgress(io);
  try {
    let result;
    try {
      result = await backfill({
        db: database.db,
        trigger: 'cli',
        onProgress: progress.onProgress,
        ...args,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (error instanceof RangeError) throw new CliError(error.message);
      throw error;
    }
    progress.stop();
    if (result === null) {
      io.stderr(`pick3-scraper: another process is backfilling ${state}; nothing done here`);
      return 1;
    }
    io.stdout(
      `${state} backfill from ${result.sourceId}: ${result.status}; ${result.pagesFetched} pages fetched, ` +
        `${result.pagesSkipped} already merged, ${result.failures} failed; ${result.rowsAdded} draws added` +
        (result.rowsRejected > 0 ? `, ${result.rowsRejected} rows rejected` : '') +
        (result.error === null ? '' : `; ${result.error}`),
    );
    return result.status === 'done' ? 0 : 1;
  } finally {
    progress.stop();
    await database.close();
  }
}

const defaultStderr = (line: string) => void process.stderr.write(`${line}\n`);

/**
 * The `pick3-scraper` command line. Returns the exit code instead of exiting, so tests call it in
 * process; `bin/pick3-scraper.mjs` sets `process.exitCode` from it.
 *
 * @example
 * ```ts
 * process.exitCode = await main(['run-once', '--state', 'GA']);
 * ```
 */
export async function main(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const out: Required<Omit<CliIo, 'signal'>> = {
    env: io.env ?? process.env,
    stdout: io.stdout ?? ((line) => void process.stdout.write(`${line}\n`)),
    stderr: io.stderr ?? defaultStderr,
  };
  try {
    const { values, positionals } = parseOptions([...argv]);
    const [command, ...rest] = positionals;
    if (values.help === true) {
      out.stdout(USAGE);
      return 0;
    }
    if (command !== 'import' && rest.length > 0)
      throw new CliError(`unexpected argument ${rest[0]}`);
    switch (command) {
      case 'import':
        return await importCommand(rest, out);
      case 'run-once':
        return await runOnceCommand(values, out);
      case 'worker':
        return await workerCommand(values, out, io.signal);
      case 'schedule':
        return scheduleCommand(values, out);
      case 'sources':
        return await sourcesCommand(values, out);
      case 'backfill':
        return await backfillCommand(values, out, io.signal);
      case undefined:
        throw new CliError('missing command');
      default:
        throw new CliError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof CliError) {
      out.stderr(`pick3-scraper: ${error.message}`);
      if (/missing command|unknown command|Unknown option|unexpected argument/i.test(error.message))
        out.stderr(USAGE);
      return 2;
    }
    out.stderr(`pick3-scraper: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
