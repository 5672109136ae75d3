import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDrawsCsv, STATES } from '@pick3/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './create-db.js';
import { drawsRepository, ingestRunsRepository, statesRepository } from './index.js';
import { copyBundleSubset } from './testing/bundle-subset.js';
import { openTestDb, testDrivers, TEST_POOL_SIZE } from './testing/test-db.js';

/** The draws CSVs of a history folder (not the conflicts_ lists): one import each on a first start. */
async function drawFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.csv') && !f.startsWith('conflicts_'));
}

/** A history folder's records (disputed draws, corrections): one recorded run each on a first start. */
async function recordFiles(dir: string): Promise<string[]> {
  const conflicts = (await readdir(dir)).filter((f) => /^conflicts_[A-Z]{2}\.csv$/.test(f));
  const corrections = (await readdir(join(dir, 'corrections'))).filter((f) => f.endsWith('.csv'));
  return [...conflicts, ...corrections];
}

describe('createDb', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pick3-create-db-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // Two states of the bundle, one with records (NC: conflicts and a correction): the first start's
  // steps, not the bundle's size, are under test (the whole bundle: import-history.test.ts).
  it('starting on an empty PGlite data folder migrates, seeds the states and imports the history once', async () => {
    const history = await copyBundleSubset(['GA', 'NC']);
    const messages: string[] = [];
    const logger = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m) };
    const options = { pgliteDir: join(dir, 'pglite'), historyDir: history, logger };
    try {
      const files = await drawFiles(history);
      let rows = 0;
      for (const file of files)
        rows += parseDrawsCsv(await readFile(join(history, file), 'utf8')).rows.length;
      const first = await createDb(options);
      try {
        expect(first.driver).toBe('pglite');
        const perState = await drawsRepository.countByState(first.db);
        expect(perState.map((s) => s.state)).toEqual(['GA', 'NC']);
        expect(perState.find((s) => s.state === 'GA')?.count).toBeGreaterThanOrEqual(21_000);
        const sites = await statesRepository.list(first.db);
        expect(sites).toHaveLength(STATES.length);
        expect(sites.find((s) => s.stateCode === 'GA')?.gameName).toBe(
          STATES.find((s) => s.code === 'GA')?.gameName,
        );
        expect(messages.filter((m) => m.startsWith('Imported bundled:'))).toHaveLength(
          files.length,
        );
        expect(await drawsRepository.count(first.db)).toBe(rows);
      } finally {
        await first.close();
      }

      const second = await createDb(options);
      try {
        // The second start imports nothing again: the first start's runs are all there are.
        expect(await ingestRunsRepository.recent(second.db)).toHaveLength(
          files.length + (await recordFiles(history)).length,
        );
        expect(await drawsRepository.count(second.db)).toBe(rows);
      } finally {
        await second.close();
      }
    } finally {
      await rm(history, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers ping while open and not after close', async () => {
    const database = await createDb({ pgliteDir: 'memory://', importBundledHistory: false });
    expect(await database.ping()).toBe(true);
    expect(await drawsRepository.count(database.db)).toBe(0);
    await database.close();
    await database.close();
    expect(await database.ping()).toBe(false);
  });

  it('explains an unreachable PostgreSQL server, without the password', async () => {
    const error = await createDb({ databaseUrl: 'postgres://app:s3cret@127.0.0.1:1/pick3' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Cannot connect to PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/pick3: /,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('explains a PGlite data folder it cannot create', async () => {
    await writeFile(join(dir, 'a-file'), '');
    await expect(createDb({ pgliteDir: join(dir, 'a-file', 'pglite') })).rejects.toThrow(
      /^Cannot open the PGlite data folder /,
    );
  });

  if (testDrivers().includes('postgres')) {
    it('[postgres] opens a pool on databaseUrl and migrates idempotently', async () => {
      const server = await openTestDb({ driver: 'postgres' });
      try {
        const database = await createDb({
          databaseUrl: server.url,
          importBundledHistory: false,
          poolSize: TEST_POOL_SIZE,
        });
        try {
          expect(database.driver).toBe('postgres');
          expect(await database.ping()).toBe(true);
          expect(await statesRepository.list(database.db)).toHaveLength(STATES.length);
        } finally {
          await database.close();
        }
      } finally {
        await server.close();
      }
    });

    it('[postgres] gives up on a query past queryTimeoutMs (a frozen server), and the pool keeps serving', async () => {
      const server = await openTestDb({ driver: 'postgres' });
      try {
        const database = await createDb({
          databaseUrl: server.url,
          importBundledHistory: false,
          poolSize: TEST_POOL_SIZE,
          queryTimeoutMs: 200,
        });
        try {
          // The timeout's error, not pg_sleep's answer: the query was given up (how fast is
          // measured by bench/import.bench.ts).
          await expect(sql`select pg_sleep(1)`.execute(database.db)).rejects.toThrow(
            /Query read timeout/,
          );
          // Queries under the limit still work (on that connection once its old answer arrives, or another).
          expect(await database.ping()).toBe(true);
          expect(await statesRepository.list(database.db)).toHaveLength(STATES.length);
        } finally {
          await database.close();
        }
      } finally {
        await server.close();
      }
    });

    it('[postgres] holds at most poolSize connections, however many queries wait', async () => {
      const server = await openTestDb({ driver: 'postgres' });
      try {
        // Named, so the count below sees this pool's connections only (not the test database's own).
        const url = new URL(server.url ?? '');
        url.searchParams.set('application_name', 'pool-size-test');
        const database = await createDb({
          databaseUrl: url.toString(),
          importBundledHistory: false,
          poolSize: 2,
        });
        try {
          // Six queries at once, each still running when the next starts: the pool runs two and queues four.
          const counts = await Promise.all(
            Array.from({ length: 6 }, () =>
              sql<{ n: number }>`select pg_sleep(0.2), (select count(*)::int from pg_stat_activity
                where application_name = 'pool-size-test') as n`.execute(database.db),
            ),
          );
          // Never a third connection; the queued queries find both open.
          expect(Math.max(...counts.map((r) => r.rows[0]?.n ?? 0))).toBe(2);
        } finally {
          await database.close();
        }
      } finally {
        await server.close();
      }
    });
  }

  it('limits the PostgreSQL pool by default so a dead server fails a request in under 4 s', () => {
    // Past the SYN retransmissions at 1 s and 3 s: one lost SYN is not a failed request (issue 35).
    expect(DEFAULT_CONNECT_TIMEOUT_MS).toBeGreaterThan(3_000);
    expect(DEFAULT_CONNECT_TIMEOUT_MS).toBeLessThan(4_000);
    expect(DEFAULT_QUERY_TIMEOUT_MS).toBeLessThan(2_000);
  });
});
