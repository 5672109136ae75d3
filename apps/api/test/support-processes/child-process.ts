// A real child process for the scale-out test: its output kept line by line (the test reads the
// workers' tick lines, and a failure prints what the process said), a wait for a line or for HTTP
// readiness, and a stop that cannot hang (SIGTERM, then SIGKILL after a grace period).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface RunningProcess {
  readonly name: string;
  /** Every line written so far, stdout and stderr interleaved in arrival order. */
  readonly lines: readonly string[];
  /** True once the process has exited (by itself or by a signal). */
  exited(): boolean;
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines, for an assertion message. */
  tail(count?: number): string;
}

export function startProcess(
  name: string,
  args: readonly string[],
  env: Record<string, string>,
): RunningProcess {
  // Only what the test passes (plus PATH): a DATABASE_URL or NODE_ENV of the test runner must not leak in.
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let exitedAt: number | undefined;
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiters) wake();
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exit = once(child, 'exit').then(() => {
    exitedAt = Date.now();
    for (const wake of waiters) wake();
  });

  return {
    name,
    lines,
    exited: () => exitedAt !== undefined,
    tail: (count = 30) => `--- last lines of ${name} ---\n${lines.slice(-count).join('\n')}`,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < lines.length; seen++) {
            const line = lines[seen] as string;
            if (pattern.test(line)) return done(() => resolve(line));
          }
          if (exitedAt !== undefined)
            done(() =>
              reject(new Error(`${name} exited before printing ${pattern}\n${this.tail()}`)),
            );
        };
        const timer = setTimeout(
          () =>
            done(() =>
              reject(
                new Error(`${name} printed no ${pattern} within ${timeoutMs} ms\n${this.tail()}`),
              ),
            ),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async stop(graceMs = 10_000) {
      if (exitedAt !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `url` until it answers 200 (a replica listens only once migrated and seeded). `headers` give
 * the poller a client identity of its own: every route is rate limited, /api/ready included.
 */
export async function waitForHttpOk(
  url: string,
  timeoutMs: number,
  owner: RunningProcess,
  headers: Record<string, string> = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (owner.exited())
      throw new Error(`${owner.name} exited before ${url} answered\n${owner.tail()}`);
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms\n${owner.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
