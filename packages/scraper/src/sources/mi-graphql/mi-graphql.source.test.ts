import { describe, expect, it } from 'vitest';
import { fetchForSource } from '../../polite/fetch-for-source.js';
import { expectSourceError } from '../../testing/expect-source-error.js';
import { startFixtureServer } from '../../testing/fixture-server.js';
import { readFixture } from '../../testing/fixtures.js';
import { miGraphqlSource, miRangeQuery, parseMiGraphql } from './mi-graphql.source.js';

const range = readFixture(
  'mi/michiganlottery_api_winningnumbersfordaterange_2026-06-06_to_06-10.built-from-docs.json',
);

const answer = (...records: unknown[]) =>
  JSON.stringify({ data: { winningNumbersForDateRange: records } });
const record = (drawDate: unknown, gameTypeId: unknown, drawNumbers: unknown) => ({
  drawDate,
  gameTypeId,
  winningNumbers: { drawNumbers },
});

describe('parseMiGraphql on the documented answer (built from docs; real MI draws)', () => {
  it('reads Daily 3 Midday (4) and Evening (5) only, in drawn order, oldest first', () => {
    const draws = parseMiGraphql(range);
    expect(draws).toHaveLength(10);
    expect(draws.slice(0, 2)).toEqual([
      { state: 'MI', date: '2026-06-06', drawTime: 'DAY', number: '010' },
      { state: 'MI', date: '2026-06-06', drawTime: 'EVE', number: '113' },
    ]);
    expect(draws.at(-1)).toEqual({
      state: 'MI',
      date: '2026-06-10',
      drawTime: 'EVE',
      number: '478',
    });
    expect(draws.map((d) => d.number)).toContain('084'); // leading zero kept from [0, 8, 4]
  });

  it('dates an instant in Detroit (midnight EST or EDT, or the draw time) and takes a bare date as is', () => {
    const dates = parseMiGraphql(
      answer(
        record('2026-01-15T05:00:00.000Z', 4, [1, 2, 3]), // midnight EST
        record('2026-06-11T23:29:00Z', 5, [4, 5, 6]), // 19:29 EDT
        record('2026-06-12', 4, [7, 8, 9]),
      ),
    ).map((d) => `${d.date} ${d.drawTime}`);
    expect(dates).toEqual(['2026-01-15 DAY', '2026-06-11 EVE', '2026-06-12 DAY']);
  });

  it('keeps one of a draw listed twice with the same digits', () => {
    const twice = record('2026-06-10T04:00:00Z', 5, [4, 7, 8]);
    expect(parseMiGraphql(answer(twice, twice))).toHaveLength(1);
  });
});

describe('parseMiGraphql on broken answers', () => {
  it('GraphQL errors, a missing list or not JSON is LAYOUT_CHANGED', () => {
    expectSourceError(
      () =>
        parseMiGraphql(
          '{"errors":[{"message":"This operation has been blocked as a potential CSRF"}]}',
        ),
      'LAYOUT_CHANGED',
    );
    expectSourceError(
      () => parseMiGraphql('{"data":{"winningNumbersForDateRange":null}}'),
      'LAYOUT_CHANGED',
    );
    expectSourceError(() => parseMiGraphql('<html>503</html>'), 'LAYOUT_CHANGED');
  });

  it('a range without a Daily 3 draw is NO_RESULTS unless allowed', () => {
    const keno = answer(record('2026-06-10T04:00:00Z', 6, [1, 2, 3, 4]));
    expectSourceError(() => parseMiGraphql(keno), 'NO_RESULTS');
    expect(parseMiGraphql(keno, { allowEmpty: true })).toEqual([]);
  });

  it('a bad date, bad digits or two numbers for one draw is INVALID_ROW', () => {
    const error = (...records: unknown[]) =>
      expectSourceError(() => parseMiGraphql(answer(...records)), 'INVALID_ROW');
    expect(error(record('06/10/2026', 4, [1, 2, 3])).field).toBe('drawDate');
    expect(error(record('2026-06-10T04:00:00', 4, [1, 2, 3])).field).toBe('drawDate');
    expect(error(record('2026-06-10T04:00:00Z', 4, [1, 2])).field).toBe('drawNumbers');
    expect(error(record('2026-06-10T04:00:00Z', 5, [1, 2, 10])).field).toBe('drawNumbers');
    expect(error(record('2026-06-10T04:00:00Z', 5, ['1', '2', '3'])).field).toBe('drawNumbers');
    const both = error(
      record('2026-06-10T04:00:00Z', 5, [4, 7, 8]),
      record('2026-06-10T04:00:00Z', 5, [4, 7, 9]),
    );
    expect(both.message).toMatch(/both 478 and 479/);
  });
});

describe('miGraphqlSource', () => {
  it('POSTs one query for the last N days (Detroit dates) with the Apollo preflight header', async () => {
    const server = await startFixtureServer({
      '/api': { body: range, contentType: 'application/json' },
    });
    try {
      // 02:00 UTC on June 11 is still June 10 in Detroit.
      const requests = miGraphqlSource.requests({
        baseUrl: server.baseUrl,
        now: new Date('2026-06-11T02:00:00Z'),
        days: 30,
      });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      if (request === undefined) throw new Error('no request');
      const body = await fetchForSource(miGraphqlSource, request, { retries: 0, now: new Date() });
      expect(miGraphqlSource.parse(body, request.ctx)).toHaveLength(10);
      const [received] = server.requests;
      expect(server.requests).toHaveLength(1);
      expect(received).toMatchObject({ method: 'POST', url: '/api' });
      expect(received?.headers).toMatchObject({
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
      });
      expect(JSON.parse(received?.body ?? '')).toEqual({
        query: miRangeQuery('2026-05-11', '2026-06-10'),
      });
    } finally {
      await server.close();
    }
  });

  it('splits a long window and the archive into ranges of at most 31 days, newest first', () => {
    const queries = (requests: { body?: string }[]) =>
      requests.map((r) => {
        const { query } = JSON.parse(r.body ?? '{}') as { query?: string };
        return /start: "([\d-]+)", end: "([\d-]+)"/
          .exec(query ?? '')
          ?.slice(1)
          .join('..');
      });
    expect(
      queries(miGraphqlSource.requests({ now: new Date('2026-06-10T16:00:00Z'), days: 45 })),
    ).toEqual(['2026-05-11..2026-06-10', '2026-04-26..2026-05-10']);
    const archive = miGraphqlSource.archive?.({ from: '2026-01-01', to: '2026-03-01' }) ?? [];
    expect(queries(archive)).toEqual(['2026-01-30..2026-03-01', '2026-01-01..2026-01-29']);
    expect(archive.map((r) => r.pageKey)).toEqual([
      '2026-01-30..2026-03-01',
      '2026-01-01..2026-01-29',
    ]);
    expect(archive.every((r) => r.url === 'https://www.michiganlottery.com/api')).toBe(true);
    expect(miGraphqlSource).toMatchObject({ state: 'MI', kind: 'official', verified: false });
  });
});
