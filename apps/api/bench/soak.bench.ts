// Soak bench: does the API hold its memory and its latency under sustained steady load? The server
// runs in a child process of its own (this file, forked with SOAK_ROLE=server and --expose-gc), so
// its memory figures are the server's alone, not the load generator's. The parent drives a steady
// rate (SOAK_RATE req/s, not saturation: a soak watches drift, not the ceiling) over the main read
// routes for SOAK_SECONDS (default 300) in 30 s autocannon windows, and asks the server every 10 s
// for process.memoryUsage() taken after a forced full GC (live heap, not garbage awaiting collection).
// It prints the samples, the windows and the summary against the targets: heap growth < 50 MB and
// RSS growth < 100 MB from the first minute to the last, last window p99 < 2 × the first (or within
// 5 ms: autocannon counts whole milliseconds, and 2 ms → 5 ms is noise, not drift).
// It also (issue 35 item 18) prints the server's RSS idle before the soak and idle after it, each
// taken after SOAK_IDLE_SECONDS (default 30) left alone (target: within 15 %). The mix includes the
// main page (its first view inline). SOAK_DATABASE_URL=postgres://… runs the server on PostgreSQL
// (a database the bench may fill with the bundled history) instead of PGlite.
// `pnpm --filter @pick3/api bench:soak` (SOAK_SECONDS=60 for a quick look).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** autocannon options the bench uses beyond bench/autocannon.d.ts (which declares only what http.bench.ts needs). */
type SoakOptions = Parameters<typeof autocannon>[0] & {
  /** Cycled through in order by every connection. */
  requests: { method: 'GET'; path: string }[];
  /** Total requests per second over all connections. */
  overallRate: number;
};

/** What the server process reports, in bytes. */
interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  gc: boolean;
}
type ServerMessage =
  | { type: 'ready'; address: string; startSeconds: number; driver: string }
  | ({ type: 'memory' } & MemorySample);
type ParentMessage = { type: 'sample' } | { type: 'stop' };

/**
 * The main read routes in the proportions of a page load: the analysis in its usual variants (the
 * web app asks one per change of state, limit or filter), a cart and health probes.
 */
const MIX: readonly [path: string, weight: number][] = [
  ['/api/lottery-analysis?state=GA&limit=730', 8],
  ['/api/lottery-analysis?state=GA&limit=365', 4],
  ['/api/lottery-analysis?state=GA&limit=100&timeFilter=Eve', 4],
  ['/api/lottery-analysis?state=TX&limit=730&timeFilter=repeats', 4],
  ['/api/lottery-analysis?state=NY&limit=200&timeFilter=Day', 4],
  ['/api/cart', 5],
  ['/?state=GA', 4],
  ['/api/health', 10],
];
/**
 * The state list, asked apart at its own low rate: it counts every state's draws on each request
 * (about 30 ms on PGlite, whose WebAssembly runs on the event loop, so about 30 req/s at most and
 * every other request waits meanwhile), and browsers keep it for a minute (max-age=60): 2 req/s is
 * about 120 visitors opening the app per minute.
 */
const STATES = '/api/states';
const ROUTES = [...MIX.map(([path]) => path), STATES];
/** Interleaved (round robin over the weights), so a connection's turn never runs one route in a burst. */
const SEQUENCE: string[] = [];
for (let round = 0; SEQUENCE.length < MIX.reduce((sum, [, weight]) => sum + weight, 0); round++) {
  for (const [path, weight] of MIX) if (round < weight) SEQUENCE.push(path);
}

if (process.env['SOAK_ROLE'] === 'server') await serve();
else await drive();

