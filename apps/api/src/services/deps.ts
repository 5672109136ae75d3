// What the services are handed instead of the HTTP app (issue 36): the database, the clock and
// state summaries, the outside channels and a logger, each typed by its own module. A function
// takes only the ones it uses (`Pick<ServiceDeps, 'db' | 'mailer'>`); a route passes `app`, whose
// decorations have these names, and a test passes what it built.
import type { Database } from '@pick3/db';
import type { Config } from '../config.js';
import type { AnalysisService } from './analysis.service.js';
import type { Mailer } from './mailer.service.js';
import type { PaymentProvider } from './paypal.service.js';
import type { SmsSender } from './sms.service.js';
import type { StatesService } from './states.service.js';

/** pino's calls as the services make them: an object of fields, then the message. */
export interface Logger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ServiceDeps {
  db: Database['db'];
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  payments: PaymentProvider;
  states: StatesService;
  analysis: AnalysisService;
  log: Logger;
}
