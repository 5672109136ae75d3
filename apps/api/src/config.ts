// The API's whole configuration: one TypeBox schema of the environment is both the validator and
// the type. `loadConfig` is pure apart from drawing a random development cookie secret, lists
// every bad variable at once (an operator fixes them in one pass), and returns a frozen, nested
// object the rest of the app reads. Tests build a config with `loadConfig({...})`; nothing reads
// process.env except src/server.ts.
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const OnOff = Type.Enum(['on', 'off']);

/** Optional text variable: an empty string counts as unset (compose files often write `X=`). */
const OptionalText = (
  description: string,
  options: { pattern?: string; minLength?: number } = {},
) => Type.Optional(Type.String({ description, minLength: 1, ...options }));

export const EnvSchema = Type.Object({
  NODE_ENV: Type.Enum(['production', 'development', 'test'], {
    default: 'development',
    description:
      'production requires COOKIE_SECRET and, outside demo mode, SMTP_URL; every NODE_ENV needs PayPal credentials outside demo mode',
  }),
  DEMO_MODE: Type.Optional(
    Type.Enum(['1', '0', 'true', 'false', 'on', 'off'], {
      description:
        'declared demo: a "Demo" banner, the local payment sandbox (PayPal settings ignored) and verification codes shown on screen',
    }),
  ),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 3000,
    description: 'HTTP port (0 = any free port)',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'listen address' }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
  }),
  PUBLIC_ORIGIN: OptionalText(
    'the address browsers open (https://pick3.example); state-changing requests must come from it or from the host they were sent to',
    {
      pattern: '^https?://[^/]+/?$',
    },
  ),
  TRUST_PROXY: Type.String({
    default: 'false',
    pattern: '^(true|false|[0-9]+|[0-9a-fA-F.:/]+( *, *[0-9a-fA-F.:/]+)*)$',
    description: "'true', 'false', a hop count, or a comma list of proxy IPs/CIDRs",
  }),
  DATABASE_URL: OptionalText('PostgreSQL URL; unset = embedded PGlite', {
    pattern: '^postgres(ql)?://',
  }),
  PGLITE_DIR: OptionalText('PGlite data folder when DATABASE_URL is unset'),
  DATABASE_POOL_SIZE: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 10,
    description:
      "PostgreSQL connections this process may hold at once; every replica and worker holds its own, and their sum must stay under the server's max_connections",
  }),
  DATABASE_QUERY_TIMEOUT_MS: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: 600_000,
      description:
        'how long a PostgreSQL query may take before the request answers 503 DB_UNAVAILABLE (unset: 1500 ms)',
    }),
  ),
  HISTORY_DIR: OptionalText(
    'folder of draws CSVs imported on start instead of the bundled history (a test database with a subset of states)',
  ),
  RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 300,
    description: 'requests per client per minute',
  }),
  REFRESH_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 5,
    description: 'refresh requests per client per minute',
  }),
  COOKIE_SECRET: OptionalText('secret signing the visitor cookie (32+ characters)', {
    minLength: 32,
  }),
  SCHEDULER: Type.Optional(OnOff),
  AUTO_BACKFILL: Type.Optional(OnOff),
  BOARD_BACKFILL_YEARS: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 30,
      description:
        "years of each state's history the picks board's strategies are backfilled over (unset: the whole stored history; 0: none)",
    }),
  ),
  SOURCES_BASE_URL: OptionalText(
    'one origin for every draw source instead of the official sites (a mirror; a local fake in tests)',
    {
      pattern: '^https?://',
    },
  ),
  WEB_DIST_DIR: OptionalText('built web app folder'),
  REDIS_URL: OptionalText('shared rate-limit store', { pattern: '^rediss?://' }),
  // Read by the auth / payments / chat / speech / alert routes (second part of the API).
  PASSCODE_GATE: Type.Optional(
    Type.Enum(['on', 'off'], {
      description: 'unset = on when PICK3_PASSCODES is set or a passcode is stored',
    }),
  ),
  BOARD_BACKFILL: Type.Optional(OnOff),
  BOARD_BACKFILL_STATES: OptionalText(
    "comma-separated state codes the picks board's backfill covers (unset: every state with draws)",
    { pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$' },
  ),
  PICK3_PASSCODES: OptionalText('comma-separated passcodes accepted by the gate'),
  SMTP_URL: OptionalText('smtp:// or smtps:// URL for mail', { pattern: '^smtps?://' }),
  MAIL_FROM: OptionalText('sender address of mail'),
  OPENAI_API_KEY: OptionalText('model API key; unset = chat and speech offline'),
  OPENAI_BASE_URL: OptionalText('OpenAI-compatible API base URL', { pattern: '^https?://' }),
  OPENAI_MODEL: OptionalText('chat model'),
  OPENAI_TTS_MODEL: OptionalText('speech model'),
  PAYPAL_CLIENT_ID: OptionalText('payment provider client id'),
  PAYPAL_CLIENT_SECRET: OptionalText('payment provider secret'),
  PAYPAL_BASE_URL: OptionalText(
    'PayPal REST API base URL (default https://api-m.sandbox.paypal.com)',
    {
      pattern: '^https?://',
    },
  ),
  SMS_ACCOUNT_SID: OptionalText('SMS gateway account SID (Twilio REST shape)'),
  SMS_AUTH_TOKEN: OptionalText('SMS gateway auth token'),
  SMS_FROM: OptionalText('SMS sender number, E.164 (+15551234567)'),
  SMS_BASE_URL: OptionalText('SMS gateway base URL (default https://api.twilio.com)', {
    pattern: '^https?://',
  }),
  PUSH_SERVICE_HOSTS: OptionalText(
    "comma-separated extra Web Push service hosts (host or host:port) accepted besides the browsers' own",
  ),
  VAPID_SUBJECT: OptionalText('contact of the Web Push sender (mailto: or https: URL)', {
    pattern: '^(mailto:|https://)',
  }),
});
export type Env = Static<typeof EnvSchema>;

