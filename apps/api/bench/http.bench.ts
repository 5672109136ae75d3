// Load bench: the analysis route and the states list against a trivial JSON route of the same
// server, each under 50 connections for 10 s on loopback, asked as a browser asks (Accept-Encoding).
// The analysis is cached as serialized JSON bytes with its ETag and compressed forms, so a repeated
// request is a lookup and a write; the states list is read from the database once per ingestion and
// only its freshness is computed per request. Targets: analysis and states req/s ≥ 0.5 × health
// req/s, analysis p99 ≤ 50 ms; the main page (its first view inline) ≥ 1,000 req/s. The uncompressed
// analysis (276 kB per answer) is measured too, for reference: it is bound by bytes moved. `pnpm --filter @pick3/api bench` (add BENCH_SECONDS=3 for a quick look).
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { BENCH_ENV, WEB_DIST_DIR } from './bench-env.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const ANALYSIS = '/api/lottery-analysis?state=GA&limit=730';
const HEALTH = '/api/health';
const STATES = '/api/states';
/** The main page of a state, its first view inline (issue 35 item 18: target ≥ 1,000 req/s). */
const PAGE = '/?state=GA';
const BROWSER_ENCODING = 'gzip, deflate, br';

const config = loadConfig({ ...BENCH_ENV, WEB_DIST_DIR });

const startedAt = performance.now();
const app = await buildApp(config);
const address = await app.listen({ host: config.server.host, port: config.server.port });
console.log(
  `server ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s at ${address} (${app.database.driver})`,
);

try {
  const warm = await fetch(address + ANALYSIS);
  const body = (await warm.json()) as { draws: unknown[]; boxAnalysis: { totalRemaining: number } };
  const size = Number(
    (await fetch(address + ANALYSIS, { headers: { 'accept-encoding': 'identity' } })).headers.get(
      'content-length',
    ),
  );
  console.log(
    `analysis: ${body.draws.length} draws, ${body.boxAnalysis.totalRemaining} remaining, ${(size / 1024).toFixed(0)} kB of JSON`,
  );

  const run = async (path: string, encoding: string) => {
    // The load generator runs in a worker thread, so reading 300 kB answers does not eat the
    // server's event loop.
    const result = await autocannon({
      url: address + path,
      connections: CONNECTIONS,
      duration: SECONDS,
      workers: 1,
      headers: { 'accept-encoding': encoding },
    });
    if (result.errors + result.timeouts + result.non2xx > 0) {
      throw new Error(
        `${path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
      );
    }
    return {
      path,
      encoding,
      rps: result.requests.average,
      p99: result.latency.p99,
      p50: result.latency.p50,
    };
  };
  // As a browser asks (every browser sends Accept-Encoding), then uncompressed for reference.
  const health = await run(HEALTH, BROWSER_ENCODING);
  const analysis = await run(ANALYSIS, BROWSER_ENCODING);
  const identity = await run(ANALYSIS, 'identity');
  const states = await run(STATES, BROWSER_ENCODING);
  const page = await run(PAGE, BROWSER_ENCODING);
  const ratio = analysis.rps / health.rps;
  const statesRatio = states.rps / health.rps;

  const row = (r: typeof health) =>
    `${r.path.padEnd(42)} ${r.encoding.padEnd(18)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
  );
  console.log(row(health));
  console.log(row(analysis));
  console.log(row(identity));
  console.log(row(states));
  console.log(row(page));
  console.log(
    `ratio analysis/health ${ratio.toFixed(2)} (target ≥ 0.5): ${ratio >= 0.5 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `analysis p99 ${analysis.p99} ms (target ≤ 50 ms): ${analysis.p99 <= 50 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `ratio states/health ${statesRatio.toFixed(2)} (target ≥ 0.5): ${statesRatio >= 0.5 ? 'met' : 'MISSED'}; states p99 ${states.p99} ms`,
  );
  console.log(
    `page ${PAGE} ${page.rps.toFixed(0)} req/s (target ≥ 1,000 at a load average below 1): ${page.rps >= 1000 ? 'met' : 'MISSED'}; load average now ${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await app.close();
}
