// Which failures count as "the database is unavailable" (503 DB_UNAVAILABLE with Retry-After) and
// which stay a 500: the messages and codes are those `pg` and PostgreSQL really produce.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, toErrorBody } from './error-handler.plugin.js';

const pgError = (message: string, code?: string) =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'server shutting down (57P01)',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['connection lost mid-query', pgError('Connection terminated unexpectedly')],
    [
      'pool wait or connect over connectionTimeoutMillis',
      pgError('timeout exceeded when trying to connect'),
    ],
    ['a frozen server past query_timeout', pgError('Query read timeout')],
    ['wrapped in a cause', new Error('analysis failed', { cause: pgError('Query read timeout') })],
    [
      'every address refused',
      new AggregateError(
        [Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })],
        'all failed',
      ),
    ],
  ])('%s → 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(error)).toMatchObject({ statusCode: 503, code: 'DB_UNAVAILABLE' });
  });

  it.each([
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a constraint violation', pgError('duplicate key value violates unique constraint', '23505')],
    [
      'a value out of range',
      pgError('value "99999999999" is out of range for type integer', '22003'),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s → 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorBody(error)).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
