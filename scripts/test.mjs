// `npm test`: install, check, build, then the packages' suites two at a time (each Vitest runs one worker
// on these 2-core machines, so two suites keep both cores busy), then the browser suite on its own (its
// steps wait on timers and paint; it shares no port or database with the others but is the one suite a
// busy machine makes flaky). Each step prints its time, so CI's log shows where the minutes go.
// Set TEST_DATABASE_URL to run the database suites on PostgreSQL as well as on PGlite.
import { ensureInstalled, pnpmPath, quietEnv, run as runStep } from './bootstrap.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
function run(cmd, args, opts) {
  const since = Date.now();
  runStep(cmd, args, opts);
  console.log(`> ${[cmd.split('/').pop(), ...args].join(' ')}: ${seconds(since)}`);
}

const pnpm = pnpmPath();
ensureInstalled(pnpm);
// The written formatting rules hold for every file (.prettierrc.json; generated and bundled data aside).
run(pnpm, ['exec', 'prettier', '--check', '--log-level', 'warn', '.'], { env: quietEnv });
// One version of each dependency across the workspace (.syncpackrc.json), and no unused file or
// dependency (knip.jsonc). Both are quick and need no build.
run(pnpm, ['run', '--silent', 'check:versions'], { env: quietEnv });
run(pnpm, ['run', '--silent', 'check:deps'], { env: quietEnv });
// No test skips silently: a skip prints its reason and happens only off CI.
run(process.execPath, ['--test', '--test-reporter=dot', 'scripts/no-silent-skip.test.mjs'], {
  env: quietEnv,
});
run(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { env: quietEnv });
// The OpenAPI document /docs/json serves, from the built app: Redocly's recommended rules, offline.
run(process.execPath, ['--test', '--test-reporter=dot', 'scripts/openapi.test.mjs'], {
  env: quietEnv,
});
// The published shape of @pick3/core: publint, Are the Types Wrong, and its packed tarball installed.
run(pnpm, ['--filter', '@pick3/core', 'test:package'], { env: quietEnv });
run(pnpm, ['exec', 'turbo', 'run', 'check-types', 'lint', '--output-logs=errors-only'], {
  env: quietEnv,
});
run(pnpm, ['run', '--silent', 'lint:root'], { env: quietEnv });
// Each check above shown once failing on a violation, with the rule that fired.
run(process.execPath, ['--test', '--test-reporter=dot', 'scripts/rules.test.mjs'], {
  env: quietEnv,
});
run(
  pnpm,
  ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--filter=!@pick3/e2e', '--output-logs=full'],
  { env: quietEnv },
);
run(pnpm, ['exec', 'turbo', 'run', 'test', '--filter=@pick3/e2e', '--output-logs=full'], {
  env: quietEnv,
});
console.log(`> npm test: every step passed in ${seconds(started)}`);