const ENV_KEYS = Object.keys(EnvSchema.properties) as (keyof Env)[];

export type TrustProxy = boolean | number | string[];

export interface Config {
  readonly env: Env['NODE_ENV'];
  /**
   * Declared demo mode (DEMO_MODE=1, what `npm start` runs): the web shows a "Demo" banner, payments
   * go to the local sandbox, and verification codes are answered on screen. Outside it codes are
   * only ever e-mailed, and production refuses to start without real PayPal and SMTP settings.
   */
  readonly demo: boolean;
  readonly server: {
    readonly host: string;
    readonly port: number;
    readonly trustProxy: TrustProxy;
    readonly logLevel: Env['LOG_LEVEL'];
    /** Besides the request's own host, the origin state-changing requests may come from. */
    readonly publicOrigin: string | undefined;
  };
  readonly database: {
    readonly url: string | undefined;
    readonly pgliteDir: string | undefined;
    /** The most PostgreSQL connections this process holds at once (DATABASE_POOL_SIZE, default 10). */
    readonly poolSize: number;
    /** How long a PostgreSQL query may take (DATABASE_QUERY_TIMEOUT_MS); undefined = @pick3/db's default. */
    readonly queryTimeoutMs: number | undefined;
    readonly importBundledHistory: boolean;
    /** Folder of draws CSVs imported instead of the bundled history; undefined = the bundled one. */
    readonly historyDir: string | undefined;
  };
  readonly rateLimit: {
    readonly max: number;
    readonly refreshMax: number;
    readonly redisUrl: string | undefined;
  };
  readonly cookie: {
    readonly secret: string;
    /** false when the secret was drawn at random for this process (development only). */
    readonly secretFromEnv: boolean;
  };
  /**
   * `autoBackfill`: after each hourly catch-all, walk the archive of any state whose history is
   * shorter than the analysis window or has a hole in it (AUTO_BACKFILL, default on).
   */
  readonly scheduler: { readonly enabled: boolean; readonly autoBackfill: boolean };
  /**
   * The picks board's strategies backfilled at start (BOARD_BACKFILL, default on where the scheduler
   * runs or when BOARD_BACKFILL_YEARS is set), over the whole stored history of each state, or its
   * last `backfillYears` years.
   */
  readonly board: {
    readonly backfill: boolean;
    readonly backfillYears: number | undefined;
    readonly backfillStates: readonly string[] | null;
  };
  /** Where ingestion (scheduler and manual refresh) fetches draws; undefined = each source's official site. */
  readonly sources: { readonly baseUrl: string | undefined };
  readonly web: { readonly distDir: string };
  /** gate 'auto': on when codes are configured or stored (decided at start by the passcode gate). */
  readonly passcode: { readonly gate: 'on' | 'off' | 'auto'; readonly codes: readonly string[] };
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string | undefined };
  readonly openai: {
    readonly apiKey: string | undefined;
    readonly baseUrl: string | undefined;
    readonly model: string | undefined;
    readonly ttsModel: string | undefined;
  };
  readonly paypal: {
    readonly clientId: string | undefined;
    readonly clientSecret: string | undefined;
    readonly baseUrl: string;
  };
  readonly sms: {
    readonly accountSid: string | undefined;
    readonly authToken: string | undefined;
    readonly from: string | undefined;
    readonly baseUrl: string;
  };
  /** Web Push: push service hosts accepted besides the browsers' own, and the VAPID contact. */
  readonly push: { readonly extraServiceHosts: readonly string[]; readonly subject: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** apps/web/dist, found from this file whether it runs from src/ (tsx) or dist/ (node). */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface LoadConfigOptions {
  /**
   * false: a process that never takes payments (the passcode CLI) does not need PayPal credentials.
   * Default true: the server and the worker (which builds the same app).
   */
  payments?: boolean;
}

/**
 * Validates the environment and returns the frozen configuration.
 * @throws ConfigError listing every bad variable.
 * @example loadConfig({ PORT: '8080', SCHEDULER: 'off' }).server.port // 8080
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  options: LoadConfigOptions = {},
): Config {
  const picked: Record<string, string> = {};
  for (const key of ENV_KEYS) {
    const value = env[key]?.trim();
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, picked));
  const e = converted as Env;
  const demo = e.DEMO_MODE === '1' || e.DEMO_MODE === 'true' || e.DEMO_MODE === 'on';
  // Every bad value and every missing setting in one list: a bad one must not hide the others.
  const problems = [
    ...describeErrors(converted),
    ...missingSettings(e, demo, options.payments ?? true),
  ];
  if (problems.length > 0) throw new ConfigError(problems);

  const config: Config = {
    env: e.NODE_ENV,
    demo,
    server: {
      host: e.HOST,
      port: e.PORT,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      logLevel: e.LOG_LEVEL,
      publicOrigin: e.PUBLIC_ORIGIN,
    },
    database: {
      url: e.DATABASE_URL,
      pgliteDir: e.PGLITE_DIR,
      poolSize: e.DATABASE_POOL_SIZE,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
      importBundledHistory: true,
      historyDir: e.HISTORY_DIR,
    },
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      refreshMax: e.REFRESH_RATE_LIMIT_MAX,
      redisUrl: e.REDIS_URL,
    },
    cookie: {
      secret: e.COOKIE_SECRET ?? randomBytes(32).toString('base64url'),
      secretFromEnv: e.COOKIE_SECRET !== undefined,
    },
    scheduler: {
      enabled: (e.SCHEDULER ?? 'on') === 'on',
      autoBackfill: (e.AUTO_BACKFILL ?? 'on') === 'on',
    },
    board: {
      backfill:
        e.BOARD_BACKFILL_YEARS !== 0 &&
        (e.BOARD_BACKFILL ??
          (e.BOARD_BACKFILL_YEARS !== undefined ? 'on' : (e.SCHEDULER ?? 'on'))) === 'on',
      backfillYears: e.BOARD_BACKFILL_YEARS,
      backfillStates: e.BOARD_BACKFILL_STATES?.toUpperCase().split(',') ?? null,
    },
    sources: { baseUrl: e.SOURCES_BASE_URL },
    web: { distDir: resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST) },
    passcode: {
      gate: e.PASSCODE_GATE ?? 'auto',
      codes: (e.PICK3_PASSCODES ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      ttsModel: e.OPENAI_TTS_MODEL,
    },
    // Demo mode never moves money: the payment provider is the local sandbox. Outside it the
    // credentials are required (missingSettings).
    paypal: {
      clientId: demo ? undefined : e.PAYPAL_CLIENT_ID,
      clientSecret: demo ? undefined : e.PAYPAL_CLIENT_SECRET,
      baseUrl: e.PAYPAL_BASE_URL ?? 'https://api-m.sandbox.paypal.com',
    },
    sms: {
      accountSid: e.SMS_ACCOUNT_SID,
      authToken: e.SMS_AUTH_TOKEN,
      from: e.SMS_FROM,
      baseUrl: e.SMS_BASE_URL ?? 'https://api.twilio.com',
    },
    push: {
      extraServiceHosts: (e.PUSH_SERVICE_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
      // Push services may contact the sender: the public site when it is https, else a placeholder
      // address (set VAPID_SUBJECT in production; MAIL_FROM may hold a display name, not a mailto:).
      subject:
        e.VAPID_SUBJECT ??
        (e.PUBLIC_ORIGIN?.startsWith('https://') === true
          ? e.PUBLIC_ORIGIN
          : 'mailto:alerts@pick3.invalid'),
    },
  };
  return deepFreeze(config);
}

/**
 * What the start lacks, one line per setting, in one list. Production needs a cookie secret, and
 * outside declared demo mode an SMTP server, so it never shows verification codes on screen. The
 * local payment sandbox runs only in declared demo mode (DEMO_MODE=1): any other start without both
 * PayPal credentials is refused, whatever NODE_ENV says, so no forgotten or mistyped setting ever
 * turns a deployment's checkout into one that grants plays without money.
 */
function missingSettings(e: Env, demo: boolean, payments: boolean): string[] {
  const production = e.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && e.COOKIE_SECRET === undefined)
    missing.push('COOKIE_SECRET: required when NODE_ENV=production (32+ characters)');
  if (demo) return missing;
  const outsideDemo =
    'required outside demo mode, whatever NODE_ENV (DEMO_MODE=1 runs the local payment sandbox instead)';
  if (payments && e.PAYPAL_CLIENT_ID === undefined)
    missing.push(`PAYPAL_CLIENT_ID: ${outsideDemo}`);
  if (payments && e.PAYPAL_CLIENT_SECRET === undefined)
    missing.push(`PAYPAL_CLIENT_SECRET: ${outsideDemo}`);
  if (production && e.SMTP_URL === undefined) {
    missing.push(
      'SMTP_URL: required when NODE_ENV=production outside demo mode (verification codes are only e-mailed there)',
    );
  }
  return missing;
}

/** One readable line per bad variable (TypeBox reports a union several times: keep the first). */
function describeErrors(value: unknown): string[] {
  const byVariable = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, value)) {
    const name = error.instancePath.replace(/^\//, '');
    if (name === '' || byVariable.has(name)) continue;
    const raw = (value as Record<string, unknown>)[name];
    const schema = EnvSchema.properties[name as keyof Env] as {
      description?: string;
      enum?: unknown[];
    };
    const allowed = schema.enum ? ` (one of ${schema.enum.join(', ')})` : '';
    const hint = schema.description ? ` — ${schema.description}` : '';
    byVariable.set(name, `${name}=${JSON.stringify(raw)}: ${error.message}${allowed}${hint}`);
  }
  return [...byVariable.values()];
}

function parseTrustProxy(text: string): TrustProxy {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^[0-9]+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim());
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
