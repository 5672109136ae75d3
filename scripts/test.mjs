// `npm test`: install, check, build, then the suites. Each step prints its time, so CI's log shows
// where the minutes go.
// Two lanes run side by side, and both wait for the one build:
// - the suites, one after the other: the browser suite, the API's, core's package checks, then the
//   other packages' (two at a time). Each uses both cores on its own (the browser suite alone holds the machine at load
//   10), and their tests wait on real timers: side by side with each other the machine stood at
//   load 15-23 and tests timed out in turn (docs/BENCHMARKS.md). A failed suite does not stop the
//   next one, so the log names every suite's failures.
// - the checks, at the lowest CPU priority (nice 19): they wait on no timer, so they take what the
//   suites leave (a suite waiting on a timer, a server starting) and never slow a suite's test.
//   The read-only ones (prettier, syncpack, knip, the skip check) while the build runs; once it is
//   done, the rule checks first (they write scratch files where prettier, eslint, knip, the type
//   checks and built-server's suite look: nothing else of this lane runs beside them, and the
//   suites' lane waits for them before the packages' suites, which hold built-server's), then the
//   checks of what the build made: the OpenAPI document, type checks and lint.
//   Nothing the suites write is read by a check: the browser suite's failure screenshots go to the
//   git-ignored e2e/test-results/, which prettier, knip and e2e's lint skip.
// Every step after the build runs with `--only` or outside turbo, so no step restores a build from the
// cache into dist/ while a suite reads it. The suites' servers listen on ports of their own (port 0)
// on a PGlite folder or a PostgreSQL database of their own (e2e/src/app-server.ts, @pick3/db/testing).
// Set TEST_DATABASE_URL to run the database suites on PostgreSQL as well as on PGlite.
// At its end it prints again what each failed step said about its failures (scripts/failure-report.mjs):
// CI shows the log's tail, where a suite that failed early would otherwise have scrolled away.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { ensureInstalled, pnpmPath, quietEnv, root } from './bootstrap.mjs';
import { failureReport, KEPT_OUTPUT_CHARS } from './failure-report.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** What each failed step printed about its failures, shown again at the end of the log. */
const failures = [];

/** The lowest CPU priority: the step runs on what the other lane leaves. */
const LOWEST_PRIORITY = 19;

/** Runs one step, prints its time; resolves with its exit code. */
function runStep({ cmd, args, niced = false }) {
  return new Promise((resolve) => {
    const since = Date.now();
    const label = [cmd.split('/').pop(), ...args].join(' ');
    const child = spawn(cmd, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      cwd: root,
      // The step's output passes through this process (kept for the report of failures): colours
      // only when that ends on a terminal, as if the step wrote there itself.
      env: { ...process.env, ...quietEnv, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    // Set before the step's own start-up is done, so every process it starts inherits it.
    if (niced && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWEST_PRIORITY);
      } catch {
        // Already gone (it failed at once): its exit code says so below.
      }
    }
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    let ended = false;
    const done = (code) => {
      if (ended) return; // a child that could not start reports 'error' and then 'close'
      ended = true;
      console.log(`> ${label}: ${seconds(since)}${code === 0 ? '' : ` (failed, exit ${code})`}`);
      if (code !== 0) failures.push({ label, report: failureReport(output) });
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`> ${label}: ${error.message}`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs steps in order; resolves with the first failure's exit code, or 0. */
async function runSteps(steps) {
  for (const step of steps) {
    const code = await runStep(step);
    if (code !== 0) return code;
  }
  return 0;
}

/** Runs every step in order, whatever the ones before said; resolves with the first failure's exit code, or 0. */
async function runEach(steps) {
  let first = 0;
  for (const step of steps) {
    const code = await (typeof step === 'function' ? step() : runStep(step));
    if (first === 0) first = code;
  }
  return first;
}

const pnpm = pnpmPath();
const step = (cmd, ...args) => ({ cmd, args });
const check = (cmd, ...args) => ({ cmd, args, niced: true });
const nodeTest = (file) => check(process.execPath, '--test', '--test-reporter=dot', file);
ensureInstalled(pnpm);
// The build, which both lanes wait for.
const build = runSteps([step(pnpm, 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only')]);
// `--only`: the build above made what the suites read, so no run restores a build from the cache
// into dist/ while a suite imports from it.
const testsOf = (...filter) =>
  step(pnpm, 'exec', 'turbo', 'run', 'test', '--only', ...filter, '--output-logs=full');

/** Resolves once the rule checks' scratch files are gone (see the top of this file). */
let rulesChecked = () => {};
const scratchGone = new Promise((resolve) => (rulesChecked = resolve));

const lanes = [
  (async () => {
    const built = await build;
    if (built !== 0) {
      rulesChecked();
      return built;
    }
    return runEach([
      testsOf('--filter=@pick3/e2e'),
      testsOf('--filter=@pick3/api'),
      // The published shape of @pick3/core: publint, Are the Types Wrong, and its packed tarball
      // installed. A suite, not a check: its install waits on a timer, and at nice 19 beside the
      // browser suite it starved past that timer (CI, 2026-12-07).
      step(pnpm, '--filter', '@pick3/core', 'test:package'),
      async () => {
        await scratchGone;
        // Every package's failures, not only the first one's: a failing suite does not stop the others.
        return runStep(
          testsOf('--concurrency=2', '--continue', '--filter=!@pick3/e2e', '--filter=!@pick3/api'),
        );
      },
    ]);
  })(),
  (async () => {
    const readOnlyChecks = await runSteps([
      // The written formatting rules hold for every file (.prettierrc.json; generated and bundled data aside).
      check(pnpm, 'exec', 'prettier', '--check', '--log-level', 'warn', '.'),
      // One version of each dependency across the workspace (.syncpackrc.json), and no unused file or
      // dependency (knip.jsonc). Both are quick and need no build.
      check(pnpm, 'run', '--silent', 'check:versions'),
      check(pnpm, 'run', '--silent', 'check:deps'),
      // No test skips silently: a skip prints its reason and happens only off CI.
      nodeTest('scripts/no-silent-skip.test.mjs'),
      // What this script prints again at its end for a failed step.
      nodeTest('scripts/failure-report.test.mjs'),
    ]);
    const built = await build;
    if (readOnlyChecks !== 0 || built !== 0) {
      rulesChecked();
      return readOnlyChecks || built;
    }
    // Each check below shown once failing on a violation, with the rule that fired.
    const rules = await runStep(nodeTest('scripts/rules.test.mjs'));
    rulesChecked();
    return runEach([
      // The OpenAPI document /docs/json serves, from the built app: Redocly's recommended rules, offline.
      nodeTest('scripts/openapi.test.mjs'),
      check(
        pnpm,
        'exec',
        'turbo',
        'run',
        'check-types',
        'lint',
        '--only',
        '--output-logs=errors-only',
      ),
      check(pnpm, 'run', '--silent', 'lint:root'),
      // The type-aware promise rules, over the whole repository at once (oxlint on TypeScript 7's checker).
      check(pnpm, 'run', '--silent', 'lint:promises'),
    ]).then((code) => rules || code);
  })(),
];
const failed = (await Promise.all(lanes)).find((code) => code !== 0);
for (const { label, report } of failures) console.log(`\n> failed: ${label}\n${report}`);
if (failed !== undefined) process.exit(failed);
console.log(`> npm test: every step passed in ${seconds(started)}`);
