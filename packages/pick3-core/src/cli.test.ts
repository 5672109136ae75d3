import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './cli.js';
import {
  analyze,
  backtest,
  classify,
  DIGIT_FILTERS,
  DRAW_TIME_LABELS,
  formatDrawsCsv,
  isoToUs,
  parseDrawsCsv,
  STATE_CODES,
  TIME_FILTERS,
  toBoxKey,
  type AnalysisOptions,
  type CsvDraw,
} from './index.js';
import { capture, DRAWS_DIR, HISTORIES, readHistory } from './testing/shared-data.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = capture();
  const stderr = capture();
  const code = await main(argv, stdout, stderr);
  return { code, out: stdout.text(), err: stderr.text() };
}

const rowsOf = new Map<string, CsvDraw[]>(
  HISTORIES.map((h) => [h.file, parseDrawsCsv(readHistory(h.file)).rows]),
);

function expectedAnalysis(file: string, options: Partial<AnalysisOptions>): string {
  const rows = rowsOf.get(file)!;
  // As the API answers: the state's holes cut the window.
  return `${JSON.stringify(analyze(rows, options, { state: rows[0]!.state }))}\n`;
}

describe('pick3 classify', () => {
  it('prints the classification as JSON, of the straight or with --box of the box key', async () => {
    expect(await run('classify', '610', '--json')).toEqual({
      code: 0,
      out: `${JSON.stringify(classify('610', { mode: 'straight' }))}\n`,
      err: '',
    });
    expect(JSON.parse((await run('classify', '610', '--box', '--json')).out)).toEqual(
      classify('610', { mode: 'box' }),
    );
  });

  it('prints a readable table without --json', async () => {
    const { code, out } = await run('classify', '016');
    expect(code).toBe(0);
    expect(out).toContain('pairsum        10/1,1');
    expect(out).toContain('coordinate     AQ');
  });

  it.each([['12a'], ['1000'], [' 12'], ['']])('rejects %j with exit code 2', async (bad) => {
    const { code, out, err } = await run('classify', bad, '--json');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^pick3: .*is not a Pick 3 number/);
  });

  it('needs exactly one number', async () => {
    expect((await run('classify')).code).toBe(2);
    expect((await run('classify', '123', '456')).err).toContain('exactly one number');
  });
});

