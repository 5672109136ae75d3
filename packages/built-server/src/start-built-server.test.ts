import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startProcess, type RunningProcess } from './child-process.js';
import { startBuiltServer } from './start-built-server.js';

const FIXTURE = fileURLToPath(new URL('./testing/fixture-server.mjs', import.meta.url));
const started: RunningProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.stop(1_000)));
});

describe('startBuiltServer', () => {
  it('resolves once /api/ready answers 200, on 127.0.0.1 with only the given environment', async () => {
    process.env['LEAK_CHECK'] = 'from the test runner';
    const server = await startBuiltServer({
      entry: FIXTURE,
      env: { READY_AFTER: '3', MARK: 'given' },
      readyHeaders: { 'x-forwarded-for': '10.1.2.3' },
    });
    started.push(server);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const ready = (await (await fetch(`${server.url}/api/ready`)).json()) as {
      polls: number;
      forwardedFor: string;
    };
    // Three 503s, the 200 that ended the wait, then this one; the polls carried the given header.
    expect(ready.polls).toBe(5);
    const env = (await (await fetch(`${server.url}/env`)).json()) as Record<string, string>;
    expect(env['MARK']).toBe('given');
    expect(env['HOST']).toBe('127.0.0.1');
    expect(env['PORT']).toBe(String(server.port));
    expect(env['LEAK_CHECK']).toBeUndefined();
    expect(server.lines).toContain('fixture: listening');
    delete process.env['LEAK_CHECK'];
  });

  it('rejects with the log tail when the process exits before it is ready', async () => {
    await expect(startBuiltServer({ entry: FIXTURE, env: { CRASH: '1' } })).rejects.toThrow(
      /api exited \(3\) before it was ready[\s\S]*fixture: refusing to start/,
    );
  });

  it('rejects when the build is missing, naming the file', async () => {
    await expect(
      startBuiltServer({ entry: '/nonexistent/dist/server.js', env: {} }),
    ).rejects.toThrow(/\/nonexistent\/dist\/server\.js is missing: build first/);
  });

  it('gives up after readyTimeoutMs, with the log tail', async () => {
    await expect(
      startBuiltServer({
        name: 'slow',
        entry: FIXTURE,
        env: { READY_AFTER: '1000000' },
        readyTimeoutMs: 1_500,
      }),
    ).rejects.toThrow(/slow was not ready after 1\.5 s[\s\S]*fixture: listening/);
  });
});

describe('startProcess', () => {
  it('waits for a line and kills a process that ignores SIGTERM after the grace period', async () => {
    const child = startProcess('stubborn', [FIXTURE], {
      HOST: '127.0.0.1',
      PORT: '0',
      IGNORE_SIGTERM: '1',
    });
    started.push(child);
    expect(await child.waitForLine(/^fixture: listening$/, 10_000)).toBe('fixture: listening');
    const before = Date.now();
    await child.stop(500);
    expect(child.exited()).toBe(true);
    expect(await child.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(Date.now() - before).toBeGreaterThanOrEqual(400);
    expect(child.lines).toContain('fixture: ignoring SIGTERM');
  });

  it('rejects a wait for a line the process never prints once it has exited', async () => {
    const child = startProcess('crasher', [FIXTURE], { CRASH: '1' });
    await expect(child.waitForLine(/listening/, 10_000)).rejects.toThrow(
      /crasher exited before printing \/listening\/[\s\S]*refusing to start/,
    );
  });
});
