import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, drawsRepository } from '@pick3/db';
import { describeEachDriver, migratedPgliteFolder, type DriverContext } from '@pick3/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from './cli.js';
import { planPolls } from './draw-clock.js';
import { bundledDraws } from './testing/bundled-history.js';
import { lotteryUsaPage } from './testing/built-pages.js';
import { selectSources } from './ingest.js';
import { SOURCES } from './sources/registry.js';
import { startFixtureServer, type FixtureServer } from './testing/fixture-server.js';
import { fixturePath } from './testing/fixtures.js';
import { CA_PATH, defaultSourceRoutes, TX_MORNING_PATH } from './testing/source-fixtures.js';

/** Runs main in process and collects what it prints. */
async function run(
  argv: string[],
  env: Record<string, string | undefined> = {},
  signal?: AbortSignal,
) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(argv, {
    env,
    stdout: (line) => void stdout.push(line),
    stderr: (line) => void stderr.push(line),
    ...(signal ? { signal } : {}),
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

const IL_HISTORY = fixturePath('history/il_pick3_history.csv');

describeEachDriver('pick3-scraper CLI', (t: DriverContext) => {
  let dir: string;
  let server: FixtureServer;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pick3-scraper-cli-'));
    if (t.driver === 'pglite') await migratedPgliteFolder(join(dir, 'pglite'));
    server = await startFixtureServer(defaultSourceRoutes());
  });
  afterEach(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The database the CLI uses: the test's PostgreSQL database, or PGlite in a temporary folder. */
  const env = (): Record<string, string | undefined> =>
    t.driver === 'postgres'
      ? { DATABASE_URL: t.database().url }
      : { PGLITE_DIR: join(dir, 'pglite') };
  async function drawCount(state?: string): Promise<number> {
    if (t.driver === 'postgres') return drawsRepository.count(t.db(), state);
    const database = await createDb({
      pgliteDir: join(dir, 'pglite'),
      importBundledHistory: false,
    });
    try {
      return await drawsRepository.count(database.db, state);
    } finally {
      await database.close();
    }
  }

  it('import adds a history CSV and prints added/unchanged/conflicts; importing again adds nothing', async () => {
    const first = await run(['import', IL_HISTORY], env());
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toBe(`${IL_HISTORY}: 179 rows: 179 added, 0 unchanged, 0 conflicts`);
    const again = await run(['import', IL_HISTORY], env());
    expect(again.stdout).toBe(`${IL_HISTORY}: 179 rows: 0 added, 179 unchanged, 0 conflicts`);
    expect(await drawCount('IL')).toBe(179);
  });

  it('import of a file with a bad row names the line and field, exits 2 and writes nothing', async () => {
    const lines = (await readFile(IL_HISTORY, 'utf8')).split('\n');
    lines[4] = 'IL,Pick 3,2010-04-16,evening,65';
    const bad = join(dir, 'bad.csv');
    await writeFile(bad, lines.join('\n'));
    const result = await run(['import', bad], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/bad\.csv: line 5, number: "65" is not three digits/);
    expect(result.stderr).toMatch(/Nothing was imported/);
    expect(await drawCount()).toBe(0);
  });

  it("run-once --state GA stores that state's draws and prints the summary", async () => {
    const result = await run(['run-once', '--state', 'GA', '--base-url', server.baseUrl], env());
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('GA ga-api: 20 draws read, 20 new');
    // The aggregate witness read its page too (a real LotteryUSA excerpt, future rows there rejected).
    expect(result.stdout).toMatch(/^GA ga-lotteryusa: \d+ draws read, 0 new/m);
    expect(result.stdout).toContain('20 new draws; updated states: GA; 2/2 sources ok');
    expect(await drawCount('GA')).toBe(20);
    expect(await drawCount()).toBe(20);
  });

  it('run-once says which rows it rejected and why, and still exits 0', async () => {
    server.route(TX_MORNING_PATH, {
      contentType: 'text/csv',
      body: 'Pick 3 Morning,6,10,2026,1,2,3,,4\nPick 3 Morning,12,31,2099,4,5,6,,7\n',
    });
    const result = await run(
      ['run-once', '--source', 'tx-csv', '--base-url', server.baseUrl],
      env(),
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^TX tx-csv: \d+ draws read, \d+ new, 1 rejected$/m);
    expect(result.stdout).toMatch(
      /^TX tx-csv: rejected 1 future, e\.g\. 2099-12-31 Morning: dated after today \(\d{4}-\d{2}-\d{2}\) in America\/Chicago$/m,
    );
  });

  it('run-once exits 1 when a source fails, after the others are stored', async () => {
    server.route(CA_PATH, { body: '<html>blocked</html>', contentType: 'text/html' });
    const result = await run(
      ['run-once', '--state', 'CA', '--state', 'NJ', '--base-url', server.baseUrl],
      env(),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^CA ca-api: FAILED LAYOUT_CHANGED: /);
    expect(result.stdout).toContain('NJ nj-api: 6 draws read, 6 new');
    expect(await drawCount('NJ')).toBe(6);
  });

  it('sources prints every source with its health, and --json the same as GET /api/sources', async () => {
    server.route(CA_PATH, { body: '<html>blocked</html>', contentType: 'text/html' });
    await run(['run-once', '--source', 'nj-api,ca-api', '--base-url', server.baseUrl], env());
    const table = await run(['sources'], env());
    expect(table).toMatchObject({ code: 0, stderr: '' });
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^source +kind +verified +role +last success +last failure +newest draw/,
    );
    expect(lines.filter((line) => /^[a-z]{2}-/.test(line))).toHaveLength(SOURCES.length);
    expect(table.stdout).toMatch(
      /^nj-api +official +yes +primary +\d{4}-\d{2}-\d{2} \d{2}:\d{2} +- +2026-\d{2}-\d{2} (DAY|EVE) /m,
    );
    expect(table.stdout).toMatch(
      /^ca-api +official +yes +primary +- +\d{4}-\d{2}-\d{2} \d{2}:\d{2}/m,
    );
    expect(table.stdout).toMatch(/^ {4}failing since .*: LAYOUT_CHANGED: /m);
    expect(table.stdout).toMatch(/^tx-csv +official +yes /m);

    const json = await run(['sources', '--json'], env());
    const { sources } = JSON.parse(json.stdout) as { sources: Array<Record<string, unknown>> };
    expect(sources).toHaveLength(SOURCES.length);
    expect(sources.find((s) => s['id'] === 'ca-api')).toMatchObject({
      state: 'CA',
      kind: 'official',
      verified: true,
      verifiedBy: ['ca/calottery_pastdrawresults_9_2026-06-15_trimmed.json'],
      lastSuccessAt: null,
      failureKind: 'changed',
      lastError: expect.stringMatching(/^LAYOUT_CHANGED: /),
    });
    expect(sources.find((s) => s['id'] === 'nj-api')).toMatchObject({
      failingSince: null,
      newestDraw: { date: expect.stringMatching(/^2026-/) },
    });
  });

  it("backfill walks a state's archive, prints each page, and says what it added", async () => {
    const az = bundledDraws('AZ-pick3.csv', '2026-01-01', '2026-12-31');
    server.route('/arizona/pick-3/year', { body: lotteryUsaPage(az), contentType: 'text/html' });
    const result = await run(
      [
        'backfill',
        '--state',
        'az',
        '--from',
        '2026-01-01',
        '--pause-ms',
        '0',
        '--base-url',
        server.baseUrl,
      ],
      env(),
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      `az-lotteryusa 2026/EVE: merged; 1/1 pages, ${az.length} draws added`,
    );
    expect(result.stdout).toMatch(
      new RegExp(
        `^AZ backfill from az-lotteryusa: done; 1 pages fetched, 0 already merged, 0 failed; ${az.length} draws added$`,
        'm',
      ),
    );
    expect(await drawCount('AZ')).toBe(az.length);
  });

  it('worker ticks on its cron and stops cleanly on its signal', async () => {
    const controller = new AbortController();
    const lines: string[] = [];
    const ticked = new Promise<void>((resolve) => {
      void main(
        ['worker', '--cron', '* * * * * *', '--source', 'nj-api', '--base-url', server.baseUrl],
        {
          env: env(),
          stdout: (line) => {
            lines.push(line);
            if (/tick .*new draws/.test(line)) resolve();
          },
          stderr: (line) => void lines.push(line),
          signal: controller.signal,
        },
      ).then((code) => lines.push(`exit ${code}`));
    });
    await ticked;
    controller.abort();
    await expect.poll(() => lines.at(-1)).toBe('exit 0');
    expect(lines).toContain('pick3-scraper worker: stopped');
    expect(await drawCount('NJ')).toBe(6);
  });
});