describe('pick3 analyze', () => {
  it.each(HISTORIES.map((h) => [h.file]))(
    'prints the analysis of %s exactly as the API sends it',
    async (file) => {
      const { code, out, err } = await run(
        'analyze',
        '--csv',
        DRAWS_DIR + file,
        '--limit',
        '730',
        '--json',
      );
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out).toBe(expectedAnalysis(file, { limit: 730 }));
    },
  );

  it.each(HISTORIES.map((h) => [h.file]))('honours every filter option on %s', async (file) => {
    const path = DRAWS_DIR + file;
    for (const timeFilter of TIME_FILTERS) {
      const { code, out } = await run(
        'analyze',
        '--csv',
        path,
        '--time-filter',
        timeFilter,
        '--json',
      );
      expect(code).toBe(0);
      expect(out).toBe(expectedAnalysis(file, { timeFilter }));
    }
    for (const digitFilter of DIGIT_FILTERS) {
      const { out } = await run(
        'analyze',
        '--csv',
        path,
        '--digit-filter',
        digitFilter,
        '--straight',
        '--json',
      );
      expect(out).toBe(expectedAnalysis(file, { digitFilter, isBoxMode: false }));
    }
    const { out } = await run(
      'analyze',
      '--csv',
      path,
      '--limit',
      '50',
      '--window',
      '200',
      '--json',
    );
    expect(out).toBe(expectedAnalysis(file, { limit: 50, windowSize: 200 }));
  });

  it('combines every time filter, digit filter and mode (newest 2,000 GA draws)', async () => {
    const recent = rowsOf.get('GA-cash3.csv')!.slice(-2000);
    const path = join(mkdtempSync(join(tmpdir(), 'pick3-cli-')), 'GA-recent.csv');
    writeFileSync(path, formatDrawsCsv(recent));
    for (const timeFilter of TIME_FILTERS) {
      for (const digitFilter of DIGIT_FILTERS) {
        for (const straight of [false, true]) {
          const args = [
            'analyze',
            '--csv',
            path,
            '--state',
            'GA',
            '--limit',
            '365',
            '--time-filter',
            timeFilter,
            '--digit-filter',
            digitFilter,
            '--json',
          ];
          const { code, out } = await run(...args, ...(straight ? ['--straight'] : []));
          expect(code).toBe(0);
          expect(out).toBe(
            `${JSON.stringify(analyze(recent, { limit: 365, timeFilter, digitFilter, isBoxMode: !straight }, { state: 'GA' }))}\n`,
          );
        }
      }
    }
  });

  it('prints a readable summary without --json', async () => {
    const { code, out } = await run(
      'analyze',
      '--csv',
      DRAWS_DIR + 'GA-cash3.csv',
      '--limit',
      '10',
    );
    expect(code).toBe(0);
    expect(out).toContain('Georgia Cash 3 (GA), box mode');
    expect(out).toContain('Draws: 10 (Morning 0, Day 4, Evening 3, Night 3)');
    // The newest draw of the file (its last row) heads the list.
    const newest = parseDrawsCsv(readHistory('GA-cash3.csv')).rows.at(-1)!;
    expect(out).toContain(
      `Newest draws:\n  ${isoToUs(newest.date).padEnd(10)} ${DRAW_TIME_LABELS[newest.drawTime].padEnd(7)} ` +
        `${newest.number} (box ${toBoxKey(newest.number)})`,
    );
  });

  it.each([
    [['--limit', '0'], '--limit: limit must be an integer from 1 to 730'],
    [['--limit', '731'], '--limit:'],
    [['--limit', 'abc'], '--limit:'],
    [['--window', '1501'], '--window:'],
    [['--time-filter', 'Evening'], '--time-filter: timeFilter must be one of all, repeats'],
    [['--digit-filter', 'single'], '--digit-filter:'],
    [['--state', 'Georgia'], 'is not a state code'],
    [['--state', 'TX'], 'holds no draws for state TX'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['extra'], 'no positional arguments'],
  ])('rejects %j with exit code 2', async (args, message) => {
    const { code, out, err } = await run('analyze', '--csv', DRAWS_DIR + 'GA-cash3.csv', ...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
  });

  it('names the problem with the file or a bad row', async () => {
    expect((await run('analyze')).err).toContain('--csv <file> is required');
    expect((await run('analyze', '--csv', '/nonexistent/x.csv')).err).toContain(
      'cannot read /nonexistent/x.csv: ENOENT',
    );
    const dir = mkdtempSync(join(tmpdir(), 'pick3-cli-'));
    const bad = join(dir, 'bad.csv');
    writeFileSync(
      bad,
      'state,game,date,draw_time,number\nGA,Cash 3,2025-07-04,Midday,123\nGA,Cash 3,2025-07-05,Noon,456\n',
    );
    const result = await run('analyze', '--csv', bad, '--json');
    expect(result.code).toBe(2);
    expect(result.err).toContain('line 3, draw_time: "Noon" is not a draw time');
    const mixed = join(dir, 'mixed.csv');
    writeFileSync(
      mixed,
      'state,game,date,draw_time,number\nGA,Cash 3,2025-07-04,Midday,123\nFL,Pick 3,2025-07-04,Midday,456\n',
    );
    expect((await run('analyze', '--csv', mixed)).err).toContain(
      'several states (GA, FL); choose one with --state',
    );
    expect(
      JSON.parse((await run('analyze', '--csv', mixed, '--state', 'fl', '--json')).out).draws[0]
        .winner,
    ).toBe('456');
  });
});

