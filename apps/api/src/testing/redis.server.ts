// A real Redis for tests (the shared rate-limit store), and a free local port.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
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
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  /** SIGSTOP: the server keeps its sockets open and stops answering (a stalled Redis). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
        if (child.exitCode !== null) return;
        // A paused server would not act on SIGTERM until continued.
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      },
      pause: () => void child.kill('SIGSTOP'),
      resume: () => void child.kill('SIGCONT'),
    };
  }
  const shared = process.env['TEST_REDIS_URL'];
  if (shared === undefined)
    throw new Error('This test needs redis-server on PATH or TEST_REDIS_URL');
  const notOurs = () => {
    throw new Error('TEST_REDIS_URL is a shared server: only a private redis-server can be paused');
  };
  return { url: shared, stop: async () => {}, pause: notOurs, resume: notOurs };
}
