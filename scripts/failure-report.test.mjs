import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAILURE_REPORT_LINES, failureReport } from './failure-report.mjs';

const passing = (n) => Array.from({ length: n }, (_, i) => `@pick3/api:test:  ✓ test ${i}`);

test("starts at Vitest's summary of failed tests, without colours", () => {
  const output = [
    ...passing(500),
    '@pick3/api:test: \u001b[31m⎯⎯⎯ \u001b[41m\u001b[1m Failed Tests 1 \u001b[22m\u001b[49m ⎯⎯⎯\u001b[39m',
    '@pick3/api:test:  FAIL  test/attacks.release.test.ts > refuses to start',
    '@pick3/api:test: AssertionError: expected null to be 78',
    ...passing(5),
  ].join('\n');
  const report = failureReport(output).split('\n');
  assert.equal(report[0], '@pick3/api:test: ⎯⎯⎯  Failed Tests 1  ⎯⎯⎯');
  assert.match(report[1], /FAIL {2}test\/attacks\.release\.test\.ts > refuses to start/);
  assert.equal(report.length, 8);
});

test('shows the failed suites and tests of every package that failed', () => {
  const output = [
    ...passing(50),
    '@pick3/db:test: ⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯',
    '@pick3/db:test:  FAIL  src/repositories/draws.repository.test.ts > drawsRepository [pglite]',
    '@pick3/db:test: Error: Hook timed out in 60000ms.',
    ...passing(50),
    '@pick3/api:test: ⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
    '@pick3/api:test:  FAIL  src/services/alerts.service.test.ts > alerts service [pglite]',
    ...passing(50),
  ].join('\n');
  const report = failureReport(output);
  assert.match(report, /Hook timed out in 60000ms/);
  assert.match(report, /FAIL {2}src\/services\/alerts\.service\.test\.ts/);
  assert.ok(report.split('\n').length <= FAILURE_REPORT_LINES);
});

test("starts at Playwright's first failure when there is no Vitest summary", () => {
  const output = [
    ...passing(300),
    '@pick3/e2e:test:   1) test/board.e2e.test.ts:40:3 › the board › grades a pick',
    '@pick3/e2e:test:     Error: expect(locator).toHaveText(expected) failed',
    '@pick3/e2e:test:   1 failed',
  ].join('\n');
  assert.match(failureReport(output).split('\n')[0], /1\) test\/board\.e2e\.test\.ts:40:3/);
});

test('is the last lines of any other failure', () => {
  const output = [...passing(300), 'src/index.ts(3,1): error TS2304'].join('\n');
  const report = failureReport(output).split('\n');
  assert.equal(report.length, FAILURE_REPORT_LINES);
  assert.equal(report.at(-1), 'src/index.ts(3,1): error TS2304');
});
