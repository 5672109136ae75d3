// What a service test hands a use case instead of the HTTP app (services/deps.ts): the test's
// database, the providers the config names (offline mail and SMS, the local payment sandbox in demo
// mode), the states and analysis services on that database, and a logger that keeps what it is
// told. An owner is a plain value: `owner({ user })`.
import type { Database } from '@pick3/db';
import type { Config } from '../config.js';
import { AnalysisService } from '../services/analysis.service.js';
import type { Logger, ServiceDeps } from '../services/deps.js';
import { createMailer } from '../services/mailer.service.js';
import type { Owner } from '../services/owner.js';
import { createPaymentProvider } from '../services/paypal.service.js';
import { createSmsSender } from '../services/sms.service.js';
import { StatesService, type StatesServiceOptions } from '../services/states.service.js';
import { testConfig } from './test-config.js';

/** A logger that keeps each line, to assert what was logged. */
function keptLog(): Logger & {
  lines: { level: string; fields: object; message: string }[];
} {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: object, message: string): void => {
      lines.push({ level, fields, message });
    };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The services' dependencies on `database`, as the app builds them from `env`. */
export function serviceDeps(
  database: Database,
  env: Record<string, string> = {},
  options: { states?: StatesServiceOptions; config?: Config } = {},
): ServiceDeps & { log: ReturnType<typeof keptLog> } {
  const config = options.config ?? testConfig(env);
  return {
    db: database.db,
    config,
    mailer: createMailer(config.mail),
    sms: createSmsSender(config.sms),
    payments: createPaymentProvider(config.paypal, database.db),
    states: new StatesService(database.db, options.states),
    analysis: new AnalysisService(database.db),
    log: keptLog(),
  };
}

let visitors = 0;

/** A logged-out visitor with a cookie, unless told otherwise. */
export function owner(fields: Partial<Owner> = {}): Owner {
  visitors += 1;
  return {
    visitorId: `visitor-${String(visitors).padStart(14, '0')}`,
    visitorFromCookie: true,
    user: null,
    signupUserId: null,
    ip: '127.0.0.1',
    language: 'en',
    ...fields,
  };
}
