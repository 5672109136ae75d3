// `npm test`: install, build, then every package's tests one package at a time (2-core machines).
// Set TEST_DATABASE_URL to run the database suites on PostgreSQL as well as on PGlite.
import { ensureInstalled, pnpmPath, quietEnv, run } from './bootstrap.mjs';

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
run(pnpm, ['exec', 'turbo', 'run', 'test', '--concurrency=1'], { env: quietEnv });