/** The server role: the built app on an in-memory PGlite with the bundled history, loopback only. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/config.js');
  const { BENCH_ENV, WEB_DIST_DIR } = await import('./bench-env.js');
  const databaseUrl = process.env['SOAK_DATABASE_URL'];
  const config = loadConfig({
    ...BENCH_ENV,
    WEB_DIST_DIR,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
  const startedAt = performance.now();
  const app = await buildApp(config);
  const address = await app.listen({ host: config.server.host, port: config.server.port });
  const send = (message: ServerMessage) => process.send?.(message);
  const collect = globalThis.gc;
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'sample') {
      collect?.();
      const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
      send({ type: 'memory', rss, heapUsed, heapTotal, external, gc: collect !== undefined });
    } else {
      void app.close().then(() => process.exit(0));
    }
  });
  send({
    type: 'ready',
    address,
    startSeconds: (performance.now() - startedAt) / 1000,
    driver: app.database.driver,
  });
}

async function drive(): Promise<void> {
  const seconds = Number(process.env['SOAK_SECONDS'] ?? 300);
  const rate = Number(process.env['SOAK_RATE'] ?? 400);
  const statesRate = Number(process.env['SOAK_STATES_RATE'] ?? 2);
  const connections = 20;
  const windowSeconds = Math.min(30, seconds);
  const windows = Math.max(1, Math.round(seconds / windowSeconds));
  const sampleEveryMs = 10_000;

  const server: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    // The parent's execArgv carries tsx's loader; --expose-gc lets the server collect before a sample.
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, SOAK_ROLE: 'server' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A crashed parent must not leave the server listening.
  const killServer = () => server.kill('SIGKILL');
  process.once('exit', killServer);
  const nextMessage = <T extends ServerMessage['type']>(type: T) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ServerMessage) => {
        if (message.type !== type) return;
        server.off('message', onMessage);
        server.off('exit', onExit);
        resolve(message as Extract<ServerMessage, { type: T }>);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`soak server exited (${code}) while waiting for ${type}`));
      server.on('message', onMessage);
      server.once('exit', onExit);
    });

  try {
    const ready = await nextMessage('ready');
    console.log(
      `server ready in ${ready.startSeconds.toFixed(1)} s at ${ready.address} (${ready.driver}), node ${process.version}`,
    );
    // One request per route first: the first analysis of a variant computes it, every later one is
    // the cache's; the soak watches the steady state, not that warm-up.
    for (const route of ROUTES) {
      const response = await fetch(ready.address + route);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${route}: ${response.status} during warm-up`);
    }

    // Idle is measured the same way before and after the load: the server left alone for
    // SOAK_IDLE_SECONDS, then a forced GC. Taken at once after start-up, "before" would still hold
    // the start's own transients (the history import's buffers, 40-120 MB that the first minute
    // returns), and the comparison would read that as memory the soak gave back.
    const idleSeconds = Number(process.env['SOAK_IDLE_SECONDS'] ?? 30);
    const idleRss = async () => {
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      const idle = nextMessage('memory');
      server.send({ type: 'sample' } satisfies ParentMessage);
      return (await idle).rss;
    };
    const idleBefore = await idleRss();

    const samples: ({ t: number } & MemorySample)[] = [];
    const loadStart = performance.now();
    const sample = async () => {
      const memory = nextMessage('memory');
      server.send({ type: 'sample' } satisfies ParentMessage);
      const { type: _type, ...figures } = await memory;
      samples.push({ t: (performance.now() - loadStart) / 1000, ...figures });
    };
    await sample();
    let sampling = Promise.resolve();
    const timer = setInterval(() => {
      sampling = sampling.then(sample);
    }, sampleEveryMs);

    type Window = {
      window: number;
      rps: number;
      p50: number;
      p99: number;
      max: number;
      statesP99: number;
      bad: number;
    };
    const results: Window[] = [];
    try {
      for (let window = 1; window <= windows; window++) {
        const run = (options: SoakOptions) => autocannon(options);
        const common = {
          url: ready.address,
          duration: windowSeconds,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        };
        const [main, states] = await Promise.all([
          run({
            ...common,
            connections,
            overallRate: rate,
            requests: SEQUENCE.map((path) => ({ method: 'GET', path })),
          }),
          run({
            ...common,
            connections: 1,
            overallRate: statesRate,
            requests: [{ method: 'GET', path: STATES }],
          }),
        ]);
        const bad = [main, states].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
        const row: Window = {
          window,
          rps: main.requests.average + states.requests.average,
          p50: main.latency.p50,
          p99: main.latency.p99,
          max: main.latency.max,
          statesP99: states.latency.p99,
          bad,
        };
        results.push(row);
        console.log(
          `window ${String(window).padStart(2)}/${windows}: ${row.rps.toFixed(0)} req/s, mix p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms; ${STATES} p99 ${row.statesP99} ms; ${bad} errors/non-2xx`,
        );
      }
    } finally {
      clearInterval(timer);
      await sampling;
    }
    // Memory that comes back: the same server idle after the load (apart from the samples of the
    // load, whose first and last minutes are compared below).
    await sample();
    const idleAfter = await idleRss();

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(7);
    console.log(
      `\nmemory of the server process (after a forced GC: ${samples[0]?.gc === true ? 'yes' : 'no, run without --expose-gc'})`,
    );
    console.log('     t   rss MB  heap MB  heapTotal  external');
    for (const s of samples)
      console.log(
        `${s.t.toFixed(0).padStart(5)} s ${mb(s.rss)}  ${mb(s.heapUsed)}    ${mb(s.heapTotal)}  ${mb(s.external)}`,
      );

    // First minute against last minute (halves of a run shorter than two minutes).
    const end = samples.at(-1)?.t ?? 0;
    const span = Math.min(60, end / 2);
    const mean = (values: number[]) =>
      values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
    const first = samples.filter((s) => s.t <= span + 1);
    const last = samples.filter((s) => s.t >= end - span - 1);
    const heapGrowth =
      (mean(last.map((s) => s.heapUsed)) - mean(first.map((s) => s.heapUsed))) / 1024 / 1024;
    const rssGrowth = (mean(last.map((s) => s.rss)) - mean(first.map((s) => s.rss))) / 1024 / 1024;
    const firstWindow = results[0];
    const lastWindow = results.at(-1);
    const totalBad = results.reduce((sum, r) => sum + r.bad, 0);
    const p99First = firstWindow?.p99 ?? 0;
    const p99Last = lastWindow?.p99 ?? 0;
    const drifted = (from: number, to: number) => !(to <= 2 * from || to - from <= 5);
    const p99Ok = !drifted(p99First, p99Last);
    const statesFirst = firstWindow?.statesP99 ?? 0;
    const statesLast = lastWindow?.statesP99 ?? 0;

    console.log(
      `\n${seconds} s: the mix at ${rate} req/s (${connections} connections; in ${SEQUENCE.length}: ${MIX.map(([path, weight]) => `${weight}× ${path}`).join(', ')}) and ${STATES} at ${statesRate} req/s, loopback, load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores, node ${process.version}`,
    );
    console.log(
      `heap growth (mean of the first ${span.toFixed(0)} s vs the last): ${heapGrowth.toFixed(1)} MB (target < 50 MB): ${heapGrowth < 50 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `RSS growth (same samples): ${rssGrowth.toFixed(1)} MB (target < 100 MB): ${rssGrowth < 100 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `mix p99 drift: first window ${p99First} ms, last window ${p99Last} ms, ×${(p99Last / Math.max(1, p99First)).toFixed(2)} (target < 2× or within 5 ms): ${p99Ok ? 'met' : 'MISSED'}`,
    );
    console.log(
      `${STATES} p99 drift: first window ${statesFirst} ms, last window ${statesLast} ms (same target): ${drifted(statesFirst, statesLast) ? 'MISSED' : 'met'}`,
    );
    const idleChange = (idleAfter - idleBefore) / idleBefore;
    console.log(
      `RSS idle before the soak ${mb(idleBefore).trim()} MB, idle ${idleSeconds} s after it ${mb(idleAfter).trim()} MB: ${(idleChange * 100).toFixed(1)} % (target within 15 %): ${Math.abs(idleChange) <= 0.15 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `errors, timeouts and non-2xx: ${totalBad} (target 0): ${totalBad === 0 ? 'met' : 'MISSED'}`,
    );
    // A failing route is a broken bench, as in http.bench.ts; missed targets are figures to read.
    if (totalBad > 0) process.exitCode = 1;
  } finally {
    if (server.exitCode === null && server.connected) {
      server.send({ type: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(killServer, 10_000);
      await once(server, 'exit');
      clearTimeout(timer);
    }
    process.off('exit', killServer);
  }
}
