// A real child process for tests and benches: its output kept line by line (tests read a worker's
// tick lines, and a failure prints what the process said), a wait for a line, and a stop that
// cannot hang (SIGTERM, then SIGKILL after a grace period).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningProcess {
  readonly name: string;
  /** Every line written so far, stdout and stderr interleaved in arrival order. */
  readonly lines: readonly string[];
  /** Settles when the process has exited, by itself or by a signal. */
  readonly exit: Promise<ProcessExit>;
  /** True once the process has exited. */
  exited(): boolean;
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines under a header naming the process, for an assertion or error message. */
  tail(count?: number): string;
}

export interface StartProcessOptions {
  cwd?: string;
}

/**
 * Runs `node <args>` with exactly `env` plus PATH: a DATABASE_URL or NODE_ENV of the calling test
 * runner must not leak into the process under test.
 */
export function startProcess(
  name: string,
  args: readonly string[],
  env: Record<string, string>,
  options: StartProcessOptions = {},
): RunningProcess {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
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
    // A last line without a newline (a crash message) still belongs in the tail.
    stream?.on('end', () => {
      if (partial !== '') lines.push(partial);
      partial = '';
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exit = once(child, 'exit').then(([code, signal]) => {
    exitedAt = Date.now();
    for (const wake of waiters) wake();
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  const tail = (count = 30) =>
    `--- last lines of ${name} ---\n${lines.length === 0 ? '(no output)' : lines.slice(-count).join('\n')}`;

  return {
    name,
    lines,
    exit,
    exited: () => exitedAt !== undefined,
    tail,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < lines.length; seen++) {
            const line = lines[seen] as string;
            if (pattern.test(line)) return done(() => resolve(line));
          }
          if (exitedAt !== undefined)
            done(() => reject(new Error(`${name} exited before printing ${pattern}\n${tail()}`)));
        };
        const timer = setTimeout(
          () =>
            done(() =>
              reject(new Error(`${name} printed no ${pattern} within ${timeoutMs} ms\n${tail()}`)),
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