describe('pick3 backtest', () => {
  it('prints the backtest as JSON', async () => {
    const path = DRAWS_DIR + 'GA-cash3.csv';
    const { code, out } = await run(
      'backtest',
      '--csv',
      path,
      '--limit',
      '100',
      '--from',
      '2025-01-01',
      '--json',
    );
    expect(code).toBe(0);
    expect(out).toBe(
      `${JSON.stringify(backtest(rowsOf.get('GA-cash3.csv')!, { window: 100, from: '2025-01-01' }))}\n`,
    );
    const counted = JSON.parse(
      (await run('backtest', '--csv', path, '--limit', '100', '--count', '30', '--json')).out,
    );
    expect(counted.evaluated).toBe(30);
  });

  it('prints a readable summary', async () => {
    const { code, out } = await run(
      'backtest',
      '--csv',
      DRAWS_DIR + 'TX-pick3.csv',
      '--limit',
      '50',
      '--from',
      '2022-01-01',
    );
    expect(code).toBe(0);
    expect(out).toContain('Texas Pick 3 (TX): eliminate the 50 draws before each draw');
    expect(out).toMatch(/Hits: \d+ \(\d+\.\d\d%\)/);
    expect(out).toContain('Chance, remaining / 220:');
  });

  it.each([
    [[], '--limit N is required'],
    [['--limit', '0'], '--limit must be a positive whole number'],
    [['--limit', '2000'], '--limit must be at most 1500'],
    [['--limit', '10', '--from', '2025-13-01'], '--from must be a date YYYY-MM-DD'],
    [['--limit', '10', '--count', 'x'], '--count must be a positive whole number'],
  ])('rejects %j with exit code 2', async (args, message) => {
    const { code, err } = await run('backtest', '--csv', DRAWS_DIR + 'TX-pick3.csv', ...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});

describe('pick3 itself', () => {
  it('shows help, the version, and rejects unknown commands', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: pick3 <command>');
    expect((await run()).code).toBe(2);
    expect((await run('--version')).out).toMatch(/^\d+\.\d+\.\d+\n$/);
    const unknown = await run('predict');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command "predict"');
  });
});

describe('pick3 coverage', () => {
  it('prints the table docs/DATA.md shows, for the as-of date it names (the docs stay computed)', async () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../../docs/DATA.md', import.meta.url)),
      'utf8',
    );
    const block =
      /<!-- coverage:start as-of=(\d{4}-\d{2}-\d{2}) -->\n([\s\S]*?)\n<!-- coverage:end -->/.exec(
        doc,
      );
    expect(block, 'docs/DATA.md has the generated block').not.toBeNull();
    const files = readdirSync(DRAWS_DIR).filter(
      (f) => f.endsWith('.csv') && !f.startsWith('conflicts_'),
    );
    const { code, out, err } = await run(
      'coverage',
      ...files.flatMap((f) => ['--csv', join(DRAWS_DIR, f)]),
      '--as-of',
      block![1]!,
    );
    expect([code, err]).toEqual([0, '']);
    expect(out.trim()).toBe(block![2]);
    // Every listed state has a bundled history, so every state has a row and none is left over.
    expect(new Set(files.map((f) => f.slice(0, 2)))).toEqual(new Set(STATE_CODES));
    for (const file of files) expect(out).toContain(`(${file.slice(0, 2)}) |`);
    expect(out).toContain('No draws stored: none.');
  });

  it('names the states a set of files leaves without draws', async () => {
    const { code, out } = await run(
      'coverage',
      '--csv',
      join(DRAWS_DIR, 'GA-cash3.csv'),
      '--as-of',
      '2026-11-25',
    );
    expect(code).toBe(0);
    expect(out).toContain('| Georgia (GA) |');
    expect(out).not.toContain('| Arkansas (AR) |');
    const none = /No draws stored: (.*)\./.exec(out)?.[1]?.split(', ') ?? [];
    expect(none).toHaveLength(STATE_CODES.length - 1);
    expect(none).toContain('Arkansas (AR)');
    expect(none).not.toContain('Georgia (GA)');
  });

  it('answers JSON and refuses a call without files', async () => {
    const ga = join(DRAWS_DIR, 'GA-cash3.csv');
    const { code, out } = await run('coverage', '--csv', ga, '--as-of', '2026-11-23', '--json');
    expect(code).toBe(0);
    const [report] = JSON.parse(out) as Array<{
      state: string;
      status: string;
      largestGaps: unknown[];
    }>;
    expect(report).toMatchObject({ state: 'GA', status: 'stale' });
    expect((await run('coverage')).code).toBe(2);
  });
});
