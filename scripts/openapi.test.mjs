// The OpenAPI document the API serves at /docs/json is one a client generator can use: Redocly's
// recommended rules find no error in it (operation ids, security, servers, licence …). The document
// comes from the built app (`apps/api/dist`, as `npm start` runs it) on an empty in-memory database,
// written to a temporary file and linted offline. Run after the build: node --test scripts/openapi.test.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { root } from './bootstrap.mjs';

const built = (path) => import(pathToFileURL(join(root, path)).href);

/** The document /docs/json answers, from the built app. */
async function servedDocument() {
  const { buildApp } = await built('apps/api/dist/app.js');
  const { loadConfig } = await built('apps/api/dist/config.js');
  const { createDb } = await built('packages/db/dist/index.js');
  const database = await createDb({ pgliteDir: 'memory://', importBundledHistory: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCHEDULER: 'off',
    // The document is the same in every mode; demo mode needs no payment credentials to start.
    DEMO_MODE: '1',
    COOKIE_SECRET: 'openapi-lint-cookie-secret-long-enough-0123456789',
    WEB_DIST_DIR: join(tmpdir(), 'pick3-no-web-build'),
  });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    const response = await app.inject('/docs/json');
    assert.equal(response.statusCode, 200);
    return response.body;
  } finally {
    await app.close();
    await database.close();
  }
}

describe('the OpenAPI document at /docs/json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pick3-openapi-'));
  const file = join(dir, 'openapi.json');
  before(async () => writeFileSync(file, await servedDocument()));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("passes Redocly's recommended rules with no error", () => {
    const result = spawnSync(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', '--extends', 'recommended', '--format', 'stylish', file],
      {
        cwd: dir,
        encoding: 'utf8',
        // Offline: no usage data sent, no update check.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const output = `${result.stdout}${result.stderr}`;
    assert.equal(result.status, 0, output);
    assert.match(output, /valid|Woohoo/i, output);
  });
});
