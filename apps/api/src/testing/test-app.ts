// Test helpers for route tests: a config built the way production builds it (loadConfig), an app on a
// caller-owned database, and deterministic draws. Tests never touch process.env.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { drawsRepository, ingestRunsRepository, type Database } from '@pick3/db';
import type { StateDraw } from '@pick3/core';
import { buildApp, type App, type AppDependencies } from '../app.js';
import { testConfig } from './test-config.js';
import { sendLikeTheApp } from './browser-inject.js';

export { TEST_COOKIE_SECRET, testConfig } from './test-config.js';

/**
 * Fastify's own compilers, one pair for every app of a test file. Each app compiles the same route
 * schemas (module constants of @pick3/contract) when it starts: about 0.3 s of CPU an app, the largest
 * part of building one, and a file builds dozens. Ajv keeps each schema it compiled; the serializers
 * are kept here by schema. A compiled validator or serializer holds no state of the app that built it.
 */
type SchemaCompilers = NonNullable<AppDependencies['schemaCompilers']>;
type BuildSerializer = NonNullable<SchemaCompilers['buildSerializer']>;
type Serializer = (data: unknown) => string;

function serializersKeptBySchema(): BuildSerializer {
  const select = SerializerSelector();
  const byOptions = new Map<string, ReturnType<BuildSerializer>>();
  return (externalSchemas, options) => {
    const key = JSON.stringify([externalSchemas, options]);
    let compile = byOptions.get(key);
    if (compile === undefined) {
      const compileNew = select(externalSchemas, options);
      const bySchema = new WeakMap<object, Serializer>();
      compile = (route) => {
        const { schema } = route;
        if (typeof schema !== 'object' || schema === null) return compileNew(route);
        let serializer = bySchema.get(schema);
        if (serializer === undefined) {
          serializer = compileNew(route);
          bySchema.set(schema, serializer);
        }
        return serializer;
      };
      byOptions.set(key, compile);
    }
    return compile;
  };
}

const sharedSchemaCompilers: SchemaCompilers = {
  buildValidator: AjvCompiler(),
  buildSerializer: serializersKeptBySchema(),
};

/**
 * The app on `database` (which the test closes). Refresh runs go to a closed local port without
 * retries unless `deps.refresh` says otherwise: no test ever reaches the internet. Its inject() sends
 * the app's own Origin on state-changing requests, as the app's pages do (testing/browser-inject.ts).
 */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<App> {
  const app = await buildApp(testConfig(env), {
    database,
    refresh: { baseUrl: 'http://127.0.0.1:9', retries: 0, timeoutMs: 5_000 },
    schemaCompilers: sharedSchemaCompilers,
    ...deps,
  });
  await app.ready();
  return sendLikeTheApp(app);
}

/** Small deterministic generator (mulberry32): the same seed gives the same draws on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `days` consecutive days of draws ending on `lastDate`, at each of `times`, with pseudo-random
 * numbers from `seed`.
 */
export function makeDraws(
  state: string,
  lastDate: string,
  days: number,
  times: readonly StateDraw['drawTime'][] = ['DAY', 'EVE', 'NITE'],
  seed = 1,
): StateDraw[] {
  const random = seededRandom(seed);
  const end = Date.parse(`${lastDate}T00:00:00Z`);
  const draws: StateDraw[] = [];
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    for (const drawTime of times) {
      draws.push({
        state,
        date,
        drawTime,
        number: String(Math.floor(random() * 1000)).padStart(3, '0'),
      });
    }
  }
  return draws;
}

export async function seedDraws(database: Database, draws: readonly StateDraw[]): Promise<void> {
  await drawsRepository.upsertDraws(database.db, draws, { source: 'test' });
}

/** Records one run of a live source that failed with `error` (`CODE: message`), as the scraper does. */
export async function recordFailedRun(
  database: Database,
  source: { id: string; state: string },
  error: string,
): Promise<void> {
  const run = await ingestRunsRepository.start(database.db, {
    source: source.id,
    state: source.state,
  });
  await ingestRunsRepository.finish(database.db, run, {
    rowsSeen: 0,
    rowsAdded: 0,
    rowsUnchanged: 0,
    conflicts: 0,
    error,
  });
}
