import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';
import { openTestDb, type TestDatabase } from '@pick3/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A real Redis: a private `redis-server` on a free port (no disk), or, where the binary is missing,
 * the server of TEST_REDIS_URL (CI sets it when one runs on 6379).
 */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Ready to accept connections')) resolve(true);
    });
    child.once('exit', () => resolve(false));
  });
  if (started) {
    return {
      url: `redis://127.0.0.1:${port}`,
      stop: async () => {
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      },
    };
  }
  const shared = process.env['TEST_REDIS_URL'];
  if (shared === undefined) throw new Error('This test needs redis-server on PATH or TEST_REDIS_URL');
  return { url: shared, stop: async () => {} };
}

describe('rate limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let database: TestDatabase;
  beforeAll(async () => {
    redis = await startRedis();
    database = await openTestDb();
  });
  afterAll(async () => {
    await database?.close();
    await redis?.stop();
  });

  it('counts one client across two replicas', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: '3' };
    const replicaA = await buildTestApp(database, env);
    const replicaB = await buildTestApp(database, env);
    // A client address of its own, so a shared Redis holds no count of an earlier run for it.
    const client = { remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    try {
      const statuses = [];
      for (const app of [replicaA, replicaB, replicaA, replicaB]) {
        statuses.push((await app.inject({ url: '/api/health', ...client })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await replicaA.close();
      await replicaB.close();
    }
  });

  it('lets requests through while Redis is unreachable', async () => {
    const port = await freePort();
    const app = await buildTestApp(database, { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '1' });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