describe('pick3-scraper CLI usage', () => {
  it('backfill refuses a missing state, a state without an archive and a bad date, with exit 2', async () => {
    expect(await run(['backfill'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('exactly one --state'),
    });
    expect(await run(['backfill', '--state', 'ZZ'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('no source of ZZ has an archive'),
    });
    expect(await run(['backfill', '--state', 'AZ', '--from', '2024-13-01'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--from must be a date YYYY-MM-DD, got 2024-13-01'),
    });
    expect(await run(['backfill', '--state', 'AZ', '--pause-ms', '-1'])).toMatchObject({ code: 2 });
  });

  it('--help prints the usage and exits 0', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: pick3-scraper <command>/);
  });

  it('a missing or unknown command or option exits 2 with the usage', async () => {
    for (const argv of [[], ['scrape'], ['run-once', '--verbose']]) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/Usage: pick3-scraper/);
    }
  });

  it('an unknown state, source, --days or missing file exits 2 before touching a database', async () => {
    expect((await run(['run-once', '--state', 'ZZ'])).stderr).toMatch(/no source for state ZZ/);
    expect((await run(['run-once', '--source', 'oh-api'])).stderr).toMatch(/Unknown source oh-api/);
    expect((await run(['run-once', '--days', 'many'])).code).toBe(2);
    const missing = await run(['import', '/nonexistent/draws.csv']);
    expect(missing).toMatchObject({
      code: 2,
      stderr: 'pick3-scraper: cannot read /nonexistent/draws.csv: ENOENT',
    });
  });

  it('schedule --json prints the planned polls of the next 24 hours as ISO instants', async () => {
    const from = '2026-06-10T12:00:00.000Z';
    const result = await run([
      'schedule',
      '--state',
      'GA',
      '--state',
      'wa',
      '--from',
      from,
      '--json',
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const polls = JSON.parse(result.stdout) as unknown[];
    const expected = planPolls(
      ['GA', 'WA'],
      new Date(from),
      new Date(Date.parse(from) + 86_400_000),
    );
    expect(polls).toEqual(
      expected.map((p) => ({
        state: p.state,
        drawTime: p.drawTime,
        drawAt: p.drawAt.toISOString(),
        pollAt: p.pollAt.toISOString(),
      })),
    );
    // Georgia Midday at 12:29 PM Eastern (EDT), polled at 12:34.
    expect(polls[0]).toEqual({
      state: 'GA',
      drawTime: 'DAY',
      drawAt: '2026-06-10T16:29:00.000Z',
      pollAt: '2026-06-10T16:34:00.000Z',
    });
    expect(polls).toHaveLength(4); // GA Midday, Evening, Night and WA's one draw
  });

  it('schedule without --json prints a table of every state with a source, in local and UTC time', async () => {
    const result = await run(['schedule', '--from', '2026-06-10T12:00:00Z']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^Planned polls for the 24 hours from 2026-06-10T12:00:00\.000Z \(.*\): 5 minutes after each draw, then until it is stored at \+8, \+12, \+18, \+27, \+41, \+61, \+91, \+120 minutes/,
    );
    expect(lines).toContainEqual(
      'GA    Midday   2026-06-10  12:29 America/New_York        2026-06-10T16:29:00.000Z  2026-06-10T16:34:00.000Z',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^NC {4}Daytime {2}2026-06-10 {2}15:00 America\/New_York/),
    );
    const states = new Set(lines.slice(2).map((line) => line.slice(0, 2)));
    expect([...states].sort()).toEqual([...new Set(selectSources({}).map((s) => s.state))].sort());
  });

  it('schedule rejects a bad --from or an unknown state with exit 2', async () => {
    expect(await run(['schedule', '--from', 'yesterday'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--from must be an ISO instant'),
    });
    expect((await run(['schedule', '--state', 'ZZ'])).code).toBe(2);
  });
});
