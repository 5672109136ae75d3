// buildApp(config): the whole HTTP application, shared plugins first, then the routes, each registered
// explicitly (no autoload: reading this file tells what the API serves). src/server.ts listens;
// tests call app.inject() on the same app.
import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from '@pick3/db';
import type { Config } from './config.js';
import { LOG_REDACT_PATHS } from './lib/log-redact.js';
import analysisPlugin from './plugins/analysis.plugin.js';
import statesPlugin from './plugins/states.plugin.js';
import dbPlugin from './plugins/db.plugin.js';
import errorHandlerPlugin from './plugins/error-handler.plugin.js';
import originCheckPlugin from './plugins/origin-check.plugin.js';
import securityHeadersPlugin from './plugins/security-headers.plugin.js';
import strictNumbersPlugin from './plugins/strict-numbers.plugin.js';
import rateLimitPlugin from './plugins/rate-limit.plugin.js';
import swaggerPlugin from './plugins/swagger.plugin.js';
import visitorPlugin from './plugins/visitor.plugin.js';
import webPlugin from './plugins/web.plugin.js';
import alertsPlugin from './plugins/alerts.plugin.js';
import passcodeGatePlugin from './plugins/passcode-gate.plugin.js';
import operatorSocketPlugin from './plugins/operator-socket.plugin.js';
import providersPlugin from './plugins/providers.plugin.js';
import pushPlugin from './plugins/push.plugin.js';
import ownerPlugin from './plugins/owner.plugin.js';
import alertsRoutes from './routes/alerts/alerts.routes.js';
import authRoutes from './routes/auth/auth.routes.js';
import chatRoutes from './routes/chat/chat.routes.js';
import checkNumbersRoutes from './routes/check-numbers/check-numbers.routes.js';
import boardRoutes from './routes/board/board.routes.js';
import meRoutes from './routes/me/me.routes.js';
import visitorPlaysRoutes from './routes/visitor-plays/visitor-plays.routes.js';
import paymentsRoutes from './routes/payments/payments.routes.js';
import ttsRoutes from './routes/tts/tts.routes.js';
import cartRoutes from './routes/cart/cart.routes.js';
import drawsRoutes from './routes/draws/draws.routes.js';
import expectedResultsRoutes from './routes/expected-results/expected-results.routes.js';
import healthRoutes from './routes/health/health.routes.js';
import lotteryAnalysisRoutes from './routes/lottery-analysis/lottery-analysis.routes.js';
import numberPatternsRoutes from './routes/number-patterns/number-patterns.routes.js';
import pollRoutes from './routes/poll/poll.routes.js';
import poolsRoutes from './routes/pools/pools.routes.js';
import purchasedNumbersRoutes from './routes/purchased-numbers/purchased-numbers.routes.js';
import pushRoutes from './routes/push/push.routes.js';
import refreshRoutes from './routes/refresh/refresh.routes.js';
import skipsRoutes from './routes/skips/skips.routes.js';
import type { RefreshOptions } from './routes/refresh/refresh-runner.js';
import sourcesRoutes from './routes/sources/sources.routes.js';
import statesRoutes from './routes/states/states.routes.js';
import type { AnalysisServiceOptions } from './services/analysis.service.js';
import type { StatesServiceOptions } from './services/states.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Things a caller may hand in instead of letting the app create them (tests, benches). */
export interface AppDependencies {
  /** An open database (not closed by the app). Default: createDb from config.database. */
  database?: Database;
  /** Analysis cache bounds. */
  analysisCache?: AnalysisServiceOptions;
  /** The states service's clock and version TTL (tests pin the clock). */
  states?: StatesServiceOptions;
  /** How refresh runs reach the sources (tests point them at local fake servers). */
  refresh?: RefreshOptions;
  /** Web Push: an https agent for a push service with its own certificate authority (tests). */
  push?: { agent?: Agent };
  /** Where log lines go (tests read them); default stdout. */
  logStream?: { write(line: string): void };
  /**
   * Fastify's schema compilers; default a new pair per app. Tests pass one pair for all the apps of
   * a file, so each app reuses the validators and serializers the first one compiled.
   */
  schemaCompilers?: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
}

export type App = FastifyInstance;

/** The spec's path of the alert routes; the code names them alerts and serves them at /api/alerts. */
const SPEC_ALERTS_PATH = '/api/aert';

/** The spec's URLs that are aliases: /api/aert… is answered by the /api/alerts… routes. */
export function specAlias(url: string): string {
  if (!url.startsWith(SPEC_ALERTS_PATH)) return url;
  const rest = url.slice(SPEC_ALERTS_PATH.length);
  return rest === '' || rest.startsWith('/') || rest.startsWith('?') ? `/api/alerts${rest}` : url;
}

/** A hop count becomes the equivalent function (Fastify's types only list the other forms). */
function trustProxyOption(
  value: Config['server']['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.server.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.server.trustProxy),
    // Before routing, so the alias shares the routes' rate limits, gate and schemas.
    rewriteUrl: (request) => specAlias(request.url ?? '/'),
    // Every body this API accepts is a few hundred bytes; larger ones are refused with 413.
    bodyLimit: 64 * 1024,
    // The first start imports the bundled draw history inside the db plugin (tens of seconds on
    // PGlite); Fastify's default 10 s plugin timeout would abort it.
    pluginTimeout: 300_000,
    ...(deps.schemaCompilers
      ? { schemaController: { compilersFactory: deps.schemaCompilers } }
      : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  if (!config.cookie.secretFromEnv) {
    app.log.warn(
      'COOKIE_SECRET is not set: visitor cookies use a random secret and end with this process',
    );
  }

  await app.register(errorHandlerPlugin);
  await app.register(strictNumbersPlugin);
  // First: its headers go on every answer, refusals by the hooks below included.
  await app.register(securityHeadersPlugin, { webDistDir: config.web.distDir });
  await app.register(cookie, { secret: config.cookie.secret });
  await app.register(visitorPlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(originCheckPlugin, { publicOrigin: config.server.publicOrigin });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { config, database: deps.database });
  await app.register(analysisPlugin, { cache: deps.analysisCache });
  await app.register(statesPlugin, { options: deps.states });
  // Before every route: the gate's onRequest hook must cover them all.
  await app.register(passcodeGatePlugin, { config });
  await app.register(operatorSocketPlugin);
  await app.register(ownerPlugin);
  await app.register(providersPlugin, { config });
  await app.register(alertsPlugin, { config });
  await app.register(pushPlugin, {
    config,
    ...(deps.push?.agent === undefined ? {} : { agent: deps.push.agent }),
  });
  await app.register(webPlugin, { config });

  // Routes declare paths relative to their prefix: the spec's public paths live here, in one place.
  const api = { prefix: '/api' };
  await app.register(healthRoutes, api);
  await app.register(lotteryAnalysisRoutes, api);
  await app.register(numberPatternsRoutes, api);
  await app.register(statesRoutes, api);
  await app.register(sourcesRoutes, api);
  await app.register(drawsRoutes, api);
  await app.register(skipsRoutes, api);
  await app.register(checkNumbersRoutes, api);
  await app.register(refreshRoutes, { ...api, refresh: deps.refresh });
  await app.register(poolsRoutes, api);
  await app.register(cartRoutes, api);
  await app.register(expectedResultsRoutes, api);
  await app.register(pollRoutes, api);
  await app.register(purchasedNumbersRoutes, api);
  await app.register(authRoutes, api);
  await app.register(meRoutes, api);
  await app.register(visitorPlaysRoutes, api);
  // Spec §7: the payment provider's name prefixes the payment paths, outside /api.
  await app.register(paymentsRoutes, { prefix: '/paypal' });
  await app.register(chatRoutes, api);
  await app.register(ttsRoutes, api);
  await app.register(alertsRoutes, api);
  await app.register(pushRoutes, api);
  await app.register(boardRoutes, api);

  return app as unknown as App;
}
